import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const locale = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const localeHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const itemTexts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.danger.foreground,
  background: vars.color.danger.background,
});
