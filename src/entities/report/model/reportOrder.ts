import type { Report, ReportScopeType } from '@/shared/api';
import { isValidDate, parseServerTimestamp } from '@/shared/lib/date';

const SCOPE_RANK: Record<ReportScopeType, number> = { GLOBAL: 0, REGIONAL: 1, LOCAL: 2, COUNTRY: 3 };

/** When the report was made: generated_at, else created_at (a timestamp without timezone is UTC); null when neither reads. */
export function reportTimestamp(report: Pick<Report, 'generated_at' | 'created_at'>): Date | null {
  for (const value of [report.generated_at, report.created_at]) {
    const date = parseServerTimestamp(value);
    if (isValidDate(date)) return date;
  }
  return null;
}

/**
 * The order of reports inside a survey (spec section 4): GLOBAL, REGIONAL, LOCAL, COUNTRY, then newest first.
 * Reports without a readable timestamp come last within their scope; full ties keep their order.
 */
export function sortReportsByScope<R extends Pick<Report, 'report_scope_type' | 'generated_at' | 'created_at'>>(
  reports: readonly R[],
): R[] {
  return reports
    .map((report, index) => ({ report, index, time: reportTimestamp(report)?.getTime() ?? null }))
    .sort((a, b) => {
      const byScope = SCOPE_RANK[a.report.report_scope_type] - SCOPE_RANK[b.report.report_scope_type];
      if (byScope !== 0) return byScope;
      if (a.time === null || b.time === null) return Number(a.time === null) - Number(b.time === null) || a.index - b.index;
      return b.time - a.time || a.index - b.index;
    })
    .map(({ report }) => report);
}
