import { plural, t } from '@lingui/core/macro';

import { reportStatusLabel, type ReportStatusFilter } from '@/entities/report';
import { i18n } from '@/shared/i18n';

/** '4 reports', or '2 of 4 reports' while the filters hide some of the survey's reports (in the active language). */
export function reportCountText(shown: number, total: number): string {
  if (shown === total) return t`${plural(total, { one: '# report', other: '# reports' })}`;
  const shownCount = i18n.number(shown);
  return t`${shownCount} of ${plural(total, { one: '# report', other: '# reports' })}`;
}

/** '1,540 responses', its number in the active language's digits. */
export function responseCountText(total: number): string {
  return t`${plural(total, { one: '# response', other: '# responses' })}`;
}

const STATUS_FILTERS: readonly ReportStatusFilter[] = ['all', 'COMPLETED', 'GENERATING', 'PENDING', 'FAILED'];

/** The status filter's choices, in the spec's order (section 2), named as the status badges name them. */
export function statusFilterOptions(): { id: ReportStatusFilter; label: string }[] {
  return STATUS_FILTERS.map((status) => ({ id: status, label: status === 'all' ? t`All statuses` : reportStatusLabel(status) }));
}

export function isStatusFilter(value: unknown): value is ReportStatusFilter {
  return (STATUS_FILTERS as readonly unknown[]).includes(value);
}
