import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', flexWrap: 'wrap' },
  },
});

export const search = style({ flex: '1 1 18rem', minWidth: 0 });

export const status = style({ flex: '0 1 14rem', minWidth: 0 });

export const expandButtons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.lg });
