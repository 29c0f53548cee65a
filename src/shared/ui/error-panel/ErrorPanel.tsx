import { useLingui } from '@lingui/react/macro';
import { CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '../button';
import * as styles from './ErrorPanel.css';

export interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** More buttons or links, e.g. 'Go Back'. */
  action?: ReactNode;
}

/** A failure the user should know about right away: announced as an alert. */
export function ErrorPanel({ title, message, onRetry, retryLabel, action }: ErrorPanelProps) {
  const { t } = useLingui();
  return (
    <div role="alert" className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <CircleAlert size={20} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {message && <p className={styles.message}>{message}</p>}
        {(onRetry ?? action) && (
          <div className={styles.actions}>
            {onRetry && (
              <Button variant="secondary" size="sm" icon={<RotateCcw size={16} aria-hidden />} onPress={onRetry}>
                {retryLabel ?? t`Try Again`}
              </Button>
            )}
            {action}
          </div>
        )}
      </div>
    </div>
  );
}
