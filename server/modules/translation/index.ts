export {
  createTranslationProvider,
  createPseudoProvider,
  noTranslationProvider,
  translationProviderNames,
  TranslationError,
  NO_PROVIDER_MESSAGE,
  type TranslationProvider,
  type TranslationProviderName,
  type TranslationRequest,
} from './providers.ts';
export { translateSurvey, type TranslateSurveyDeps } from './worker.ts';
export { readTranslationProgress } from './progress.ts';
export { findSurveysWithPendingLocales } from './queries.ts';
export type { RetryPolicy } from './retry.ts';
