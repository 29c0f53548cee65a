import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
});

/** The svg points down (placement "top"); OverlayArrow owns its wrapper's transform, so rotate the svg. */
export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});
