export { findReportJobsToQueue } from './finalRun.ts';
export { generateSurveyReports, notEnoughDataMessage, startReportRun } from './service.ts';
export { surveyReportScopes } from './scopes.ts';
