import type { ConversationLog, SubmissionDetail } from '@/shared/api';
import { toCsv } from '@/shared/lib/csv';
import { formatIsoDay } from '@/shared/lib/date';

/** Shown for an entry without content; never written into an export. */
export const NO_CONTENT = '[No content]';

/** Entries of the assistant (styled apart from the respondent's). */
export function isAssistantEntry(log: Pick<ConversationLog, 'role'>): boolean {
  return log.role.trim().toLowerCase() === 'assistant';
}

/** The role as a label: 'assistant' -> 'Assistant', 'user' -> 'User'. */
export function roleLabel(role: string): string {
  const trimmed = role.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : 'Unknown';
}

/** What the conversation log shows for an entry: its content, or '[No content]' when it is empty or blank. */
export function displayedContent(log: Pick<ConversationLog, 'content'>): string {
  return log.content?.trim() ? log.content : NO_CONTENT;
}

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
  const header = withChannel ? ['Timestamp', 'Role', 'Message', 'Channel'] : ['Timestamp', 'Role', 'Message'];
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
