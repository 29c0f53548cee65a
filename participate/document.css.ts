import { globalStyle } from '@vanilla-extract/css';

import { colors, fontStack } from './ui/tokens';

// The document around the page: only the entry imports this, so Storybook's shared stylesheet never gets it.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  background: colors.background,
  color: colors.text,
  fontFamily: fontStack,
  // Phones keep the size the page sets, in landscape too.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
