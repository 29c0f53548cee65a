import type { QuestionType } from '@/shared/api';
import { Badge } from '@/shared/ui/badge';

import { QUESTION_TYPE_LABELS } from '../model/questionTypes';
import * as styles from './QuestionSummary.css';

export interface QuestionSummaryProps {
  text: string;
  /** Absent from an older server: a text question. */
  type?: QuestionType;
  options?: readonly string[] | null;
}

/** A question as the Review dialog and Survey Details list it: its text, its type and a choice's options. */
export function QuestionSummary({ text, type = 'text', options }: QuestionSummaryProps) {
  return (
    <div className={styles.summary}>
      <span className={styles.line}>
        <span>{text}</span>
        <Badge tone="neutral" size="sm">
          {QUESTION_TYPE_LABELS[type]}
        </Badge>
      </span>
      {type === 'multiple_choice' && options && options.length > 0 && (
        <ul className={styles.options} aria-label="Options">
          {options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
