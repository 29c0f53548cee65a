/**
 * The SPA's addresses (spec section 2), named once: the router, the menu, the quick links, redirects, the server's
 * sign-in hand-over and the tests all read them here. `report` is a route pattern; build its address with reportPath.
 */
export const appRoutes = {
  dashboard: '/',
  createSurvey: '/create-survey',
  surveys: '/surveys',
  rawData: '/raw-data',
  reports: '/reports',
  report: '/reports/:id',
  settings: '/settings',
  authCallback: '/auth/callback',
  login: '/login',
} as const;

/** One report's page. */
export function reportPath(reportId: string): string {
  return `${appRoutes.reports}/${encodeURIComponent(reportId)}`;
}

/**
 * There is no survey page (spec section 2 lists none): Survey Management with the survey's id is the closest place,
 * so a link to one survey carries it for that screen to pick up.
 */
export function surveyDetailsPath(surveyId: string): string {
  return `${appRoutes.surveys}?${new URLSearchParams({ surveyId }).toString()}`;
}
