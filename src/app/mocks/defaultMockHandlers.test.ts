// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { getRuntimeConfig } from '@/shared/config';
import { setupMockServer } from '@/shared/lib/mock-server';

import { allDefaultMockHandlers } from './defaultMockHandlers';

setupMockServer(...allDefaultMockHandlers);

// Every call of spec section 7, with ids the fixtures hold.
const sectionSevenCalls: [method: string, path: string, body?: unknown][] = [
  ['POST', '/api/auth/logout'],
  ['POST', '/api/refresh-token', { refreshToken: 'r' }],
  ['GET', '/api/surveys'],
  ['GET', '/api/surveys/svy-001'],
  ['DELETE', '/api/surveys/svy-005'],
  ['GET', '/api/surveys/svy-001/submissions?page=1&page_size=50'],
  ['GET', '/api/surveys/svy-001/translation-progress'],
  ['GET', '/api/surveys/svy-001/export/raw-data'],
  ['GET', '/api/regions-with-countries'],
  ['GET', '/api/user-allowed-countries'],
  ['GET', '/api/countries-with-languages'],
  ['GET', '/api/reports'],
];

describe('the default mock API', () => {
  it.each(sectionSevenCalls)('answers %s %s with success', async (method, path, body) => {
    const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
  });

  it('answers a survey creation with its id and links', async () => {
    const response = await fetch(`${getRuntimeConfig().apiBaseUrl}/api/surveys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'new-survey-1',
        title: 'Encuesta de prueba',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        start_time: '09:00',
        end_time: '17:00',
        questions: [{ questionId: 'q1', text: '¿Cómo fue su visita?', order: 1 }],
        target_country_names: ['Mexico'],
        target_languages: ['es-MX'],
        target_channels: 1,
        timezone: 'America/Mexico_City',
      }),
    });
    expect(response.ok).toBe(true);
    expect(await response.json()).toMatchObject({ id: 'new-survey-1', links: expect.any(Array) as unknown });
  });

  it('answers the detail, content and download of the first report and the first submission', async () => {
    const base = getRuntimeConfig().apiBaseUrl;
    const groups = (await (await fetch(`${base}/api/reports`)).json()) as { reports: { id: string; status: string }[] }[];
    const completed = groups.flatMap((group) => group.reports).find((report) => report.status === 'COMPLETED');
    expect(completed).toBeDefined();
    for (const suffix of ['', '/content', '/download?lang=all']) {
      expect((await fetch(`${base}/api/reports/${completed?.id ?? ''}${suffix}`)).ok).toBe(true);
    }
    const submissions = (await (await fetch(`${base}/api/surveys/svy-001/submissions?page=1&page_size=50`)).json()) as { id: string }[];
    expect((await fetch(`${base}/api/submissions/${submissions[0]?.id ?? ''}`)).ok).toBe(true);
  });
});
