import { style } from '@vanilla-extract/css';

import { control } from '../field/Field.css';
import { vars } from '../theme/theme.css';

/** The input and both stepper buttons share one control frame. */
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
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  width: '36px',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
    '&[data-pressed]:not([data-disabled])': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.55 },
  },
});
