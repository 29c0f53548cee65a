import type { TranslationProgress } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { findLocaleProgress, findSourceLanguage } from './queries.ts';

/**
 * Both readings the spec polls, from the locale rows: `status` and `progress.languages` for the links dialog, the counters
 * for the overlay. A survey is complete once every locale is settled, translated or fallen back (the fallbacks show in
 * `progress_details[].error` and in the links' effective language); a survey without locale rows is 'unknown'. Undefined
 * when the survey is gone.
 */
export async function readTranslationProgress(db: Db, surveyId: string): Promise<TranslationProgress | undefined> {
  const [locales, sourceLanguage] = await Promise.all([findLocaleProgress(db, surveyId), findSourceLanguage(db, surveyId)]);
  if (sourceLanguage === undefined) return undefined;
  const settled = locales.every((locale) => locale.status !== 'in_progress');
  const isComplete = locales.length > 0 && settled;
  const itemsPerLocale = (locale: (typeof locales)[number]) => 1 + locale.questionsTotal;
  return {
    status: locales.length === 0 ? 'unknown' : isComplete ? 'completed' : 'in_progress',
    progress: { languages: locales.map((locale) => locale.locale) },
    is_complete: isComplete,
    overall_total_items_to_translate: locales.reduce((sum, locale) => sum + itemsPerLocale(locale), 0),
    overall_translated_items_count: locales.reduce(
      (sum, locale) => sum + (locale.titleTranslated ? 1 : 0) + locale.questionsTranslated,
      0,
    ),
    target_locales_count: locales.length,
    progress_details: locales.map((locale) => ({
      locale: locale.locale,
      title_translated: locale.titleTranslated,
      questions_translated_count: locale.questionsTranslated,
      questions_total_count: locale.questionsTotal,
      error: locale.error,
    })),
    source_language: sourceLanguage,
  };
}
