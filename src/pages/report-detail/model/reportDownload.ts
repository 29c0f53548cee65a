import { reportDownloadErrorMessage } from '@/entities/report';
import { ApiError } from '@/shared/api';
import type { ToastTone } from '@/shared/ui/toast';

export type ReportDownloadOutcome = { kind: 'saved' } | { kind: 'opened-in-new-tab' } | { kind: 'failed'; message: string };

export interface ReportDownloadSteps {
  /** Whether a bearer header can be sent (a session is stored). */
  hasSession: () => boolean;
  /** The authenticated download of the zip with every language: the file and its name. */
  download: () => Promise<{ blob: Blob; fileName: string }>;
  save: (blob: Blob, fileName: string) => void;
  /** Opens the download's address in a new tab or window. */
  openInNewTab: () => void;
}

/**
 * Spec section 7: the authenticated download saved under its name; without a session, or when that request got no
 * HTTP answer at all (offline, blocked), the address in a new tab. A 4xx or 5xx would answer the tab the same way, so
 * those end with their message instead.
 */
export async function runReportDownload(steps: ReportDownloadSteps): Promise<ReportDownloadOutcome> {
  if (!steps.hasSession()) {
    steps.openInNewTab();
    return { kind: 'opened-in-new-tab' };
  }
  try {
    const { blob, fileName } = await steps.download();
    steps.save(blob, fileName);
    return { kind: 'saved' };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === undefined)) return { kind: 'failed', message: reportDownloadErrorMessage(error) };
    steps.openInNewTab();
    return { kind: 'opened-in-new-tab' };
  }
}

/** Spec section 8's report detail toasts: 'started' when the file was saved here, 'initiated' when a tab fetches it. */
export function reportDownloadToast(outcome: ReportDownloadOutcome): { tone: ToastTone; title: string } {
  switch (outcome.kind) {
    case 'saved':
      return { tone: 'success', title: 'Report download started (includes both KR and EN versions)...' };
    case 'opened-in-new-tab':
      return { tone: 'info', title: 'Report download initiated (includes both KR and EN versions)...' };
    case 'failed':
      return { tone: 'error', title: outcome.message };
  }
}
