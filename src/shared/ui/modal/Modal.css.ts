import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { media } from '../theme/media';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    // Leaves the overlay padding visible on short viewports; the dialog body scrolls instead.
    maxHeight: '100%',
    minHeight: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.duration.normal} ease-out` },
    },
    '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
  },
  variants: {
    // Layout widths, not theme tokens: sm 24rem, md 32rem, lg 48rem, xl 64rem (the spec's "5xl").
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
      xl: { maxWidth: '64rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
