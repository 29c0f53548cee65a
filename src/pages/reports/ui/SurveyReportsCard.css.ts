import { style } from '@vanilla-extract/css';

import { media, vars } from '@/shared/ui/theme';

// The disclosure's meta slot does not shrink; on a phone its content is capped here and wraps, leaving the title room.
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  '@media': { [media.phone]: { maxWidth: '45vw' } },
});

export const facts = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'end',
  '@media': { [media.tablet]: { whiteSpace: 'nowrap' } },
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: vars.space.sm });
