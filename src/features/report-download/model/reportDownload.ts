import { t } from '@lingui/core/macro';

import { reportDownloadErrorMessage } from '@/entities/report';
import { ApiError } from '@/shared/api';
import type { ToastTone } from '@/shared/ui/toast';

/** How a report download ended, and so which toast it gets. */
export type ReportDownloadOutcome = { kind: 'saved' } | { kind: 'opened-in-new-tab' } | { kind: 'failed'; message: string };

export interface ReportDownloadSteps {
  /** Whether a bearer header can be sent (a session is stored). */
  hasSession: () => boolean;
  /** The authenticated download: the file and its name. */
  download: () => Promise<{ blob: Blob; fileName: string }>;
  save: (blob: Blob, fileName: string) => void;
  /** Opens the download's address in a new tab or window. */
  openInNewTab: () => void;
}

/**
 * The browser got no HTTP answer at all (offline, blocked, reset). Only then does a plain navigation stand a chance:
 * a 4xx or 5xx would answer a new tab the same way, so those get their toast instead.
 */
function gotNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === undefined;
}

/**
 * Spec section 7: the authenticated download saved under the server's name; without a session, or when that request
 * got no answer, the address in a new tab.
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
    if (!gotNoAnswer(error)) return { kind: 'failed', message: reportDownloadErrorMessage(error) };
    steps.openInNewTab();
    return { kind: 'opened-in-new-tab' };
  }
}

/**
 * The toast of each outcome (spec section 8): 'started' when the file was saved here, 'initiated' when a tab fetches it;
 * the report detail screen, which asks for every language explicitly, says the zip holds both. In the app's language.
 */
export function reportDownloadToast(outcome: ReportDownloadOutcome, { bothLanguages }: { bothLanguages: boolean }): { tone: ToastTone; title: string } {
  switch (outcome.kind) {
    case 'saved':
      return { tone: 'success', title: bothLanguages ? t`Report download started (includes both KR and EN versions)...` : t`Report download started...` };
    case 'opened-in-new-tab':
      return { tone: 'info', title: bothLanguages ? t`Report download initiated (includes both KR and EN versions)...` : t`Report download initiated...` };
    case 'failed':
      return { tone: 'error', title: outcome.message };
  }
}
