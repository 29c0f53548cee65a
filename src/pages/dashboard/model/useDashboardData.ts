import { useEffect, useState } from 'react';

import type { DashboardStatValues } from '../ui/DashboardStats';
import type { ActivityItem } from './activityItem';

import { fetchDashboardSources } from '../api/dashboardSources';
import { computeDashboardStats } from './dashboardStats';
import { deriveRecentActivities } from './recentActivity';

export type DashboardData =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; stats: DashboardStatValues; activities: ActivityItem[] };

const LOADING: DashboardData = { status: 'loading' };

/**
 * Loads the dashboard: surveys and reports, then each survey's submissions (4 calls at a time, a failed one counted
 * as zero). `now` is the moment the stats describe; the time the dashboard opened when omitted. A failure of the
 * surveys or reports call gives `error`.
 */
export function useDashboardData(now?: Date): DashboardData {
  const [openedAt] = useState(() => new Date());
  const time = (now ?? openedAt).getTime();
  // The answer remembers which moment it was computed for, so a new `now` reads as loading until its answer arrives.
  const [answer, setAnswer] = useState<{ time: number; data: DashboardData } | null>(null);

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
        setAnswer({ time, data });
      },
      () => {
        if (current) setAnswer({ time, data: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [time]);

  return answer?.time === time ? answer.data : LOADING;
}
