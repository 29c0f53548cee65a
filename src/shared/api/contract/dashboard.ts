import { z } from 'zod/mini';

import { funnelCounts } from './funnel';

/*
 * GET /api/dashboard/stats -> dashboardStats: the Dashboard's figures, counted by the server in the reader's scope and
 * defined once here (responses, started and complete: src/shared/api/contract/funnel.ts):
 * - active_surveys: the surveys the reader may see that are open now (isSurveyActive, src/shared/lib/schedule);
 * - recent_responses: responses started since UTC midnight seven days back (recentResponsesSince, src/shared/lib/date;
 *   `recent_since`);
 * - total_responses: every response from the countries in the reader's scope: the sum of Survey Management's Responses;
 * - reports_completed: the COMPLETED reports the reader may read: the sum of the Reports screen's completed counts;
 * - funnel: visits, started and complete responses over all those surveys.
 */

const count = z.int().check(z.nonnegative());

export const dashboardStats = z.object({
  active_surveys: count,
  recent_responses: count,
  total_responses: count,
  reports_completed: count,
  funnel: funnelCounts,
  /** ISO instant: the start of the recent window the server counted from. */
  recent_since: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
