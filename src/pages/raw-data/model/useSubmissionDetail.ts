import { useEffect, useState } from 'react';

import { getSubmission } from '@/entities/submission';
import type { SubmissionDetail } from '@/shared/api';

export type SubmissionDetailState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; detail: SubmissionDetail };

const LOADING: SubmissionDetailState = { status: 'loading' };

/** One submission with its conversation; loading again whenever the id changes. */
export function useSubmissionDetail(submissionId: string): SubmissionDetailState {
  // The answer remembers its id, so another submission reads as loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ id: string; state: SubmissionDetailState } | null>(null);

  useEffect(() => {
    let current = true;
    getSubmission(submissionId).then(
      (detail) => {
        if (current) setAnswer({ id: submissionId, state: { status: 'loaded', detail } });
      },
      () => {
        if (current) setAnswer({ id: submissionId, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [submissionId]);

  return answer?.id === submissionId ? answer.state : LOADING;
}
