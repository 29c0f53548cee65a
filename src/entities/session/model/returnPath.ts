const RETURN_PATH_KEY = 'auth:returnTo';
const SAME_ORIGIN_BASE = 'https://app.invalid';

/**
 * A path on this origin: one leading '/', never '//' or a backslash (browsers read '/\\host' as '//host'),
 * no control characters (the URL parser drops tabs and newlines, so '/\t/host' would become '//host').
 */
export function isSameOriginPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return new URL(path, SAME_ORIGIN_BASE).origin === SAME_ORIGIN_BASE;
}

/** Remembers where the user was going before the sign-in round trip; anything but a same-origin path is ignored. */
export function rememberReturnPath(path: string): void {
  if (!isSameOriginPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage may be unavailable (privacy settings); the user then lands on the home page.
  }
}

/** The remembered path, once: it is removed as it is read. Null when none, or when what is stored is not safe. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return path !== null && isSameOriginPath(path) ? path : null;
  } catch {
    return null;
  }
}
