import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

import { appRoutes } from '@/shared/config';

/** The query parameter that names the chosen survey: /raw-data?surveyId={id} (spec section 2). */
export const SURVEY_ID_PARAM = 'surveyId';

/** The survey chosen in the address, or null when there is none (a blank value is none). */
export function surveyIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(SURVEY_ID_PARAM)?.trim();
  return id ? id : null;
}

/** Raw Data's address, with the chosen survey when there is one. */
export function rawDataPath(surveyId?: string | null): string {
  return surveyId ? `${appRoutes.rawData}?${new URLSearchParams({ [SURVEY_ID_PARAM]: surveyId }).toString()}` : appRoutes.rawData;
}

/**
 * The chosen survey lives in the address, so a shared or reloaded link shows it and Back in the browser leaves it.
 * `choose(null)` returns to the survey list.
 */
export function useChosenSurveyId(): [surveyId: string | null, choose: (surveyId: string | null) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const choose = useCallback(
    (surveyId: string | null) => {
      navigate(rawDataPath(surveyId));
    },
    [navigate],
  );
  return [surveyIdFromSearch(search), choose];
}
