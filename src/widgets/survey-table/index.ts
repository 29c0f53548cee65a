export { SurveyTable, type SurveyTableProps } from './ui/SurveyTable';
