import { useCallback, useEffect, useState } from 'react';

import type { ReportGroup } from '@/shared/api';

/** How often the list is read again while a followed run is under way. */
export const REPORT_RUN_POLL_MS = 3000;

/** Whether any report of the survey is still PENDING or GENERATING in the list. */
export function hasReportsInProgress(groups: readonly ReportGroup[] | null, surveyId: string): boolean {
  const group = groups?.find((candidate) => candidate.survey.id === surveyId);
  return group?.reports.some((report) => report.status === 'PENDING' || report.status === 'GENERATING') ?? false;
}

/**
 * Follows report runs on a list: `follow(surveyId)` reads the list again at once, then every `intervalMs` for as long
 * as any followed survey has a report PENDING or GENERATING, and stops when none has.
 */
export function useReportRunPolling(
  groups: readonly ReportGroup[] | null,
  refresh: () => void,
  intervalMs: number = REPORT_RUN_POLL_MS,
): (surveyId: string) => void {
  // Each followed survey with the list it was followed from: that list predates the run, so until a newer one arrives
  // the run counts as under way whatever the old list says.
  const [followed, setFollowed] = useState<ReadonlyMap<string, readonly ReportGroup[] | null>>(() => new Map());
  const isPolling = [...followed].some(([surveyId, since]) => groups === since || hasReportsInProgress(groups, surveyId));

  useEffect(() => {
    if (!isPolling) return;
    const timer = setInterval(refresh, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [isPolling, refresh, intervalMs]);

  return useCallback(
    (surveyId: string) => {
      setFollowed((previous) => new Map(previous).set(surveyId, groups));
      refresh();
    },
    [groups, refresh],
  );
}
