import { keyframes, style } from '@vanilla-extract/css';

import { media } from '../theme/media';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

/** A panel along the start edge, as tall as the screen; at most 320 px, leaving a strip of page to tap away. */
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(320px, calc(100vw - 48px))',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, outline: 'none' });
