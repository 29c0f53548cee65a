/**
 * The participation page's own design values: it shares no code with the staff design system, so a respondent's phone
 * downloads none of it. Text and controls meet WCAG AA contrast on the colours they sit on.
 */
export const colors = {
  text: '#0f172a',
  textMuted: '#475569',
  background: '#f8fafc',
  surface: '#ffffff',
  border: '#cbd5e1',
  /** Form controls' edges: 3:1 or more against the surface. */
  borderStrong: '#64748b',
  accent: '#4338ca',
  accentPressed: '#3730a3',
  textOnAccent: '#ffffff',
  respondentBubble: '#e0e7ff',
  focusRing: '#4338ca',
  disabled: '#e2e8f0',
  textDisabled: '#475569',
  danger: { text: '#991b1b', background: '#fef2f2', border: '#fecaca' },
  success: { text: '#166534', background: '#f0fdf4', border: '#bbf7d0' },
} as const;

/** The phone's own interface font: nothing to download, and every script the catalogue has is covered. */
export const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';

export const space = { xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem' } as const;

export const radius = { sm: '0.25rem', md: '0.5rem', lg: '1rem' } as const;

/** 44 px: the smallest comfortable touch target. */
export const touchTarget = '2.75rem';

export const motion = { appear: '180ms' } as const;
