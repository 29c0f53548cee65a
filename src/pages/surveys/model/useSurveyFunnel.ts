import { msg } from '@lingui/core/macro';

import { getSurveyFunnel } from '@/entities/survey';
import type { SurveyFunnel } from '@/shared/api';

import { type SurveyReadState, useSurveyRead } from './useSurveyRead';

const FETCH_FAILED = msg`Failed to fetch the responses`;

/** GET /api/surveys/{id}/funnel for the open details dialog. */
export function useSurveyFunnel(surveyId: string): SurveyReadState<SurveyFunnel> {
  return useSurveyRead(surveyId, getSurveyFunnel, FETCH_FAILED).state;
}
