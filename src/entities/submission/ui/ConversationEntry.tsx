import { useLingui } from '@lingui/react/macro';

import type { ConversationLog } from '@/shared/api';
import { formatDateTimeWithSeconds, isValidDate, parseServerTimestamp } from '@/shared/lib/date';

import { displayedContent, isAssistantEntry, roleLabel } from '../model/conversation';
import * as styles from './ConversationEntry.css';

export interface ConversationEntryProps {
  log: ConversationLog;
}

/**
 * One message of a conversation log: the role, the local time to the second in the app's language (a timestamp that
 * cannot be read is shown as the server wrote it), and the content or '[No content]'.
 */
export function ConversationEntry({ log }: ConversationEntryProps) {
  const { i18n } = useLingui();
  const assistant = isAssistantEntry(log);
  const hasContent = Boolean(log.content?.trim());
  const instant = parseServerTimestamp(log.timestamp_str);
  const readable = isValidDate(instant);
  return (
    <div className={styles.entry[assistant ? 'assistant' : 'respondent']} data-role={assistant ? 'assistant' : 'respondent'}>
      <div className={styles.header}>
        <span className={styles.role}>{roleLabel(log.role)}</span>
        {log.timestamp_str && (
          <time className={styles.time} dateTime={readable ? instant.toISOString() : undefined}>
            {readable ? formatDateTimeWithSeconds(instant, i18n.locale) : log.timestamp_str}
          </time>
        )}
      </div>
      <p className={hasContent ? styles.content : styles.noContent}>{displayedContent(log)}</p>
    </div>
  );
}
