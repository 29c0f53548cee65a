/**
 * The rules of a survey that the form and the server both apply (spec sections 5 and 9), in one place. The upper bounds
 * are ours: the spec sets none, and a create call must never store unbounded data.
 */
export const SURVEY_RULES = {
  titleMinLength: 5,
  titleMaxLength: 200,
  questionsMin: 1,
  questionsMax: 3,
  questionMaxLength: 1000,
  channelsMin: 1,
  channelsMax: 50,
  defaultChannels: 1,
  minuteStep: 5,
  defaultStartTime: '09:00',
  defaultEndTime: '17:00',
  /** The Review dialog lists this many countries, then '+N more'. */
  reviewCountriesShown: 10,
} as const;

import type { CountryWithLanguages } from './geography';

/** The language a country without any supported language is surveyed in (spec section 4, audience selection). */
export const FALLBACK_LANGUAGE = 'en';

export interface CountryLanguages {
  /** Every language the countries use, each once, sorted by code. */
  languages: string[];
  /** Countries with no supported language (or unknown to the list): flagged, and surveyed in English. */
  countriesWithoutLanguages: string[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The target languages of a survey: the union of its countries' languages (spec section 4, audience selection). The form
 * derives them and the server holds a create request to them.
 */
export function languagesForCountries(
  selectedCountries: readonly string[],
  countryLanguages: readonly CountryWithLanguages[],
): CountryLanguages {
  const byCountry = new Map(countryLanguages.map((entry) => [key(entry.country), entry.languages]));
  const languages = new Set<string>();
  const countriesWithoutLanguages: string[] = [];
  for (const country of new Set(selectedCountries)) {
    const codes = (byCountry.get(key(country)) ?? []).map((code) => code.trim()).filter(Boolean);
    if (codes.length === 0) {
      countriesWithoutLanguages.push(country);
      languages.add(FALLBACK_LANGUAGE);
    }
    for (const code of codes) languages.add(code);
  }
  return {
    languages: [...languages].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    countriesWithoutLanguages,
  };
}
