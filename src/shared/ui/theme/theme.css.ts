import { createTheme, createThemeContract } from '@vanilla-extract/css';

import { durations, fonts, fontSizes, fontWeights, lineHeights, palette, radii, shadows, space, zIndices } from './tokens';

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
  color: {
    text: palette.slate900,
    textMuted: palette.slate600,
    textOnAccent: palette.white,
    background: palette.slate50,
    surface: palette.white,
    surfaceMuted: palette.slate100,
    surfaceHover: palette.slate100,
    border: palette.slate200,
    borderStrong: palette.slate400,
    accent: palette.indigo600,
    accentHover: palette.indigo700,
    accentPressed: palette.indigo800,
    accentSubtle: palette.indigo50,
    focusRing: palette.indigo600,
    overlay: 'rgba(15, 23, 42, 0.45)',
    success: { foreground: palette.green800, background: palette.green50, border: palette.green200, solid: palette.green700 },
    warning: { foreground: palette.amber800, background: palette.amber50, border: palette.amber200, solid: palette.amber700 },
    danger: { foreground: palette.red800, background: palette.red50, border: palette.red200, solid: palette.red700 },
    info: { foreground: palette.blue800, background: palette.blue50, border: palette.blue200, solid: palette.blue700 },
    neutral: { foreground: palette.slate700, background: palette.slate100, border: palette.slate200, solid: palette.slate600 },
  },
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
