import type { Logger } from 'pino';

import type { Db } from '../../db/client.ts';
import { mapWithConcurrency } from '../../../src/shared/lib/async/mapWithConcurrency.ts';
import { recallTranslations, rememberMachineTranslations } from './memory.ts';
import type { TranslationProvider } from './providers.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetries } from './retry.ts';
import {
  completeLocale,
  failLocale,
  findPendingLocales,
  findSourceTexts,
  findTranslatedItems,
  recordTranslations,
  type SourceTexts,
} from './queries.ts';

/** The most texts in one provider call: DeepL's limit, and a prompt an LLM answers whole. */
export const MAX_TEXTS_PER_CALL = 50;

export interface TranslateSurveyDeps {
  db: Db;
  /** Shared by every job of the process, with its request budget and circuit breaker (createTranslationProvider). */
  provider: TranslationProvider;
  logger: Pick<Logger, 'info' | 'warn'>;
  /**
   * Locales translated at once. High enough that the request budget, not this, bounds the calls: at 200 ms a call,
   * 16 locales in flight allow 80 calls a second.
   */
  concurrency?: number;
  retry?: RetryPolicy;
}

interface TranslateLocaleDeps extends Required<Omit<TranslateSurveyDeps, 'logger' | 'concurrency'>> {
  surveyId: string;
  source: SourceTexts;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/**
 * One locale: what the translation memory holds is stored without a call; the rest goes to the provider in as few calls
 * as its batch allows, each distinct text once (two questions with the same text are one text), and is remembered
 * before it is stored, so a job re-run after a crash finds it in memory instead of calling again.
 */
async function translateLocale({ db, provider, retry, surveyId, source }: TranslateLocaleDeps, locale: string): Promise<void> {
  const done = await findTranslatedItems(db, surveyId, locale);
  const missing = source.items.filter(({ item }) => !done.has(item));
  const distinctTexts = [...new Set(missing.map(({ text }) => text))];
  const remembered = await recallTranslations(db, source.sourceLanguage, locale, distinctTexts);
  await recordTranslations(
    db,
    surveyId,
    locale,
    missing.flatMap(({ item, text }) => {
      const memory = remembered.get(text);
      return memory ? [{ item, text: memory.text, origin: memory.origin }] : [];
    }),
  );

  const toSend = distinctTexts.filter((text) => !remembered.has(text));
  const batchSize = Math.min(provider.maxTextsPerCall ?? MAX_TEXTS_PER_CALL, MAX_TEXTS_PER_CALL);
  for (const batch of chunks(toSend, batchSize)) {
    const translated = await withRetries(() => provider.translate({ texts: batch, from: source.sourceLanguage, to: locale }), retry);
    if (translated.length !== batch.length) throw new Error(`${provider.name} answered ${translated.length} texts for ${batch.length}`);
    const bySource = new Map(batch.map((text, index) => [text, translated[index] ?? '']));
    await rememberMachineTranslations(
      db,
      batch.map((sourceText) => ({ from: source.sourceLanguage, to: locale, sourceText, text: bySource.get(sourceText) ?? '', provider: provider.name })),
    );
    await recordTranslations(
      db,
      surveyId,
      locale,
      missing.flatMap(({ item, text }) => {
        const machineText = bySource.get(text);
        return machineText === undefined ? [] : [{ item, text: machineText, origin: 'machine' as const }];
      }),
    );
  }
}

/**
 * Translates every locale of the survey that is still in progress. Safe to run again at any point (after a crash, or
 * twice at once): texts already stored are skipped, and a text is stored once. A locale whose provider keeps failing,
 * or whose call meets an open circuit, is marked error with the reason and falls back to the source language; the
 * other locales go on.
 */
export async function translateSurvey(
  { db, provider, logger, concurrency = 16, retry = DEFAULT_RETRY_POLICY }: TranslateSurveyDeps,
  surveyId: string,
): Promise<void> {
  const source = await findSourceTexts(db, surveyId);
  if (!source) return;
  const locales = await findPendingLocales(db, surveyId);
  await mapWithConcurrency(locales, concurrency, async ({ locale }) => {
    try {
      await translateLocale({ db, provider, retry, surveyId, source }, locale);
      await completeLocale(db, surveyId, locale);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ surveyId, locale, provider: provider.name, err: error }, 'Translation failed; the locale falls back to the source language');
      await failLocale(db, surveyId, locale, message);
    }
  });
  logger.info({ surveyId, locales: locales.length, provider: provider.name }, 'Survey translated');
}
