import { msg, t } from '@lingui/core/macro';

import type { Report, ReportScopeType } from '@/shared/api';
import { i18n, type MessageDescriptor } from '@/shared/i18n';

/** An untitled report's title, by the scope it covers. */
const UNTITLED_REPORT_TITLES: Record<ReportScopeType, MessageDescriptor> = {
  GLOBAL: msg`Global Report`,
  REGIONAL: msg`Regional Report`,
  LOCAL: msg`Local Report`,
  COUNTRY: msg`Country Report`,
};

function presentTitle(title: string | null | undefined): string | undefined {
  const trimmed = title?.trim();
  return trimmed ? trimmed : undefined;
}

/** A report row's title: its own, or its scope's in the app's language ('Country Report'). */
export function reportDisplayTitle(report: Pick<Report, 'report_title' | 'report_scope_type'>): string {
  return presentTitle(report.report_title) ?? i18n._(UNTITLED_REPORT_TITLES[report.report_scope_type]);
}

/** The report detail heading: its own title, or 'Report for Survey {surveyId}' in the app's language. */
export function reportDetailTitle(report: Pick<Report, 'report_title' | 'survey_id'>): string {
  const surveyId = report.survey_id;
  return presentTitle(report.report_title) ?? t`Report for Survey ${surveyId}`;
}
