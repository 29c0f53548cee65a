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
  survey: z.object({ id: z.string(), title: z.string(), created_by_username: z.nullish(z.string()) }),
  reports: z.array(report),
  stats: reportStats,
});
export type ReportGroup = z.infer<typeof reportGroup>;
export const reportGroups = z.array(reportGroup);

/** `lang` of GET /api/reports/{id}/download: one language or the zip with all. */
export const reportDownloadLanguage = z.enum(['en', 'ko', 'all']);
export type ReportDownloadLanguage = z.infer<typeof reportDownloadLanguage>;
