import type { CountryWithLanguages, RegionWithCountries } from '@/shared/api';

export function makeRegion(overrides: Partial<RegionWithCountries> = {}): RegionWithCountries {
  return { region: 'North America', countries: ['United States', 'Canada'], ...overrides };
}

export function makeCountryWithLanguages(overrides: Partial<CountryWithLanguages> = {}): CountryWithLanguages {
  return { country: 'Mexico', languages: ['es-MX'], ...overrides };
}

/** GET /api/regions-with-countries: the organisation's five corporate regions. */
export const regionFixtures: RegionWithCountries[] = [
  makeRegion({ region: 'North America', countries: ['United States', 'Canada'] }),
  makeRegion({
    region: 'Latin America & Caribbean',
    countries: [
      'Mexico',
      'Guatemala',
      'Honduras',
      'El Salvador',
      'Costa Rica',
      'Panama',
      'Colombia',
      'Peru',
      'Ecuador',
      'Brazil',
      'Argentina',
      'Chile',
      'Dominican Republic',
      'Haiti',
    ],
  }),
  makeRegion({ region: 'Europe', countries: ['Spain', 'Portugal', 'France', 'Germany', 'United Kingdom'] }),
  makeRegion({ region: 'Asia Pacific', countries: ['South Korea', 'Japan', 'China', 'Vietnam', 'Australia'] }),
  makeRegion({ region: 'Middle East & Africa', countries: ['United Arab Emirates', 'Saudi Arabia', 'Egypt', 'South Africa'] }),
];

/** The fixture country with no supported language: flagged, and surveyed in English. */
export const COUNTRY_WITHOUT_LANGUAGES = 'Haiti';

/** GET /api/countries-with-languages: every country of the regions with its survey languages; Haiti has none (flagged). */
export const countryLanguageFixtures: CountryWithLanguages[] = [
  makeCountryWithLanguages({ country: 'United States', languages: ['en', 'es'] }),
  makeCountryWithLanguages({ country: 'Canada', languages: ['en', 'fr'] }),
  makeCountryWithLanguages({ country: 'Mexico', languages: ['es-MX'] }),
  ...['Guatemala', 'Honduras', 'El Salvador', 'Costa Rica', 'Panama', 'Colombia', 'Peru', 'Ecuador', 'Argentina', 'Chile', 'Dominican Republic'].map(
    (country) => makeCountryWithLanguages({ country, languages: ['es'] }),
  ),
  makeCountryWithLanguages({ country: 'Brazil', languages: ['pt-BR'] }),
  makeCountryWithLanguages({ country: COUNTRY_WITHOUT_LANGUAGES, languages: [] }),
  makeCountryWithLanguages({ country: 'Spain', languages: ['es'] }),
  makeCountryWithLanguages({ country: 'Portugal', languages: ['pt'] }),
  makeCountryWithLanguages({ country: 'France', languages: ['fr'] }),
  makeCountryWithLanguages({ country: 'Germany', languages: ['de'] }),
  makeCountryWithLanguages({ country: 'United Kingdom', languages: ['en'] }),
  makeCountryWithLanguages({ country: 'South Korea', languages: ['ko'] }),
  makeCountryWithLanguages({ country: 'Japan', languages: ['ja'] }),
  makeCountryWithLanguages({ country: 'China', languages: ['zh-CN'] }),
  makeCountryWithLanguages({ country: 'Vietnam', languages: ['vi'] }),
  makeCountryWithLanguages({ country: 'Australia', languages: ['en'] }),
  makeCountryWithLanguages({ country: 'United Arab Emirates', languages: ['ar', 'en'] }),
  makeCountryWithLanguages({ country: 'Saudi Arabia', languages: ['ar'] }),
  makeCountryWithLanguages({ country: 'Egypt', languages: ['ar'] }),
  makeCountryWithLanguages({ country: 'South Africa', languages: ['en'] }),
];

/** GET /api/user-allowed-countries for users with a region and local scope, by local. */
export const allowedCountryFixtures = {
  /** The default: a user of the local 'Mexico' (region Latin America & Caribbean). */
  mexicoLocal: ['Mexico'],
  centralAmericaLocal: ['Guatemala', 'Honduras', 'El Salvador', 'Costa Rica', 'Panama'],
} satisfies Record<string, string[]>;
