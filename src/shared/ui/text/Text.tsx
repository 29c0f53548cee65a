import type { ReactNode } from 'react';

import * as styles from './Text.css';

export interface TextProps {
  as?: 'p' | 'span' | 'div';
  size?: keyof typeof styles.textSize;
  tone?: keyof typeof styles.textTone;
  weight?: keyof typeof styles.textWeight;
  id?: string;
  children: ReactNode;
}

/** Body text in one of the type scale's sizes, tones and weights. */
export function Text({ as: Tag = 'p', size = 'md', tone = 'default', weight = 'regular', id, children }: TextProps) {
  const className = [styles.textBase, styles.textSize[size], styles.textTone[tone], styles.textWeight[weight]].join(' ');
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
