import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '&:last-child': { paddingBottom: 0 },
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flexGrow: 1, minWidth: 0 });

export const sentence = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const user = style({ fontWeight: vars.fontWeight.semibold });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

const typeIconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.md,
});

export const typeIcon = styleVariants({
  survey_created: [typeIconBase, { background: vars.color.info.background, color: vars.color.info.foreground }],
  report_generated: [typeIconBase, { background: vars.color.success.background, color: vars.color.success.foreground }],
});

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.lg });
