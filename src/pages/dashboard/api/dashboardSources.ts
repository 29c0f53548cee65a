import { listReportGroups } from '@/entities/report';
import { listSubmissions, type SubmissionPage } from '@/entities/submission';
import { listSurveys } from '@/entities/survey';
import type { ReportGroup, SurveyListItem } from '@/shared/api';
import { mapWithConcurrency } from '@/shared/lib/async';

/**
 * How many per-survey submission calls run at once: one at a time makes a long list slow to count, all at once
 * floods the server (and the browser's connection pool) when there are many surveys.
 */
export const SUBMISSION_CALLS_AT_ONCE = 4;

/** Spec section 9: each survey's submissions are counted from one call of this size (its newest 500 at most). */
export const DASHBOARD_SUBMISSIONS_PAGE_SIZE = 500;

/** One survey's answer to the dashboard call: its newest submissions (500 at most) and its whole count. */
export type SurveySubmissions = Pick<SubmissionPage, 'items' | 'total'>;

/** What the dashboard is computed from. */
export interface DashboardSources {
  surveys: SurveyListItem[];
  /** Each survey's submissions, in the order of `surveys`; no items and a total of 0 where the call failed. */
  submissionsBySurvey: SurveySubmissions[];
  reportGroups: ReportGroup[];
}

/** Spec section 8: a survey whose submissions cannot be fetched counts as zero, silently. */
function submissionsOrNone(surveyId: string): Promise<SurveySubmissions> {
  return listSubmissions(surveyId, { pageSize: DASHBOARD_SUBMISSIONS_PAGE_SIZE }).then(
    ({ items, total }): SurveySubmissions => ({ items, total }),
    (): SurveySubmissions => ({ items: [], total: 0 }),
  );
}

async function surveysWithSubmissions(): Promise<Pick<DashboardSources, 'surveys' | 'submissionsBySurvey'>> {
  const surveys = await listSurveys();
  const submissionsBySurvey = await mapWithConcurrency(surveys, SUBMISSION_CALLS_AT_ONCE, (survey) => submissionsOrNone(survey.id));
  return { surveys, submissionsBySurvey };
}

/**
 * Loads the surveys (then one submissions call per survey, page_size=500) alongside the report groups.
 * Rejects when the surveys or the reports cannot be loaded: the dashboard then shows its failure banner.
 */
export async function fetchDashboardSources(): Promise<DashboardSources> {
  const [fromSurveys, reportGroups] = await Promise.all([surveysWithSubmissions(), listReportGroups()]);
  return { ...fromSurveys, reportGroups };
}
