import { globalStyle, style } from '@vanilla-extract/css';

import { focusRingRule, vars } from '@/shared/ui/theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

/**
 * As tall as its content up to the screen: the title, progress, phase and times stay in view whatever the number of
 * languages, and the language grid below them scrolls on its own (43 languages for every region).
 */
export const modal = style({ width: '100%', maxWidth: '880px', maxHeight: '100%', display: 'flex', flexDirection: 'column', outline: 'none' });

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0, outline: 'none' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const surveyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const phase = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const times = style({
  display: 'flex',
  gap: vars.space.xl,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${times} dd`, { margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  // Room for the focus ring of the scrolling list.
  padding: vars.space.xxs,
  minHeight: '6rem',
  overflowY: 'auto',
  flexShrink: 1,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingRule },
});

export const language = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const languageName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const languageStatus = style({ display: 'inline-flex', alignItems: 'center' });

export const counter = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const iconPending = style({ color: vars.color.textMuted });
export const iconDone = style({ color: vars.color.success.foreground });
export const iconError = style({ color: vars.color.danger.foreground });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
