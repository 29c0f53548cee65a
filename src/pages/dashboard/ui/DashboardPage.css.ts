import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

/**
 * Quick Links come first, so the Recent Activity list below them grows into empty space when it loads instead of
 * pushing them down (a layout shift on a phone); from desktop width they sit in the narrow column beside it.
 */
export const activityAndLinks = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'flex-start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"links" "activity"',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gridTemplateAreas: '"activity links"' },
  },
});

export const links = style({ gridArea: 'links' });

export const activity = style({ gridArea: 'activity' });
