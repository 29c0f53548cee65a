import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

import { getReport, getReportContent, isReportDownloadable } from '@/entities/report';
import { ApiError, errorMessage, type Report } from '@/shared/api';

export type ReportDetail =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  /** `content` is the markdown of a COMPLETED report, null for any other status (it has none to fetch). */
  | { status: 'loaded'; report: Report; content: string | null };

const LOADING: ReportDetail = { status: 'loading' };

/** Spec section 8's last resort, for a failure that is not an API answer. */
function unknownError(): string {
  return t`An unknown error occurred.`;
}

async function loadReportDetail(id: string, signal: AbortSignal): Promise<ReportDetail> {
  let report: Report;
  try {
    report = await getReport(id, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    throw error;
  }
  // Spec section 7: the content is fetched only for a COMPLETED report.
  const content = isReportDownloadable(report) ? await getReportContent(id, { signal }) : null;
  return { status: 'loaded', report, content };
}

/**
 * A report and, when it is COMPLETED, its markdown. A 404 on the report is 'not-found'; any other failure of either
 * call is 'error' with the server's detail or the call's own text ('Failed to fetch report metadata' /
 * 'Failed to fetch report content').
 */
export function useReportDetail(reportId: string): ReportDetail {
  // The answer remembers its id, so moving to another report reads as loading until that one arrives.
  const [answer, setAnswer] = useState<{ id: string; detail: ReportDetail } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadReportDetail(reportId, controller.signal).then(
      (detail) => {
        if (!controller.signal.aborted) setAnswer({ id: reportId, detail });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ id: reportId, detail: { status: 'error', message: errorMessage(error, unknownError()) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [reportId]);

  return answer?.id === reportId ? answer.detail : LOADING;
}
