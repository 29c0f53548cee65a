import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

export const summary = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, overflowWrap: 'anywhere' });

export const options = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
