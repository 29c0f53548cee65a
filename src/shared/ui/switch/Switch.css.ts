import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

const trackWidth = '36px';

/** Lines help text up with the label, past the track. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

globalStyle(`${field} > :not(label)`, { paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const track = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: '20px',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent },
    [`${switchRoot}[data-selected][data-hovered] &`]: { background: vars.color.accentHover },
    [`${switchRoot}[data-selected][data-pressed] &`]: { background: vars.color.accentPressed },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const handle = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
    [`${switchRoot}[data-pressed] &`]: { width: '18px' },
    [`${switchRoot}[data-selected][data-pressed] &`]: { transform: 'translateX(14px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
