import { beginLogout, logoutDestination } from '@/entities/session';
import type { LeaveTo } from '@/shared/lib/router';

/** Spec sections 7 and 9: the browser leaves this long after the session is cleared. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

/**
 * Signs out and sends the browser to the logout address. beginLogout goes first: once the session is cleared the
 * protected layout would otherwise send the now anonymous user to sign in again, instead of showing 'Logging out...'.
 */
export async function logOutAndLeave(leaveTo: LeaveTo): Promise<void> {
  beginLogout();
  const destination = await logoutDestination();
  window.setTimeout(() => {
    leaveTo(destination);
  }, LOGOUT_REDIRECT_DELAY_MS);
}
