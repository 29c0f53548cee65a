import { style } from '@vanilla-extract/css';

import { focusRingRule, vars } from '@/shared/ui/theme';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const logHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** The spec's conversation scroll area: at most 60% of the viewport's height. */
export const log = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingRule },
});

/** Each entry aligns itself (assistant left, respondent right) inside its own column. */
export const logItem = style({ display: 'flex', flexDirection: 'column' });

/**
 * A scored answer's value, under the respondent's message on its side. The info tone's text and tint (AA in the theme);
 * the words carry the meaning, and an option's words may be long, so the chip wraps instead of overflowing.
 */
export const answerValue = style({
  alignSelf: 'flex-end',
  maxWidth: '85%',
  marginTop: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.info.border}`,
  // Not a full pill: a long option wraps to a second line and keeps its corners.
  borderRadius: vars.radius.md,
  background: vars.color.info.background,
  color: vars.color.info.foreground,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
