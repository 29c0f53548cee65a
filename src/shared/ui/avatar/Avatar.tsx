import { useLingui } from '@lingui/react/macro';

import * as styles from './Avatar.css';

export interface AvatarProps extends styles.AvatarVariants {
  /** The user's name or login, e.g. 'kim.minji'. */
  name: string;
  /** Hide from assistive technology when the name is already shown next to it. */
  isDecorative?: boolean;
}

/** The first character of a name, e.g. 'kim.minji' -> 'K', or '?' when there is none. */
function initialOf(name: string): string {
  // Array.from keeps characters outside the BMP (and Hangul) whole.
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A round badge with the first letter of a user's name; named for screen readers unless `isDecorative`. */
export function Avatar({ name, size, isDecorative = false }: AvatarProps) {
  const { t } = useLingui();
  const label = name.trim() || t`Unknown user`;
  return (
    <span
      className={styles.avatar({ size })}
      {...(isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {initialOf(name)}
    </span>
  );
}
