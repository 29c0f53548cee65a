import { apiRequest, apiRequestWithHeaders, submissionDetail, submissionList, submissionPageHeaders, type SubmissionDetail, type SubmissionListItem } from '@/shared/api';

/** The dashboard counts each survey's submissions from one call of this size (spec section 9). */
export const DASHBOARD_SUBMISSIONS_PAGE_SIZE = 500;

export interface SubmissionPage {
  items: SubmissionListItem[];
  /** x-total-count, else the number of items received. */
  total: number;
  /** x-page-size, else the size asked for. */
  pageSize: number;
}

const submissionsPath = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/submissions`;

const submissionsFailure = (surveyId: string) => `Failed to fetch submissions for survey ${surveyId}.`;

function headerCount(headers: Headers, name: string): number | null {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** One GET of a survey's submissions: the items plus the paging headers, each falling back when missing or unreadable. */
async function fetchSubmissionPage(surveyId: string, query: { page?: number; page_size: number }): Promise<SubmissionPage> {
  const { data, headers } = await apiRequestWithHeaders(submissionsPath(surveyId), submissionList, {
    query,
    fallbackMessage: submissionsFailure(surveyId),
  });
  return {
    items: data,
    total: headerCount(headers, submissionPageHeaders.totalCount) ?? data.length,
    pageSize: headerCount(headers, submissionPageHeaders.pageSize) || query.page_size,
  };
}

/** GET /api/surveys/{id}/submissions?page=&page_size=: one page plus the paging headers. */
export function listSubmissions(surveyId: string, { page, pageSize }: { page: number; pageSize: number }): Promise<SubmissionPage> {
  return fetchSubmissionPage(surveyId, { page, page_size: pageSize });
}

/**
 * GET /api/surveys/{id}/submissions?page_size=500: the dashboard's one call per survey. The items are the newest 500
 * at most; `total` is the survey's whole count from x-total-count (the items received when the header is missing).
 * The dashboard treats a failure as no submissions (counted as zero).
 */
export function countSubmissionsForDashboard(surveyId: string): Promise<SubmissionPage> {
  return fetchSubmissionPage(surveyId, { page_size: DASHBOARD_SUBMISSIONS_PAGE_SIZE });
}

/** GET /api/submissions/{id}. */
export function getSubmission(id: string): Promise<SubmissionDetail> {
  return apiRequest(`/api/submissions/${encodeURIComponent(id)}`, submissionDetail, {
    fallbackMessage: 'Failed to load submission details.',
  });
}
