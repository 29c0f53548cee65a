import { z } from 'zod/mini';

import { translationStatus } from './survey';

/** Ours: the spec sets no bound, and a survey text must never be unbounded (a question is at most 1,000 characters). */
export const TRANSLATION_TEXT_MAX_LENGTH = 2000;

/** The item key of a survey's title; a question's item is its question id. */
export const TITLE_TRANSLATION_ITEM = 'title';

/** A machine provider wrote the text (possibly reused from memory), or a staff member edited it. */
export const translationOrigin = z.enum(['machine', 'staff']);
export type TranslationOrigin = z.infer<typeof translationOrigin>;

export const translatedItem = z.object({
  /** 'title' or a question id. */
  item: z.string(),
  source_text: z.string(),
  /** Null while the item has no translation (still translating, or the locale fell back). */
  text: z.nullable(z.string()),
  origin: z.nullable(translationOrigin),
});
export type TranslatedItem = z.infer<typeof translatedItem>;

/** One target locale of a survey: its translation status, why it fell back, and its texts. */
export const localeTranslations = z.object({
  locale: z.string(),
  status: translationStatus,
  error: z.nullish(z.string()),
  items: z.array(translatedItem),
});
export type LocaleTranslations = z.infer<typeof localeTranslations>;

/** GET /api/surveys/{id}/translations: every target locale but the source language, which is not translated. */
export const surveyTranslations = z.object({
  source_language: z.string(),
  /** Whether the caller may edit these translations (the PUT lets exactly these callers through). */
  can_edit_translations: z.boolean(),
  locales: z.array(localeTranslations),
});
export type SurveyTranslations = z.infer<typeof surveyTranslations>;

/** PUT /api/surveys/{id}/translations/{locale}/{item}: a staff member's text, trimmed; it answers the locale. */
export const translationEdit = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the translation.'),
      z.maxLength(TRANSLATION_TEXT_MAX_LENGTH, `The translation must be at most ${TRANSLATION_TEXT_MAX_LENGTH} characters long.`),
    ),
});
export type TranslationEdit = z.infer<typeof translationEdit>;
