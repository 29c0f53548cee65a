export { inertText, koreanAreaNames } from './generate/markdown.ts';
export { createReportRoutes, createSurveyReportRoutes, type ReportRoutesDeps, type SurveyReportRoutesDeps } from './routes.ts';
