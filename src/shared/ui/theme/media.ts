import { breakpoints } from './tokens';

/** Media queries for the breakpoints: `'@media': { [media.tablet]: { ... } }`, never a pixel width in component CSS. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** Below the tablet width: phones. */
  phone: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
