import { useCallback, useEffect, useState } from 'react';

import { listSurveys } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';

import { failureMessage } from './surveyDetailView';

export type SurveyListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; surveys: readonly SurveyListItem[] };

/** GET /api/surveys once, and the list after deletions (a deleted survey's row goes without a reload). */
export function useSurveyList() {
  const [state, setState] = useState<SurveyListState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    listSurveys().then(
      (surveys) => {
        if (!cancelled) setState({ status: 'ready', surveys });
      },
      (reason: unknown) => {
        if (!cancelled) setState({ status: 'error', message: failureMessage(reason, 'An unknown error occurred') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const removeSurvey = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, surveys: current.surveys.filter((survey) => survey.id !== id) } : current,
    );
  }, []);

  return { state, removeSurvey };
}
