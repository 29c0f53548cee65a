import { reportGroupFixtures } from '@/entities/report/mocks';
import { submissionFixtures } from '@/entities/submission/mocks';
import { findSurveyFunnelFixture, surveyFixtures } from '@/entities/survey/mocks';
import type { DashboardStats } from '@/shared/api';
import { parseServerTimestamp, recentResponsesSince } from '@/shared/lib/date';
import { isSurveyActive } from '@/shared/lib/schedule';

import { risingCsat } from './dashboardCsatFixtures';

/** The fixtures' today: the moment the stories' relative times and the figures below describe. */
export const DASHBOARD_FIXTURES_NOW = new Date('2026-11-21T12:00:00Z');

/**
 * The server's figures for the other fixtures, counted with the shared definitions (src/shared/api/contract/dashboard.ts)
 * at `now`: the catalogue's surveys, their submissions (each one's latest time standing for its start), report groups
 * and funnels. So the Dashboard's stories show the numbers the Surveys and Reports stories add up to. The CSAT is the
 * fixtures' scored week, a rise (dashboardCsatFixtures.ts).
 */
export function dashboardStatsOfFixtures(now: Date = DASHBOARD_FIXTURES_NOW): DashboardStats {
  const since = recentResponsesSince(now);
  const funnels = surveyFixtures.map((survey) => findSurveyFunnelFixture(survey.id));
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const started = sum(surveyFixtures.map((survey) => survey.responses_count ?? 0));
  return {
    active_surveys: surveyFixtures.filter((survey) => isSurveyActive(survey, now)).length,
    recent_responses: Object.values(submissionFixtures)
      .flat()
      .filter((submission) => parseServerTimestamp(submission.submitted_at).getTime() >= since.getTime()).length,
    total_responses: started,
    reports_completed: sum(reportGroupFixtures.map((group) => group.stats.completed)),
    funnel: {
      visits: sum(funnels.map((funnel) => funnel?.visits ?? 0)),
      started,
      complete: sum(funnels.map((funnel) => funnel?.complete ?? 0)),
    },
    recent_since: since.toISOString(),
    csat: risingCsat(now),
  };
}
