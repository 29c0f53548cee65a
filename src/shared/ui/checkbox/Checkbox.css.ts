import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

const boxSize = '18px';

/** Lines help text up with the label, past the box. */
const textIndent = `calc(${boxSize} + ${vars.space.sm})`;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

globalStyle(`${field} > :not(label)`, { paddingInlineStart: textIndent });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.danger.solid,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});
