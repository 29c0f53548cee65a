import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const heading = styleVariants({
  1: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
  2: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight },
  3: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight },
  4: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight },
});

export const headingBase = style({ color: vars.color.text, margin: 0 });

export const textSize = styleVariants({
  xs: { fontSize: vars.fontSize.xs },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});

export const textTone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  success: { color: vars.color.success.foreground },
  warning: { color: vars.color.warning.foreground },
  danger: { color: vars.color.danger.foreground },
  info: { color: vars.color.info.foreground },
});

export const textWeight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
});

export const textBase = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
