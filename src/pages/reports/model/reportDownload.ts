import { reportDownloadErrorMessage } from '@/entities/report';
import { ApiError } from '@/shared/api';

/** How a download from the list ended, and so which toast it gets. */
export type ReportDownloadOutcome =
  | { kind: 'saved' }
  | { kind: 'opened-in-new-tab' }
  | { kind: 'failed'; message: string };

export interface ReportDownloadSteps {
  /** Whether a bearer header can be sent (a session is stored). */
  hasSession: () => boolean;
  /** The authenticated download: the file and its name. */
  download: (reportId: string) => Promise<{ blob: Blob; fileName: string }>;
  save: (blob: Blob, fileName: string) => void;
  /** Opens the download's address in a new tab or window. */
  openInNewTab: (reportId: string) => void;
}

/**
 * The browser got no HTTP answer at all (offline, blocked, reset). Only then does a plain navigation stand a chance:
 * a 4xx or 5xx would answer a new tab the same way, so those get their toast instead.
 */
function gotNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === undefined;
}

/**
 * A report download from the reports list (spec section 7): with a session, the authenticated download saved under the
 * server's name (else report_{id}.zip); without one, or when that request got no answer, the address in a new tab.
 */
export async function runReportDownload(reportId: string, steps: ReportDownloadSteps): Promise<ReportDownloadOutcome> {
  if (!steps.hasSession()) {
    steps.openInNewTab(reportId);
    return { kind: 'opened-in-new-tab' };
  }
  try {
    const { blob, fileName } = await steps.download(reportId);
    steps.save(blob, fileName);
    return { kind: 'saved' };
  } catch (error) {
    if (!gotNoAnswer(error)) return { kind: 'failed', message: reportDownloadErrorMessage(error) };
    steps.openInNewTab(reportId);
    return { kind: 'opened-in-new-tab' };
  }
}

/** The toast of each outcome (spec section 8): 'started' when the file was saved here, 'initiated' when a tab fetches it. */
export function reportDownloadToast(outcome: ReportDownloadOutcome): { tone: 'success' | 'info' | 'error'; title: string } {
  switch (outcome.kind) {
    case 'saved':
      return { tone: 'success', title: 'Report download started...' };
    case 'opened-in-new-tab':
      return { tone: 'info', title: 'Report download initiated...' };
    case 'failed':
      return { tone: 'error', title: outcome.message };
  }
}
