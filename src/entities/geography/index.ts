export { listRegionsWithCountries, listCountriesWithLanguages, listUserAllowedCountries } from './api/geographyApi';
export { regionLoadErrorMessage } from './api/regionLoadError';
export { languagesForCountries, FALLBACK_LANGUAGE, type CountryLanguages } from './model/languages';
export {
  countriesOfRegions,
  toggleRegion,
  toggleAll,
  toggleCountry,
  toggleAllCountries,
  type AudienceSelection,
} from './model/audience';
export { LanguageLabel, type LanguageLabelProps } from './ui/LanguageLabel';
export { CountryLabel, type CountryLabelProps } from './ui/CountryLabel';

// Mock API: fixtures and MSW handlers for stories, tests and the mock-backed app.
export {
  makeRegion,
  makeCountryWithLanguages,
  regionFixtures,
  countryLanguageFixtures,
  allowedCountryFixtures,
  COUNTRY_WITHOUT_LANGUAGES,
} from './api/__mocks__/geographyFixtures';
export { geographyHandlers, geographyDefaultHandlers } from './api/__mocks__/geographyHandlers';
