import type { ReactNode } from 'react';

import * as styles from './Badge.css';

export interface BadgeProps extends styles.BadgeVariants {
  /** A decorative icon before the text (a lucide icon sized 12-14). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short, non-interactive status or category label. The text carries the meaning, never the colour alone. */
export function Badge({ tone, size, icon, children }: BadgeProps) {
  return (
    <span className={styles.badge({ tone, size })}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
