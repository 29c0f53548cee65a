import { style } from '@vanilla-extract/css';

import { media, vars } from '../theme';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '960px' });

export const tokenGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tokenCard = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const swatch = style({ height: '56px', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });

export const tokenName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.text });

export const tokenValue = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });

export const spacingBar = style({ height: '16px', background: vars.color.accent, borderRadius: vars.radius.sm });

export const radiusBox = style({ width: '72px', height: '72px', background: vars.color.accentSubtle, border: `2px solid ${vars.color.accent}` });

export const shadowBox = style({ height: '72px', borderRadius: vars.radius.md, background: vars.color.surface });

export const iconTile = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, padding: vars.space.md, color: vars.color.text });

/** A dot that slides when its row is hovered, at the token's duration; still for reduced motion. */
export const motionDot = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transitionProperty: 'transform',
  selectors: { 'tr:hover &': { transform: 'translateX(48px)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const sample = style({ margin: 0, color: vars.color.text });
