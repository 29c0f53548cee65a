/*
 * Dates and numbers in the page's language. A language tag Intl does not accept (the link's language is only checked
 * to be two characters or more) falls back to the browser's own formatting rather than breaking the page.
 */

function withLocale<T>(language: string, make: (locale: string | undefined) => T): T {
  try {
    return make(language);
  } catch {
    return make(undefined);
  }
}

/** A calendar date ('1 December 2026', '1 de diciembre de 2026') in the respondent's time zone. */
export function formatDate(isoInstant: string, language: string): string {
  return withLocale(language, (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' })).format(new Date(isoInstant));
}

/**
 * A date with the time and the zone ('November 28, 2026 at 9:00 AM CST') in the respondent's time zone: when a survey
 * opens later today, the day alone says nothing.
 */
export function formatDateTime(isoInstant: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  return withLocale(language, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(isoInstant));
}

/** A count with the language's digits and grouping ('2,000', '2.000', '٢٬٠٠٠'). */
export function formatNumber(value: number, language: string): string {
  return withLocale(language, (locale) => new Intl.NumberFormat(locale)).format(value);
}
