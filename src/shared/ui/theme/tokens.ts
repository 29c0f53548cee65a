/** Raw design values. Components never read these directly: they read `vars` from theme.css.ts. */
export const palette = {
  white: '#ffffff',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate900: '#0f172a',
  indigo50: '#eef2ff',
  indigo100: '#e0e7ff',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  indigo800: '#3730a3',
  green50: '#f0fdf4',
  green200: '#bbf7d0',
  green700: '#15803d',
  green800: '#166534',
  amber50: '#fffbeb',
  amber200: '#fde68a',
  amber700: '#b45309',
  amber800: '#92400e',
  red50: '#fef2f2',
  red200: '#fecaca',
  red700: '#b91c1c',
  red800: '#991b1b',
  blue50: '#eff6ff',
  blue200: '#bfdbfe',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
} as const;

/** The light theme's colour roles (theme.css.ts): slate neutrals, an indigo accent, AA-contrast status tones. */
export const lightColors = {
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
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '3rem',
} as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeights = { tight: '1.25', normal: '1.5' } as const;

/**
 * Inter and Noto Sans KR ship with the app (theme/fonts.ts): Latin (Spanish and Portuguese accents too), Cyrillic, Greek
 * and Vietnamese from Inter, Hangul from Noto Sans KR. Other scripts fall back to the system's sans-serif fonts.
 */
export const fonts = {
  body: '"Inter Variable", "Noto Sans KR Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 4px 12px rgba(15, 23, 42, 0.08)',
  lg: '0 16px 40px rgba(15, 23, 42, 0.16)',
} as const;

export const zIndices = { sticky: '10', overlay: '100', popover: '200', toast: '300' } as const;

export const durations = { fast: '120ms', normal: '200ms' } as const;

/** Minimum viewport widths, in px. Below `tablet` is a phone: the sidebar becomes a drawer. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

/** The one keyboard focus ring: its width, and how far it sits outside a control (or inside an item of a list). */
export const focus = { width: '2px', offset: '2px', insetOffset: '-2px' } as const;
