import { style, styleVariants } from '@vanilla-extract/css';

import { focusRing, vars } from './theme.css';

export const group = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

/** A choice's options, one per line across the column: long labels wrap inside large targets. */
export const options = style({ display: 'grid', gap: vars.space.sm });

const scaleBase = style({ display: 'grid', gap: vars.space.xs });

/**
 * The numbers of a scale in one row on a phone for 1-5; 0-10 wraps to two rows of six below 34rem, so each target
 * stays at least 2.75rem wide. The grid follows the page's direction: 0 or 1 sits at the start side.
 */
export const scale = styleVariants({
  rating: [scaleBase, { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }],
  nps: [
    scaleBase,
    {
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
      '@media': { '(min-width: 34rem)': { gridTemplateColumns: 'repeat(11, minmax(0, 1fr))' } },
    },
  ],
});

/** The radio itself is not drawn (its face is), but stays in place for the keyboard and the screen reader. */
export const input = style({ position: 'absolute', opacity: 0, inlineSize: '1px', blockSize: '1px', margin: 0 });

const faceBase = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  color: vars.color.accent,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: focusRing,
    [`${input}:checked + &`]: { color: vars.color.textOnAccent, background: vars.color.accent, borderColor: vars.color.accent },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', background: vars.color.disabled, color: vars.color.textDisabled, borderColor: vars.color.disabled },
  },
});

/** What the respondent sees and taps: an option's words, or a scale's number centred in its cell. */
export const face = styleVariants({
  option: [faceBase],
  scale: [faceBase, { justifyContent: 'center', paddingInline: 0 }],
});

export const reply = style({ position: 'relative', display: 'block' });

/** What the scale's ends mean, under its first and last numbers (mirrored in right-to-left languages). */
export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
