import { getRuntimeConfig } from '@/shared/config';

/** The address of the zip with every language (lang=all): what a new tab opens when the authenticated download cannot. */
export function reportDownloadUrl(reportId: string): string {
  return `${getRuntimeConfig().apiBaseUrl}/api/reports/${encodeURIComponent(reportId)}/download?lang=all`;
}
