import type { ConversationLog } from '@/shared/api';
import { isValidDate, parseServerTimestamp } from '@/shared/lib/date';

import { displayedContent, isAssistantEntry, roleLabel } from '../model/conversation';
import * as styles from './ConversationEntry.css';

export interface ConversationEntryProps {
  log: ConversationLog;
}

/** One message of a conversation log: the role, the timestamp as the server wrote it, and the content or '[No content]'. */
export function ConversationEntry({ log }: ConversationEntryProps) {
  const assistant = isAssistantEntry(log);
  const hasContent = Boolean(log.content?.trim());
  const instant = parseServerTimestamp(log.timestamp_str);
  return (
    <div className={styles.entry[assistant ? 'assistant' : 'respondent']} data-role={assistant ? 'assistant' : 'respondent'}>
      <div className={styles.header}>
        <span className={styles.role}>{roleLabel(log.role)}</span>
        {log.timestamp_str && (
          <time className={styles.time} dateTime={isValidDate(instant) ? instant.toISOString() : undefined}>
            {log.timestamp_str}
          </time>
        )}
      </div>
      <p className={hasContent ? styles.content : styles.noContent}>{displayedContent(log)}</p>
    </div>
  );
}
