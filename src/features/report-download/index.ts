export { startReportDownload, type StartReportDownloadOptions } from './model/startReportDownload';
export { runReportDownload, reportDownloadToast, type ReportDownloadOutcome, type ReportDownloadSteps } from './model/reportDownload';
