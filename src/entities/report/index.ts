export { listReportGroups, getReport, getReportContent, downloadReport, type ReportDownloadOptions } from './api/reportApi';
export { reportDownloadErrorMessage } from './api/reportDownloadError';
export {
  reportStatusLabel,
  isReportDownloadable,
  surveyCardBadge,
  type SurveyCardBadge,
  type SurveyCardBadgeTone,
} from './model/reportStatus';
export { sortReportsByScope, reportTimestamp } from './model/reportOrder';
export { reportDisplayTitle, reportDetailTitle } from './model/reportTitle';
export { filterReportGroups, type ReportGroupFilters, type ReportStatusFilter } from './model/reportFilter';
export { completedReportsCount, newestCompletedReports, type CompletedReportEntry } from './model/reportDashboard';
export { ReportStatusBadge, type ReportStatusBadgeProps } from './ui/ReportStatusBadge';
export { ReportScopeBadge, type ReportScopeBadgeProps } from './ui/ReportScopeBadge';

// Mock API: fixtures and MSW handlers for stories, tests and the mock-backed app.
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
export { reportHandlers, reportDefaultHandlers } from './api/__mocks__/reportHandlers';
