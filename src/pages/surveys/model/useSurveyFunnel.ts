import { getSurveyFunnel } from '@/entities/survey';
import type { SurveyFunnel } from '@/shared/api';

import { type SurveyReadState, useSurveyRead } from './useSurveyRead';

/** GET /api/surveys/{id}/funnel for the open details dialog. */
export function useSurveyFunnel(surveyId: string): SurveyReadState<SurveyFunnel> {
  return useSurveyRead(surveyId, getSurveyFunnel, 'Failed to fetch the responses').state;
}
