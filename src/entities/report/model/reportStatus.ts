import { msg, plural, t } from '@lingui/core/macro';

import type { Report, ReportGroup, ReportStatus } from '@/shared/api';
import { i18n, type MessageDescriptor } from '@/shared/i18n';

const STATUS_LABELS: Record<ReportStatus, MessageDescriptor> = {
  COMPLETED: msg`Completed`,
  GENERATING: msg`Generating`,
  PENDING: msg`Pending`,
  // A scope fails when it has too few responses to report on, so the product names the outcome, not the failure.
  FAILED: msg`Not Enough Data`,
};

/** A report status's label, for a component that translates it as it renders. */
export function reportStatusMessage(status: ReportStatus): MessageDescriptor {
  return STATUS_LABELS[status];
}

/** A report status in the app's language. */
export function reportStatusLabel(status: ReportStatus): string {
  return i18n._(STATUS_LABELS[status]);
}

/** Only a completed report has content to read and a file to download. */
export function isReportDownloadable(report: Pick<Report, 'status'>): boolean {
  return report.status === 'COMPLETED';
}

export type SurveyCardBadgeTone = 'neutral' | 'info' | 'danger' | 'warning' | 'success';

export interface SurveyCardBadge {
  text: string;
  tone: SurveyCardBadgeTone;
}

/**
 * The overall badge of a survey's card on the reports screen (spec section 4), in the app's language.
 * Counted from the reports list, not from `stats`: the list is what the card shows beneath the badge, so when the
 * two disagree (stats computed at another moment than the list) the badge still matches the rows.
 */
export function surveyCardBadge(group: Pick<ReportGroup, 'reports'>): SurveyCardBadge {
  const { reports } = group;
  if (reports.length === 0) return { text: t`No reports`, tone: 'neutral' };

  const count = (...statuses: ReportStatus[]) => reports.filter((report) => statuses.includes(report.status)).length;
  const inProgress = count('GENERATING', 'PENDING');
  if (inProgress > 0) return { text: t`${plural(inProgress, { one: '# in progress', other: '# in progress' })}`, tone: 'info' };

  const failed = count('FAILED');
  const completed = count('COMPLETED');
  if (failed > 0 && completed === 0) return { text: t`All Failed`, tone: 'danger' };
  if (failed > 0) return { text: t`${plural(failed, { one: '# with not enough data', other: '# with not enough data' })}`, tone: 'warning' };
  return { text: t`All completed`, tone: 'success' };
}
