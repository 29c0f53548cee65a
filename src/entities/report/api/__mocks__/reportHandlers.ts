import { http, HttpResponse } from 'msw';

import { reportDownloadLanguage, type Report, type ReportGroup, type ReportRunStarted, type ReportStatus } from '@/shared/api';
import { anyOrigin, errorResponse, mockEndpoint } from '@/shared/lib/mock-api';

import { makeReportMarkdown } from './reportContent';
import { findReportFixture, findReportSource, makeReport, makeReportGroup, reportGroupFixtures } from './reportFixtures';

type ReportParams = { id: string };

const NOT_FOUND = 'Report not found';
const NOT_READY = 'Report is not ready';

/** A few bytes that start like a zip (the local file header signature) and name the two language files. */
function zipLikeBody(id: string): Uint8Array {
  const listing = new TextEncoder().encode(`report_${id}_en.md\nreport_${id}_ko.md\n`);
  return new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...listing]);
}

/** The name the demo server gives a download: `report_{id}_{lang}.zip`, or `report_{id}.zip` without lang. */
function downloadFileName(id: string, lang: string | null): string {
  const parsed = reportDownloadLanguage.safeParse(lang);
  return parsed.success ? `report_${id}_${parsed.data}.zip` : `report_${id}.zip`;
}

function markdownOf(id: string): { markdown: string } | Response {
  const source = findReportSource(id);
  if (!source) return errorResponse(404, NOT_FOUND);
  if (source.report.status !== 'COMPLETED') return errorResponse(400, NOT_READY);
  return { markdown: makeReportMarkdown(source) };
}

const runRoute = '/api/surveys/:id/reports';

/** What the server's POST answers besides 202, word for word. */
export const REPORT_RUN_REFUSALS = {
  alreadyRunning: "This survey's reports are already being generated.",
  forbidden: 'You may not generate reports for this survey.',
} as const;

/** A new run writes one report per scope: those the survey's reports already cover, or the GLOBAL one alone. */
function runScopes(group: ReportGroup): Pick<Report, 'report_scope_type' | 'scope_identifier'>[] {
  const latest = new Map(group.reports.map((report) => [`${report.report_scope_type} ${report.scope_identifier ?? ''}`, report]));
  return latest.size > 0 ? [...latest.values()] : [{ report_scope_type: 'GLOBAL', scope_identifier: 'Global' }];
}

function runStarted(group: ReportGroup): ReportRunStarted {
  return { survey_id: group.survey.id, reports_pending: runScopes(group).length };
}

const contentRoute = '/api/reports/:id/content';
const downloadRoute = '/api/reports/:id/download';

/** The reports endpoints of spec section 7, each with the standard variants (ok, empty, loading, error, 401 then ok). */
export const reportHandlers = {
  list: mockEndpoint('get', '/api/reports', () => HttpResponse.json(reportGroupFixtures)),
  detail: mockEndpoint<ReportParams>('get', '/api/reports/:id', ({ params }) => {
    const found = findReportFixture(params.id);
    return found ? HttpResponse.json(found) : errorResponse(404, NOT_FOUND);
  }),
  content: {
    /** Markdown as text/markdown; 400 for a report that is not COMPLETED, 404 for an unknown id. */
    ...mockEndpoint<ReportParams>(
      'get',
      contentRoute,
      ({ params }) => {
        const answer = markdownOf(params.id);
        return answer instanceof Response
          ? answer
          : HttpResponse.text(answer.markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
      },
      '',
    ),
    /** The same markdown sent as a JSON string, as some servers do. */
    jsonString: http.get<ReportParams>(anyOrigin(contentRoute), ({ params }) => {
      const answer = markdownOf(params.id);
      return answer instanceof Response ? answer : HttpResponse.json(answer.markdown);
    }),
  },
  download: {
    /** A zip-like file named by content-disposition; 400 for a report that is not COMPLETED, 404 for an unknown id. */
    ...mockEndpoint<ReportParams>('get', downloadRoute, ({ params, request }) => {
      const found = findReportFixture(params.id);
      if (!found) return errorResponse(404, NOT_FOUND);
      if (found.status !== 'COMPLETED') return errorResponse(400, NOT_READY);
      const lang = new URL(request.url).searchParams.get('lang');
      return new HttpResponse(zipLikeBody(params.id), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${downloadFileName(params.id, lang)}"`,
        },
      });
    }),
    /** A file without content-disposition, so the client names it. */
    withoutFileName: http.get<ReportParams>(anyOrigin(downloadRoute), ({ params }) =>
      new HttpResponse(zipLikeBody(params.id), { headers: { 'content-type': 'application/zip' } }),
    ),
    /** The server is overloaded. */
    unavailable: http.get(anyOrigin(downloadRoute), () => errorResponse(503, 'Service temporarily unavailable')),
  },
  /** POST /api/surveys/{id}/reports: 202 for a fixture survey (404 otherwise), 409 while a run is under way, 403 without the right. */
  run: {
    ...mockEndpoint<ReportParams>('post', runRoute, ({ params }) => {
      const group = reportGroupFixtures.find((candidate) => candidate.survey.id === params.id);
      return group ? HttpResponse.json(runStarted(group), { status: 202 }) : errorResponse(404, 'Survey not found');
    }),
    alreadyRunning: http.post(anyOrigin(runRoute), () => errorResponse(409, REPORT_RUN_REFUSALS.alreadyRunning)),
    forbidden: http.post(anyOrigin(runRoute), () => errorResponse(403, REPORT_RUN_REFUSALS.forbidden)),
  },
};

const NOT_ENOUGH_DATA = 'Not enough data: 3 responses in this scope, fewer than the 5 a report needs.';

/**
 * A run of one survey's reports as the server goes through it, over the given list: the POST answers 202 and adds one
 * PENDING report per scope; each GET /api/reports after it moves the run on (all PENDING, then the first COMPLETED
 * and the rest GENERATING, then all COMPLETED but the last, FAILED for want of data). `reset` forgets the run.
 */
export function makeReportRunScenario(groups: readonly ReportGroup[], surveyId: string) {
  const found = groups.find((candidate) => candidate.survey.id === surveyId);
  if (!found) throw new Error(`No group for survey ${surveyId}`);
  const group = found;
  const scopes = runScopes(group);
  let listsSinceStart: number | null = null;

  function statusAt(index: number, step: number): ReportStatus {
    if (step === 0) return 'PENDING';
    if (step === 1) return index === 0 ? 'COMPLETED' : 'GENERATING';
    return index > 0 && index === scopes.length - 1 ? 'FAILED' : 'COMPLETED';
  }

  function runReport(scope: (typeof scopes)[number], index: number, step: number): Report {
    const status = statusAt(index, step);
    const settled = status === 'COMPLETED' || status === 'FAILED';
    return makeReport({
      ...scope,
      id: `${surveyId}-run-${String(index + 1)}`,
      survey_id: surveyId,
      status,
      report_title: `${group.survey.title} — ${scope.scope_identifier ?? 'Global'}`,
      created_at: '2026-11-26T09:00:00.000Z',
      generated_at: settled ? '2026-11-26T09:01:00.000Z' : null,
      error_message: status === 'FAILED' ? NOT_ENOUGH_DATA : null,
    });
  }

  function currentGroups(): ReportGroup[] {
    if (listsSinceStart === null) return [...groups];
    const step = listsSinceStart;
    listsSinceStart += 1;
    return groups.map((candidate) =>
      candidate === group
        ? makeReportGroup({
            survey: group.survey,
            reports: [...scopes.map((scope, index) => runReport(scope, index, step)), ...group.reports],
            stats: { totalResponses: group.stats.totalResponses },
          })
        : candidate,
    );
  }

  return {
    handlers: [
      http.get(anyOrigin('/api/reports'), () => HttpResponse.json(currentGroups())),
      http.post<ReportParams>(anyOrigin(runRoute), ({ params }) => {
        if (params.id !== surveyId) return errorResponse(404, 'Survey not found');
        // Under way until the list that settles it (the third) has been read.
        if (listsSinceStart !== null && listsSinceStart < 3) return errorResponse(409, REPORT_RUN_REFUSALS.alreadyRunning);
        listsSinceStart = 0;
        return HttpResponse.json(runStarted(group), { status: 202 });
      }),
    ],
    reset: () => {
      listsSinceStart = null;
    },
  };
}

/** Every reports endpoint answering from the default fixture set. */
export const reportDefaultHandlers = [
  reportHandlers.list.ok,
  reportHandlers.detail.ok,
  reportHandlers.content.ok,
  reportHandlers.download.ok,
  reportHandlers.run.ok,
];
