import { completedReportsCount } from '@/entities/report';
import { isSurveyActive } from '@/entities/survey';
import type { ReportGroup, SubmissionListItem, SurveyListItem } from '@/shared/api';
import { parseServerTimestamp, utcMidnightDaysAgo } from '@/shared/lib/date';
import type { DashboardStatValues } from '../ui/DashboardStats';

/** Spec section 9: 'Recent Responses' counts from UTC midnight this many days back. */
export const RECENT_RESPONSES_DAYS = 7;

export interface DashboardStatsInput {
  surveys: readonly SurveyListItem[];
  submissionsBySurvey: readonly (readonly Pick<SubmissionListItem, 'submitted_at'>[])[];
  reportGroups: readonly Pick<ReportGroup, 'stats'>[];
}

/**
 * The four stat cards at `now`: surveys active by the dashboard rule; submissions since UTC midnight seven days back
 * (inclusive; an unreadable submitted_at is not recent); every submission received; the groups' stats.completed.
 */
export function computeDashboardStats(input: DashboardStatsInput, now: Date): DashboardStatValues {
  const windowStart = utcMidnightDaysAgo(now, RECENT_RESPONSES_DAYS).getTime();
  const submissions = input.submissionsBySurvey.flat();
  return {
    activeSurveys: input.surveys.filter((survey) => isSurveyActive(survey, now)).length,
    // An invalid date's time is NaN, which compares false: not recent.
    recentResponses: submissions.filter((submission) => parseServerTimestamp(submission.submitted_at).getTime() >= windowStart).length,
    totalResponses: submissions.length,
    reportsGenerated: completedReportsCount(input.reportGroups),
  };
}
