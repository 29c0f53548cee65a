import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const timePicker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const units = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const unit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, width: '88px' });

export const unitLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const separator = style({
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/** Added to the shared control look. */
export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.xs,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'start',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const value = style({
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const listBox = style({
  maxHeight: '240px',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentPressed,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const errorMessage = style({ fontSize: vars.fontSize.xs, color: vars.color.danger.foreground });
