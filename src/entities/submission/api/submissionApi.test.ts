// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { anyOrigin } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { submissionFixtures } from './__mocks__/submissionFixtures';
import { submissionHandlers } from './__mocks__/submissionHandlers';
import { getSubmission, listSubmissions } from './submissionApi';

const server = setupMockServer();
const seen: URL[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
});
beforeEach(() => {
  seen.length = 0;
});

const item = { id: 'sub-1', submitted_at: '2026-11-20T15:32:10.000Z', country_code: 'MX', language_code: 'es-MX', channel: '1', finished: true };
const bare = () => new HttpResponse(null, { status: 599, statusText: '' });
/** A failure with a status text but no detail: the call's spec text shows, not 'Failed: Service Unavailable'. */
const unavailable = () => new HttpResponse('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' });

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
    [
      'the fallback, not the status text',
      http.get(anyOrigin('/api/surveys/:id/submissions'), unavailable),
      'svy-002',
      'Failed to fetch submissions for survey svy-002.',
    ],
  ])('fails with %s', async (_case, handler, surveyId, message) => {
    server.use(handler);
    await expect(listSubmissions(surveyId, { page: 1, pageSize: 50 })).rejects.toMatchObject({ message });
  });
});

describe('listSubmissions without a page', () => {
  const newest500 = (surveyId: string) => listSubmissions(surveyId, { pageSize: 500 });

  it('GETs only page_size (the newest page), with the survey total from the header', async () => {
    server.use(submissionHandlers.list.ok);
    const page = await newest500('svy-007');
    expect(page.items).toHaveLength(500);
    expect(page.items).toEqual(submissionFixtures['svy-007']?.slice(0, 500));
    expect(page.total).toBe(1540);
    expect(page.pageSize).toBe(500);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.pathname).toBe('/api/surveys/svy-007/submissions');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({ page_size: '500' });
  });

  it('takes the total from x-total-count, not from the items received', async () => {
    server.use(
      http.get(anyOrigin('/api/surveys/:id/submissions'), () =>
        HttpResponse.json([item], { headers: { 'x-total-count': '611', 'x-page-size': '500' } }),
      ),
    );
    await expect(newest500('svy-003')).resolves.toEqual({ items: [item], total: 611, pageSize: 500 });
  });

  it.each<[string, Record<string, string>]>([
    ['missing', {}],
    ['unreadable', { 'x-total-count': 'many' }],
  ])('counts the items received when x-total-count is %s', async (_case, headers) => {
    server.use(http.get(anyOrigin('/api/surveys/:id/submissions'), () => HttpResponse.json([item, { ...item, id: 'sub-2' }], { headers })));
    await expect(newest500('svy-001')).resolves.toEqual({ items: [item, { ...item, id: 'sub-2' }], total: 2, pageSize: 500 });
  });

  it('rejects on failure', async () => {
    server.use(submissionHandlers.list.error);
    await expect(newest500('svy-001')).rejects.toMatchObject({ status: 500 });
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
    ['a status text but no detail', http.get(anyOrigin('/api/submissions/:id'), unavailable), 'Failed to load submission details.'],
  ])('fails for %s', async (_case, handler, message) => {
    server.use(handler);
    await expect(getSubmission('sub-999-0001')).rejects.toMatchObject({ message });
  });
});
