import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const message = style({ margin: 0 });

export const subject = style({ margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
