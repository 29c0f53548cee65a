import { style } from '@vanilla-extract/css';

import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

export const group = style({ gap: vars.space.sm });

export const input = style({ display: 'flex', flex: 1, alignItems: 'center', minWidth: 0 });

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-invalid]:not([data-focused])': { color: vars.color.danger.foreground },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '30px',
  // Negative margins keep the control at the shared text-field height and the button near the edge.
  margin: `calc(${vars.space.xs} * -1) calc(${vars.space.sm} * -1) calc(${vars.space.xs} * -1) 0`,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': focusRingRule,
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent', color: vars.color.textMuted },
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });
