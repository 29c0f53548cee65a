export {
  listReportGroups,
  generateReports,
  getReport,
  getReportContent,
  downloadReport,
  reportDownloadUrl,
  type ReportDownloadOptions,
} from './api/reportApi';
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
export { ReportStatusBadge, type ReportStatusBadgeProps } from './ui/ReportStatusBadge';
export { ReportScopeBadge, type ReportScopeBadgeProps } from './ui/ReportScopeBadge';
