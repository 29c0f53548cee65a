import { conversationLogCsv, getSubmission, logExportFileName } from '@/entities/submission';
import { downloadSurveyRawData } from '@/entities/survey';
import type { SubmissionDetail } from '@/shared/api';
import { saveBlob } from '@/shared/lib/download';

/** Saves a submission's conversation as CSV: the row action's file has a Channel column, the dialog's has not. */
export function saveLogCsv(detail: SubmissionDetail, { withChannel }: { withChannel: boolean }, now: Date = new Date()): void {
  const csv = conversationLogCsv(detail, { withChannel });
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), logExportFileName(detail.id, now));
}

/** The row action: fetches the submission, then saves its log with the Channel column. */
export async function exportSubmissionLogs(submissionId: string): Promise<void> {
  saveLogCsv(await getSubmission(submissionId), { withChannel: true });
}

/** The survey's raw-data CSV as the server writes it, under the server's file name or survey_{id}_raw_data_{date}.csv. */
export async function downloadRawData(surveyId: string): Promise<void> {
  const { blob, fileName } = await downloadSurveyRawData(surveyId);
  saveBlob(blob, fileName);
}
