import { t } from '@lingui/core/macro';

import { listReportGroups } from '@/entities/report';
import { listSurveys } from '@/entities/survey';
import { apiRequest, dashboardStats, type DashboardStats, type ReportGroup, type SurveyListItem } from '@/shared/api';

/** GET /api/dashboard/stats: the four cards' figures and the funnel, counted by the server in the user's scope. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiRequest('/api/dashboard/stats', dashboardStats, { fallbackMessage: t`Failed to load dashboard data` });
}

/** What the dashboard shows: the server's figures, and the surveys and reports its recent activity is made of. */
export interface DashboardSources {
  stats: DashboardStats;
  surveys: SurveyListItem[];
  reportGroups: ReportGroup[];
}

/** Loads the figures, the surveys and the report groups at once; rejects when any fails (the failure banner shows). */
export async function fetchDashboardSources(): Promise<DashboardSources> {
  const [stats, surveys, reportGroups] = await Promise.all([getDashboardStats(), listSurveys(), listReportGroups()]);
  return { stats, surveys, reportGroups };
}
