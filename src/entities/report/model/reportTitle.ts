import type { Report, ReportScopeType } from '@/shared/api';

const SCOPE_NAMES: Record<ReportScopeType, string> = {
  GLOBAL: 'Global',
  REGIONAL: 'Regional',
  LOCAL: 'Local',
  COUNTRY: 'Country',
};

function presentTitle(title: string | null | undefined): string | undefined {
  const trimmed = title?.trim();
  return trimmed ? trimmed : undefined;
}

/** A report row's title: its own, or the scope type plus 'Report' ('Country Report'). */
export function reportDisplayTitle(report: Pick<Report, 'report_title' | 'report_scope_type'>): string {
  return presentTitle(report.report_title) ?? `${SCOPE_NAMES[report.report_scope_type]} Report`;
}

/** The report detail heading: its own title, or 'Report for Survey {survey_id}'. */
export function reportDetailTitle(report: Pick<Report, 'report_title' | 'survey_id'>): string {
  return presentTitle(report.report_title) ?? `Report for Survey ${report.survey_id}`;
}
