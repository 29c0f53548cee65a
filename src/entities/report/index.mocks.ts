// Test support, not the product: fixture factories and MSW handlers for stories, unit tests and the mock-backed
// app. Imported as '@/entities/report/mocks' (tsconfig and vite map it here); the production build never reaches it.
export {
  makeReport,
  makeReportGroup,
  statsOfReports,
  reportGroupFixtures,
  reportFixtures,
  reportFixtureIds,
  findReportFixture,
  type ReportGroupOverrides,
} from './api/__mocks__/reportFixtures';
export { reportContentFixture } from './api/__mocks__/reportContent';
export { scoredReportMarkdown, fewScoresReportMarkdown } from './api/__mocks__/scoredReportContent';
export {
  reportHandlers,
  reportDefaultHandlers,
  makeReportRunScenario,
  REPORT_RUN_REFUSALS,
} from './api/__mocks__/reportHandlers';
