import { apiRequest, logoutResponse } from '@/shared/api';
import { getRuntimeConfig } from '@/shared/config';

import { endSession } from '../model/session';

/** The backend's single-sign-on entry (spec section 7), opened by a full browser navigation. */
export function ssoLoginUrl(): string {
  return `${getRuntimeConfig().apiBaseUrl}/api/auth/sso-login`;
}

/** Where the browser goes when logout returns no address or fails (spec sections 7 and 8). */
export function portalSignOutUrl(): string {
  return `${getRuntimeConfig().portalUrl}/api/auth/signout`;
}

/** The portal's home, where a failed sign-in callback sends the browser; '/' when no portal is configured. */
export function portalHomeUrl(): string {
  return `${getRuntimeConfig().portalUrl}/`;
}

/** Only an http(s) address is followed: a `javascript:` URL in the answer must never reach location.href. */
function webAddressOrNull(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** POST /api/auth/logout: the identity provider's end-session address, or null when the server gives none. */
export async function logout(): Promise<string | null> {
  const answer = await apiRequest('/api/auth/logout', logoutResponse, { method: 'POST', fallbackMessage: 'Logout failed' });
  return webAddressOrNull(answer.logout_url);
}

/**
 * Ends the session and answers where to send the browser: the provider's logout address, else the portal sign-out
 * (none returned, or the call failed). The call goes first because it needs the bearer token; the session is cleared
 * whatever happens.
 */
export async function logoutDestination(): Promise<string> {
  try {
    return (await logout()) ?? portalSignOutUrl();
  } catch {
    return portalSignOutUrl();
  } finally {
    endSession();
  }
}
