import { useCallback, useEffect, useState } from 'react';

import type { DashboardStats } from '@/shared/api';

import { fetchDashboardSources, type DashboardSources } from '../api/dashboardSources';
import type { ActivityItem } from './activityItem';
import { deriveRecentActivities } from './recentActivity';

/** What the calls answered; the activities are made from it when rendering. */
type Answer = { status: 'error' } | { status: 'loaded'; sources: DashboardSources };

export type DashboardData =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; stats: DashboardStats; activities: ActivityItem[] };

/** The data, and `retry` to load it again (after a failure). */
export type DashboardState = DashboardData & { retry: () => void };

/**
 * Loads the dashboard: the server's figures, and the surveys and reports of the recent activity. `now` is the moment
 * the relative times describe; the time the dashboard opened when omitted. A failure of any call gives `error`;
 * `retry` loads everything again, reading as loading meanwhile. The activities are derived on each render, so their
 * titles follow the language when it changes.
 */
export function useDashboardData(now?: Date): DashboardState {
  const [openedAt] = useState(() => new Date());
  const time = (now ?? openedAt).getTime();
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which moment and attempt it was computed for, so a new `now` or a retry reads as loading
  // until its answer arrives.
  const [answer, setAnswer] = useState<{ time: number; attempt: number; data: Answer } | null>(null);
  const retry = useCallback(() => {
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    let current = true;
    fetchDashboardSources().then(
      (sources) => {
        if (current) setAnswer({ time, attempt, data: { status: 'loaded', sources } });
      },
      () => {
        if (current) setAnswer({ time, attempt, data: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [time, attempt]);

  const data = answer?.time === time && answer.attempt === attempt ? answer.data : null;
  if (data === null) return { status: 'loading', retry };
  if (data.status === 'error') return { status: 'error', retry };
  return { status: 'loaded', stats: data.sources.stats, activities: deriveRecentActivities(data.sources), retry };
}
