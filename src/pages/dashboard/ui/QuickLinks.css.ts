import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const quickLinks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const quickLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const quickLinkIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});
