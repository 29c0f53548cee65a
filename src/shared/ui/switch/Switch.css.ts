import { style } from '@vanilla-extract/css';

import { toggleControlWidth, toggleField, toggleRow } from '../field/Field.css';
import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

const trackWidth = '36px';

export const field = style([toggleField, { vars: { [toggleControlWidth]: trackWidth } }]);

export const switchRoot = style([toggleRow]);

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
    [`${switchRoot}[data-focus-visible] &`]: focusRingRule,
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
