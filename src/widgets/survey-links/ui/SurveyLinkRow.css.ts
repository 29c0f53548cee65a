import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

/**
 * Where the country and language, the link and its buttons sit: on a phone the names and the buttons share the first
 * line and the link has the second to itself; from tablet width all three share one line. The link never wraps.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"meta actions" "url url"',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 2fr) auto',
      gridTemplateAreas: '"meta url actions"',
      gap: vars.space.sm,
    },
  },
});

export const meta = style({ gridArea: 'meta', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

/** One line cut with an ellipsis; the whole address is the link's text (read in full) and its target. */
export const url = style({
  gridArea: 'url',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // The link's focus ring stays inside the clipped box.
  padding: '2px',
});

export const actions = style({ gridArea: 'actions', display: 'flex', gap: vars.space.xs, justifySelf: 'end' });

export const qrImage = style({ width: '240px', height: '240px', imageRendering: 'pixelated' });
