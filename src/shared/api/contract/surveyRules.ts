import type { CountryWithLanguages } from './geography';

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

/** What the form shows next to the start and the server answers for a start before now (issue 25, item 7). */
export const START_IN_PAST_MESSAGE = 'The survey cannot start in the past.';

/**
 * Whether a survey starting at `start` (the instant its wall-clock start denotes in its zone) would start in the past
 * at `now`. A start up to one step of the time picker (5 minutes) ago still counts as now: the slot a person picks for
 * "now" stays valid while they finish the form, and a request on its way is not refused for the seconds it took.
 */
export function startsInThePast(start: Date, now: Date): boolean {
  return start.getTime() < now.getTime() - SURVEY_RULES.minuteStep * 60_000;
}


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
