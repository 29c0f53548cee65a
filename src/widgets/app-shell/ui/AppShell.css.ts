import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
});

export const main = style({
  flex: '1 1 auto',
  // Lets wide tables scroll inside the page instead of pushing the layout past the viewport.
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.xxl } },
});

export const sessionStatus = style({
  display: 'flex',
  minHeight: '100vh',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
});
