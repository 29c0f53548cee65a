import { assignInlineVars } from '@vanilla-extract/dynamic';

import * as styles from './Skeleton.css';

type Size = number | string;

export interface SkeletonProps {
  variant?: keyof typeof styles.variant;
  /** A CSS length or a number of pixels; defaults to the full width (or the height, for a circle). */
  width?: Size;
  /** A CSS length or a number of pixels; defaults to one line of text. */
  height?: Size;
  /** For `text`: how many lines to draw; the last one is shorter, like a paragraph. */
  lines?: number;
}

const toLength = (size: Size) => (typeof size === 'number' ? `${size}px` : size);

/**
 * A placeholder shown while content loads. Hidden from assistive technology: pair it with a
 * spinner label or a status text that says what is loading.
 */
export function Skeleton({ variant = 'rect', width, height, lines = 1 }: SkeletonProps) {
  const h = toLength(height ?? (variant === 'text' ? '0.875em' : '1rem'));
  const w = toLength(width ?? (variant === 'circle' ? h : '100%'));
  const className = `${styles.block} ${styles.variant[variant]}`;

  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={styles.lines} style={assignInlineVars({ [styles.widthVar]: w })}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            data-skeleton=""
            className={className}
            style={assignInlineVars({ [styles.widthVar]: index === lines - 1 ? '60%' : '100%', [styles.heightVar]: h })}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={className}
      style={assignInlineVars({ [styles.widthVar]: w, [styles.heightVar]: h })}
    />
  );
}
