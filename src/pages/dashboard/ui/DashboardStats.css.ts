import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

/** One column on a phone, two on a tablet, the four cards in a row from a laptop up. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const errorValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  color: vars.color.danger.foreground,
});

/** With the 31 px block, as tall as a value's line (1.75rem x 1.25): nothing jumps when the numbers arrive. */
export const valuePlaceholder = style({ display: 'block', paddingBlock: vars.space.xxs });
