export { createTranslationProvider } from './providerFromSettings.ts';
export { guardProvider } from './guardedProvider.ts';
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
export { recallTranslations } from './memory.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';
export { translateAndRemember } from './translateAndRemember.ts';
