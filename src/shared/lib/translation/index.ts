export { NO_PROVIDER_MESSAGE, translationOutcome, type SettledLocale, type TranslationOutcome } from './outcome';
