// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ApiError, tokenStorage, type SurveyCreatePayload } from '@/shared/api';
import { anyOrigin, authHandlers } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { surveyFixtures } from './__mocks__/surveyFixtures';
import { surveyHandlers } from './__mocks__/surveyHandlers';
import { createSurvey, deleteSurvey, downloadSurveyRawData, getSurvey, getTranslationProgress, listSurveys } from './surveyApi';

const server = setupMockServer();
const seen: { method: string; url: URL; body: unknown }[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const entry = { method: request.method, url: new URL(request.url), body: undefined as unknown };
    seen.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  });
});
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
});

/** A failure with no detail and no status text, so the caller's fallback message shows. */
const bare = (status: number) => () => new HttpResponse(null, { status, statusText: '' });

const payload: SurveyCreatePayload = {
  id: 'svy-3f2a9c1e',
  title: 'Experiencia de compra — Perú',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_time: '09:00',
  end_time: '17:00',
  questions: [{ questionId: 'q1', text: '¿Cómo calificaría su visita de hoy?', order: 1 }],
  target_country_names: ['Peru'],
  target_languages: ['es'],
  target_channels: 2,
  timezone: 'America/Lima',
};

describe('listSurveys', () => {
  it('GETs /api/surveys and parses the list', async () => {
    server.use(surveyHandlers.list.ok);
    await expect(listSurveys()).resolves.toEqual(surveyFixtures);
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['GET /api/surveys']);
  });

  it.each([
    ['the server detail', surveyHandlers.list.error, 'Internal server error: the database is not reachable.'],
    ['the fallback', http.get(anyOrigin('/api/surveys'), bare(599)), 'An unknown error occurred'],
  ])('fails with %s', async (_case, handler, message) => {
    server.use(handler);
    await expect(listSurveys()).rejects.toMatchObject({ message });
  });

  it('retries with the refreshed token after a 401', async () => {
    tokenStorage.write({ AccessToken: 'a', IdToken: 'expired', RefreshToken: 'r', TokenType: 'Bearer' });
    server.use(surveyHandlers.list.unauthorizedThenOk, authHandlers.refreshOk);
    await expect(listSurveys()).resolves.toHaveLength(8);
  });
});

describe('getSurvey', () => {
  it('GETs the survey with its id encoded', async () => {
    server.use(http.get(anyOrigin('/api/surveys/:id'), ({ params }) => HttpResponse.json({ id: params.id, title: 'x' })));
    await expect(getSurvey('svy 1/x')).resolves.toEqual({ id: 'svy 1/x', title: 'x' });
    expect(seen[0]?.url.pathname).toBe('/api/surveys/svy%201%2Fx');
  });

  it.each([
    ['unknown survey', surveyHandlers.detail.ok, 'Survey not found', 404],
    ['no detail', http.get(anyOrigin('/api/surveys/:id'), bare(599)), 'Failed to fetch survey details', 599],
  ])('fails for %s', async (_case, handler, message, status) => {
    server.use(handler);
    await expect(getSurvey('svy-999')).rejects.toMatchObject({ message, status });
  });
});

describe('createSurvey', () => {
  it('POSTs the payload and returns the id and links', async () => {
    server.use(surveyHandlers.create.ok);
    const created = await createSurvey(payload);
    expect(created.id).toBe('svy-3f2a9c1e');
    expect(created.links.map((link) => [link.country, link.language, link.channel])).toEqual([
      ['Peru', 'es', '1'],
      ['Peru', 'es', '2'],
    ]);
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['POST /api/surveys']);
    // A question sent without a type goes as a text question.
    expect(seen[0]?.body).toEqual({ ...payload, questions: payload.questions.map((question) => ({ ...question, type: 'text' })) });
  });

  it.each<[string, Partial<SurveyCreatePayload>, string]>([
    ['a short title', { title: 'Hola' }, 'Title must be at least 5 characters long'],
    ['no question', { questions: [] }, 'At least one question is required.'],
    ['no country', { target_country_names: [] }, 'Please select at least one target country.'],
    ['zero channels', { target_channels: 0 }, 'Target channels must be at least 1'],
    ['a time outside 00-23', { end_time: '24:00' }, 'Expected a time as HH:mm'],
  ])('refuses %s before sending anything', async (_case, change, message) => {
    server.use(surveyHandlers.create.ok);
    const failure = await createSurvey({ ...payload, ...change }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message, status: undefined });
    expect(seen).toEqual([]);
  });

  it('shows a 422 detail object serialised', async () => {
    server.use(http.post(anyOrigin('/api/surveys'), () => HttpResponse.json({ detail: { title: ['already used'] } }, { status: 422 })));
    await expect(createSurvey(payload)).rejects.toMatchObject({ message: '{"title":["already used"]}', status: 422 });
  });

  it.each([
    ['the status text', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }), 'Failed: Service Unavailable'],
    ['the fallback', bare(599), 'An unexpected error occurred while creating the survey.'],
  ])('fails with %s', async (_case, resolver, message) => {
    server.use(http.post(anyOrigin('/api/surveys'), resolver));
    await expect(createSurvey(payload)).rejects.toMatchObject({ message });
  });
});

describe('deleteSurvey', () => {
  it.each([
    ['204 without a body', surveyHandlers.delete.ok],
    ['200 with a body', surveyHandlers.delete.empty],
    ['202 accepted', http.delete(anyOrigin('/api/surveys/:id'), () => HttpResponse.json({ deleted: true }, { status: 202 }))],
  ])('succeeds on %s', async (_case, handler) => {
    server.use(handler);
    await expect(deleteSurvey('svy-004')).resolves.toBeUndefined();
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['DELETE /api/surveys/svy-004']);
  });

  it.each([
    ['unknown survey', surveyHandlers.delete.ok, 'Survey not found'],
    ['no detail', http.delete(anyOrigin('/api/surveys/:id'), bare(599)), 'Delete failed'],
  ])('fails for %s', async (_case, handler, message) => {
    server.use(handler);
    await expect(deleteSurvey('svy-999')).rejects.toMatchObject({ message });
  });
});

describe("a failure without a detail shows spec section 8's text, not the status text", () => {
  const unavailable = () => new HttpResponse('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' });

  it.each<[string, () => Promise<unknown>, string]>([
    ['GET /api/surveys', () => listSurveys(), 'An unknown error occurred'],
    ['GET /api/surveys/{id}', () => getSurvey('svy-001'), 'Failed to fetch survey details'],
    ['DELETE /api/surveys/{id}', () => deleteSurvey('svy-001'), 'Delete failed'],
    ['GET raw data', () => downloadSurveyRawData('svy-001'), 'Failed to download data. Please try again.'],
    // The two calls whose spec text quotes the status text.
    ['POST /api/surveys', () => createSurvey(payload), 'Failed: Service Unavailable'],
    ['GET translation progress', () => getTranslationProgress('svy-001'), 'Failed to fetch translation progress: Service Unavailable'],
  ])('%s', async (_call, send, message) => {
    server.use(http.all('*', unavailable));
    await expect(send()).rejects.toMatchObject({ status: 503, message });
  });

  it('the translation poll without a status text (HTTP/2) falls back to its fixed text', async () => {
    server.use(http.get(anyOrigin('/api/surveys/:id/translation-progress'), bare(599)));
    await expect(getTranslationProgress('svy-001')).rejects.toMatchObject({ message: 'Failed to fetch translation progress' });
  });
});

describe('getTranslationProgress', () => {
  it('GETs the progress of the survey', async () => {
    server.use(surveyHandlers.translationProgress.ok);
    const progress = await getTranslationProgress('svy-3f2a9c1e');
    expect(progress).toMatchObject({ status: 'in_progress', is_complete: false, target_locales_count: 4 });
    expect(seen[0]?.url.pathname).toBe('/api/surveys/svy-3f2a9c1e/translation-progress');
  });

  it('fails with the server detail', async () => {
    server.use(surveyHandlers.translationProgress.error);
    await expect(getTranslationProgress('svy-001')).rejects.toMatchObject({
      status: 500,
      message: 'Internal server error: the database is not reachable.',
    });
  });
});

describe('downloadSurveyRawData', () => {
  const now = new Date(2026, 10, 21, 10, 30);

  it("returns the CSV named by the viewer's day, not by the server's UTC day", async () => {
    server.use(
      http.get(anyOrigin('/api/surveys/:id/export/raw-data'), () =>
        new HttpResponse('a,b\r\n1,2\r\n', { headers: { 'content-disposition': 'attachment; filename="survey_svy-001_raw_data_2026-11-22.csv"' } }),
      ),
    );
    // 20:00 on Nov 21 in Mexico City (the unit project's zone) is already Nov 22 in UTC.
    const { blob, fileName } = await downloadSurveyRawData('svy-001', new Date('2026-11-22T02:00:00Z'));
    expect(fileName).toBe('survey_svy-001_raw_data_2026-11-21.csv');
    await expect(blob.text()).resolves.toBe('a,b\r\n1,2\r\n');
    expect(seen[0]?.url.pathname).toBe('/api/surveys/svy-001/export/raw-data');
  });

  it('names the file survey_{id}_raw_data_{yyyy-MM-dd}.csv without a content-disposition', async () => {
    server.use(http.get(anyOrigin('/api/surveys/:id/export/raw-data'), () => new HttpResponse('a,b\r\n')));
    await expect(downloadSurveyRawData('svy-002', now)).resolves.toMatchObject({ fileName: 'survey_svy-002_raw_data_2026-11-21.csv' });
  });

  it('fails with the server detail for an unknown survey', async () => {
    server.use(surveyHandlers.rawDataExport.ok);
    await expect(downloadSurveyRawData('svy-999', now)).rejects.toMatchObject({ status: 404, message: 'Survey not found' });
  });

  it('fails with the fallback', async () => {
    server.use(http.get(anyOrigin('/api/surveys/:id/export/raw-data'), bare(599)));
    await expect(downloadSurveyRawData('svy-001', now)).rejects.toMatchObject({ message: 'Failed to download data. Please try again.' });
  });
});
