import { style } from '@vanilla-extract/css';

import { focusRingRule, vars } from '@/shared/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '960px' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minHeight: '32px',
  alignItems: 'center',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const fieldError = style({ color: vars.color.danger.foreground, fontSize: vars.fontSize.sm, margin: 0 });

export const question = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, alignItems: 'start' });

export const removeQuestion = style({ marginTop: '26px' });

/** The region picker of a region-scoped user: looks like a disabled secondary button, yet takes focus for its tooltip. */
export const lockedPicker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'not-allowed',
  selectors: { '&:focus-visible': focusRingRule },
});

/** The type select keeps a readable width instead of the question's whole width. */
export const questionType = style({ maxWidth: '280px' });

export const options = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const optionsLegend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const option = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, alignItems: 'start' });
