export {
  listSurveys,
  getSurvey,
  getSurveyFunnel,
  createSurvey,
  deleteSurvey,
  getTranslationProgress,
  getSurveyTranslations,
  downloadSurveyRawData,
  rawDataFileName,
} from './api/surveyApi';

export {
  isSurveyActive,
  surveyCreatedAt,
  surveyStartsAt,
  surveyEndsAt,
  responseCount,
  type SurveySchedule,
} from './model/survey';
export { linksOfSurveyDetail, linksOfCreateResponse, hasLanguageFallback, linksAsText, type SurveyLink } from './model/links';
export { sortSurveys, DEFAULT_SURVEY_SORT, SURVEY_COLUMNS, type SurveyColumn } from './model/sort';
export { filterSurveys, type SurveyFilters, type SurveyFilterMode } from './model/filter';
export { sampleSurveys, isSampleSurvey } from './model/sampleSurveys';

export { QUESTION_TYPE_LABELS, NEW_CHOICE_OPTIONS } from './model/questionTypes';

export { SurveyStatusBadge, type SurveyStatusBadgeProps } from './ui/SurveyStatusBadge';
export { QuestionSummary, type QuestionSummaryProps } from './ui/QuestionSummary';
export { TranslationOutcomeNote, type TranslationOutcomeNoteProps } from './ui/TranslationOutcomeNote';
