import { Hono } from 'hono';

import { submissionPageHeaders } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponse } from '../../http/errors.ts';
import type { GeographySource } from '../geography/index.ts';
import { findVisibleSubmission, listVisibleSubmissions, openVisibleRawDataCsv, type Paging } from './service.ts';

export interface SubmissionRoutesDeps {
  db: Db;
  geography: GeographySource;
}

/** Survey ids as the surveys routes accept them (client-generated, bounded); submission ids follow the same shape. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const BAD_SURVEY_ID = { problem: 'Invalid survey id: expected 1 to 64 letters, digits, "-" or "_".' };
const BAD_SUBMISSION_ID = { problem: 'Invalid submission id: expected 1 to 64 letters, digits, "-" or "_".' };

const DEFAULT_PAGE_SIZE = 50;
/** The dashboard counts with 500 (spec section 9); more would make one answer too big to be a page. */
const MAX_PAGE_SIZE = 500;
/** Nine digits keep the offset (page x size) an exact integer on both sides. */
const MAX_PAGE = 999_999_999;
const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;

type ParsedPaging = { ok: true; paging: Paging } | { ok: false; detail: string };

function wholeNumberParameter(
  values: readonly string[] | undefined,
  name: string,
  { fallback, max }: { fallback: number; max: number },
): number | string {
  const expectation = `expected a whole number from 1 to ${max}`;
  if (values === undefined) return fallback;
  if (values.length !== 1) return `Invalid ${name}: give it once (${expectation}).`;
  const [text = ''] = values;
  const value = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= max ? value : `Invalid ${name}: ${expectation}.`;
}

function parsePaging(query: Record<string, string[]>): ParsedPaging {
  const page = wholeNumberParameter(query.page, 'page', { fallback: 1, max: MAX_PAGE });
  if (typeof page === 'string') return { ok: false, detail: page };
  const pageSize = wholeNumberParameter(query.page_size, 'page_size', { fallback: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE });
  if (typeof pageSize === 'string') return { ok: false, detail: pageSize };
  return { ok: true, paging: { page, pageSize } };
}

/** `survey_<id>_raw_data_<yyyy-MM-dd>.csv` (UTC day); anything but letters, digits, '-' and '_' in the id becomes '_'. */
function rawDataFileName(surveyId: string, now: Date): string {
  return `survey_${surveyId.replace(/[^A-Za-z0-9_-]/g, '_')}_raw_data_${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * `GET /surveys/:id/submissions`, `GET /submissions/:id` and `GET /surveys/:id/export/raw-data`, to be mounted at `/api`
 * behind `requireUser`. A survey or submission outside the reader's scope answers 404 exactly as a missing one does.
 */
export function createSubmissionRoutes(deps: SubmissionRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/surveys/:id/submissions', async (c) => {
    const surveyId = c.req.param('id');
    if (!ID.test(surveyId)) return errorResponse(c, 400, 'validation.invalid', BAD_SURVEY_ID);
    const parsed = parsePaging(c.req.queries());
    if (!parsed.ok) return errorResponse(c, 400, 'validation.invalid', { problem: parsed.detail });
    const page = await listVisibleSubmissions(deps, c.get('user'), surveyId, parsed.paging);
    if (!page) return errorResponse(c, 404, 'survey.not_found');
    c.header(submissionPageHeaders.totalCount, String(page.total));
    c.header(submissionPageHeaders.pageSize, String(parsed.paging.pageSize));
    return c.json(page.items);
  });

  routes.get('/submissions/:id', async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_SUBMISSION_ID);
    const submission = await findVisibleSubmission(deps, c.get('user'), id);
    return submission ? c.json(submission) : errorResponse(c, 404, 'submission.not_found');
  });

  routes.get('/surveys/:id/export/raw-data', async (c) => {
    const surveyId = c.req.param('id');
    if (!ID.test(surveyId)) return errorResponse(c, 400, 'validation.invalid', BAD_SURVEY_ID);
    const logger = c.get('logger');
    const csv = await openVisibleRawDataCsv(deps, c.get('user'), surveyId, {
      onError: (error) => {
        logger.error({ err: error, surveyId }, 'Raw-data export failed mid-stream');
      },
    });
    if (!csv) return errorResponse(c, 404, 'survey.not_found');
    const fileName = rawDataFileName(surveyId, new Date());
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      // Respondents' words: never kept by a shared cache.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  return routes;
}
