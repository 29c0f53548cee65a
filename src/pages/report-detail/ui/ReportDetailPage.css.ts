import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const errorDetails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.danger.background,
  border: `1px solid ${vars.color.danger.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger.foreground,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const errorDetailsLabel = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const errorDetailsMessage = style({ margin: 0 });
