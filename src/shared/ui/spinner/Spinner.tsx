import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  /** Announced to screen readers; omit when a visible text already says it. */
  label?: string;
}

/** A spinning circle for work in progress; with a `label` it is announced as a status, without one it is decorative. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.size[size]}`;
  return label ? (
    <span role="progressbar" aria-label={label} className={className} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
