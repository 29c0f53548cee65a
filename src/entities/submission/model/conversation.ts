import { t } from '@lingui/core/macro';

import type { ConversationLog, SubmissionDetail } from '@/shared/api';
import { toCsv } from '@/shared/lib/csv';
import { formatIsoDay } from '@/shared/lib/date';

/** Entries of the assistant (styled apart from the respondent's). */
export function isAssistantEntry(log: Pick<ConversationLog, 'role'>): boolean {
  return log.role.trim().toLowerCase() === 'assistant';
}

/**
 * The role as a label in the app's language: 'assistant' -> 'Assistant', 'user' -> 'User'; a role the product does not
 * know is shown as sent, capitalised.
 */
export function roleLabel(role: string): string {
  const trimmed = role.trim();
  switch (trimmed.toLowerCase()) {
    case 'assistant':
      return t`Assistant`;
    case 'user':
      return t`User`;
    case '':
      return t`Unknown`;
    default:
      return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  }
}

/**
 * What the conversation log shows for an entry: its content, or '[No content]' in the app's language when it is empty
 * or blank (display only: never written into an export).
 */
export function displayedContent(log: Pick<ConversationLog, 'content'>): string {
  return log.content?.trim() ? log.content : t`[No content]`;
}

/** The export's column names (spec section 7): part of the file format, the same whatever the app's language. */
type LogCsvColumn = 'Timestamp' | 'Role' | 'Message' | 'Channel';

export interface LogCsvOptions {
  /** The row action's export has a Channel column; the detail dialog's export does not (spec section 7). */
  withChannel: boolean;
}

/**
 * The log export: columns Timestamp, Role, Message (and Channel), one row per entry in order. Built with `toCsv`
 * (byte-order mark, quoted cells, doubled quotes). An empty entry stays an empty cell: '[No content]' is display only.
 */
export function conversationLogCsv(
  detail: Pick<SubmissionDetail, 'channel' | 'conversation_logs'>,
  { withChannel }: LogCsvOptions,
): string {
  const header: LogCsvColumn[] = withChannel ? ['Timestamp', 'Role', 'Message', 'Channel'] : ['Timestamp', 'Role', 'Message'];
  const rows = detail.conversation_logs.map((log) => {
    const row = [log.timestamp_str ?? '', log.role, log.content ?? ''];
    return withChannel ? [...row, detail.channel ?? ''] : row;
  });
  return toCsv([header, ...rows]);
}

/** submission-{id}_logs_{yyyy-MM-dd}.csv, with the local day of `now`. */
export function logExportFileName(id: string, now: Date): string {
  return `submission-${id}_logs_${formatIsoDay(now)}.csv`;
}
