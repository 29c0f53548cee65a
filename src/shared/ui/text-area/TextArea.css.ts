import { style } from '@vanilla-extract/css';

import { control } from '../field/Field.css';
import { vars } from '../theme/theme.css';

export const textArea = style([
  control,
  {
    display: 'block',
    minHeight: 'auto',
    lineHeight: vars.lineHeight.normal,
    // Width follows the layout; only the height is the user's to change.
    resize: 'vertical',
    selectors: {
      '&[data-disabled]': { resize: 'none' },
    },
  },
]);
