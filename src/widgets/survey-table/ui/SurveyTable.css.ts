import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const more = style({ display: 'flex', justifyContent: 'center' });
