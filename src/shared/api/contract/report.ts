import { z } from 'zod';

export const reportStatus = z.enum(['PENDING', 'GENERATING', 'COMPLETED', 'FAILED']);
export type ReportStatus = z.infer<typeof reportStatus>;

export const reportScopeType = z.enum(['GLOBAL', 'REGIONAL', 'LOCAL', 'COUNTRY']);
export type ReportScopeType = z.infer<typeof reportScopeType>;

export const report = z.object({
  id: z.string().min(1),
  survey_id: z.string(),
  status: reportStatus,
  report_scope_type: reportScopeType,
  report_title: z.string().nullish(),
  scope_identifier: z.string().nullish(),
  generated_at: z.string().nullish(),
  created_at: z.string().nullish(),
  error_message: z.string().nullish(),
});
export type Report = z.infer<typeof report>;

export const reportStats = z.object({
  completed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  generating: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  totalResponses: z.number().int().nonnegative(),
});
export type ReportStats = z.infer<typeof reportStats>;

export const reportGroup = z.object({
  survey: z.object({ id: z.string(), title: z.string(), created_by_username: z.string().nullish() }),
  reports: z.array(report),
  stats: reportStats,
});
export type ReportGroup = z.infer<typeof reportGroup>;
export const reportGroups = z.array(reportGroup);

/** `lang` of GET /api/reports/{id}/download: one language or the zip with all. */
export const reportDownloadLanguage = z.enum(['en', 'ko', 'all']);
export type ReportDownloadLanguage = z.infer<typeof reportDownloadLanguage>;
