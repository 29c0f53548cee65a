import { useCallback, useEffect, useState } from 'react';

import { getSurveyTranslations } from '@/entities/survey';
import type { LocaleTranslations, SurveyTranslations } from '@/shared/api';

import { failureMessage } from './surveyDetailView';
import { withEditedLocale } from './translations';

export type SurveyTranslationsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; translations: SurveyTranslations };

/** GET /api/surveys/{id}/translations for the open details dialog, and the locales as edits change them. */
export function useSurveyTranslations(surveyId: string) {
  const [loaded, setLoaded] = useState<{ id: string; state: SurveyTranslationsState }>();

  useEffect(() => {
    let cancelled = false;
    getSurveyTranslations(surveyId).then(
      (translations) => {
        if (!cancelled) setLoaded({ id: surveyId, state: { status: 'ready', translations } });
      },
      (reason: unknown) => {
        if (!cancelled) setLoaded({ id: surveyId, state: { status: 'error', message: failureMessage(reason, 'Failed to fetch translations') } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [surveyId]);

  const applyEdit = useCallback((edited: LocaleTranslations) => {
    setLoaded((current) =>
      current?.state.status === 'ready'
        ? { id: current.id, state: { status: 'ready', translations: withEditedLocale(current.state.translations, edited) } }
        : current,
    );
  }, []);

  // An answer for another survey (the dialog was reopened on a new one) counts as still loading.
  const state: SurveyTranslationsState = loaded?.id === surveyId ? loaded.state : { status: 'loading' };
  return { state, applyEdit };
}
