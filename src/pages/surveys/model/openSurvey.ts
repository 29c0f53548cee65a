import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

import { appRoutes, surveyDetailsPath } from '@/shared/config';

/**
 * The survey whose details are open lives in the address (/surveys?surveyId={id}), so a link to it (the Dashboard's
 * recent activity, a shared or reloaded address) opens its details, and Back closes them. `open(undefined)` closes.
 */
export function useOpenSurveyId(): [surveyId: string | undefined, open: (surveyId: string | undefined) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const open = useCallback(
    (surveyId: string | undefined) => {
      navigate(surveyId ? surveyDetailsPath(surveyId) : appRoutes.surveys);
    },
    [navigate],
  );
  const surveyId = new URLSearchParams(search).get('surveyId')?.trim();
  return [surveyId ? surveyId : undefined, open];
}
