import type { Logger } from 'pino';

import type { Db } from '../../db/client.ts';
import { mapWithConcurrency } from '../../../src/shared/lib/async/mapWithConcurrency.ts';
import type { TranslationProvider } from './providers.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetries } from './retry.ts';
import { completeLocale, failLocale, findPendingLocales, findSourceTexts, findTranslatedItems, recordTranslation } from './queries.ts';

export interface TranslateSurveyDeps {
  db: Db;
  provider: TranslationProvider;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Locales translated at once; each locale's texts go one by one, so its progress grows visibly. */
  concurrency?: number;
  retry?: RetryPolicy;
}

/**
 * Translates every locale of the survey that is still in progress. Safe to run again at any point (after a crash, or
 * twice at once): texts already stored are skipped, and a text is stored once. A locale whose provider keeps failing is
 * marked error and falls back to the source language; the other locales go on.
 */
export async function translateSurvey(
  { db, provider, logger, concurrency = 3, retry = DEFAULT_RETRY_POLICY }: TranslateSurveyDeps,
  surveyId: string,
): Promise<void> {
  const source = await findSourceTexts(db, surveyId);
  if (!source) return;
  const locales = await findPendingLocales(db, surveyId);
  await mapWithConcurrency(locales, concurrency, async ({ locale }) => {
    try {
      const done = await findTranslatedItems(db, surveyId, locale);
      for (const { item, text } of source.items) {
        if (done.has(item)) continue;
        const [translated] = await withRetries(
          () => provider.translate({ texts: [text], from: source.sourceLanguage, to: locale }),
          retry,
        );
        if (translated === undefined) throw new Error(`${provider.name} answered no text`);
        await recordTranslation(db, surveyId, locale, item, translated);
      }
      await completeLocale(db, surveyId, locale);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ surveyId, locale, provider: provider.name, err: error }, 'Translation failed; the locale falls back to the source language');
      await failLocale(db, surveyId, locale, message);
    }
  });
  logger.info({ surveyId, locales: locales.length, provider: provider.name }, 'Survey translated');
}
