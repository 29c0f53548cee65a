import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';

import { surveyLinks, surveys, surveyTranslations, translationMemory } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';
import { NO_PROVIDER_MESSAGE } from '../../contract.ts';
import { createPseudoProvider, noTranslationProvider, TranslationError } from './providers.ts';
import { readTranslationProgress } from './progress.ts';
import { translateSurvey } from './worker.ts';

const logger = pino({ level: 'silent' });
const fastRetry = { attempts: 3, baseDelayMs: 1 };
const SURVEY = 'translation-test';

describe.each(testTargets)('the translation worker on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await database.db.delete(translationMemory);
    await createTranslationTestSurvey(database.db, SURVEY);
  });

  const progress = async () => {
    const answer = await readTranslationProgress(database.db, SURVEY);
    if (!answer) throw new Error(`The survey ${SURVEY} is gone`);
    return answer;
  };
  const effectiveLanguages = async () => {
    const rows = await database.db
      .select({ language: surveyLinks.languageCode, effective: surveyLinks.effectiveLanguage })
      .from(surveyLinks)
      .where(eq(surveyLinks.surveyId, SURVEY));
    return Object.fromEntries(rows.map((row) => [row.language, row.effective]));
  };

  it('records progress locale by locale while a slow provider works, then completes every locale', async () => {
    const before = await progress();
    // en is the source: its title and 3 questions count as translated from the start.
    expect(before).toMatchObject({
      is_complete: false,
      status: 'in_progress',
      overall_total_items_to_translate: 12,
      overall_translated_items_count: 4,
      source_language: 'en',
    });
    const seen: number[] = [];
    const state = { done: false };
    const job = translateSurvey({ db: database.db, provider: createPseudoProvider({ delayMs: 30 }), logger, concurrency: 1 }, SURVEY).finally(() => {
      state.done = true;
    });
    while (!state.done) {
      seen.push((await progress()).overall_translated_items_count ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await job;
    // Some readings fell between the first and the last locale: the counter grew in steps, never backwards.
    expect(seen.some((value) => value > 4 && value < 12)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const after = await progress();
    expect(after).toMatchObject({ is_complete: true, status: 'completed', overall_translated_items_count: 12 });
    expect(after.progress_details?.every((locale) => locale.error === null && locale.title_translated)).toBe(true);
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'fr', 'pt-BR': 'pt-BR' });
    const [title] = await database.db
      .select({ text: surveyTranslations.text })
      .from(surveyTranslations)
      .where(and(eq(surveyTranslations.surveyId, SURVEY), eq(surveyTranslations.locale, 'fr'), eq(surveyTranslations.item, 'title')));
    expect(title?.text).toBe('[fr] How was your visit to our store?');
  });

  it('retries a provider that answers 429 and 503, then succeeds', async () => {
    const provider = createPseudoProvider({
      failWith: (_request, call) => (call === 1 ? new TranslationError('Too Many Requests', 429) : call === 2 ? new TranslationError('Unavailable', 503) : undefined),
    });
    await translateSurvey({ db: database.db, provider, logger, concurrency: 1, retry: fastRetry }, SURVEY);
    expect(await progress()).toMatchObject({ is_complete: true, overall_translated_items_count: 12 });
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'fr', 'pt-BR': 'pt-BR' });
  });

  it('marks a locale that keeps failing as error, falls its links back to the source language and finishes the others', async () => {
    const provider = createPseudoProvider({
      failWith: (request) => (request.to === 'pt-BR' ? new TranslationError('Service Unavailable', 503) : undefined),
    });
    await translateSurvey({ db: database.db, provider, logger, retry: fastRetry }, SURVEY);
    const after = await progress();
    expect(after.is_complete).toBe(true);
    expect(after.progress_details?.find((locale) => locale.locale === 'pt-BR')).toMatchObject({ error: 'Service Unavailable', title_translated: false });
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'fr', 'pt-BR': 'en' });
  });

  it('does not retry a failure that is not worth it (400), and with no provider every locale falls back at once', async () => {
    let calls = 0;
    const provider = createPseudoProvider({
      failWith: () => {
        calls += 1;
        return new TranslationError('Bad Request', 400);
      },
    });
    await translateSurvey({ db: database.db, provider, logger, concurrency: 1, retry: fastRetry }, SURVEY);
    // One call per locale (fr, pt-BR): no retries.
    expect(calls).toBe(2);

    await database.db.delete(surveys);
    await createTranslationTestSurvey(database.db, SURVEY);
    await translateSurvey({ db: database.db, provider: noTranslationProvider, logger }, SURVEY);
    const after = await progress();
    expect(after).toMatchObject({ is_complete: true, status: 'completed' });
    expect(after.progress_details?.filter((locale) => locale.error === NO_PROVIDER_MESSAGE).map((locale) => locale.locale)).toEqual(['fr', 'pt-BR']);
    expect(await effectiveLanguages()).toEqual({ en: 'en', fr: 'en', 'pt-BR': 'en' });
  });

  it('runs twice at once without writing a text twice', async () => {
    const provider = createPseudoProvider({ delayMs: 5 });
    await Promise.all([
      translateSurvey({ db: database.db, provider, logger }, SURVEY),
      translateSurvey({ db: database.db, provider, logger }, SURVEY),
    ]);
    const [rows] = await database.db.select({ n: count() }).from(surveyTranslations).where(eq(surveyTranslations.surveyId, SURVEY));
    expect(rows?.n).toBe(2 * 4);
    expect(await progress()).toMatchObject({ is_complete: true, overall_translated_items_count: 12 });
  });
});
