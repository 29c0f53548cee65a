import { beginLogout, logoutDestination } from '@/entities/session';

/** Spec sections 7 and 9: the browser leaves this long after the session is cleared. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

/** A full browser navigation: the logout address belongs to the identity provider or the portal, not to this app. */
export function leaveForAddress(url: string): void {
  window.location.assign(url);
}

/**
 * Signs out and sends the browser to the logout address. beginLogout goes first: once the session is cleared the
 * protected layout would otherwise send the now anonymous user to sign in again, instead of showing 'Logging out...'.
 */
export async function logOutAndLeave(navigateAway: (url: string) => void): Promise<void> {
  beginLogout();
  const destination = await logoutDestination();
  window.setTimeout(() => {
    navigateAway(destination);
  }, LOGOUT_REDIRECT_DELAY_MS);
}
