import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { anyOrigin } from '@/shared/lib/mock-api';

import { submissionFixtures } from './__mocks__/submissionFixtures';
import { submissionHandlers } from './__mocks__/submissionHandlers';
import { countSubmissionsForDashboard, getSubmission, listSubmissions } from './submissionApi';

const server = setupServer();
const seen: URL[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
});
beforeEach(() => {
  seen.length = 0;
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const item = { id: 'sub-1', submitted_at: '2026-11-20 15:32:10', country_code: 'MX', language_code: 'es-MX', channel: '1' };
const bare = () => new HttpResponse(null, { status: 599, statusText: '' });

describe('listSubmissions', () => {
  it('GETs one page with page and page_size and reads the paging headers', async () => {
    server.use(submissionHandlers.list.ok);
    const page = await listSubmissions('svy-001', { page: 2, pageSize: 50 });
    expect(page.total).toBe(342);
    expect(page.pageSize).toBe(50);
    expect(page.items).toEqual(submissionFixtures['svy-001']?.slice(50, 100));
    expect(seen[0]?.pathname).toBe('/api/surveys/svy-001/submissions');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({ page: '2', page_size: '50' });
  });

  it.each<[string, Record<string, string>, { total: number; pageSize: number }]>([
    ['both headers', { 'x-total-count': '120', 'x-page-size': '25' }, { total: 120, pageSize: 25 }],
    ['no headers: the items received and the size asked for', {}, { total: 1, pageSize: 50 }],
    ['unreadable headers', { 'x-total-count': 'many', 'x-page-size': '0' }, { total: 1, pageSize: 50 }],
    ['a total of zero', { 'x-total-count': '0' }, { total: 0, pageSize: 50 }],
  ])('reads %s', async (_case, headers, expected) => {
    server.use(http.get(anyOrigin('/api/surveys/:id/submissions'), () => HttpResponse.json([item], { headers })));
    await expect(listSubmissions('svy-001', { page: 1, pageSize: 50 })).resolves.toEqual({ items: [item], ...expected });
  });

  it('encodes the survey id', async () => {
    server.use(http.get(anyOrigin('/api/surveys/:id/submissions'), () => HttpResponse.json([])));
    await listSubmissions('svy 1/2', { page: 1, pageSize: 50 });
    expect(seen[0]?.pathname).toBe('/api/surveys/svy%201%2F2/submissions');
  });

  it.each([
    ['the server detail', submissionHandlers.list.ok, 'svy-999', 'Survey not found'],
    ['the fallback', http.get(anyOrigin('/api/surveys/:id/submissions'), bare), 'svy-002', 'Failed to fetch submissions for survey svy-002.'],
  ])('fails with %s', async (_case, handler, surveyId, message) => {
    server.use(handler);
    await expect(listSubmissions(surveyId, { page: 1, pageSize: 50 })).rejects.toMatchObject({ message });
  });
});

describe('countSubmissionsForDashboard', () => {
  it('GETs up to 500 submissions in one call', async () => {
    server.use(submissionHandlers.list.ok);
    await expect(countSubmissionsForDashboard('svy-007')).resolves.toHaveLength(500);
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({ page_size: '500' });
  });

  it('rejects on failure (the dashboard counts it as zero)', async () => {
    server.use(submissionHandlers.list.error);
    await expect(countSubmissionsForDashboard('svy-001')).rejects.toMatchObject({ status: 500 });
  });
});

describe('getSubmission', () => {
  it('GETs the submission with its id encoded', async () => {
    server.use(
      http.get(anyOrigin('/api/submissions/:id'), ({ params }) =>
        HttpResponse.json({ id: params.id, survey_id: 'svy-001', channel: '1' }),
      ),
    );
    await expect(getSubmission('sub 1')).resolves.toEqual({ id: 'sub 1', survey_id: 'svy-001', channel: '1', conversation_logs: [] });
    expect(seen[0]?.pathname).toBe('/api/submissions/sub%201');
  });

  it.each([
    ['an unknown submission', submissionHandlers.detail.ok, 'Submission not found'],
    ['no detail', http.get(anyOrigin('/api/submissions/:id'), bare), 'Failed to load submission details.'],
  ])('fails for %s', async (_case, handler, message) => {
    server.use(handler);
    await expect(getSubmission('sub-999-0001')).rejects.toMatchObject({ message });
  });
});
