import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.danger.background,
  border: `1px solid ${vars.color.danger.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.danger.solid, paddingTop: vars.space.xxs });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.danger.foreground,
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });
