import { TITLE_TRANSLATION_ITEM, type LocaleTranslations, type SurveyTranslations, type TranslatedItem } from '@/shared/api';

/** 'Title', or 'Question N' by the question's place among the locale's items (the server lists the title first). */
export function translationItemLabel(items: readonly TranslatedItem[], item: string): string {
  if (item === TITLE_TRANSLATION_ITEM) return 'Title';
  const questions = items.filter((candidate) => candidate.item !== TITLE_TRANSLATION_ITEM);
  const index = questions.findIndex((candidate) => candidate.item === item);
  return index < 0 ? item : `Question ${String(index + 1)}`;
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
