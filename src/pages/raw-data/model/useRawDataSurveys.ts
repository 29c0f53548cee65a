import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';

import { listSurveys, sampleSurveys } from '@/entities/survey';
import type { SurveyListItem } from '@/shared/api';

export type RawDataSurveys =
  | { status: 'loading'; surveys: readonly SurveyListItem[] }
  | { status: 'loaded'; surveys: readonly SurveyListItem[] }
  /** The list call failed: the built-in samples stand in (spec section 7). */
  | { status: 'samples'; surveys: readonly SurveyListItem[] };

type Answer = { status: 'loaded'; surveys: readonly SurveyListItem[] } | { status: 'samples' };

const NO_SURVEYS: readonly SurveyListItem[] = [];

/** The surveys Raw Data lists, and `retry` to ask the server again after a failure. */
export function useRawDataSurveys(): RawDataSurveys & { retry: () => void } {
  // Subscribes to the language: the samples' titles are the product's words, made in the active language.
  useLingui();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; data: Answer } | null>(null);
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
        if (current) setAnswer({ attempt, data: { status: 'samples' } });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const data = answer?.attempt === attempt ? answer.data : undefined;
  if (!data) return { status: 'loading', surveys: NO_SURVEYS, retry };
  return data.status === 'samples' ? { status: 'samples', surveys: sampleSurveys(), retry } : { ...data, retry };
}
