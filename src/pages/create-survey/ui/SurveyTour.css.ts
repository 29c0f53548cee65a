import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const popover = style({
  width: 'min(360px, calc(100vw - 32px))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  zIndex: vars.zIndex.popover,
});

export const dialog = style({ outline: 'none' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
