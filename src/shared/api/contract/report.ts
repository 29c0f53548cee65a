import { z } from 'zod/mini';

export const reportStatus = z.enum(['PENDING', 'GENERATING', 'COMPLETED', 'FAILED']);
export type ReportStatus = z.infer<typeof reportStatus>;

export const reportScopeType = z.enum(['GLOBAL', 'REGIONAL', 'LOCAL', 'COUNTRY']);
export type ReportScopeType = z.infer<typeof reportScopeType>;

export const report = z.object({
  id: z.string().check(z.minLength(1)),
  survey_id: z.string(),
  status: reportStatus,
  report_scope_type: reportScopeType,
  report_title: z.nullish(z.string()),
  scope_identifier: z.nullish(z.string()),
  generated_at: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
});
export type Report = z.infer<typeof report>;

export const reportStats = z.object({
  completed: z.int().check(z.nonnegative()),
  pending: z.int().check(z.nonnegative()),
  generating: z.int().check(z.nonnegative()),
  failed: z.int().check(z.nonnegative()),
  totalResponses: z.int().check(z.nonnegative()),
});
export type ReportStats = z.infer<typeof reportStats>;

export const reportGroup = z.object({
  survey: z.object({
    id: z.string(),
    title: z.string(),
    created_by_username: z.nullish(z.string()),
    /** Whether this user may start a run (POST /api/surveys/{id}/reports); a server that does not say offers none. */
    can_generate_reports: z._default(z.boolean(), false),
  }),
  reports: z.array(report),
  stats: reportStats,
});
export type ReportGroup = z.infer<typeof reportGroup>;
export const reportGroups = z.array(reportGroup);

/** `lang` of GET /api/reports/{id}/download: one language or the zip with all. */
export const reportDownloadLanguage = z.enum(['en', 'ko', 'all']);
export type ReportDownloadLanguage = z.infer<typeof reportDownloadLanguage>;

/** The 202 of POST /api/surveys/{id}/reports: a run started, with one PENDING report per scope of the survey. */
export const reportRunStarted = z.object({
  survey_id: z.string(),
  reports_pending: z.int().check(z.nonnegative()),
});
export type ReportRunStarted = z.infer<typeof reportRunStarted>;
