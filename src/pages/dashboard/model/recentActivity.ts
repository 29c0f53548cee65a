import { msg } from '@lingui/core/macro';

import { reportDisplayTitle } from '@/entities/report';
import { surveyCreatedAt } from '@/entities/survey';
import type { ReportGroup, SurveyListItem } from '@/shared/api';
import { reportPath, surveyDetailsPath } from '@/shared/config';
import { isValidDate, parseServerTimestamp } from '@/shared/lib/date';

import type { ActivityItem } from './activityItem';
import { newestCompletedReports } from './completedReports';

/** Spec section 9: the 3 newest surveys plus the 3 newest completed reports, at most 5 shown. */
export const RECENT_SURVEYS = 3;
export const RECENT_REPORTS = 3;
export const MAX_ACTIVITIES = 5;

/** Reports are made by the server's report job, not by a person; the report carries no user. */
export const REPORT_AUTHOR = msg`System`;
const UNKNOWN_USER = msg`Unknown user`;

/** Newest first; an unreadable time sorts after every readable one. */
function newestFirst(a: ActivityItem, b: ActivityItem): number {
  const aTime = isValidDate(a.timestamp) ? a.timestamp.getTime() : Number.NEGATIVE_INFINITY;
  const bTime = isValidDate(b.timestamp) ? b.timestamp.getTime() : Number.NEGATIVE_INFINITY;
  if (aTime === bTime) return 0;
  return bTime > aTime ? 1 : -1;
}

function surveyActivity(survey: SurveyListItem): ActivityItem {
  return {
    id: `survey-${survey.id}`,
    type: 'survey_created',
    displayText: survey.title.trim() || survey.id,
    userDisplay: survey.created_by_username?.trim() || UNKNOWN_USER,
    // created_at without a timezone is UTC (spec section 3).
    timestamp: surveyCreatedAt(survey),
    linkTo: surveyDetailsPath(survey.id),
  };
}

export interface RecentActivityInput {
  surveys: readonly SurveyListItem[];
  reportGroups: readonly Pick<ReportGroup, 'survey' | 'reports'>[];
}

/**
 * The Recent Activity list: the 3 newest surveys by created_at and the 3 newest COMPLETED reports by generated_at,
 * merged newest first, the first 5 kept. A survey whose created_at cannot be read may still be among the 3 (after
 * every dated one) and shows 'Invalid date'. An untitled report is named by its survey and scope, so two reports of
 * one survey stay distinguishable.
 */
export function deriveRecentActivities({ surveys, reportGroups }: RecentActivityInput): ActivityItem[] {
  const surveyItems = surveys.map(surveyActivity).sort(newestFirst).slice(0, RECENT_SURVEYS);
  const reportItems = newestCompletedReports(reportGroups, RECENT_REPORTS).map(
    ({ report, survey }): ActivityItem => ({
      id: `report-${report.id}`,
      type: 'report_generated',
      displayText: report.report_title?.trim() || `${survey.title} — ${reportDisplayTitle(report)}`,
      userDisplay: REPORT_AUTHOR,
      timestamp: parseServerTimestamp(report.generated_at),
      linkTo: reportPath(report.id),
    }),
  );
  return [...surveyItems, ...reportItems].sort(newestFirst).slice(0, MAX_ACTIVITIES);
}
