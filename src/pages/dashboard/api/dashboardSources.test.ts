// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { reportGroupFixtures, reportHandlers } from '@/entities/report/mocks';
import { surveyFixtures, surveyHandlers } from '@/entities/survey/mocks';
import { anyOrigin } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { dashboardHandlers, dashboardStatsOfFixtures } from '../index.mocks';
import { fetchDashboardSources } from './dashboardSources';

const server = setupMockServer();
const calls: string[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
});
beforeEach(() => {
  calls.length = 0;
  server.use(dashboardHandlers.stats.ok, surveyHandlers.list.ok, reportHandlers.list.ok);
});

describe('fetchDashboardSources', () => {
  it("loads the server's figures, the surveys and the report groups: three calls, no submissions", async () => {
    const sources = await fetchDashboardSources();
    expect(sources).toEqual({ stats: dashboardStatsOfFixtures(), surveys: surveyFixtures, reportGroups: reportGroupFixtures });
    expect(calls.sort()).toEqual(['/api/dashboard/stats', '/api/reports', '/api/surveys']);
  });

  it.each([
    ['the figures', dashboardHandlers.stats.error],
    ['the surveys', surveyHandlers.list.error],
    ['the reports', reportHandlers.list.error],
    ['figures that are not counts', http.get(anyOrigin('/api/dashboard/stats'), () => HttpResponse.json({ active_surveys: -1 }))],
  ])('rejects when %s cannot be loaded', async (_case, failing) => {
    server.use(failing);
    await expect(fetchDashboardSources()).rejects.toThrow();
  });
});
