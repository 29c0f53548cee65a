import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

const entryBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  color: vars.color.text,
});

/** The assistant's entries sit left on the accent tint; the respondent's sit right on a neutral surface. */
export const entry = styleVariants({
  assistant: [entryBase, { alignSelf: 'flex-start', background: vars.color.accentSubtle, borderColor: vars.color.accent }],
  respondent: [entryBase, { alignSelf: 'flex-end', background: vars.color.surfaceMuted, borderColor: vars.color.border }],
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const role = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const content = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const noContent = style([content, { color: vars.color.textMuted, fontStyle: 'italic' }]);
