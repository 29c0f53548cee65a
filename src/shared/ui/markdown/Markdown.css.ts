import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// The markdown's own elements carry no classes: style them under the root. Spacing comes from the root's gap.
globalStyle(`${root} :is(p, ul, ol, blockquote, pre, hr)`, { margin: 0 });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${root} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${root} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: `0 ${vars.space.xxs}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
globalStyle(`${root} pre`, { padding: vars.space.md, background: vars.color.surfaceMuted, borderRadius: vars.radius.md, overflowX: 'auto' });
globalStyle(`${root} pre code`, { padding: 0, background: 'none' });
globalStyle(`${root} hr`, { border: 'none', borderTop: `1px solid ${vars.color.border}` });

const headingBase = { margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.semibold };

/** By the markdown's level ('#' is 1), whatever document level it renders at. */
export const heading = styleVariants({
  1: { ...headingBase, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
  2: { ...headingBase, fontSize: vars.fontSize.lg, marginTop: vars.space.sm },
  3: { ...headingBase, fontSize: vars.fontSize.md },
  4: { ...headingBase, fontSize: vars.fontSize.md },
  5: { ...headingBase, fontSize: vars.fontSize.sm },
  6: { ...headingBase, fontSize: vars.fontSize.sm },
});

export const tableFrame = style({
  maxWidth: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingRule },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, {
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });
