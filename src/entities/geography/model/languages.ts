import type { CountryWithLanguages } from '@/shared/api';

/** The language a country without any supported language is surveyed in. */
export const FALLBACK_LANGUAGE = 'en';

export interface CountryLanguages {
  /** Every language the countries use, each once, sorted by code. */
  languages: string[];
  /** Countries with no supported language (or unknown to the list): flagged, and surveyed in English. */
  countriesWithoutLanguages: string[];
}

const key = (name: string) => name.trim().toLowerCase();

/** The target languages of a survey: the union of its countries' languages (spec section 4, audience selection). */
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
