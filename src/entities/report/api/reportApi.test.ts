// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError, tokenStorage } from '@/shared/api';
import { anyOrigin, authHandlers } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { reportFixtureIds, reportGroupFixtures } from './__mocks__/reportFixtures';
import { REPORT_RUN_REFUSALS, reportHandlers } from './__mocks__/reportHandlers';
import { downloadReport, generateReports, getReport, getReportContent, listReportGroups, reportDownloadUrl } from './reportApi';

const server = setupMockServer();

afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
});

/** Records the method and URL of every request the server sees. */
function recordRequests(): { method: string; url: URL }[] {
  const seen: { method: string; url: URL }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url) });
  });
  return seen;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('listReportGroups', () => {
  it('GETs /api/reports and parses the groups', async () => {
    const seen = recordRequests();
    server.use(reportHandlers.list.ok);
    await expect(listReportGroups()).resolves.toEqual(reportGroupFixtures);
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual(['GET /api/reports']);
  });

  it('answers an empty list', async () => {
    server.use(reportHandlers.list.empty);
    await expect(listReportGroups()).resolves.toEqual([]);
  });

  it('shows the server detail on failure', async () => {
    server.use(reportHandlers.list.error);
    await expect(listReportGroups()).rejects.toMatchObject({ status: 500, message: 'Internal server error: the database is not reachable.' });
  });

  it("falls back to 'Could not load reports.' when nothing explains the failure", async () => {
    server.use(http.get(anyOrigin('/api/reports'), () => HttpResponse.error()));
    await expect(listReportGroups()).rejects.toMatchObject({ message: 'Could not load reports.' });
  });

  it('refreshes the session once on a 401 and retries', async () => {
    tokenStorage.write({ AccessToken: 'a', IdToken: 'old', RefreshToken: 'r', TokenType: 'Bearer' });
    server.use(reportHandlers.list.unauthorizedThenOk, authHandlers.refreshOk);
    await expect(listReportGroups()).resolves.toHaveLength(reportGroupFixtures.length);
  });
});

describe('generateReports', () => {
  it('POSTs /api/surveys/{id}/reports with the id encoded and parses the 202', async () => {
    const seen = recordRequests();
    server.use(
      http.post(anyOrigin('/api/surveys/:id/reports'), ({ params }) =>
        HttpResponse.json({ survey_id: params.id, reports_pending: 5 }, { status: 202 }),
      ),
    );
    await expect(generateReports('svy 1/x')).resolves.toEqual({ survey_id: 'svy 1/x', reports_pending: 5 });
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['POST /api/surveys/svy%201%2Fx/reports']);
  });

  it("answers the fixture survey's scopes", async () => {
    server.use(reportHandlers.run.ok);
    await expect(generateReports('svy-003')).resolves.toEqual({ survey_id: 'svy-003', reports_pending: 3 });
  });

  it.each([
    ['409 while a run is under way', reportHandlers.run.alreadyRunning, 409, REPORT_RUN_REFUSALS.alreadyRunning],
    ['403 without the right', reportHandlers.run.forbidden, 403, REPORT_RUN_REFUSALS.forbidden],
    ['500', reportHandlers.run.error, 500, 'Internal server error: the database is not reachable.'],
  ])('rejects with the status and the server detail: %s', async (_case, handler, status, message) => {
    server.use(handler);
    const error = await failureOf(generateReports('svy-003'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('rejects a 202 whose body breaks the contract', async () => {
    server.use(http.post(anyOrigin('/api/surveys/:id/reports'), () => HttpResponse.json({ survey_id: 'svy-003' }, { status: 202 })));
    await expect(generateReports('svy-003')).rejects.toBeInstanceOf(ApiError);
  });

  it('falls back to its own text when nothing explains the failure', async () => {
    server.use(http.post(anyOrigin('/api/surveys/:id/reports'), () => HttpResponse.error()));
    await expect(generateReports('svy-003')).rejects.toMatchObject({ message: 'Could not start generating reports.' });
  });
});

describe('getReport', () => {
  it('GETs /api/reports/{id} with the id encoded', async () => {
    const seen = recordRequests();
    server.use(http.get(anyOrigin('/api/reports/:id'), () => HttpResponse.json({ id: 'a/b c', survey_id: 'svy-1', status: 'PENDING', report_scope_type: 'GLOBAL' })));
    await expect(getReport('a/b c')).resolves.toMatchObject({ id: 'a/b c', status: 'PENDING' });
    expect(seen[0]?.url.pathname).toBe('/api/reports/a%2Fb%20c');
  });

  it('parses a fixture report', async () => {
    server.use(reportHandlers.detail.ok);
    await expect(getReport(reportFixtureIds.failed)).resolves.toMatchObject({
      status: 'FAILED',
      error_message: 'Only 3 responses for Canada; at least 5 are needed.',
    });
  });

  it('passes on the server detail of a 404', async () => {
    server.use(reportHandlers.detail.ok);
    await expect(getReport('rpt-unknown')).rejects.toMatchObject({ status: 404, message: 'Report not found' });
  });

  it("falls back to 'Failed to fetch report metadata'", async () => {
    server.use(http.get(anyOrigin('/api/reports/:id'), () => HttpResponse.error()));
    await expect(getReport('rpt-1')).rejects.toMatchObject({ message: 'Failed to fetch report metadata' });
  });
});

describe('getReportContent', () => {
  it('takes text/markdown verbatim', async () => {
    const seen = recordRequests();
    server.use(reportHandlers.content.ok);
    const markdown = await getReportContent(reportFixtureIds.completed);
    expect(markdown).toMatch(/^# Global store experience 2026 — Global\n/);
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([`GET /api/reports/${reportFixtureIds.completed}/content`]);
  });

  it('decodes a JSON string answer to the same markdown', async () => {
    server.use(reportHandlers.content.ok);
    const asText = await getReportContent(reportFixtureIds.completed);
    server.use(reportHandlers.content.jsonString);
    await expect(getReportContent(reportFixtureIds.completed)).resolves.toBe(asText);
  });

  it.each([
    ['a markdown table that looks like JSON', '[1, 2]'],
    ['a bare number', '42'],
    ['a quoted line', '"Excelente atención"'],
  ])('never reinterprets %s sent as text/markdown', async (_case, body) => {
    server.use(http.get(anyOrigin('/api/reports/:id/content'), () => HttpResponse.text(body, { headers: { 'content-type': 'text/markdown' } })));
    await expect(getReportContent('rpt-1')).resolves.toBe(body);
  });

  it('rejects JSON that is not a string', async () => {
    server.use(http.get(anyOrigin('/api/reports/:id/content'), () => HttpResponse.json({ content: '# Hi' })));
    await expect(getReportContent('rpt-1')).rejects.toThrow('The server sent an unexpected answer for /api/reports/rpt-1/content.');
  });

  it.each([
    ['not ready', reportFixtureIds.pending, 400, 'Report is not ready'],
    ['unknown', 'rpt-unknown', 404, 'Report not found'],
  ])('passes on the server detail for a %s report', async (_case, id, status, message) => {
    server.use(reportHandlers.content.ok);
    const failure = await failureOf(getReportContent(id));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message });
  });

  it("falls back to 'Failed to fetch report content'", async () => {
    server.use(http.get(anyOrigin('/api/reports/:id/content'), () => HttpResponse.error()));
    await expect(getReportContent('rpt-1')).rejects.toMatchObject({ message: 'Failed to fetch report content' });
  });
});

describe('downloadReport', () => {
  it('GETs the download with lang and names the file from content-disposition', async () => {
    const seen = recordRequests();
    server.use(reportHandlers.download.ok);
    const { blob, fileName } = await downloadReport(reportFixtureIds.completed, { lang: 'all' });
    expect(fileName).toBe(`report_${reportFixtureIds.completed}_all.zip`);
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    expect(seen.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([`/api/reports/${reportFixtureIds.completed}/download?lang=all`]);
  });

  it('sends no lang when none is asked for', async () => {
    const seen = recordRequests();
    server.use(reportHandlers.download.ok);
    await expect(downloadReport(reportFixtureIds.completed)).resolves.toMatchObject({ fileName: `report_${reportFixtureIds.completed}.zip` });
    expect(seen[0]?.url.search).toBe('');
  });

  it.each([
    [{ lang: 'all' } as const, 'report_rpt-9_all.zip'],
    [{ lang: 'en' } as const, 'report_rpt-9.zip'],
    [{}, 'report_rpt-9.zip'],
  ])('without content-disposition, %j names the file %s', async (options, expected) => {
    server.use(reportHandlers.download.withoutFileName);
    await expect(downloadReport('rpt-9', options)).resolves.toMatchObject({ fileName: expected });
  });

  it.each([
    ['not completed', reportFixtureIds.generating, 400, 'Report is not ready'],
    ['unknown', 'rpt-unknown', 404, 'Report not found'],
  ])('reads the server detail out of the error body of a %s report', async (_case, id, status, message) => {
    server.use(reportHandlers.download.ok);
    await expect(downloadReport(id, { lang: 'all' })).rejects.toMatchObject({ status, message, detail: { detail: message } });
  });

  it('keeps the status for the toast when the error body has no detail', async () => {
    server.use(http.get(anyOrigin('/api/reports/:id/download'), () => new HttpResponse('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' })));
    await expect(downloadReport('rpt-1')).rejects.toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      message: 'Failed to download report. Please try again.',
    });
  });
});

describe('reportDownloadUrl', () => {
  const configured = window.__APP_CONFIG__;
  afterEach(() => {
    window.__APP_CONFIG__ = configured;
  });

  it.each([
    [{}, 'http://localhost:3000/api/reports/rpt%2F9/download'],
    [{ lang: 'all' } as const, 'http://localhost:3000/api/reports/rpt%2F9/download?lang=all'],
  ])('%j -> %s (the configured API address, the id encoded)', (options, expected) => {
    expect(reportDownloadUrl('rpt/9', options)).toBe(expected);
  });

  it('is a same-origin path when no API address is configured', () => {
    window.__APP_CONFIG__ = {};
    expect(reportDownloadUrl('rpt-9')).toBe('/api/reports/rpt-9/download');
  });
});

describe("a failure without a detail shows spec section 8's text, not the status text", () => {
  const unavailable = () => new HttpResponse('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' });

  it.each<[string, () => Promise<unknown>, string]>([
    ['GET /api/reports', () => listReportGroups(), 'Could not load reports.'],
    ['GET /api/reports/{id}', () => getReport('rpt-1'), 'Failed to fetch report metadata'],
    ['GET /api/reports/{id}/content', () => getReportContent('rpt-1'), 'Failed to fetch report content'],
    ['GET /api/reports/{id}/download', () => downloadReport('rpt-1', { lang: 'all' }), 'Failed to download report. Please try again.'],
  ])('%s', async (_call, send, message) => {
    server.use(http.all('*', unavailable));
    await expect(send()).rejects.toMatchObject({ status: 503, message });
  });
});
