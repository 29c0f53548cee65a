import { plural, t } from '@lingui/core/macro';

import { generateReports } from '@/entities/report';
import { ApiError, errorMessage } from '@/shared/api';

export type ReportRunOutcome =
  | { kind: 'started'; reportsPending: number }
  | { kind: 'already-running' }
  | { kind: 'refused'; message: string };

/** Asks the server for a new run of the survey's reports and names what it answered. */
export async function requestReportRun(surveyId: string, send: typeof generateReports = generateReports): Promise<ReportRunOutcome> {
  try {
    const started = await send(surveyId);
    return { kind: 'started', reportsPending: started.reports_pending };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { kind: 'already-running' };
    return { kind: 'refused', message: errorMessage(error, t`Could not start generating reports.`) };
  }
}

/** Whether the survey's reports are being written after this answer: then the list follows the run. */
export function isRunUnderWay(outcome: ReportRunOutcome): boolean {
  return outcome.kind !== 'refused';
}

/** The toast that says what the server answered, in the active language. */
export function reportRunToast(outcome: ReportRunOutcome): { tone: 'success' | 'info' | 'error'; title: string } {
  switch (outcome.kind) {
    case 'started': {
      const count = outcome.reportsPending;
      return { tone: 'success', title: t`Report generation started: ${plural(count, { one: '# report pending.', other: '# reports pending.' })}` };
    }
    case 'already-running':
      return { tone: 'info', title: t`This survey's reports are already being generated.` };
    case 'refused':
      return { tone: 'error', title: outcome.message };
  }
}
