// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';

import { makeCountryWithLanguages, makeRegion } from '@/entities/geography/mocks';
import { makeReport, makeReportGroup } from '@/entities/report/mocks';
import { findSubmissionDetailFixture, makeConversationLog, makeSubmission, makeSubmissionDetail, submissionFixtures } from '@/entities/submission/mocks';
import { makeSurvey, makeSurveyDetail, makeSurveyLink, makeSurveyQuestion, makeTargetCountry, translationProgressFixtures } from '@/entities/survey/mocks';
import {
  strictChannel,
  strictCountriesWithLanguages,
  strictCreateSurveyResponse,
  strictTranslationProgress,
  strictErrorBody,
  strictLogoutResponse,
  strictRefreshTokenResponse,
  strictRegionsWithCountries,
  strictReport,
  strictReportGroup,
  strictReportGroups,
  strictReportRunStarted,
  strictSubmissionDetail,
  strictSubmissionList,
  strictSubmissionListItem,
  strictSurveyDetail,
  strictSurveyList,
  strictSurveyListItem,
  strictUserAllowedCountries,
} from '@/shared/api';
import { getRuntimeConfig } from '@/shared/config';
import { setupMockServer } from '@/shared/lib/mock-server';

import { allDefaultMockHandlers } from './defaultMockHandlers';

/*
 * The mocks say only what our server says: every happy-path answer of the default mock API, and every fixture
 * factory's default, passes the strict schemas of src/shared/api/contract/strict.ts (what the server's parity test
 * holds the server to). A fixture that drifts from the server (a timestamp without a zone, a 'user' role, a
 * 'Channel 1', a missing field, a field the server does not send) fails here.
 */

setupMockServer(...allDefaultMockHandlers);

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The JSON of a 2xx answer. */
async function answerOf(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await call(method, path, body);
  expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

const get = (path: string) => answerOf('GET', path);

/** Parses with the strict schema and fails with the path and zod's issues, so a drifting field is named. */
function expectStrict<S extends z.ZodMiniType>(schema: S, data: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) expect.fail(`${what} does not match what the server sends: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

async function surveyIds(): Promise<string[]> {
  return expectStrict(strictSurveyList, await get('/api/surveys'), 'GET /api/surveys').map((survey) => survey.id);
}

describe('every happy-path answer of the default mock API is what our server sends', () => {
  it('GET /api/surveys', async () => {
    const surveys = expectStrict(strictSurveyList, await get('/api/surveys'), 'GET /api/surveys');
    expect(surveys).toHaveLength(8);
  });

  it('GET /api/surveys/{id} for every listed survey', async () => {
    const ids = await surveyIds();
    for (const id of ids) {
      const detail = expectStrict(strictSurveyDetail, await get(`/api/surveys/${id}`), `GET /api/surveys/${id}`);
      expect(detail.links.length, id).toBeGreaterThan(0);
    }
  });

  it('GET /api/surveys/{id}/submissions, both page sizes the SPA asks for, with the paging headers', async () => {
    const ids = await surveyIds();
    for (const id of ids) {
      for (const query of ['page=1&page_size=50', 'page_size=500']) {
        const path = `/api/surveys/${id}/submissions?${query}`;
        const response = await call('GET', path);
        expect(response.status, path).toBe(200);
        expectStrict(strictSubmissionList, await response.json(), `GET ${path}`);
        expect(response.headers.get('x-total-count'), path).toMatch(/^\d+$/);
        expect(response.headers.get('x-page-size'), path).toMatch(/^\d+$/);
      }
    }
  });

  it('GET /api/submissions/{id} for the first page of every survey', async () => {
    let checked = 0;
    for (const id of await surveyIds()) {
      const page = expectStrict(strictSubmissionList, await get(`/api/surveys/${id}/submissions?page=1&page_size=50`), id);
      for (const item of page) {
        const detail = expectStrict(strictSubmissionDetail, await get(`/api/submissions/${item.id}`), `GET /api/submissions/${item.id}`);
        expect(detail.survey_id).toBe(id);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('GET /api/regions-with-countries, /api/countries-with-languages and /api/user-allowed-countries', async () => {
    expect(expectStrict(strictRegionsWithCountries, await get('/api/regions-with-countries'), 'regions').length).toBeGreaterThan(0);
    expect(expectStrict(strictCountriesWithLanguages, await get('/api/countries-with-languages'), 'languages').length).toBeGreaterThan(0);
    expect(expectStrict(strictUserAllowedCountries, await get('/api/user-allowed-countries'), 'allowed').length).toBeGreaterThan(0);
  });

  it('GET /api/reports and GET /api/reports/{id} for every listed report', async () => {
    const groups = expectStrict(strictReportGroups, await get('/api/reports'), 'GET /api/reports');
    const ids = groups.flatMap((group) => group.reports.map((report) => report.id));
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expectStrict(strictReport, await get(`/api/reports/${id}`), `GET /api/reports/${id}`);
  });

  it('POST /api/surveys/{id}/reports for every listed survey', async () => {
    const groups = expectStrict(strictReportGroups, await get('/api/reports'), 'GET /api/reports');
    for (const { survey } of groups) {
      const path = `/api/surveys/${survey.id}/reports`;
      expectStrict(strictReportRunStarted, await answerOf('POST', path), `POST ${path}`);
    }
  });

  it('POST /api/refresh-token and POST /api/auth/logout', async () => {
    expectStrict(strictRefreshTokenResponse, await answerOf('POST', '/api/refresh-token', { refreshToken: 'r' }), 'refresh');
    expectStrict(strictLogoutResponse, await answerOf('POST', '/api/auth/logout'), 'logout');
  });

  it('POST /api/surveys answers links whose channels are bare numbers', async () => {
    const created = (await answerOf('POST', '/api/surveys', {
      id: 'svy-strict-1',
      title: 'Experiencia en tienda — prueba',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      start_time: '09:00',
      end_time: '17:00',
      questions: [{ questionId: 'q1', text: '¿Cómo fue su visita?', order: 1 }],
      target_country_names: ['Mexico', 'Canada'],
      target_languages: ['es-MX', 'en', 'fr'],
      target_channels: 3,
      timezone: 'America/Mexico_City',
    })) as { links: { channel?: unknown }[] };
    expect(created.links).toHaveLength(9);
    for (const link of created.links) expectStrict(strictChannel, link.channel, 'a created link channel');
    expectStrict(strictCreateSurveyResponse, created, 'POST /api/surveys');
  });

  it.each(Object.entries(translationProgressFixtures))('the translation progress fixture %s', (name, progress) => {
    expectStrict(strictTranslationProgress, progress, name);
  });

  it('DELETE /api/surveys/{id} answers 204 with no body', async () => {
    const response = await call('DELETE', '/api/surveys/svy-005');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it.each(['/api/surveys/svy-404', '/api/submissions/sub-404', '/api/reports/rpt-404', '/api/surveys/svy-404/submissions'])(
    'GET %s answers 404 with the one error shape',
    async (path) => {
      const response = await call('GET', path);
      expect(response.status).toBe(404);
      expectStrict(strictErrorBody, await response.json(), `GET ${path}`);
    },
  );
});

describe("every fixture factory's default is what our server sends", () => {
  it('surveys', () => {
    expectStrict(strictSurveyListItem, makeSurvey(), 'makeSurvey()');
    expectStrict(strictSurveyDetail, makeSurveyDetail(), 'makeSurveyDetail()');
    const assembled = makeSurveyDetail({ links: [makeSurveyLink()], target_countries: [makeTargetCountry()], questions: [makeSurveyQuestion()] });
    expectStrict(strictSurveyDetail, assembled, 'makeSurveyLink(), makeTargetCountry(), makeSurveyQuestion()');
  });

  it('submissions', () => {
    expectStrict(strictSubmissionListItem, makeSubmission(), 'makeSubmission()');
    expectStrict(strictSubmissionDetail, makeSubmissionDetail(), 'makeSubmissionDetail()');
    expectStrict(strictSubmissionDetail, makeSubmissionDetail({ conversation_logs: [makeConversationLog()] }), 'makeConversationLog()');
  });

  it('every catalogue submission and its conversation', () => {
    const items = Object.values(submissionFixtures).flat();
    expect(items).toHaveLength(2944);
    for (const item of items) {
      expectStrict(strictSubmissionListItem, item, item.id);
      expectStrict(strictSubmissionDetail, findSubmissionDetailFixture(item.id), `the detail of ${item.id}`);
    }
  });

  it('reports', () => {
    expectStrict(strictReport, makeReport(), 'makeReport()');
    expectStrict(strictReportGroup, makeReportGroup(), 'makeReportGroup()');
  });

  it('geography', () => {
    expectStrict(strictRegionsWithCountries, [makeRegion()], 'makeRegion()');
    expectStrict(strictCountriesWithLanguages, [makeCountryWithLanguages()], 'makeCountryWithLanguages()');
  });
});

describe('the strict schemas refuse what older servers sent (so the checks above can fail)', () => {
  it.each<[string, unknown, z.ZodMiniType]>([
    ['a created_at without a timezone', makeSurvey({ created_at: '2026-10-28 16:20:00' }), strictSurveyListItem],
    ['an instant without milliseconds', makeSurvey({ start_datetime_utc: '2026-11-01T15:00:00Z' }), strictSurveyListItem],
    ['the count as participants', { ...makeSurvey(), responses_count: undefined, participants: 342 }, strictSurveyListItem],
    ["a 'Channel 1' link", makeSurveyDetail({ links: [makeSurveyLink({ channel: 'Channel 1' })] }), strictSurveyDetail],
    ['a link without effective_language', makeSurveyDetail({ links: [makeSurveyLink({ effective_language: undefined })] }), strictSurveyDetail],
    ['generated_links', makeSurveyDetail({ generated_links: [makeSurveyLink()] }), strictSurveyDetail],
    ['a lower-case country code', makeSubmission({ country_code: 'mx' }), strictSubmissionListItem],
    ['a submission without finished', { ...makeSubmission(), finished: undefined }, strictSubmissionListItem],
    ["a 'user' role", makeSubmissionDetail({ conversation_logs: [makeConversationLog({ role: 'user' })] }), strictSubmissionDetail],
    ['a text log id', makeSubmissionDetail({ conversation_logs: [makeConversationLog({ id: 'log-1' })] }), strictSubmissionDetail],
    ['a report without a scope identifier', makeReport({ scope_identifier: null }), strictReport],
  ])('%s', (_case, data, schema) => {
    expect(schema.safeParse(data).success).toBe(false);
  });
});
