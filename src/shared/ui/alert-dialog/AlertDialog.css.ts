import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const message = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
