import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

/**
 * Quick Links and the CSAT card come first, so the Recent Activity list below them grows into empty space when it loads
 * instead of pushing them down (a layout shift on a phone); from desktop width they sit in the narrow column beside it,
 * the CSAT card last, where its rows of countries push nothing.
 */
export const activityAndLinks = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'flex-start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"side" "activity"',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gridTemplateAreas: '"activity side"' },
  },
});

export const side = style({ gridArea: 'side', display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const activity = style({ gridArea: 'activity' });
