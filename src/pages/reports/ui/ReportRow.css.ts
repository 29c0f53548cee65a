import { style } from '@vanilla-extract/css';

import { focusRingRule, media, vars } from '@/shared/ui/theme';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '&:last-child': { paddingBottom: 0 },
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.lg },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const titleLine = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const errorTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.danger.foreground,
  cursor: 'help',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.danger.background },
    '&[data-focus-visible]': focusRingRule,
  },
});
