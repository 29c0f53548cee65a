import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';

import {
  ApiError,
  apiDownload,
  apiRequest,
  report,
  reportGroups,
  reportRunStarted,
  type Report,
  type ReportDownloadLanguage,
  type ReportGroup,
  type ReportRunStarted,
} from '@/shared/api';
import { getRuntimeConfig } from '@/shared/config';

interface CallOptions {
  signal?: AbortSignal;
}

const reportPath = (id: string) => `/api/reports/${encodeURIComponent(id)}`;

/** GET /api/reports: one group per survey with its reports and stats. */
export function listReportGroups(options: CallOptions = {}): Promise<ReportGroup[]> {
  return apiRequest('/api/reports', reportGroups, { fallbackMessage: t`Could not load reports.`, signal: options.signal });
}

/**
 * POST /api/surveys/{id}/reports: starts a new run of the survey's reports (202, one PENDING report per scope). Fails
 * with the server's detail: 409 while a run is under way, 403 without the right, 404 for a survey the user cannot see.
 */
export function generateReports(surveyId: string, options: CallOptions = {}): Promise<ReportRunStarted> {
  return apiRequest(`/api/surveys/${encodeURIComponent(surveyId)}/reports`, reportRunStarted, {
    method: 'POST',
    fallbackMessage: t`Could not start generating reports.`,
    signal: options.signal,
  });
}

/** GET /api/reports/{id}: the report's metadata and status. */
export function getReport(id: string, options: CallOptions = {}): Promise<Report> {
  return apiRequest(reportPath(id), report, { fallbackMessage: t`Failed to fetch report metadata`, signal: options.signal });
}

/**
 * GET /api/reports/{id}/content: the report's markdown. The server answers either the text itself (text/markdown,
 * taken verbatim) or a JSON string; the body is read as sent and decoded by its content type, so markdown that
 * happens to look like JSON is never reinterpreted.
 */
export async function getReportContent(id: string, options: CallOptions = {}): Promise<string> {
  const path = `${reportPath(id)}/content`;
  const { blob } = await apiDownload(path, { fallbackMessage: t`Failed to fetch report content`, signal: options.signal });
  const text = await blob.text();
  if (!/\bjson\b/i.test(blob.type)) return text;
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    throw new ApiError(t`The server sent an unexpected answer for ${path}.`, undefined);
  }
  const markdown = z.string().safeParse(decoded);
  if (!markdown.success) throw new ApiError(t`The server sent an unexpected answer for ${path}.`, undefined, markdown.error.issues);
  return markdown.data;
}

export interface ReportDownloadOptions extends CallOptions {
  /** 'all' is the zip with every language (what the report detail screen asks for); none lets the server choose. */
  lang?: ReportDownloadLanguage;
}

/**
 * GET /api/reports/{id}/download: the file and its name: the server's (content-disposition), else
 * `report_{id}_all.zip` for lang=all, else `report_{id}.zip`.
 */
export async function downloadReport(id: string, options: ReportDownloadOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await apiDownload(`${reportPath(id)}/download`, {
    query: { lang: options.lang },
    fallbackMessage: t`Failed to download report. Please try again.`,
    signal: options.signal,
  });
  return { blob, fileName: fileName ?? (options.lang === 'all' ? `report_${id}_all.zip` : `report_${id}.zip`) };
}

/**
 * The download's address, for a browser navigation (a new tab) when the authenticated download cannot be made
 * (spec section 7); a navigation sends no bearer header, so the server decides what that tab gets.
 */
export function reportDownloadUrl(id: string, options: Pick<ReportDownloadOptions, 'lang'> = {}): string {
  const query = options.lang ? `?${new URLSearchParams({ lang: options.lang }).toString()}` : '';
  return `${getRuntimeConfig().apiBaseUrl}${reportPath(id)}/download${query}`;
}
