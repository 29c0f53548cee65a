import { getSurvey } from '@/entities/survey';
import type { SurveyDetail } from '@/shared/api';

import { type SurveyReadState, useSurveyRead } from './useSurveyRead';

/** GET /api/surveys/{id} for the open details dialog. */
export function useSurveyDetail(surveyId: string): SurveyReadState<SurveyDetail> {
  return useSurveyRead(surveyId, getSurvey, 'Failed to fetch survey details').state;
}
