import type { Report, ReportGroup } from '@/shared/api';
import { isValidDate, parseServerTimestamp } from '@/shared/lib/date';

export interface CompletedReportEntry {
  report: Report;
  survey: ReportGroup['survey'];
}

/**
 * The `count` newest COMPLETED reports by generated_at, with their survey (for the recent activity list).
 * A completed report without a readable generated_at cannot be placed in time and is left out.
 */
export function newestCompletedReports(groups: readonly Pick<ReportGroup, 'survey' | 'reports'>[], count: number): CompletedReportEntry[] {
  return groups
    .flatMap((group) =>
      group.reports
        .filter((report) => report.status === 'COMPLETED')
        .map((report) => ({ report, survey: group.survey, time: parseServerTimestamp(report.generated_at) })),
    )
    .filter((entry) => isValidDate(entry.time))
    .sort((a, b) => b.time.getTime() - a.time.getTime())
    .slice(0, Math.max(0, count))
    .map(({ report, survey }) => ({ report, survey }));
}
