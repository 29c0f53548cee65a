import { style } from '@vanilla-extract/css';

import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'fit-content',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const headerCell = style({
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  margin: '1px',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRingRule,
    // Today keeps its day number readable and gains a ring, so it never looks selected.
    '&[data-today]': {
      fontWeight: vars.fontWeight.bold,
      color: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-outside-month]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'default' },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.45, cursor: 'not-allowed', background: 'transparent' },
    // Unavailable days stay focusable, so they keep full-contrast text and are marked by a strikethrough.
    '&[data-unavailable]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed' },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent, boxShadow: 'none' },
    '&[data-selected][data-hovered]': { background: vars.color.accentHover },
    '&[data-selected][data-invalid]': { background: vars.color.danger.solid },
  },
});
