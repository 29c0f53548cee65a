import { z } from 'zod/mini';

import { translationStatus } from './survey';
import { TRANSLATION_TEXT_MAX_LENGTH } from './surveyLimits';
import { TRANSLATION_EDIT_DETAILS } from './surveyRules';


/** The item key of a survey's title; a question's item is its question id. */
export const TITLE_TRANSLATION_ITEM = 'title';

const OPTION_ITEM = /^([A-Za-z0-9_-]{1,32})\.option\.([1-9]\d?)$/;

/**
 * A multiple-choice option's item: its question's id and its 1-based number ('q2.option.3'). Options are translated,
 * remembered and edited like the title and the questions; a question id holds no dot, so no item reads two ways.
 */
export function optionTranslationItem(questionId: string, option: number): string {
  return `${questionId}.option.${String(option)}`;
}

export function parseOptionTranslationItem(item: string): { questionId: string; option: number } | undefined {
  const match = OPTION_ITEM.exec(item);
  return match?.[1] && match[2] ? { questionId: match[1], option: Number(match[2]) } : undefined;
}

/** What a locale translates of one question: its wording and each of its options. */
export function questionTranslationItemCount(question: { options: readonly unknown[] }): number {
  return 1 + question.options.length;
}

/** A machine provider wrote the text (possibly reused from memory), or a staff member edited it. */
export const translationOrigin = z.enum(['machine', 'staff']);
export type TranslationOrigin = z.infer<typeof translationOrigin>;

export const translatedItem = z.object({
  /** 'title', a question id, or an option of one (optionTranslationItem). */
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
      z.minLength(1, TRANSLATION_EDIT_DETAILS['translation.text_required']),
      z.maxLength(TRANSLATION_TEXT_MAX_LENGTH, TRANSLATION_EDIT_DETAILS['translation.text_too_long']),
    ),
});
export type TranslationEdit = z.infer<typeof translationEdit>;
