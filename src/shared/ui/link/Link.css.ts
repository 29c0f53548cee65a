import { style } from '@vanilla-extract/css';

import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

export const link = style({
  display: 'inline',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover, textDecorationThickness: '2px' },
    '&[data-pressed]': { color: vars.color.accentPressed },
    '&[data-focus-visible]': focusRingRule,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.1em',
});
