import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
