import { style } from '@vanilla-extract/css';

import { vars } from '@/shared/ui/theme';

import { error as detailsError } from './SurveyDetailsDialog.css';

export const breakdowns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.md });

export const error = detailsError;
