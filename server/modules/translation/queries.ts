import { and, asc, count, eq, ne, sql } from 'drizzle-orm';

import { optionTranslationItem, TITLE_TRANSLATION_ITEM } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { surveyLinks, surveyLocales, surveyQuestions, surveys, surveyTranslations, type TranslationOrigin } from '../../db/schema.ts';

export interface SourceTexts {
  sourceLanguage: string;
  items: { item: string; text: string }[];
}

/**
 * The title, then each question followed by its options, in order, as the creator wrote them; undefined when the survey
 * is gone.
 */
export async function findSourceTexts(db: Db, surveyId: string): Promise<SourceTexts | undefined> {
  const [survey] = await db
    .select({ title: surveys.title, sourceLanguage: surveys.sourceLanguage })
    .from(surveys)
    .where(eq(surveys.id, surveyId));
  if (!survey) return undefined;
  const questions = await db
    .select({ questionId: surveyQuestions.questionId, text: surveyQuestions.text, options: surveyQuestions.options })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position));
  const questionItems = questions.flatMap(({ questionId, text, options }) => [
    { item: questionId, text },
    ...options.map((option, index) => ({ item: optionTranslationItem(questionId, index + 1), text: option })),
  ]);
  return { sourceLanguage: survey.sourceLanguage, items: [{ item: TITLE_TRANSLATION_ITEM, text: survey.title }, ...questionItems] };
}

export function findPendingLocales(db: Db, surveyId: string): Promise<{ locale: string }[]> {
  return db
    .select({ locale: surveyLocales.locale })
    .from(surveyLocales)
    .where(and(eq(surveyLocales.surveyId, surveyId), eq(surveyLocales.status, 'in_progress')))
    .orderBy(asc(surveyLocales.locale));
}

export async function findTranslatedItems(db: Db, surveyId: string, locale: string): Promise<Set<string>> {
  const rows = await db
    .select({ item: surveyTranslations.item })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.locale, locale)));
  return new Set(rows.map((row) => row.item));
}

export interface TranslatedItem {
  item: string;
  text: string;
  origin: TranslationOrigin;
}

/**
 * Stores translated texts of one locale and recounts its progress from the stored texts, in one transaction: a text
 * written twice (a job re-run after a crash) is kept once and counted once.
 */
export async function recordTranslations(db: Db, surveyId: string, locale: string, translated: readonly TranslatedItem[]): Promise<void> {
  if (translated.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(surveyTranslations)
      .values(translated.map(({ item, text, origin }) => ({ surveyId, locale, item, text, origin })))
      .onConflictDoNothing();
    await recountLocaleProgress(tx, surveyId, locale);
  });
}

/**
 * Sets the locale's progress (what the overlay reads) from the texts stored for it: the title, and the questions' texts
 * (wordings and options) that `questions_translated_count` counts against `questions_total_count`.
 */
export async function recountLocaleProgress(tx: Db, surveyId: string, locale: string): Promise<void> {
  const [counts] = await tx
    .select({
      title: count(sql`case when ${surveyTranslations.item} = ${TITLE_TRANSLATION_ITEM} then 1 end`),
      questions: count(sql`case when ${surveyTranslations.item} <> ${TITLE_TRANSLATION_ITEM} then 1 end`),
    })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.locale, locale)));
  await tx
    .update(surveyLocales)
    .set({ titleTranslated: (counts?.title ?? 0) > 0, questionsTranslated: counts?.questions ?? 0, updatedAt: new Date() })
    .where(and(eq(surveyLocales.surveyId, surveyId), eq(surveyLocales.locale, locale)));
}

/** The locale is translated: its links now give the respondent that language. */
export async function completeLocale(db: Db, surveyId: string, locale: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(surveyLocales)
      .set({ status: 'completed', error: null, updatedAt: new Date() })
      .where(and(eq(surveyLocales.surveyId, surveyId), eq(surveyLocales.locale, locale)));
    await tx
      .update(surveyLinks)
      .set({ effectiveLanguage: locale })
      .where(and(eq(surveyLinks.surveyId, surveyId), eq(surveyLinks.languageCode, locale)));
  });
}

/** The locale could not be translated: it stays in the source language (its links already say so). */
export async function failLocale(db: Db, surveyId: string, locale: string, error: string): Promise<void> {
  await db
    .update(surveyLocales)
    .set({ status: 'error', error, updatedAt: new Date() })
    .where(and(eq(surveyLocales.surveyId, surveyId), eq(surveyLocales.locale, locale), ne(surveyLocales.status, 'completed')));
}

/** Surveys with a locale still in progress: what start-up queues again, in case a job was lost. */
export async function findSurveysWithPendingLocales(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ surveyId: surveyLocales.surveyId })
    .from(surveyLocales)
    .where(eq(surveyLocales.status, 'in_progress'));
  return rows.map((row) => row.surveyId);
}

export async function findSourceLanguage(db: Db, surveyId: string): Promise<string | undefined> {
  const [survey] = await db.select({ sourceLanguage: surveys.sourceLanguage }).from(surveys).where(eq(surveys.id, surveyId));
  return survey?.sourceLanguage;
}

export function findLocaleProgress(db: Db, surveyId: string) {
  return db
    .select({
      locale: surveyLocales.locale,
      status: surveyLocales.status,
      error: surveyLocales.error,
      titleTranslated: surveyLocales.titleTranslated,
      questionsTranslated: surveyLocales.questionsTranslated,
      questionsTotal: surveyLocales.questionsTotal,
    })
    .from(surveyLocales)
    .where(eq(surveyLocales.surveyId, surveyId))
    .orderBy(asc(surveyLocales.locale));
}
