export { SurveyTable, type SurveyTableProps } from './ui/SurveyTable';
export { ROWS_PER_PAGE as SURVEY_TABLE_PAGE_ROWS } from './model/useRowLimit';
