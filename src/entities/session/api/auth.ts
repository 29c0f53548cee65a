import { t } from '@lingui/core/macro';

import { apiRequest, type LogoutRequest, logoutResponse, tokenStorage } from '@/shared/api';
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

/**
 * POST /api/auth/logout: the server ends the session (the Bearer id token; the refresh token goes along for an issuer
 * that revokes it) and answers the identity provider's end-session address, or null when it gives none.
 */
export async function logout(): Promise<string | null> {
  const refreshToken = tokenStorage.read()?.RefreshToken;
  const body: LogoutRequest = refreshToken ? { refreshToken } : {};
  const answer = await apiRequest('/api/auth/logout', logoutResponse, { method: 'POST', body, fallbackMessage: t`Logout failed` });
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
