export { SUPPORTED_LANGUAGES, findLanguage, languageFlag, flagOfCountryCode, type SupportedLanguage } from './languages';
export { countryCode, countryFlag } from './countries';
export { countryName, languageName, type NameUsage } from './names';
