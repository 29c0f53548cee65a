import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const units = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

/** Fits two digits and the chevron; the select inside fills it. */
export const unit = style({ width: '88px' });

export const separator = style({
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
