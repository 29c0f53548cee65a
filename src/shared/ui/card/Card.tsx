import { type ReactNode, useId } from 'react';

import { Heading, Text } from '../text';
import * as styles from './Card.css';

export interface CardProps {
  /** A heading at the top of the card. */
  title?: string;
  /** The document level of the title heading. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons or links shown at the end of the header. */
  actions?: ReactNode;
  padding?: keyof typeof styles.padding;
  /** `section` makes a titled card a named region (use for a few major page parts, not for every tile). */
  as?: 'div' | 'section' | 'article';
  children?: ReactNode;
}

export function Card({ title, headingLevel = 3, description, actions, padding = 'lg', as: Tag = 'div', children }: CardProps) {
  const titleId = useId();
  const hasHeader = [title, description, actions].some(Boolean);
  return (
    <Tag
      className={`${styles.card} ${styles.padding[padding]}`}
      aria-labelledby={title && Tag !== 'div' ? titleId : undefined}
    >
      {hasHeader && (
        <div className={styles.header}>
          <div className={styles.headerText}>
            {title && (
              <Heading level={headingLevel} size={3} id={titleId}>
                {title}
              </Heading>
            )}
            {description && (
              <Text size="sm" tone="muted">
                {description}
              </Text>
            )}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Tag>
  );
}

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A short qualifier under the value, e.g. 'Current' or '+3 this week'. */
  caption?: ReactNode;
  /** A decorative lucide icon. */
  icon?: ReactNode;
}

/** A dashboard tile: one number with its label. */
export function StatCard({ label, value, caption, icon }: StatCardProps) {
  return (
    <Card padding="md">
      <div className={styles.stat}>
        <div className={styles.statTop}>
          <p className={styles.statLabel}>{label}</p>
          {icon && (
            <span className={styles.statIcon} aria-hidden="true">
              {icon}
            </span>
          )}
        </div>
        <p className={styles.statValue}>{value}</p>
        {caption && <p className={styles.statCaption}>{caption}</p>}
      </div>
    </Card>
  );
}
