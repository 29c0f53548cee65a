/**
 * The reason the server gives a locale that fell back because no machine-translation provider is configured (the
 * default). The server writes it, the screens recognise it: one definition.
 */
export const NO_PROVIDER_MESSAGE = 'No machine-translation provider is configured';

/** A locale as both readings of a survey's translation carry it: its code and, when it fell back, why. */
export interface SettledLocale {
  locale: string;
  error?: string | null;
}

/**
 * What a survey's translation did for its respondents. The source language is neither translated nor fallen back, so it
 * is not counted. A locale is *translated* when it has no error; one with an error *fell back*: its respondents read the
 * source language, and it is never called translated.
 */
export interface TranslationOutcome {
  /** Target locales other than the source language. */
  total: number;
  translated: number;
  fellBack: number;
  /** Every fallback happened because no provider is configured (so setting one is the fix). */
  noProvider: boolean;
}

export function translationOutcome(locales: readonly SettledLocale[], sourceLanguage: string | null | undefined): TranslationOutcome {
  const targets = locales.filter((locale) => locale.locale !== sourceLanguage);
  const fallenBack = targets.filter((locale) => Boolean(locale.error));
  return {
    total: targets.length,
    translated: targets.length - fallenBack.length,
    fellBack: fallenBack.length,
    noProvider: fallenBack.length > 0 && fallenBack.every((locale) => locale.error === NO_PROVIDER_MESSAGE),
  };
}
