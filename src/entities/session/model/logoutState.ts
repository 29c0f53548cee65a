import { useSyncExternalStore } from 'react';

/**
 * Whether this tab is signing out. Set before the session is cleared, so the protected layout shows
 * 'Logging out...' instead of sending the user to sign in again while the browser leaves for the logout address.
 */
let loggingOut = false;
const listeners = new Set<() => void>();

function setLoggingOut(value: boolean) {
  loggingOut = value;
  for (const listener of listeners) listener();
}

export function beginLogout(): void {
  setLoggingOut(true);
}

/** For tests and stories: back to the initial state. */
export function resetLogoutState(): void {
  setLoggingOut(false);
}

export function useIsLoggingOut(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => loggingOut,
  );
}
