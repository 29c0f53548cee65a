import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

/** Spec section 9: the link list scrolls in 300 px. */
export const list = style({
  height: '300px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const error = style({ margin: 0, color: vars.color.danger.foreground, fontSize: vars.fontSize.sm });

