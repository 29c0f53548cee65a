import { useEffect, useState } from 'react';

import { getSurvey } from '@/entities/survey';
import type { SurveyDetail } from '@/shared/api';

import { failureMessage } from './surveyDetailView';

export type SurveyDetailState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; detail: SurveyDetail };

/** GET /api/surveys/{id} for the open details dialog. */
export function useSurveyDetail(surveyId: string): SurveyDetailState {
  const [loaded, setLoaded] = useState<{ id: string; state: SurveyDetailState }>();

  useEffect(() => {
    let cancelled = false;
    getSurvey(surveyId).then(
      (detail) => {
        if (!cancelled) setLoaded({ id: surveyId, state: { status: 'ready', detail } });
      },
      (reason: unknown) => {
        if (!cancelled) {
          setLoaded({ id: surveyId, state: { status: 'error', message: failureMessage(reason, 'Failed to fetch survey details') } });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [surveyId]);

  // An answer for another survey (the dialog was reopened on a new one) counts as still loading.
  return loaded?.id === surveyId ? loaded.state : { status: 'loading' };
}
