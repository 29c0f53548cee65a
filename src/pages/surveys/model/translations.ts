import {
  parseOptionTranslationItem,
  TITLE_TRANSLATION_ITEM,
  type LocaleTranslations,
  type SurveyTranslations,
  type TranslatedItem,
} from '@/shared/api';

/**
 * 'Title', 'Question N' by the question's place among the locale's items (the server lists the title first, then each
 * question followed by its options), or 'Question N, option M' for an option of a multiple-choice question.
 */
export function translationItemLabel(items: readonly TranslatedItem[], item: string): string {
  if (item === TITLE_TRANSLATION_ITEM) return 'Title';
  const questions = items.filter((candidate) => candidate.item !== TITLE_TRANSLATION_ITEM && !parseOptionTranslationItem(candidate.item));
  const option = parseOptionTranslationItem(item);
  const index = questions.findIndex((candidate) => candidate.item === (option?.questionId ?? item));
  if (index < 0) return item;
  const question = `Question ${String(index + 1)}`;
  return option ? `${question}, option ${String(option.option)}` : question;
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
