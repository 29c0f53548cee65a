import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  // On a phone the sidebar's top bar sits above the page, which takes the full width.
  '@media': { [media.phone]: { flexDirection: 'column' } },
});

export const main = style({
  flex: '1 1 auto',
  // Lets wide tables scroll inside the page instead of pushing the layout past the viewport.
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
});

export const sessionStatus = style({
  display: 'flex',
  minHeight: '100vh',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
});
