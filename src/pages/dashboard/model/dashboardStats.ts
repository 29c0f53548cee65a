import { isSurveyActive } from '@/entities/survey';
import type { ReportGroup, SubmissionListItem, SurveyListItem } from '@/shared/api';
import { parseServerTimestamp, utcMidnightDaysAgo } from '@/shared/lib/date';

import { completedReportsCount } from './completedReports';

/** The four numbers of the dashboard (spec section 2). */
export interface DashboardStatValues {
  activeSurveys: number;
  recentResponses: number;
  totalResponses: number;
  reportsGenerated: number;
}

/** Spec section 9: 'Recent Responses' counts from UTC midnight this many days back. */
export const RECENT_RESPONSES_DAYS = 7;

export interface DashboardStatsInput {
  surveys: readonly SurveyListItem[];
  /** Per survey: its newest submissions (500 at most, newest first) and its whole count. */
  submissionsBySurvey: readonly { items: readonly Pick<SubmissionListItem, 'submitted_at'>[]; total: number }[];
  reportGroups: readonly Pick<ReportGroup, 'stats'>[];
}

/**
 * The four stat cards at `now`: surveys active by the dashboard rule; submissions since UTC midnight seven days back
 * (inclusive; an unreadable submitted_at is not recent); the sum of the surveys' totals; the groups' stats.completed.
 */
export function computeDashboardStats(input: DashboardStatsInput, now: Date): DashboardStatValues {
  const windowStart = utcMidnightDaysAgo(now, RECENT_RESPONSES_DAYS).getTime();
  // Each survey's list is capped at 500, so counting it would stop a busy survey at 500: the total is the server's
  // x-total-count instead (a failed call counts 0). The recent count reads each survey's newest 500, which covers any
  // week with fewer than 500 responses per survey.
  const newest = input.submissionsBySurvey.flatMap((survey) => survey.items);
  return {
    activeSurveys: input.surveys.filter((survey) => isSurveyActive(survey, now)).length,
    // An invalid date's time is NaN, which compares false: not recent.
    recentResponses: newest.filter((submission) => parseServerTimestamp(submission.submitted_at).getTime() >= windowStart).length,
    totalResponses: input.submissionsBySurvey.reduce((sum, survey) => sum + survey.total, 0),
    reportsGenerated: completedReportsCount(input.reportGroups),
  };
}
