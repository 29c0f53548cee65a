import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const padding = styleVariants({
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const statTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const statLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const statIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const statCaption = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
