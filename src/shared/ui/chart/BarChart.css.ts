import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const caption = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Takes the width the figure gives it; the drawing is laid out to that width, not scaled to it. */
export const frame = style({ width: '100%', minWidth: 0, overflow: 'hidden' });

export const svg = style({ display: 'block', fontFamily: vars.font.body });

// The accent on the surface is over 6:1, above the 3:1 that graphics need (WCAG 1.4.11).
export const bar = style({ fill: vars.color.accent });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const text = styleVariants({
  'axis-title': { fill: vars.color.textMuted, fontWeight: vars.fontWeight.semibold },
  tick: { fill: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
  category: { fill: vars.color.text },
  value: { fill: vars.color.text, fontVariantNumeric: 'tabular-nums' },
});
