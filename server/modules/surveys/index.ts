export { createSurveyRoutes, type SurveyRoutesDeps } from './routes.ts';
export { isSurveyVisible, listVisibleSurveys, surveySchedule } from './service.ts';
// Read by the reports module, which lists and counts surveys the same way.
export { countSubmissionsBySurvey, findSurveyWithCountries, listSurveysWithCountries } from './queries.ts';
export { linkRowsForCountry } from './links.ts';
