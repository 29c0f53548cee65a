import { useCallback, useEffect, useState } from 'react';

import { listSurveys, SAMPLE_SURVEYS } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';

export type RawDataSurveys =
  | { status: 'loading'; surveys: readonly SurveyListItem[] }
  | { status: 'loaded'; surveys: readonly SurveyListItem[] }
  /** The list call failed: the built-in samples stand in (spec section 7). */
  | { status: 'samples'; surveys: readonly SurveyListItem[] };

const LOADING: RawDataSurveys = { status: 'loading', surveys: [] };

/** The surveys Raw Data lists, and `retry` to ask the server again after a failure. */
export function useRawDataSurveys(): RawDataSurveys & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; data: RawDataSurveys } | null>(null);
  const retry = useCallback(() => {
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    let current = true;
    listSurveys().then(
      (surveys) => {
        if (current) setAnswer({ attempt, data: { status: 'loaded', surveys } });
      },
      () => {
        if (current) setAnswer({ attempt, data: { status: 'samples', surveys: SAMPLE_SURVEYS } });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const data = answer?.attempt === attempt ? answer.data : LOADING;
  return { ...data, retry };
}
