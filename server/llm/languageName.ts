const languageNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard', fallback: 'none' });

/** 'es-MX' -> 'Spanish (Mexico)': a model reads a name better than a code; the code itself when it names nothing. */
export function languageName(locale: string): string {
  try {
    return languageNames.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
