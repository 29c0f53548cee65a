import { style } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 24px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  zIndex: vars.zIndex.popover,
  transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
    '&[data-placement="bottom"][data-entering]': { transform: 'translateY(-4px)' },
    '&[data-placement="top"][data-entering]': { transform: 'translateY(4px)' },
  },
});

/** The svg points down (placement "top"); OverlayArrow owns its wrapper's transform, so rotate the svg. */
export const arrow = style({
  display: 'block',
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '320px',
  padding: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
