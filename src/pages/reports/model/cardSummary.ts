import { reportStatusLabel, type ReportStatusFilter } from '@/entities/report';

const count = new Intl.NumberFormat('en-US');

function plural(n: number, one: string, many: string): string {
  return `${count.format(n)} ${n === 1 ? one : many}`;
}

/** '4 reports', or '2 of 4 reports' while the filters hide some of the survey's reports. */
export function reportCountText(shown: number, total: number): string {
  return shown === total ? plural(total, 'report', 'reports') : `${count.format(shown)} of ${plural(total, 'report', 'reports')}`;
}

/** '1,540 responses' (US English digits, spec section 9). */
export function responseCountText(total: number): string {
  return plural(total, 'response', 'responses');
}

/** The status filter's choices, in the spec's order (section 2), named as the status badges name them. */
export const STATUS_FILTER_OPTIONS: readonly { id: ReportStatusFilter; label: string }[] = [
  { id: 'all', label: 'All statuses' },
  ...(['COMPLETED', 'GENERATING', 'PENDING', 'FAILED'] as const).map((status) => ({ id: status, label: reportStatusLabel(status) })),
];

export function isStatusFilter(value: unknown): value is ReportStatusFilter {
  return STATUS_FILTER_OPTIONS.some((option) => option.id === value);
}
