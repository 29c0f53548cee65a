// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { reportGroupFixtures, reportHandlers } from '@/entities/report/mocks';
import { submissionFixtures, submissionHandlers } from '@/entities/submission/mocks';
import { makeSurvey, surveyFixtures, surveyHandlers } from '@/entities/survey/mocks';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { fetchDashboardSources, SUBMISSION_CALLS_AT_ONCE } from './dashboardSources';

const server = setupMockServer();
const submissionCalls: URL[] = [];
let inFlight = 0;

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    inFlight += 1;
    const url = new URL(request.url);
    if (url.pathname.endsWith('/submissions')) submissionCalls.push(url);
  });
  server.events.on('request:end', () => {
    inFlight -= 1;
  });
});
beforeEach(() => {
  submissionCalls.length = 0;
  server.use(surveyHandlers.list.ok, submissionHandlers.list.ok, reportHandlers.list.ok);
});
afterEach(async () => {
  // A failed surveys or reports call rejects at once while the other calls are still out; let them finish here.
  await vi.waitFor(() => {
    expect(inFlight).toBe(0);
  }, { timeout: 20_000 });
});

const submissionsRoute = anyOrigin('/api/surveys/:id/submissions');

describe('fetchDashboardSources', () => {
  it('loads the surveys, one submissions call per survey with page_size=500, and the report groups', async () => {
    const sources = await fetchDashboardSources();
    expect(sources.surveys).toEqual(surveyFixtures);
    expect(sources.reportGroups).toEqual(reportGroupFixtures);
    expect(submissionCalls.map((url) => url.pathname).sort()).toEqual(surveyFixtures.map((survey) => `/api/surveys/${survey.id}/submissions`).sort());
    for (const url of submissionCalls) expect(Object.fromEntries(url.searchParams)).toEqual({ page_size: '500' });
    expect(sources.submissionsBySurvey.map((survey) => survey.items.length)).toEqual(
      surveyFixtures.map((survey) => Math.min(500, submissionFixtures[survey.id]?.length ?? 0)),
    );
    // The whole count from x-total-count: svy-003 (611) and svy-007 (1540) go past the 500 received.
    expect(sources.submissionsBySurvey.map((survey) => survey.total)).toEqual(
      surveyFixtures.map((survey) => submissionFixtures[survey.id]?.length ?? 0),
    );
  });

  it(`runs the submissions calls concurrently, never more than ${SUBMISSION_CALLS_AT_ONCE} at once`, async () => {
    let simultaneous = 0;
    let peak = 0;
    server.use(
      http.get(submissionsRoute, async () => {
        simultaneous += 1;
        peak = Math.max(peak, simultaneous);
        await delay(20);
        simultaneous -= 1;
        return HttpResponse.json([]);
      }),
    );
    const sources = await fetchDashboardSources();
    expect(submissionCalls).toHaveLength(surveyFixtures.length);
    expect(sources.submissionsBySurvey).toHaveLength(surveyFixtures.length);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(SUBMISSION_CALLS_AT_ONCE);
  });

  it.each<[string, () => Response]>([
    ['a 500', () => errorResponse(500, 'Internal server error')],
    ['a 404', () => errorResponse(404, 'Survey not found')],
    ['an answer that is not a list', () => HttpResponse.json({ items: [] })],
  ])('counts a survey whose submissions call fails with %s as none, and loads the rest', async (_case, failure) => {
    server.use(http.get(anyOrigin('/api/surveys/svy-001/submissions'), failure));
    const sources = await fetchDashboardSources();
    expect(sources.submissionsBySurvey[0]).toEqual({ items: [], total: 0 });
    expect(sources.submissionsBySurvey[1]?.items).toHaveLength(submissionFixtures['svy-002']?.length ?? -1);
    expect(sources.submissionsBySurvey[1]?.total).toBe(submissionFixtures['svy-002']?.length ?? -1);
  });

  it('keeps each survey’s submissions in the order of the surveys although the answers arrive in another order', async () => {
    server.use(
      http.get(anyOrigin('/api/surveys'), () => HttpResponse.json([makeSurvey({ id: 'slow' }), makeSurvey({ id: 'fast' })])),
      http.get(submissionsRoute, async ({ params }) => {
        if (params.id === 'slow') await delay(30);
        return HttpResponse.json([{ id: `${String(params.id)}-1`, submitted_at: '2026-11-20 10:00:00', country_code: 'MX', language_code: 'es-MX' }]);
      }),
    );
    const sources = await fetchDashboardSources();
    expect(sources.submissionsBySurvey.map((survey) => survey.items[0]?.id)).toEqual(['slow-1', 'fast-1']);
    // Answered without x-total-count: each total is the items received.
    expect(sources.submissionsBySurvey.map((survey) => survey.total)).toEqual([1, 1]);
  });

  it('makes no submissions call when there are no surveys', async () => {
    server.use(surveyHandlers.list.empty, reportHandlers.list.empty);
    await expect(fetchDashboardSources()).resolves.toEqual({ surveys: [], submissionsBySurvey: [], reportGroups: [] });
    expect(submissionCalls).toHaveLength(0);
  });

  it.each([
    ['the surveys', surveyHandlers.list.error],
    ['the reports', reportHandlers.list.error],
  ])('rejects when %s cannot be loaded', async (_case, failing) => {
    server.use(failing);
    await expect(fetchDashboardSources()).rejects.toThrow();
  });
});
