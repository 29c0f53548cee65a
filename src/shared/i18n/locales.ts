/** The staff app's languages (issue 27): English (the source, and the spec's texts), Spanish (Mexico) and Korean. */
export const APP_LOCALES = ['en', 'es-MX', 'ko'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/**
 * Accented English 40% longer, to find text that is not in the catalogue or does not fit: offered in development and
 * Storybook only. Its tag is the conventional pseudo-locale of English, so `Intl` formats it as English.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type UiLocale = AppLocale | typeof PSEUDO_LOCALE;

/** Each language named in itself, as a language menu shows it to someone who cannot read the current one. */
export const LOCALE_ENDONYMS: Readonly<Record<UiLocale, string>> = {
  en: 'English',
  'es-MX': 'Español (México)',
  ko: '한국어',
  [PSEUDO_LOCALE]: 'Ƥşèüđô (en-XA)',
};

export const DEFAULT_LOCALE: AppLocale = 'en';

export function isUiLocale(value: unknown): value is UiLocale {
  return value === PSEUDO_LOCALE || (APP_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the app speaks: any Spanish
 * reads as Spanish (Mexico), any Korean as Korean; English otherwise.
 */
export function localeFromBrowser(languages: readonly string[]): AppLocale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'es') return 'es-MX';
    if (language === 'ko') return 'ko';
    if (language === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}
