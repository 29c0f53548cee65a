import { t } from '@lingui/core/macro';

import { apiRequest, apiRequestWithHeaders, submissionDetail, submissionList, submissionPageHeaders, type SubmissionDetail, type SubmissionListItem } from '@/shared/api';

export interface SubmissionPage {
  items: SubmissionListItem[];
  /** x-total-count, else the number of items received. */
  total: number;
  /** x-page-size, else the size asked for. */
  pageSize: number;
}

const submissionsPath = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/submissions`;

function headerCount(headers: Headers, name: string): number | null {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** One GET of a survey's submissions: the items plus the paging headers, each falling back when missing or unreadable. */
async function fetchSubmissionPage(surveyId: string, query: { page?: number; page_size: number }): Promise<SubmissionPage> {
  const { data, headers } = await apiRequestWithHeaders(submissionsPath(surveyId), submissionList, {
    query,
    fallbackMessage: t`Failed to fetch submissions for survey ${surveyId}.`,
  });
  return {
    items: data,
    total: headerCount(headers, submissionPageHeaders.totalCount) ?? data.length,
    pageSize: headerCount(headers, submissionPageHeaders.pageSize) || query.page_size,
  };
}

/**
 * GET /api/surveys/{id}/submissions?page=&page_size=: one page plus the paging headers. Without a page the server
 * answers the first (newest) one.
 */
export function listSubmissions(surveyId: string, { page, pageSize }: { page?: number; pageSize: number }): Promise<SubmissionPage> {
  return fetchSubmissionPage(surveyId, page === undefined ? { page_size: pageSize } : { page, page_size: pageSize });
}

/** GET /api/submissions/{id}. */
export function getSubmission(id: string): Promise<SubmissionDetail> {
  return apiRequest(`/api/submissions/${encodeURIComponent(id)}`, submissionDetail, {
    fallbackMessage: t`Failed to load submission details.`,
  });
}
