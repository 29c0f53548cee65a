import { geographyDefaultHandlers } from '@/entities/geography/mocks';
import { reportDefaultHandlers } from '@/entities/report/mocks';
import { sessionDefaultHandlers } from '@/entities/session/mocks';
import { submissionDefaultHandlers } from '@/entities/submission/mocks';
import { surveyDefaultHandlers } from '@/entities/survey/mocks';
import { dashboardDefaultHandlers } from '@/pages/dashboard/mocks';
import { authHandlers } from '@/shared/lib/mock-api';

/**
 * The mock API every story and unit test starts from: each endpoint answers with the realistic fixtures.
 * Keyed by group, so a story replaces one group, e.g. `msw: { handlers: { survey: [surveyHandlers.list.loading] } }`.
 */
export const defaultMockHandlers = {
  session: [...sessionDefaultHandlers, authHandlers.refreshOk],
  survey: surveyDefaultHandlers,
  submission: submissionDefaultHandlers,
  report: reportDefaultHandlers,
  geography: geographyDefaultHandlers,
  dashboard: dashboardDefaultHandlers,
};

export const allDefaultMockHandlers = Object.values(defaultMockHandlers).flat();
