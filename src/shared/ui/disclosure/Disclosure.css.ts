import { style } from '@vanilla-extract/css';

import { focusRingInsetRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const disclosure = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingRight: vars.space.lg,
});

export const heading = style({ flex: 1, minWidth: 0, margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInsetRule,
    // Only the trigger dims: axe exempts a disabled control, not the meta beside it.
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

// Padding lives on the inner box: the collapsed panel keeps its box (hidden="until-found").
export const panelContent = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  // Lines up with the title, past the chevron.
  paddingLeft: `calc(${vars.space.lg} + 18px + ${vars.space.sm})`,
});
