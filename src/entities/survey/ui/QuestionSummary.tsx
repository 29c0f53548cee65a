import { useLingui } from '@lingui/react/macro';

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
  const { t, i18n } = useLingui();
  return (
    <div className={styles.summary}>
      <span className={styles.line}>
        <span>{text}</span>
        <Badge tone="neutral" size="sm">
          {i18n._(QUESTION_TYPE_LABELS[type])}
        </Badge>
      </span>
      {type === 'multiple_choice' && options && options.length > 0 && (
        <ul className={styles.options} aria-label={t`Options`}>
          {options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
