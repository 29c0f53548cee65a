export { SUPPORTED_LANGUAGES, findLanguage, languageName, languageFlag, flagOfCountryCode, type SupportedLanguage } from './languages';
export { countryCode, countryFlag, countryName } from './countries';
