import { useCallback, useEffect, useState } from 'react';

import { fetchDashboardSources } from '../api/dashboardSources';
import type { ActivityItem } from './activityItem';
import { computeDashboardStats, type DashboardStatValues } from './dashboardStats';
import { deriveRecentActivities } from './recentActivity';

export type DashboardData =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; stats: DashboardStatValues; activities: ActivityItem[] };

/** The data, and `retry` to load it again (after a failure). */
export type DashboardState = DashboardData & { retry: () => void };

const LOADING: DashboardData = { status: 'loading' };

/**
 * Loads the dashboard: surveys and reports, then each survey's submissions (4 calls at a time, a failed one counted
 * as zero). `now` is the moment the stats describe; the time the dashboard opened when omitted. A failure of the
 * surveys or reports call gives `error`; `retry` loads everything again, reading as loading meanwhile.
 */
export function useDashboardData(now?: Date): DashboardState {
  const [openedAt] = useState(() => new Date());
  const time = (now ?? openedAt).getTime();
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which moment and attempt it was computed for, so a new `now` or a retry reads as loading
  // until its answer arrives.
  const [answer, setAnswer] = useState<{ time: number; attempt: number; data: DashboardData } | null>(null);
  const retry = useCallback(() => {
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    let current = true;
    fetchDashboardSources().then(
      (sources) => {
        if (!current) return;
        const data: DashboardData = {
          status: 'loaded',
          stats: computeDashboardStats(sources, new Date(time)),
          activities: deriveRecentActivities(sources),
        };
        setAnswer({ time, attempt, data });
      },
      () => {
        if (current) setAnswer({ time, attempt, data: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [time, attempt]);

  const data = answer?.time === time && answer.attempt === attempt ? answer.data : LOADING;
  return { ...data, retry };
}
