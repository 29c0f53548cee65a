import { useId } from 'react';

import type { QuestionReply } from '@/shared/api/contract/respond';
import type { RespondentMessages } from '@/shared/config/respondent-messages';

import * as styles from './QuickReplies.css';
import { visuallyHidden } from './theme.css';

interface QuickRepliesProps {
  reply: QuestionReply;
  texts: RespondentMessages;
  /** The value chosen, or null. */
  choice: number | null;
  disabled: boolean;
  onChoose: (value: number) => void;
}

/**
 * A question's quick replies as native radio buttons: one tab stop, arrow keys to move, announced as a group of choices
 * with their count, mirrored in right-to-left languages. A scale's two ends are named on its first and last numbers for
 * screen readers and shown under the row for everyone.
 */
export function QuickReplies({ reply, texts, choice, disabled, onChoose }: QuickRepliesProps) {
  const name = useId();
  const isScale = reply.type !== 'multiple_choice';
  const first = reply.choices[0]?.value;
  const last = reply.choices.at(-1)?.value;
  const endOf = (value: number) => (!isScale ? null : value === first ? reply.low_label : value === last ? reply.high_label : null);
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={visuallyHidden}>{texts.choicesLabel}</legend>
      <div className={isScale ? styles.scale[reply.type === 'nps' ? 'nps' : 'rating'] : styles.options}>
        {reply.choices.map(({ value, label }) => {
          const end = endOf(value);
          return (
            <label key={value} className={styles.reply}>
              <input
                type="radio"
                name={name}
                value={value}
                className={styles.input}
                aria-label={end ? `${label}, ${end}` : label}
                checked={choice === value}
                onChange={() => {
                  onChoose(value);
                }}
              />
              <span className={styles.face[isScale ? 'scale' : 'option']}>{label}</span>
            </label>
          );
        })}
      </div>
      {isScale && reply.low_label && reply.high_label && (
        <div className={styles.ends} aria-hidden="true">
          <span>{reply.low_label}</span>
          <span>{reply.high_label}</span>
        </div>
      )}
    </fieldset>
  );
}
