import type { ReactNode } from 'react';

import * as styles from './Text.css';

export interface HeadingProps {
  level: 1 | 2 | 3 | 4;
  /** Visual size when it should differ from the document level. */
  size?: 1 | 2 | 3 | 4;
  id?: string;
  children: ReactNode;
}

/** A heading of the given level, sized by the type scale (`size` defaults to the level). */
export function Heading({ level, size = level, id, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={`${styles.headingBase} ${styles.heading[size]}`}>
      {children}
    </Tag>
  );
}
