import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';

import { listReportGroups } from '@/entities/report';
import { errorMessage, type ReportGroup } from '@/shared/api';

export type ReportGroupsData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; groups: ReportGroup[] };

export type ReportGroupsState = ReportGroupsData & {
  retry: () => void;
  /** Reads the list again behind the one shown: no loading state, and a failure keeps the list shown. */
  refresh: () => void;
};

/** GET /api/reports once, and again on `retry` (reading as loading meanwhile) or `refresh`; errors carry the server's detail. */
export function useReportGroups(): ReportGroupsState {
  const [request, setRequest] = useState({ attempt: 0, isQuiet: false });
  // The answer remembers its attempt, so a retry reads as loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ attempt: number; data: ReportGroupsData } | null>(null);
  const retry = useCallback(() => {
    setRequest((previous) => ({ attempt: previous.attempt + 1, isQuiet: false }));
  }, []);
  const refresh = useCallback(() => {
    setRequest((previous) => ({ attempt: previous.attempt + 1, isQuiet: true }));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const { attempt, isQuiet } = request;
    listReportGroups({ signal: controller.signal }).then(
      (groups) => {
        setAnswer({ attempt, data: { status: 'loaded', groups } });
      },
      (error: unknown) => {
        // A refresh follows a run in the background: its failure leaves the list as it was, and the next one tries again.
        if (controller.signal.aborted || isQuiet) return;
        setAnswer({ attempt, data: { status: 'error', message: errorMessage(error, t`Could not load reports.`) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [request]);

  const isCurrent = answer !== null && (answer.attempt === request.attempt || request.isQuiet);
  const data: ReportGroupsData = isCurrent ? answer.data : { status: 'loading' };
  return { ...data, retry, refresh };
}
