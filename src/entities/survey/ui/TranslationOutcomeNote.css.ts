import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const note = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'start',
});

export const icon = style({ marginBlockStart: 2 });

export const complete = style({ color: vars.color.success.foreground });

export const fellBack = style({ color: vars.color.warning.foreground });

export const lines = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
