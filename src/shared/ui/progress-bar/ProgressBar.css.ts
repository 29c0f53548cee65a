import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

/** The filled share of the track, set inline from the current value. */
export const percentVar = createVar();

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const valueText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  // Keeps the empty track visible in forced-colors mode.
  outline: '1px solid transparent',
});

export const fill = style({
  height: '100%',
  width: percentVar,
  borderRadius: vars.radius.full,
  transition: `width ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});

export const tone = styleVariants({
  accent: { background: vars.color.accent },
  success: { background: vars.color.success.solid },
});
