import { createTheme, style } from '@vanilla-extract/css';

import { colors, fontStack, motion, radius, space, touchTarget } from './tokens';

/** The page's theme class (on its root element) and the variables its styles read. */
export const [themeClass, vars] = createTheme({
  color: {
    text: colors.text,
    textMuted: colors.textMuted,
    background: colors.background,
    surface: colors.surface,
    border: colors.border,
    borderStrong: colors.borderStrong,
    accent: colors.accent,
    accentPressed: colors.accentPressed,
    textOnAccent: colors.textOnAccent,
    respondentBubble: colors.respondentBubble,
    focusRing: colors.focusRing,
    disabled: colors.disabled,
    textDisabled: colors.textDisabled,
    dangerText: colors.danger.text,
    dangerBackground: colors.danger.background,
    dangerBorder: colors.danger.border,
    successText: colors.success.text,
    successBackground: colors.success.background,
    successBorder: colors.success.border,
  },
  font: { body: fontStack },
  space,
  radius,
  size: { touchTarget },
  duration: { appear: motion.appear },
});

/** The one keyboard focus ring. */
export const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** Read by screen readers, not drawn. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
