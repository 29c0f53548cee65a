import type { ReactNode } from 'react';

import { Heading, Text } from '../text';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links aligned to the end of the header. */
  actions?: ReactNode;
}

/** The page's one h1 with its subtitle and page-level actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <Heading level={1}>{title}</Heading>
        {subtitle && <Text tone="muted">{subtitle}</Text>}
      </div>
      {actions}
    </header>
  );
}
