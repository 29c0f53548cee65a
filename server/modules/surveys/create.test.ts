import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSurveyResponse, type ErrorCode, strictErrorBody, translationProgress, type SurveyCreatePayload } from '../../contract.ts';
import { surveyLinks, surveyLocales, surveyQuestions, surveys, surveyTargetCountries } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens, type TestAccount } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { readGeographyConfig, seedGeography } from '../geography/index.ts';

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

/** A Latin America survey in English; Mexico (es-MX), Guatemala (es) and Brazil (pt-BR) give three target languages. */
function payload(overrides: Partial<SurveyCreatePayload> = {}): SurveyCreatePayload {
  return {
    id: 'survey-create-test-1',
    title: 'How was your visit to our store?',
    start_date: '2030-03-01',
    end_date: '2030-03-31',
    start_time: '09:00',
    end_time: '17:00',
    questions: [
      { questionId: 'q1', text: 'How satisfied are you with your visit today?', order: 1 },
      { questionId: 'q2', text: 'What could we do better next time?', order: 2 },
    ],
    target_country_names: ['Mexico', 'Guatemala', 'Brazil'],
    target_languages: ['es', 'es-MX', 'pt-BR'],
    target_channels: 2,
    timezone: 'America/Mexico_City',
    ...overrides,
  };
}

describe.each(testTargets)('POST /api/surveys on $name', (target) => {
  const database = useTestDatabase(target);
  const enqueued: string[] = [];
  const scheduledReports: { surveyId: string; at: string | undefined }[] = [];

  beforeAll(async () => {
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
  });
  beforeEach(async () => {
    await database.db.delete(surveys);
    enqueued.length = 0;
    scheduledReports.length = 0;
  });

  const app = () =>
    createTestApp(database, accounts.issuer.verifier, {
      publicOrigin: 'https://surveys.example.com',
      enqueueTranslation: (id) => {
        enqueued.push(id);
        return Promise.resolve();
      },
      enqueueReports: (surveyId, options) => {
        scheduledReports.push({ surveyId, at: options?.atSurveyEnd?.toISOString() });
        return Promise.resolve();
      },
    });

  async function post(body: unknown, account: TestAccount = 'latam.manager') {
    return app().request('/api/surveys', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accounts.tokenFor(account)}`, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function stored() {
    const [row] = await database.db.select({ n: count() }).from(surveys);
    const [links] = await database.db.select({ n: count() }).from(surveyLinks);
    const [questions] = await database.db.select({ n: count() }).from(surveyQuestions);
    const [locales] = await database.db.select({ n: count() }).from(surveyLocales);
    const [targets] = await database.db.select({ n: count() }).from(surveyTargetCountries);
    return { surveys: row?.n ?? 0, links: links?.n ?? 0, questions: questions?.n ?? 0, locales: locales?.n ?? 0, targets: targets?.n ?? 0 };
  }
  const nothing = { surveys: 0, links: 0, questions: 0, locales: 0, targets: 0 };

  it('stores the survey with one unguessable link per country x language x channel, and queues its translation', async () => {
    const response = await post(payload());
    expect(response.status).toBe(201);
    const body = createSurveyResponse.parse(await response.json());
    expect(body.id).toBe('survey-create-test-1');
    // Mexico es-MX, Guatemala es, Brazil pt-BR: one language each, two channels.
    expect(body.links).toHaveLength(3 * 1 * 2);
    const tokens = body.links.map((link) => new URL(link.link ?? '').pathname.replace('/r/', ''));
    expect(new Set(tokens).size).toBe(6);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const link of body.links) {
      expect(link.link).toMatch(/^https:\/\/surveys\.example\.com\/r\//);
      // Written in English, so every link is in English until its locale is translated.
      expect(link.effective_language).toBe('en');
    }
    expect(body.links.map((link) => `${link.country_code}/${link.language}/${link.channel}`).sort()).toEqual([
      'BR/pt-BR/1',
      'BR/pt-BR/2',
      'GT/es/1',
      'GT/es/2',
      'MX/es-MX/1',
      'MX/es-MX/2',
    ]);
    expect(await stored()).toEqual({ surveys: 1, links: 6, questions: 2, locales: 3, targets: 3 });
    expect(enqueued).toEqual(['survey-create-test-1']);
    // The reports' job, for the end: 2030-03-31 17:00 in Mexico City (UTC-6).
    expect(scheduledReports).toEqual([{ surveyId: 'survey-create-test-1', at: '2030-03-31T23:00:00.000Z' }]);
  });

  it("stores each question's type and a choice's options, trimmed; a question sent without a type is a text question", async () => {
    const questions = [
      { questionId: 'q1', text: 'How satisfied are you with your visit today?', order: 1, type: 'rating' },
      { questionId: 'q2', text: 'How likely are you to recommend us to a friend or colleague?', order: 2, type: 'nps' },
      { questionId: 'q3', text: 'What brought you in?', order: 3, type: 'multiple_choice', options: [' Groceries ', 'Clothes'] },
    ];
    expect((await post(payload({ questions: questions as SurveyCreatePayload['questions'] }))).status).toBe(201);
    expect((await post(payload({ id: 'survey-create-test-2' }))).status).toBe(201);
    const rows = await database.db
      .select({ surveyId: surveyQuestions.surveyId, questionId: surveyQuestions.questionId, type: surveyQuestions.type, options: surveyQuestions.options })
      .from(surveyQuestions)
      .orderBy(surveyQuestions.surveyId, surveyQuestions.position);
    expect(rows).toEqual([
      { surveyId: 'survey-create-test-1', questionId: 'q1', type: 'rating', options: [] },
      { surveyId: 'survey-create-test-1', questionId: 'q2', type: 'nps', options: [] },
      { surveyId: 'survey-create-test-1', questionId: 'q3', type: 'multiple_choice', options: ['Groceries', 'Clothes'] },
      { surveyId: 'survey-create-test-2', questionId: 'q1', type: 'text', options: [] },
      { surveyId: 'survey-create-test-2', questionId: 'q2', type: 'text', options: [] },
    ]);
  });

  it.each([
    ['one option', { type: 'multiple_choice', options: ['Groceries'] }, 'survey.options_required', 'questions.0.options: A multiple-choice question needs 2 to 10 options.'],
    ['eleven options', { type: 'multiple_choice', options: Array.from({ length: 11 }, (_, index) => `Aisle ${String(index)}`) }, 'survey.options_required', 'questions.0.options: A multiple-choice question needs 2 to 10 options.'],
    ['an empty option', { type: 'multiple_choice', options: ['Groceries', '  '] }, 'survey.option_required', 'questions.0.options.1: Option text is required'],
    ['the same option twice', { type: 'multiple_choice', options: ['Groceries', 'groceries'] }, 'survey.options_not_distinct', 'questions.0.options.1: Each option must be different.'],
    ['an option over 80 characters', { type: 'multiple_choice', options: ['Groceries', 'x'.repeat(81)] }, 'survey.option_too_long', 'questions.0.options.1: An option must be at most 80 characters long'],
    ['options on a rating', { type: 'rating', options: ['Good', 'Bad'] }, 'survey.options_only_for_choice', 'questions.0.options: Only a multiple-choice question has options.'],
    ['an unknown type', { type: 'slider' }, 'validation.invalid', 'questions.0.type:'],
  ])('refuses a question with %s (400 with the rule), storing nothing', async (_case, question, code, detail) => {
    const response = await post(payload({ questions: [{ questionId: 'q1', text: 'Which aisle?', order: 1, ...question }] as SurveyCreatePayload['questions'] }));
    expect(response.status).toBe(400);
    const body = strictErrorBody.parse(await response.json());
    expect(body.code).toBe(code);
    expect(body.detail).toContain(detail);
    expect(await stored()).toEqual(nothing);
  });

  it('multiplies a country with several languages: Canada (en, fr) x 3 channels is 6 links', async () => {
    const response = await post(
      payload({ target_country_names: ['Canada'], target_languages: ['en', 'fr'], target_channels: 3 }),
      'admin',
    );
    expect(response.status).toBe(201);
    const body = createSurveyResponse.parse(await response.json());
    expect(body.links).toHaveLength(6);
    // The English locale is the source: complete at once, and its links say English.
    const locales = await database.db.select().from(surveyLocales).where(eq(surveyLocales.surveyId, body.id));
    expect(locales.map((locale) => [locale.locale, locale.status]).sort()).toEqual([
      ['en', 'completed'],
      ['fr', 'in_progress'],
    ]);
  });

  it('detects the language the survey is written in: a Spanish survey falls back to Spanish, not English', async () => {
    const response = await post(
      payload({
        title: '¿Cómo fue su visita a nuestra tienda?',
        questions: [{ questionId: 'q1', text: '¿Qué tan satisfecho está con la atención que recibió hoy?', order: 1 }],
      }),
    );
    const body = createSurveyResponse.parse(await response.json());
    expect(new Set(body.links.map((link) => link.effective_language))).toEqual(new Set(['es']));
    const [stored] = await database.db
      .select({ source: surveys.sourceLanguage, detected: surveys.detectedLanguage, confidence: surveys.detectedLanguageConfidence })
      .from(surveys)
      .where(eq(surveys.id, body.id));
    expect(stored).toMatchObject({ source: 'es', detected: 'es' });
    expect(stored?.confidence).toBeGreaterThan(0.5);
    expect(stored?.confidence).toBeLessThanOrEqual(1);
    // The source locale is copied, not translated: complete from the start.
    const [spanish] = await database.db
      .select()
      .from(surveyLocales)
      .where(and(eq(surveyLocales.surveyId, body.id), eq(surveyLocales.locale, 'es')));
    expect(spanish).toMatchObject({ status: 'completed', titleTranslated: true, questionsTranslated: 1 });
  });

  it('falls back to English and stores no detected language when the text gives detection nothing to go on', async () => {
    const response = await post(payload({ title: '12345 67890', questions: [{ questionId: 'q1', text: '1 2 3 4 5 ?', order: 1 }] }));
    const body = createSurveyResponse.parse(await response.json());
    const [stored] = await database.db
      .select({ source: surveys.sourceLanguage, detected: surveys.detectedLanguage, confidence: surveys.detectedLanguageConfidence })
      .from(surveys)
      .where(eq(surveys.id, body.id));
    expect(stored).toEqual({ source: 'en', detected: null, confidence: null });
  });

  const badBodies: [string, unknown, number, ErrorCode, RegExp][] = [
    ['a body that is not JSON', '{"title":', 400, 'validation.invalid', /body/],
    ['a short title', payload({ title: 'Shop' }), 400, 'survey.title_too_short', /title: Title must be at least 5 characters long/],
    ['a title of spaces', payload({ title: '        ' }), 400, 'survey.title_too_short', /title: Title must be at least 5/],
    ['an over-long title', payload({ title: 'x'.repeat(201) }), 400, 'survey.title_too_long', /title: Title must be at most 200/],
    ['no questions', payload({ questions: [] }), 400, 'survey.questions_required', /questions: At least one question is required\./],
    [
      'four questions',
      payload({ questions: [1, 2, 3, 4].map((order) => ({ questionId: `q${order}`, text: 'Why?', order })) }),
      400,
      'survey.questions_too_many',
      /questions: Maximum of 3 question pairs allowed\./,
    ],
    ['an empty question', payload({ questions: [{ questionId: 'q1', text: '   ', order: 1 }] }), 400, 'survey.question_text_required', /Question text is required/],
    [
      'two questions with one id',
      payload({ questions: [{ questionId: 'q1', text: 'A?', order: 1 }, { questionId: 'q1', text: 'B?', order: 2 }] }),
      422,
      'validation.invalid',
      /Question IDs must be distinct/,
    ],
    ['a start date that is not a date', payload({ start_date: '2030-02-30' }), 422, 'validation.invalid', /Start date is not a calendar date/],
    ['a badly written time', payload({ start_time: '9:00' }), 400, 'validation.invalid', /start_time: Expected a time as HH:mm/],
    ['an end before the start', payload({ end_date: '2030-02-28' }), 422, 'survey.end_before_start', /^End date must be after start date\.$/],
    [
      'the same day with the end time first',
      payload({ end_date: '2030-03-01', end_time: '08:55' }),
      422,
      'survey.end_time_before_start',
      /^When start and end dates are the same, end time must be after start time\.$/,
    ],
    ['an unknown timezone', payload({ timezone: 'Mars/Olympus_Mons' }), 422, 'validation.invalid', /Unknown timezone/],
    ['a start in the past', payload({ start_date: '2020-03-01', end_date: '2030-03-31' }), 422, 'survey.start_in_past', /^The survey cannot start in the past\.$/],
    ['no channel', payload({ target_channels: 0 }), 400, 'survey.channels_too_few', /target_channels: Target channels must be at least 1/],
    ['too many channels', payload({ target_channels: 51 }), 400, 'survey.channels_too_many', /at most 50/],
    ['no country', payload({ target_country_names: [] }), 400, 'survey.countries_required', /Please select at least one target country\./],
    ['an unknown country', payload({ target_country_names: ['Mexico', 'Atlantis'] }), 403, 'survey.countries_outside_scope', /outside your scope: Atlantis/],
    ['a country twice', payload({ target_country_names: ['Mexico', 'Mexico'], target_languages: ['es-MX'] }), 422, 'validation.invalid', /distinct/],
    ['languages that are not the countries\'', payload({ target_languages: ['es', 'pt-BR'] }), 422, 'survey.languages_mismatch', /es, es-MX, pt-BR/],
    ['an id that is not safe in a path', payload({ id: '../etc' }), 400, 'validation.invalid', /^id: /],
  ];

  it.each(badBodies)('rejects %s with its code and a detail, and stores nothing', async (_case, body, status, code, detail) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    const answer = strictErrorBody.parse(await response.json());
    expect(answer.code).toBe(code);
    expect(answer.detail).toMatch(detail);
    expect(await stored()).toEqual(nothing);
    expect(enqueued).toEqual([]);
    expect(scheduledReports).toEqual([]);
  });

  describe('the start, held to the clock in the survey zone', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The start `minutes` from now as the survey's wall clock in UTC (the test's tokens keep the real clock). */
    const startingIn = (minutes: number) => {
      const iso = new Date(Date.now() + minutes * 60_000).toISOString();
      return { start_date: iso.slice(0, 10), start_time: iso.slice(11, 16), end_date: '2099-12-31', timezone: 'UTC' };
    };

    it("takes a start up to 5 minutes ago (the time picker's step) and refuses one earlier, storing nothing", async () => {
      // Three minutes back from this minute: under 4 minutes ago, whatever second it is now.
      expect((await post(payload(startingIn(-3)))).status).toBe(201);
      const late = await post(payload({ id: 'survey-create-test-late', ...startingIn(-7) }));
      expect(late.status).toBe(422);
      expect(await late.json()).toEqual({ code: 'survey.start_in_past', detail: 'The survey cannot start in the past.' });
      const [row] = await database.db.select({ total: count() }).from(surveys).where(eq(surveys.id, 'survey-create-test-late'));
      expect(row?.total).toBe(0);
    });

    it('answers the same request replayed after its start has passed with the survey it made (200)', async () => {
      const body = payload(startingIn(2));
      const created = await post(body);
      expect(created.status).toBe(201);
      // Ten minutes on, the start is eight minutes past: the replay is no new survey, and answers the one it made. The
      // file's cached token has expired by then: a token signed on the moved clock carries the same user.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
      const token = await accounts.separateTokenFor('latam.manager');
      const later = (sent: unknown) =>
        app().request('/api/surveys', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(sent),
        });
      const replayed = await later(body);
      expect(replayed.status).toBe(200);
      expect(await replayed.json()).toEqual(await created.json());
      const other = await later({ ...body, id: 'survey-create-test-other' });
      expect(other.status).toBe(422);
    });
  });

  it("answers a body that breaks a rule with the rule's code, the field before its detail and in the params", async () => {
    const response = await post(payload({ title: 'Shop' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'survey.title_too_short',
      detail: 'title: Title must be at least 5 characters long',
      params: { field: 'title' },
    });
  });

  it('answers an unknown country from a global user with 422, not 403', async () => {
    const response = await post(payload({ target_country_names: ['Atlantis'], target_languages: ['en'] }), 'admin');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 'survey.unknown_countries', detail: 'Unknown target countries: Atlantis', params: { countries: 'Atlantis' } });
  });

  it('refuses a body over 64 kB with 413', async () => {
    const response = await post(payload({ title: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(await stored()).toEqual(nothing);
  });

  it('keeps users to their scope: Mexico local may not target Brazil; a reader without a create group may not create', async () => {
    const local = await post(payload(), 'mexico.local');
    expect(local.status).toBe(403);
    expect(await local.json()).toEqual({
      code: 'survey.countries_outside_scope',
      detail: 'Target countries outside your scope: Guatemala, Brazil',
      params: { countries: 'Guatemala, Brazil' },
    });
    const viewer = await post(payload(), 'viewer');
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toEqual({ code: 'survey.create_forbidden', detail: 'You may not create surveys.' });
    expect(await stored()).toEqual(nothing);
    const own = await post(payload({ target_country_names: ['Mexico'], target_languages: ['es-MX'] }), 'mexico.local');
    expect(own.status).toBe(201);
  });

  it('answers the same request again with the same survey and creates nothing new', async () => {
    const first = createSurveyResponse.parse(await (await post(payload())).json());
    const again = await post(payload());
    expect(again.status).toBe(200);
    expect(createSurveyResponse.parse(await again.json())).toEqual(first);
    expect(await stored()).toEqual({ surveys: 1, links: 6, questions: 2, locales: 3, targets: 3 });
    // Scheduled by the first create only: a replay never queues a second end-of-survey run.
    expect(scheduledReports.map((scheduled) => scheduled.surveyId)).toEqual(['survey-create-test-1']);
  });

  it('answers the same request sent five times at once with one survey', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(payload())));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const bodies = await Promise.all(responses.map(async (response) => createSurveyResponse.parse(await response.json())));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await stored()).toEqual({ surveys: 1, links: 6, questions: 2, locales: 3, targets: 3 });
  });

  it('answers 409 for the same id with another body, or from another user, and changes nothing', async () => {
    await post(payload());
    const other = await post(payload({ title: 'Another survey entirely' }));
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      code: 'survey.id_conflict',
      detail: 'A different survey already has the id survey-create-test-1.',
      params: { id: 'survey-create-test-1' },
    });
    const otherUser = await post(payload(), 'admin');
    expect(otherUser.status).toBe(409);
    const [row] = await database.db.select({ title: surveys.title }).from(surveys);
    expect(row?.title).toBe('How was your visit to our store?');
    expect(await stored()).toEqual({ surveys: 1, links: 6, questions: 2, locales: 3, targets: 3 });
  });

  it('serves the translation progress in both readings, scoped like the survey', async () => {
    await post(payload());
    const progressOf = async (account: TestAccount) =>
      app().request('/api/surveys/survey-create-test-1/translation-progress', {
        headers: { Authorization: `Bearer ${await accounts.tokenFor(account)}` },
      });
    const response = await progressOf('latam.manager');
    expect(response.status).toBe(200);
    const progress = translationProgress.parse(await response.json());
    expect(progress).toMatchObject({
      status: 'in_progress',
      progress: { languages: ['es', 'es-MX', 'pt-BR'] },
      is_complete: false,
      overall_total_items_to_translate: 3 * 3,
      overall_translated_items_count: 0,
      target_locales_count: 3,
    });
    expect(progress.progress_details?.[0]).toEqual({
      locale: 'es',
      title_translated: false,
      questions_translated_count: 0,
      questions_total_count: 2,
      error: null,
    });
    // mexico.local sees the survey (it targets Mexico); a North America user does not, and learns nothing.
    expect((await progressOf('mexico.local')).status).toBe(200);
    const outside = await app().request('/api/surveys/survey-create-test-1/translation-progress', {
      headers: { Authorization: `Bearer ${await accounts.tokenFor('no.region')}` },
    });
    expect(outside.status).toBe(404);
    const missing = await app().request('/api/surveys/no-such-survey/translation-progress', {
      headers: { Authorization: `Bearer ${await accounts.tokenFor('admin')}` },
    });
    expect(missing.status).toBe(404);
  });
});
