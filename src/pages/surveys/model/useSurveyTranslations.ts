import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';

import { getSurveyTranslations } from '@/entities/survey';
import type { LocaleTranslations } from '@/shared/api';

import { withEditedLocale } from './translations';
import { useSurveyRead } from './useSurveyRead';

const FETCH_FAILED = msg`Failed to fetch translations`;

/** GET /api/surveys/{id}/translations for the open details dialog, and the locales as edits change them. */
export function useSurveyTranslations(surveyId: string) {
  const { state, update } = useSurveyRead(surveyId, getSurveyTranslations, FETCH_FAILED);
  const applyEdit = useCallback(
    (edited: LocaleTranslations) => {
      update((translations) => withEditedLocale(translations, edited));
    },
    [update],
  );
  return { state, applyEdit };
}
