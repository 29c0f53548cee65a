export { createTranslationProvider } from './providerFromSettings.ts';
export {
  createPseudoProvider,
  noTranslationProvider,
  translationProviderNames,
  TranslationError,
  UnsupportedLanguageError,
  type TranslationProvider,
  type TranslationProviderName,
  type TranslationRequest,
} from './providers.ts';
export { translateSurvey, type TranslateSurveyDeps } from './worker.ts';
export { readTranslationProgress } from './progress.ts';
export { findSurveysWithPendingLocales } from './queries.ts';
export type { RetryPolicy } from './retry.ts';
