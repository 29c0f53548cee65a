import { downloadReport, reportDownloadUrl } from '@/entities/report';
import { tokenStorage } from '@/shared/api';
import { saveBlob } from '@/shared/lib/download';
import { toast } from '@/shared/ui/toast';

import { reportDownloadToast, runReportDownload, type ReportDownloadOutcome } from './reportDownload';

export interface StartReportDownloadOptions {
  /** 'all' is what the report detail screen sends; the list sends nothing and gets the server's default (all). */
  lang?: 'all';
  /** The fallback: a plain navigation the browser saves or shows (stories pass a spy). */
  openInNewTab?: (url: string) => void;
}

function openWindow(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Downloads a report's zip the way spec sections 7 and 8 say, and tells the user how it went in a toast. */
export async function startReportDownload(reportId: string, { lang, openInNewTab = openWindow }: StartReportDownloadOptions = {}): Promise<ReportDownloadOutcome> {
  const query = lang ? { lang } : {};
  const outcome = await runReportDownload({
    hasSession: () => tokenStorage.read() !== null,
    download: () => downloadReport(reportId, query),
    save: saveBlob,
    openInNewTab: () => {
      openInNewTab(reportDownloadUrl(reportId, query));
    },
  });
  const { tone, title } = reportDownloadToast(outcome, { bothLanguages: lang === 'all' });
  toast[tone](title);
  return outcome;
}
