import { http, HttpResponse } from 'msw';

import { reportDownloadLanguage } from '@/shared/api';
import { anyOrigin, errorResponse, mockEndpoint } from '@/shared/lib/mock-api';

import { makeReportMarkdown } from './reportContent';
import { findReportFixture, findReportSource, reportGroupFixtures } from './reportFixtures';

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
};

/** Every reports endpoint answering from the default fixture set. */
export const reportDefaultHandlers = [
  reportHandlers.list.ok,
  reportHandlers.detail.ok,
  reportHandlers.content.ok,
  reportHandlers.download.ok,
];
