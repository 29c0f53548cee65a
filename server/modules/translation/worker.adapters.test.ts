import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { surveyLinks, surveyQuestions, surveys, surveyTranslations, translationMemory } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';
import {
  type AwsTestServer,
  DEEPL_AUTH_KEY,
  type DeepLTestServer,
  LIBRETRANSLATE_API_KEY,
  libreTranslateError,
  type LibreTranslateTestServer,
  type OpenAiTestServer,
  startAwsTranslateServer,
  startDeepLServer,
  startLibreTranslateServer,
  startOpenAiServer,
  translateLikeLibreTranslate,
} from '../../testing/translationServers.ts';
import { guardProvider, type ProviderGuardSettings } from './guardedProvider.ts';
import { recordStaffTranslation } from './memory.ts';
import { readTranslationProgress } from './progress.ts';
import type { TranslationProvider } from './providers.ts';
import { createAwsTranslateProvider } from './providers/aws.ts';
import { createDeepLProvider } from './providers/deepl.ts';
import { createLibreTranslateProvider } from './providers/libretranslate.ts';
import { createOpenAiCompatibleProvider } from './providers/openai.ts';
import { translateSurvey } from './worker.ts';

const logger = pino({ level: 'silent' });
const fastRetry = { attempts: 3, baseDelayMs: 1 };
const FIRST = 'first-survey';
const SECOND = 'second-survey';
const TITLE = 'How was your visit to our store?';
const guard: ProviderGuardSettings = { requestsPerSecond: 1_000, circuitFailures: 100, circuitCooldownMs: 60_000 };

let deepl: DeepLTestServer;
let aws: AwsTestServer;
let openAi: OpenAiTestServer;
let libre: LibreTranslateTestServer;

beforeAll(async () => {
  [deepl, aws, openAi, libre] = await Promise.all([startDeepLServer(), startAwsTranslateServer(), startOpenAiServer(), startLibreTranslateServer()]);
});
afterAll(async () => {
  await Promise.all([deepl.close(), aws.close(), openAi.close(), libre.close()]);
});
beforeEach(() => {
  for (const server of [deepl, aws, openAi, libre]) server.reset();
});

const libreTranslate = (settings: Partial<ProviderGuardSettings> = {}, apiKey = LIBRETRANSLATE_API_KEY) =>
  guardProvider(createLibreTranslateProvider({ url: libre.origin, apiKey, timeoutMs: 5_000 }), { ...guard, ...settings });
const libreTranslateCalls = () => libre.seen.filter((request) => request.path === '/translate');

/** Each adapter, the requests its server counts as translations, and the French title its test server answers. */
const adapters: {
  name: string;
  provider: () => TranslationProvider;
  translateRequests: () => number;
  frenchTitle: string;
}[] = [
  {
    name: 'deepl',
    provider: () => guardProvider(createDeepLProvider({ authKey: DEEPL_AUTH_KEY, serverUrl: deepl.origin, timeoutMs: 5_000 }), guard),
    translateRequests: () => deepl.seen.filter((request) => request.path === '/v2/translate').length,
    frenchTitle: `[fr] ${TITLE}`,
  },
  {
    name: 'aws',
    provider: () =>
      guardProvider(
        createAwsTranslateProvider({ region: 'us-east-1', endpoint: aws.origin, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } }),
        guard,
      ),
    translateRequests: () => aws.seen.length,
    frenchTitle: `[fr] ${TITLE}`,
  },
  {
    name: 'openai',
    provider: () => guardProvider(createOpenAiCompatibleProvider({ baseUrl: `${openAi.origin}/v1`, apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 5_000 }), guard),
    translateRequests: () => openAi.seen.length,
    frenchTitle: `[French] ${TITLE}`,
  },
  {
    name: 'libretranslate',
    provider: () => libreTranslate(),
    translateRequests: () => libreTranslateCalls().length,
    frenchTitle: `[fr] ${TITLE}`,
  },
];

describe.each(testTargets)('the translation worker with the real adapters on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await database.db.delete(translationMemory);
    await createTranslationTestSurvey(database.db, FIRST);
  });

  const translate = (provider: TranslationProvider, surveyId = FIRST) =>
    translateSurvey({ db: database.db, provider, logger, concurrency: 1, retry: fastRetry }, surveyId);
  const progress = (surveyId = FIRST) => readTranslationProgress(database.db, surveyId);
  const errors = async (surveyId = FIRST) =>
    Object.fromEntries((await progress(surveyId))?.progress_details?.map((locale) => [locale.locale, locale.error]) ?? []);
  const effectiveLanguages = async (surveyId = FIRST) => {
    const rows = await database.db
      .select({ language: surveyLinks.languageCode, effective: surveyLinks.effectiveLanguage })
      .from(surveyLinks)
      .where(eq(surveyLinks.surveyId, surveyId));
    return Object.fromEntries(rows.map((row) => [row.language, row.effective]));
  };
  const storedTexts = async (surveyId: string, locale: string) => {
    const rows = await database.db
      .select({ item: surveyTranslations.item, text: surveyTranslations.text, origin: surveyTranslations.origin })
      .from(surveyTranslations)
      .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.locale, locale)));
    return Object.fromEntries(rows.map((row) => [row.item, { text: row.text, origin: row.origin }]));
  };

  it.each(adapters)('translates a survey through $name: every text stored, each locale completed, links in the locale', async (adapter) => {
    await translate(adapter.provider());

    expect(await progress()).toMatchObject({ status: 'completed', is_complete: true, overall_translated_items_count: 12 });
    expect(await errors()).toEqual({ en: null, fr: null, 'pt-BR': null });
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'fr', 'pt-BR': 'pt-BR' });
    const french = await storedTexts(FIRST, 'fr');
    expect(french.title).toEqual({ text: adapter.frenchTitle, origin: 'machine' });
    expect(Object.keys(french).sort()).toEqual(['q1', 'q2', 'q3', 'title']);
    // One call per locale with all 4 texts; AWS's TranslateText takes one text, so one call per text.
    expect(adapter.translateRequests()).toBe(adapter.name === 'aws' ? 8 : 2);
  });

  it('waits out a 429 for its Retry-After, then stores the answer', async () => {
    const arrivals: number[] = [];
    libre.answerTranslate = (body) => {
      arrivals.push(performance.now());
      return arrivals.length === 1 ? libreTranslateError(429, 'Slowdown: 1 per 1 second', { 'Retry-After': '1' }) : translateLikeLibreTranslate(body);
    };

    await translate(libreTranslate());

    expect(await errors()).toEqual({ en: null, fr: null, 'pt-BR': null });
    expect(arrivals).toHaveLength(3);
    expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(950);
    expect((await storedTexts(FIRST, 'fr')).title?.text).toBe(`[fr] ${TITLE}`);
  });

  it('opens the circuit after 500s in a row: later locales and surveys fail at once, without reaching the server', async () => {
    libre.answerTranslate = () => libreTranslateError(500, 'Cannot translate text: model crashed');
    const provider = libreTranslate({ circuitFailures: 3 });

    await translate(provider);

    // fr spent its 3 tries (3 failures in a row: the circuit opens); pt-BR met the open circuit.
    expect(libreTranslateCalls()).toHaveLength(3);
    const firstErrors = await errors();
    expect(firstErrors.fr).toBe('LibreTranslate answered 500: Cannot translate text: model crashed');
    expect(firstErrors['pt-BR']).toMatch(/^libretranslate is unavailable after 3 failed calls in a row \(HTTP 500\); not called again before \d\d:\d\d:\d\d UTC$/);
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'en', 'pt-BR': 'en' });

    await createTranslationTestSurvey(database.db, SECOND);
    await translate(provider, SECOND);

    expect(libreTranslateCalls()).toHaveLength(3);
    expect(await progress(SECOND)).toMatchObject({ status: 'completed', is_complete: true });
    expect(Object.values(await errors(SECOND)).filter((error) => error?.startsWith('libretranslate is unavailable'))).toHaveLength(2);
  });

  it('fails each locale with the provider’s message on a 403 bad key, without retrying', async () => {
    await translate(libreTranslate({}, 'wrong-key'));

    expect(libreTranslateCalls()).toHaveLength(2);
    expect(await errors()).toEqual({
      en: null,
      fr: 'LibreTranslate answered 403 (check the API key): Invalid API key',
      'pt-BR': 'LibreTranslate answered 403 (check the API key): Invalid API key',
    });
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'en', 'pt-BR': 'en' });
  });

  it('fails a locale whose provider never answers after its retries, saying how long it waited', async () => {
    openAi.answer = () => new Promise<Response>(() => {});
    const provider = guardProvider(createOpenAiCompatibleProvider({ baseUrl: `${openAi.origin}/v1`, model: 'gpt-test', timeoutMs: 200 }), guard);

    await translateSurvey({ db: database.db, provider, logger, concurrency: 2, retry: { attempts: 2, baseDelayMs: 1 } }, FIRST);

    expect(openAi.seen).toHaveLength(4);
    const failed = await errors();
    expect(failed.fr).toBe(`The OpenAI-compatible endpoint at ${openAi.origin}/v1 did not answer within 200 ms`);
    expect(failed['pt-BR']).toBe(failed.fr);
    expect(await progress()).toMatchObject({ status: 'completed', overall_translated_items_count: 4 });
  });

  it('falls a language the provider cannot translate back to the source, with the reason, and translates the others', async () => {
    libre.codes = ['en', 'es', 'pb', 'pt'];

    await translate(libreTranslate());

    expect(await errors()).toEqual({ en: null, fr: 'LibreTranslate cannot translate fr', 'pt-BR': null });
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'en', 'pt-BR': 'pt-BR' });
    expect(libreTranslateCalls().map((request) => request.body?.target)).toEqual(['pb']);
  });

  it('serves a second survey with the same texts from memory, with no provider request', async () => {
    const provider = libreTranslate();
    await translate(provider);
    expect(libreTranslateCalls()).toHaveLength(2);
    await createTranslationTestSurvey(database.db, SECOND);

    await translate(provider, SECOND);

    expect(libreTranslateCalls()).toHaveLength(2);
    expect(await progress(SECOND)).toMatchObject({ status: 'completed', overall_translated_items_count: 12 });
    expect(await effectiveLanguages(SECOND)).toEqual({ en: 'en', fr: 'fr', 'pt-BR': 'pt-BR' });
    expect(await storedTexts(SECOND, 'pt-BR')).toEqual(await storedTexts(FIRST, 'pt-BR'));
  });

  it("reuses a staff member's edit instead of the machine's text for the next survey", async () => {
    const provider = libreTranslate();
    await translate(provider);
    await recordStaffTranslation(database.db, {
      surveyId: FIRST,
      locale: 'fr',
      item: 'title',
      sourceLanguage: 'en',
      sourceText: TITLE,
      text: 'Comment s’est passée votre visite dans notre magasin ?',
      username: 'ji-woo.park',
    });
    await createTranslationTestSurvey(database.db, SECOND);

    await translate(provider, SECOND);

    expect(libreTranslateCalls()).toHaveLength(2);
    const french = await storedTexts(SECOND, 'fr');
    expect(french.title).toEqual({ text: 'Comment s’est passée votre visite dans notre magasin ?', origin: 'staff' });
    expect(french.q1).toEqual({ text: '[fr] How satisfied are you with part 1 of your visit today?', origin: 'machine' });
  });

  it('sends a text that two questions share once, and stores its translation for both', async () => {
    const shared = 'How satisfied are you with part 1 of your visit today?';
    await database.db
      .update(surveyQuestions)
      .set({ text: shared })
      .where(and(eq(surveyQuestions.surveyId, FIRST), inArray(surveyQuestions.questionId, ['q2', 'q3'])));

    await translate(libreTranslate());

    expect(libreTranslateCalls().map((request) => request.body?.q)).toEqual([
      [TITLE, shared],
      [TITLE, shared],
    ]);
    const brazilian = await storedTexts(FIRST, 'pt-BR');
    expect([brazilian.q1?.text, brazilian.q2?.text, brazilian.q3?.text]).toEqual(Array.from({ length: 3 }, () => `[pb] ${shared}`));
    expect(await progress()).toMatchObject({ status: 'completed', overall_translated_items_count: 12 });
  });
});
