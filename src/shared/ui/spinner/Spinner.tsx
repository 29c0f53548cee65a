import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  /** Announced to screen readers; omit when a visible text already says it. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.size[size]}`;
  return label ? (
    <span role="progressbar" aria-label={label} className={className} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
