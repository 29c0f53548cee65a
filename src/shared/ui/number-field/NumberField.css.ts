import { style } from '@vanilla-extract/css';

import { controlGroup, groupButton, groupInput } from '../field/Field.css';
import { vars } from '../theme/theme.css';

/** The input and both stepper buttons share one control frame. */
export const group = controlGroup;

export const input = style([groupInput, { fontVariantNumeric: 'tabular-nums' }]);

export const stepper = style([
  groupButton,
  {
    width: '36px',
    borderInlineStart: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    selectors: {
      '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.55 },
    },
  },
]);
