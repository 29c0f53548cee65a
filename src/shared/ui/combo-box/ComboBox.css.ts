import { style } from '@vanilla-extract/css';

import { control } from '../field/Field.css';
import { vars } from '../theme/theme.css';

/** The input and its trigger button share one control frame. */
export const group = style([control, { padding: 0, overflow: 'hidden' }]);

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent', color: vars.color.textMuted },
  },
});
