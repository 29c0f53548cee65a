import { useCallback, useEffect, useState } from 'react';

import { listReportGroups } from '@/entities/report';
import { errorMessage, type ReportGroup } from '@/shared/api';

export const LOAD_FAILED = 'Could not load reports.';

export type ReportGroupsData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; groups: ReportGroup[] };

export type ReportGroupsState = ReportGroupsData & { retry: () => void };

/** GET /api/reports once, and again on `retry` (reading as loading meanwhile); the error carries the server's detail. */
export function useReportGroups(): ReportGroupsState {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers its attempt, so a retry reads as loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ attempt: number; data: ReportGroupsData } | null>(null);
  const retry = useCallback(() => {
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    listReportGroups({ signal: controller.signal }).then(
      (groups) => {
        setAnswer({ attempt, data: { status: 'loaded', groups } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ attempt, data: { status: 'error', message: errorMessage(error, LOAD_FAILED) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt]);

  const data: ReportGroupsData = answer?.attempt === attempt ? answer.data : { status: 'loading' };
  return { ...data, retry };
}
