import { createVar, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

/** As tall while loading as with a week of answers and a few countries: the card keeps its place when they arrive. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '232px' });

export const headline = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.md });

export const score = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const trendBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

// A change in satisfaction reads in the status tones; the sign and the words carry it without colour too.
export const trend = styleVariants({
  up: [trendBase, { color: vars.color.success.foreground }],
  down: [trendBase, { color: vars.color.danger.foreground }],
  level: [trendBase, { color: vars.color.textMuted }],
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const tooFew = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.warning.background,
  color: vars.color.warning.foreground,
  fontSize: vars.fontSize.xs,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold, paddingBlockEnd: vars.space.xs, color: vars.color.text });

export const headerCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  paddingBlock: vars.space.xxs,
});

export const cell = style({ paddingBlock: vars.space.xxs, verticalAlign: 'middle' });

export const countryCell = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.regular, paddingInlineEnd: vars.space.sm, whiteSpace: 'nowrap' }]);

export const scoreCell = style([cell, { width: '100%' }]);

export const sampleCell = style([cell, { textAlign: 'end', paddingInlineStart: vars.space.sm, whiteSpace: 'nowrap', color: vars.color.textMuted }]);

export const barLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The 0-100 track; the bar is the score, the thin line across it the 95% interval. */
export const track = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: '48px',
  height: '10px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** A row's score and interval bounds, as percentages of the track. */
export const scoreVar = createVar();
export const lowVar = createVar();
export const highVar = createVar();

// The accent on the surface is over 6:1, above the 3:1 that graphics need (WCAG 1.4.11).
export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: `calc(${scoreVar} * 1%)`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
});

export const interval = style({
  position: 'absolute',
  top: '4px',
  height: '2px',
  insetInlineStart: `calc(${lowVar} * 1%)`,
  width: `calc((${highVar} - ${lowVar}) * 1%)`,
  background: vars.color.text,
});

export const barScore = style({ minWidth: '3ch', textAlign: 'end' });

export const footnote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const errorIcon = style({ color: vars.color.danger.solid });
