import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRingInsetRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

/** Set inline from the `maxHeight` prop; without it the table grows with its rows. */
export const maxHeightVar = createVar();

export const container = style({
  position: 'relative',
  maxHeight: fallbackVar(maxHeightVar, 'none'),
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({
  width: '100%',
  // `separate` keeps the sticky header's bottom border while the body scrolls under it.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInsetRule,
  },
});

export const header = style({});

export const column = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-focus-visible]': focusRingInsetRule,
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered], &[data-sort-direction]': { color: vars.color.text },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({ flexShrink: 0 });

export const sortIconIdle = style({ flexShrink: 0, opacity: 0.5 });

export const body = style({});

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    // RAC only reports hover on rows that do something (an action, a link or selection).
    '&[data-hovered]': { background: vars.color.surfaceHover, cursor: 'pointer' },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-selected]': { background: vars.color.accentSubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRingInsetRule,
  },
});

export const cell = recipe({
  base: {
    padding: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingInsetRule,
      [`${row}:last-child &`]: { borderBottom: 'none' },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    isSingleLine: { true: { whiteSpace: 'nowrap' } },
  },
  defaultVariants: { align: 'start' },
});

const statusRow = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
} as const;

export const loading = style({ ...statusRow, color: vars.color.textMuted });

export const error = style({
  ...statusRow,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  color: vars.color.danger.foreground,
  background: vars.color.danger.background,
});

export const errorText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const emptyState = style({ padding: vars.space.sm });
