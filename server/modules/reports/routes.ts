import { Hono } from 'hono';

import { SURVEY_ID_PATTERN } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponse } from '../../http/errors.ts';
import type { GeographySource } from '../geography/index.ts';
import {
  findReadableReport,
  listReportGroups,
  readReportContent,
  reportDownloadFile,
  type ReportLanguage,
  reportLanguages,
  requestReportRun,
} from './service.ts';

export interface ReportRoutesDeps {
  db: Db;
  geography: GeographySource;
}

/** Report ids in the shape every id of the API has (bounded, URL- and file-name-safe). */
const REPORT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const BAD_ID = { problem: 'Invalid report id: expected 1 to 64 letters, digits, "-" or "_".' };

/** `lang` given at most once and one of `allowed`; `fallback` when absent; otherwise the 400's detail. */
function parseLanguage<Language extends string>(
  values: readonly string[] | undefined,
  allowed: readonly Language[],
  fallback: Language,
): { ok: true; lang: Language } | { ok: false; detail: string } {
  const expectation = `expected one of ${allowed.join(', ')}`;
  if (values === undefined) return { ok: true, lang: fallback };
  const [value] = values;
  if (values.length !== 1) return { ok: false, detail: `Invalid lang: give it once (${expectation}).` };
  const lang = allowed.find((candidate) => candidate === value);
  return lang === undefined ? { ok: false, detail: `Invalid lang: ${expectation}.` } : { ok: true, lang };
}

const downloadLanguages: readonly (ReportLanguage | 'all')[] = ['all', ...reportLanguages];

/** The report's words are the survey's respondents' figures: never kept by a shared cache, never sniffed as HTML. */
const PRIVATE_FILE_HEADERS = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } as const;

/**
 * `GET /`, `GET /:id`, `GET /:id/content` and `GET /:id/download`, to be mounted at `/api/reports` behind `requireUser`.
 * A report the user may not read answers 404 exactly as a missing one does. `lang` of the content call picks the
 * language (en by default); `lang` of the download is all (a zip of both, the default), en or ko.
 */
export function createReportRoutes(deps: ReportRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => c.json(await listReportGroups(deps, c.get('user'))));

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!REPORT_ID.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const report = await findReadableReport(deps, c.get('user'), id);
    return report ? c.json(report) : errorResponse(c, 404, 'report.not_found');
  });

  routes.get('/:id/content', async (c) => {
    const id = c.req.param('id');
    if (!REPORT_ID.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const parsed = parseLanguage(c.req.queries('lang'), reportLanguages, 'en');
    if (!parsed.ok) return errorResponse(c, 400, 'validation.invalid', { problem: parsed.detail });
    const content = await readReportContent(deps, c.get('user'), id);
    if (content.outcome === 'not-found') return errorResponse(c, 404, 'report.not_found');
    if (content.outcome === 'not-ready') return errorResponse(c, 400, 'report.not_ready', { status: content.status });
    return c.body(content.markdown[parsed.lang], 200, {
      ...PRIVATE_FILE_HEADERS,
      'content-type': 'text/markdown; charset=utf-8',
      'content-language': parsed.lang,
    });
  });

  routes.get('/:id/download', async (c) => {
    const id = c.req.param('id');
    if (!REPORT_ID.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const parsed = parseLanguage(c.req.queries('lang'), downloadLanguages, 'all');
    if (!parsed.ok) return errorResponse(c, 400, 'validation.invalid', { problem: parsed.detail });
    const content = await readReportContent(deps, c.get('user'), id);
    if (content.outcome === 'not-found') return errorResponse(c, 404, 'report.not_found');
    if (content.outcome === 'not-ready') return errorResponse(c, 400, 'report.not_ready_for_download', { status: content.status });
    const file = reportDownloadFile(content, parsed.lang);
    return c.body(file.body, 200, {
      ...PRIVATE_FILE_HEADERS,
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    });
  });

  return routes;
}

export interface SurveyReportRoutesDeps extends ReportRoutesDeps {
  /** Queues the job that writes a started run; without it (tests without a queue) the reports stay PENDING. */
  enqueueReports?: (surveyId: string) => Promise<void>;
}

const BAD_SURVEY_ID = { problem: 'Invalid survey id: expected 1 to 64 letters, digits, "-" or "_".' };

/**
 * `POST /:id/reports`, to be mounted at `/api/surveys` behind `requireUser`: generates the survey's reports again now.
 * 202 once the run's PENDING reports are stored and its job queued, 409 while a run is under way, 403 for a user
 * without a create right over every target country, 404 as the other survey calls for a survey the user cannot see.
 */
export function createSurveyReportRoutes({ enqueueReports, ...deps }: SurveyReportRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/:id/reports', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_SURVEY_ID);
    const user = c.get('user');
    const request = await requestReportRun(deps, user, id);
    switch (request.outcome) {
      case 'not-found':
        return errorResponse(c, 404, 'survey.not_found');
      case 'forbidden':
        return errorResponse(c, 403, 'report.generate_forbidden');
      case 'already-running':
        return errorResponse(c, 409, 'report.already_running');
      case 'started':
        await enqueueReports?.(id);
        c.get('logger').info({ surveyId: id, username: user.username, reports: request.reportsPending }, 'Report run started');
        return c.json({ survey_id: id, reports_pending: request.reportsPending }, 202);
    }
  });
  return routes;
}
