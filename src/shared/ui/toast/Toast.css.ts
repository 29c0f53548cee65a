import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRingRule } from '../theme/focus.css';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(16px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  // Narrow screens: never wider than the viewport minus the gutters.
  width: `min(24rem, calc(100vw - 2 * ${vars.space.lg}))`,
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-focus-visible]': focusRingRule,
  },
});

/** Newest toast last in the column, closest to the corner. */
export const list = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    border: '1px solid',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    outline: 'none',
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-focus-visible]': focusRingRule,
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      success: {
        background: vars.color.success.background,
        borderColor: vars.color.success.border,
        color: vars.color.success.foreground,
      },
      error: {
        background: vars.color.danger.background,
        borderColor: vars.color.danger.border,
        color: vars.color.danger.foreground,
      },
      info: {
        background: vars.color.info.background,
        borderColor: vars.color.info.border,
        color: vars.color.info.foreground,
      },
    },
  },
});

export const icon = style({ flexShrink: 0, marginTop: vars.space.xxs });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  // Inherits the tone's foreground, which meets AA on the tone background.
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRingRule,
  },
});
