import { http, HttpResponse } from 'msw';

import type { DashboardCsat, DashboardStats } from '@/shared/api';
import { anyOrigin, mockEndpoint } from '@/shared/lib/mock-api';

import { fallingCsat, levelCsat, risingCsat, tooFewCsat } from './dashboardCsatFixtures';
import { DASHBOARD_FIXTURES_NOW, dashboardStatsOfFixtures } from './dashboardStatsFixtures';

const NO_FIGURES: DashboardStats = {
  active_surveys: 0,
  recent_responses: 0,
  total_responses: 0,
  reports_completed: 0,
  funnel: { visits: 0, started: 0, complete: 0 },
  recent_since: dashboardStatsOfFixtures().recent_since,
  csat: null,
};

/** The fixtures' figures with another CSAT. */
const withCsat = (csat: (now: Date) => DashboardCsat | null) =>
  http.get(anyOrigin('/api/dashboard/stats'), () => HttpResponse.json({ ...dashboardStatsOfFixtures(DASHBOARD_FIXTURES_NOW), csat: csat(DASHBOARD_FIXTURES_NOW) }));

export const dashboardHandlers = {
  /** The fixtures' figures at their today; `empty` is an organisation without surveys. */
  stats: mockEndpoint('get', '/api/dashboard/stats', () => HttpResponse.json(dashboardStatsOfFixtures(DASHBOARD_FIXTURES_NOW)), NO_FIGURES),
  /** The CSAT card's states; `ok` above is a rise. */
  csat: {
    rising: withCsat(risingCsat),
    falling: withCsat(fallingCsat),
    level: withCsat(levelCsat),
    tooFew: withCsat(tooFewCsat),
    noScores: withCsat(() => null),
  },
};

export const dashboardDefaultHandlers = [dashboardHandlers.stats.ok];
