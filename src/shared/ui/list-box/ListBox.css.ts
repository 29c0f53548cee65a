import { keyframes, style } from '@vanilla-extract/css';

import { focusRingInsetRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateY(-4px)' }, to: { transform: 'translateY(0)' } });

export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--trigger-width)',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  // RAC positions popovers with an inline z-index of 100000; the theme's layer order must win.
  zIndex: `${vars.zIndex.popover} !important`,
  selectors: {
    // Only a slide, never a fade: axe measures contrast mid-animation otherwise.
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.fast} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  // Inside a popover the list shrinks to the popover's max-height and scrolls.
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRingInsetRule,
    // Inside a popover the popover is the framed surface.
    [`${popover} &`]: { border: 'none', borderRadius: 0, background: 'transparent' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': focusRingInsetRule,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const checkIcon = style({ flexShrink: 0, color: vars.color.accent });

export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
