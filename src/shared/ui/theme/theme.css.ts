import { createTheme, createThemeContract } from '@vanilla-extract/css';

import { durations, fonts, fontSizes, fontWeights, lightColors, lineHeights, radii, shadows, space, zIndices } from './tokens';

const tone = { foreground: null, background: null, border: null, solid: null };

/** The one theme contract every component reads. */
export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    textOnAccent: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    surfaceHover: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    accentPressed: null,
    accentSubtle: null,
    focusRing: null,
    overlay: null,
    success: tone,
    warning: tone,
    danger: tone,
    info: tone,
    neutral: tone,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { sticky: null, overlay: null, popover: null, toast: null },
  duration: { fast: null, normal: null },
});

/** Calm light theme: slate neutrals, an indigo accent, AA-contrast status tones. */
export const lightTheme = createTheme(vars, {
  color: lightColors,
  space,
  radius: radii,
  font: fonts,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  shadow: shadows,
  zIndex: zIndices,
  duration: durations,
});
