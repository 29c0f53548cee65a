import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Two by two up to a wide screen, where the four cards sit in a row. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gap: vars.space.lg },
    [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const errorValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

/** The banner above says what failed; the cards only mark where the numbers are missing. */
export const errorIcon = style({ color: vars.color.danger.solid });

/** With the 31 px block, as tall as a value's line (1.75rem x 1.25): nothing jumps when the numbers arrive. */
export const valuePlaceholder = style({ display: 'block', paddingBlock: vars.space.xxs });
