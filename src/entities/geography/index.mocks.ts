// Test support, not the product: fixture factories and MSW handlers for stories, unit tests and the mock-backed
// app. Imported as '@/entities/geography/mocks' (tsconfig and vite map it here); the production build never reaches it.
export {
  makeRegion,
  makeCountryWithLanguages,
  regionFixtures,
  countryLanguageFixtures,
  allowedCountryFixtures,
  COUNTRY_WITHOUT_LANGUAGES,
} from './api/__mocks__/geographyFixtures';
export { geographyHandlers, geographyDefaultHandlers } from './api/__mocks__/geographyHandlers';
