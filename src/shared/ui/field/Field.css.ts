import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger.foreground });

/** The shared look of every text-like control (input, textarea, select trigger, date field group). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.accentSubtle}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
