// Test support, not the product: fixture factories and MSW handlers for stories, unit tests and the mock-backed
// app. Imported as '@/entities/survey/mocks' (tsconfig and vite map it here); the production build never reaches it.
export {
  surveyFixtures,
  surveyDetailFixtures,
  findSurveyDetailFixture,
  translationProgressFixtures,
  makeSurvey,
  makeSurveyDetail,
  makeSurveyLink,
  makeTargetCountry,
  makeSurveyQuestion,
  makeTranslationProgress,
} from './api/__mocks__/surveyFixtures';
export { makeSurveyTranslations, findSurveyTranslationsFixture } from './api/__mocks__/translationFixtures';
export { makeSurveyFunnel, findSurveyFunnelFixture } from './api/__mocks__/funnelFixtures';
export { makeManySurveys } from './api/__mocks__/manySurveys';
export { surveyHandlers, surveyDefaultHandlers, translationProgressSequence } from './api/__mocks__/surveyHandlers';
