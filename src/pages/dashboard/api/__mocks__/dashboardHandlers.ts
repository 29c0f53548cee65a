import { HttpResponse } from 'msw';

import type { DashboardStats } from '@/shared/api';
import { mockEndpoint } from '@/shared/lib/mock-api';

import { DASHBOARD_FIXTURES_NOW, dashboardStatsOfFixtures } from './dashboardStatsFixtures';

const NO_FIGURES: DashboardStats = {
  active_surveys: 0,
  recent_responses: 0,
  total_responses: 0,
  reports_completed: 0,
  funnel: { visits: 0, started: 0, complete: 0 },
  recent_since: dashboardStatsOfFixtures().recent_since,
};

export const dashboardHandlers = {
  /** The fixtures' figures at their today; `empty` is an organisation without surveys. */
  stats: mockEndpoint('get', '/api/dashboard/stats', () => HttpResponse.json(dashboardStatsOfFixtures(DASHBOARD_FIXTURES_NOW)), NO_FIGURES),
};

export const dashboardDefaultHandlers = [dashboardHandlers.stats.ok];
