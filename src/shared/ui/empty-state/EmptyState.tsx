import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative lucide icon; an inbox by default. */
  icon?: ReactNode;
  /** A button or link that gets the user going, e.g. 'Create Survey'. */
  action?: ReactNode;
  /** Render the title as a heading of this level; a plain paragraph otherwise (e.g. inside a table). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or card shows when it has nothing: an icon, a title, an optional description and action. */
export function EmptyState({ title, description, icon, action, headingLevel }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={24} />}
      </span>
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
