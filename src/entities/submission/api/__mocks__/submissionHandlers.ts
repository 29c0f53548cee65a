import { HttpResponse } from 'msw';

import { submissionPageHeaders } from '@/shared/api';
import { errorResponse, mockEndpoint } from '@/shared/lib/mock-api';

import { findSubmissionDetailFixture, makeSubmissionDetail, submissionsOfSurvey } from './submissionFixtures';

type IdParams = { id: string };

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** MSW handlers of the submission endpoints; each has the variants ok / empty / loading / error / unauthorizedThenOk. */
export const submissionHandlers = {
  /**
   * Pages of ?page= (from 1) and ?page_size= (default 50, at most 500) with the x-total-count and x-page-size headers;
   * a page past the end is []; 404 for a survey outside the catalogue.
   */
  list: mockEndpoint<IdParams>('get', '/api/surveys/:id/submissions', ({ params, request }) => {
    const submissions = submissionsOfSurvey(params.id);
    if (!submissions) return errorResponse(404, 'Survey not found');
    const query = new URL(request.url).searchParams;
    const page = positiveInt(query.get('page'), 1);
    const pageSize = Math.min(positiveInt(query.get('page_size'), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const items = submissions.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json(items, {
      headers: {
        [submissionPageHeaders.totalCount]: String(submissions.length),
        [submissionPageHeaders.pageSize]: String(pageSize),
      },
    });
  }),

  /** A catalogue submission with its conversation; 404 otherwise; `empty` has no conversation logs. */
  detail: mockEndpoint<IdParams>(
    'get',
    '/api/submissions/:id',
    ({ params }) => {
      const detail = findSubmissionDetailFixture(params.id);
      return detail ? HttpResponse.json(detail) : errorResponse(404, 'Submission not found');
    },
    makeSubmissionDetail({ conversation_logs: [] }),
  ),
};

/** The `ok` handler of every submission endpoint: the default mock API of this slice. */
export const submissionDefaultHandlers = [submissionHandlers.list.ok, submissionHandlers.detail.ok];
