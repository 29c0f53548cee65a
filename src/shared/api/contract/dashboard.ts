import { z } from 'zod/mini';

import { funnelCounts } from './funnel';
import { SCORE_RULES } from './scores';

/*
 * GET /api/dashboard/stats -> dashboardStats: the Dashboard's figures, counted by the server in the reader's scope and
 * defined once here (responses, started and complete: src/shared/api/contract/funnel.ts):
 * - active_surveys: the surveys the reader may see that are open now (isSurveyActive, src/shared/lib/schedule);
 * - recent_responses: responses started since UTC midnight seven days back (recentResponsesSince, src/shared/lib/date;
 *   `recent_since`);
 * - total_responses: every response from the countries in the reader's scope: the sum of Survey Management's Responses;
 * - reports_completed: the COMPLETED reports the reader may read: the sum of the Reports screen's completed counts;
 * - funnel: visits, started and complete responses over all those surveys;
 * - csat: the CSAT (csatScore, src/shared/api/contract/scores.ts) of every rating question's values in the surveys the
 *   reader may see, answered from the countries in their scope, in the two windows of csatWindows (an answer's time is
 *   its message's): `current` against `previous`, and `by_country` over the current window, so the countries' counts add
 *   up to the current count. Null when the reader's scope holds no rating answer at all, at any time.
 */

const count = z.int().check(z.nonnegative());
const points = z.nullable(z.number().check(z.gte(0), z.lte(100)));

/** A CSAT with its 95% interval (CsatEstimate on the wire): null score and bounds for no answers. */
const csatFigures = {
  count,
  satisfied: count,
  score: points,
  low: points,
  high: points,
  too_few_to_compare: z.boolean(),
};

export const csatWindow = z.object({
  /**
   * ISO instant: the window holds the answers from here (inclusive); the current one up to the call, the previous one up
   * to the current one's start (exclusive).
   */
  since: z.string(),
  ...csatFigures,
});
export type CsatWindow = z.infer<typeof csatWindow>;

export const countryCsat = z.object({ country_name: z.string(), ...csatFigures });
export type CountryCsat = z.infer<typeof countryCsat>;

export const dashboardCsat = z.object({
  current: csatWindow,
  previous: csatWindow,
  /**
   * Every country in scope with a rating answer in the current window: those with enough answers to compare first, each
   * group highest score first.
   */
  by_country: z.array(countryCsat),
});
export type DashboardCsat = z.infer<typeof dashboardCsat>;

export const dashboardStats = z.object({
  active_surveys: count,
  recent_responses: count,
  total_responses: count,
  reports_completed: count,
  funnel: funnelCounts,
  /** ISO instant: the start of the recent window the server counted from. */
  recent_since: z.string(),
  /** Absent from a server before scores: read as no scored answers. */
  csat: z._default(z.nullable(dashboardCsat), null),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/**
 * The Dashboard's two CSAT windows at `now`, in UTC like 'Recent Responses': the current one from UTC midnight
 * SCORE_RULES.dashboardWindowDays days back (the same instant as recent_since) up to `now`, the previous one the same
 * number of whole UTC days before it.
 */
export function csatWindows(now: Date): { current: { since: Date; until: Date }; previous: { since: Date; until: Date } } {
  // Written as recentResponsesSince's utcMidnightDaysAgo (src/shared/lib/date), which the contract may not import.
  const utcMidnightDaysAgo = (days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days));
  const currentSince = utcMidnightDaysAgo(SCORE_RULES.dashboardWindowDays);
  return {
    current: { since: currentSince, until: now },
    previous: { since: utcMidnightDaysAgo(2 * SCORE_RULES.dashboardWindowDays), until: currentSince },
  };
}
