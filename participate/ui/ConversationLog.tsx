import type { ConversationMessage } from '@/shared/api/contract/respond';
import type { RespondentMessages } from '@/shared/config/respondent-messages';

import * as styles from './ParticipationPage.css';
import { visuallyHidden } from './theme.css';

interface ConversationLogProps {
  messages: readonly ConversationMessage[];
  texts: RespondentMessages;
}

/**
 * The conversation as a live log: a screen reader reads each new message as it arrives, speaker first. The speaker's
 * name is shown too, so who said what never rests on colour or side alone.
 */
export function ConversationLog({ messages, texts }: ConversationLogProps) {
  const ordered = [...messages].sort((a, b) => a.position - b.position);
  return (
    <div role="log" aria-label={texts.conversationLabel} className={styles.log}>
      <ol className={styles.messageList}>
        {ordered.map((message) => (
          <li key={message.position} className={styles.message[message.role]} data-role={message.role}>
            <span className={styles.speaker}>
              {message.role === 'assistant' ? texts.assistantName : texts.respondentName}
              <span className={visuallyHidden}>: </span>
            </span>
            <p className={styles.bubble[message.role]}>{message.content}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
