import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const stages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stageLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stageShare = style([stageLabel, { margin: 0 }]);

export const stageValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  // The line box of a figure: a placeholder of this height keeps the stage the same size when the figure arrives.
  minHeight: '1.5em',
});
