import { msg } from '@lingui/core/macro';

import { getSurvey } from '@/entities/survey';
import type { SurveyDetail } from '@/shared/api';

import { type SurveyReadState, useSurveyRead } from './useSurveyRead';

const FETCH_FAILED = msg`Failed to fetch survey details`;

/** GET /api/surveys/{id} for the open details dialog. */
export function useSurveyDetail(surveyId: string): SurveyReadState<SurveyDetail> {
  return useSurveyRead(surveyId, getSurvey, FETCH_FAILED).state;
}
