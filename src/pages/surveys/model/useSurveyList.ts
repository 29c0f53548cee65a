import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';

import { listSurveys } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';

import { failureMessage } from './surveyDetailView';

export type SurveyListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; surveys: readonly SurveyListItem[] };

const UNKNOWN_ERROR = msg`An unknown error occurred`;

/** GET /api/surveys once, and the list after deletions (a deleted survey's row goes without a reload). */
export function useSurveyList() {
  const { i18n } = useLingui();
  const [state, setState] = useState<SurveyListState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    listSurveys().then(
      (surveys) => {
        if (!cancelled) setState({ status: 'ready', surveys });
      },
      (reason: unknown) => {
        if (!cancelled) setState({ status: 'error', message: failureMessage(reason, i18n._(UNKNOWN_ERROR)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [i18n]);

  const removeSurvey = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, surveys: current.surveys.filter((survey) => survey.id !== id) } : current,
    );
  }, []);

  return { state, removeSurvey };
}
