import { t } from '@lingui/core/macro';

import {
  parseOptionTranslationItem,
  TITLE_TRANSLATION_ITEM,
  type LocaleTranslations,
  type SurveyTranslations,
  type TranslatedItem,
} from '@/shared/api';

/**
 * 'Title', 'Question N' (in the active language) by the question's place among the locale's items (the server lists the title first, then each
 * question followed by its options), or 'Question N, option M' for an option of a multiple-choice question.
 */
export function translationItemLabel(items: readonly TranslatedItem[], item: string): string {
  if (item === TITLE_TRANSLATION_ITEM) return t`Title`;
  const questions = items.filter((candidate) => candidate.item !== TITLE_TRANSLATION_ITEM && !parseOptionTranslationItem(candidate.item));
  const option = parseOptionTranslationItem(item);
  const index = questions.findIndex((candidate) => candidate.item === (option?.questionId ?? item));
  if (index < 0) return item;
  const questionNumber = index + 1;
  if (!option) return t`Question ${questionNumber}`;
  const optionNumber = option.option;
  return t`Question ${questionNumber}, option ${optionNumber}`;
}

/** The translations with one locale replaced by the server's answer to an edit; other locales are left alone. */
export function withEditedLocale(translations: SurveyTranslations, edited: LocaleTranslations): SurveyTranslations {
  return {
    ...translations,
    locales: translations.locales.map((locale) => (locale.locale === edited.locale ? edited : locale)),
  };
}

/** How many of the locale's items have a text, for its 'n of m translated' line. */
export function translatedCount(locale: LocaleTranslations): { translated: number; total: number } {
  return { translated: locale.items.filter((item) => item.text !== null).length, total: locale.items.length };
}
