import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from './surveyDetailView';

export type SurveyReadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/**
 * One GET about the survey the details dialog shows, read when the survey changes; `fallback` words a failure without
 * a message, in the language active when it fails (a descriptor, so a change of language does not read again). `update` changes the value once loaded (an edit the server has confirmed).
 */
export function useSurveyRead<T>(surveyId: string, read: (surveyId: string) => Promise<T>, fallback: MessageDescriptor) {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<{ id: string; state: SurveyReadState<T> }>();

  useEffect(() => {
    let cancelled = false;
    read(surveyId).then(
      (value) => {
        if (!cancelled) setLoaded({ id: surveyId, state: { status: 'ready', value } });
      },
      (reason: unknown) => {
        if (!cancelled) setLoaded({ id: surveyId, state: { status: 'error', message: failureMessage(reason, i18n._(fallback)) } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [surveyId, read, fallback, i18n]);

  const update = useCallback((change: (value: T) => T) => {
    setLoaded((current) => (current?.state.status === 'ready' ? { id: current.id, state: { status: 'ready', value: change(current.state.value) } } : current));
  }, []);

  // An answer for another survey (the dialog was reopened on a new one) counts as still loading.
  const state: SurveyReadState<T> = loaded?.id === surveyId ? loaded.state : { status: 'loading' };
  return { state, update };
}
