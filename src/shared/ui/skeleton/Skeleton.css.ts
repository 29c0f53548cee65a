import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/theme.css';

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const block = style({
  display: 'block',
  flexShrink: 0,
  width: widthVar,
  height: heightVar,
  maxWidth: '100%',
  background: `linear-gradient(90deg, ${vars.color.border} 25%, ${vars.color.surfaceMuted} 50%, ${vars.color.border} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': {
    // A still placeholder: no motion for people who asked for none.
    '(prefers-reduced-motion: reduce)': { animation: 'none', background: vars.color.border },
  },
});

export const variant = styleVariants({
  text: { borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: widthVar, maxWidth: '100%' });
