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
