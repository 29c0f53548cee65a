import { randomBytes } from 'node:crypto';

import { decodeJwt } from 'jose';
import type Provider from 'oidc-provider';
import * as client from 'openid-client';
import type { Logger } from 'pino';

import { endEmbeddedSignIn } from '../../auth/idp/signOut.ts';
import { denyIdToken } from '../../auth/revokedIdTokens.ts';
import type { VerifiedUser } from '../../auth/tokenVerifier.ts';
import type { RefreshTokenResponse } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { insertLoginAttempt, takeLoginAttempt } from './queries.ts';

/** A sign-in left longer than this on the provider's page must start again. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * On this machine, the same server answers as localhost and 127.0.0.1, but cookies and storage are per host name: a
 * sign-in started on the other name would lose its cookie at the callback. Only loopback names are compared, so a
 * proxy that rewrites Host never causes a redirect loop.
 */
export function isOtherLoopbackName(requestUrl: string, publicOrigin: string): boolean {
  const requested = new URL(requestUrl);
  const expected = new URL(publicOrigin);
  return LOOPBACK_HOSTS.has(requested.hostname) && LOOPBACK_HOSTS.has(expected.hostname) && requested.hostname !== expected.hostname;
}

/** Stores a new attempt (PKCE verifier, state, nonce) and builds the issuer's authorization URL for it. */
export async function beginSignIn(
  db: Db,
  configuration: client.Configuration,
  { redirectUri, scope }: { redirectUri: string; scope: string },
): Promise<{ attemptId: string; authorizationUrl: URL }> {
  const attempt = {
    id: randomBytes(32).toString('base64url'),
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  await insertLoginAttempt(db, attempt, LOGIN_ATTEMPT_TTL_MS);
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope,
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { attemptId: attempt.id, authorizationUrl };
}

export type SignInOutcome =
  | { status: 'signed-in'; tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>> }
  | { status: 'expired' }
  | { status: 'refused'; error: string }
  | { status: 'failed'; cause: unknown };

/** Takes the attempt (single use) and exchanges the code the issuer sent back with `callbackUrl`. */
export async function completeSignIn(
  db: Db,
  configuration: () => Promise<client.Configuration>,
  attemptId: string | undefined,
  callbackUrl: URL,
): Promise<SignInOutcome> {
  const attempt = attemptId ? await takeLoginAttempt(db, attemptId, LOGIN_ATTEMPT_TTL_MS) : undefined;
  if (!attempt) return { status: 'expired' };
  try {
    const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    return { status: 'signed-in', tokens };
  } catch (error) {
    if (error instanceof client.AuthorizationResponseError) return { status: 'refused', error: error.error };
    return { status: 'failed', cause: error };
  }
}

export type RefreshOutcome =
  | { status: 'refreshed'; tokens: RefreshTokenResponse }
  | { status: 'refused'; error: string }
  | { status: 'no-id-token' }
  | { status: 'failed'; cause: unknown };

/** A refresh-token grant, answered in the shape the SPA reads. */
export async function refreshSession(configuration: client.Configuration, refreshToken: string): Promise<RefreshOutcome> {
  let tokens: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
  try {
    tokens = await client.refreshTokenGrant(configuration, refreshToken);
  } catch (error) {
    if (error instanceof client.ResponseBodyError) return { status: 'refused', error: error.error };
    return { status: 'failed', cause: error };
  }
  if (!tokens.id_token) return { status: 'no-id-token' };
  return {
    status: 'refreshed',
    tokens: { AccessToken: tokens.access_token, IdToken: tokens.id_token, RefreshToken: tokens.refresh_token ?? null, TokenType: 'Bearer' },
  };
}

/** The issuer's end-session URL, or undefined when it has none (then the SPA goes to the portal's sign-out). */
export function endSessionUrl(
  configuration: client.Configuration,
  { clientId, afterLogout, idTokenHint }: { clientId: string; afterLogout: string; idTokenHint: string | undefined },
): string | undefined {
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  const parameters: Record<string, string> = { client_id: clientId, post_logout_redirect_uri: afterLogout };
  if (idTokenHint) parameters.id_token_hint = idTokenHint;
  return client.buildEndSessionUrl(configuration, parameters).href;
}

export interface SignOut {
  /** The Bearer id token, verified. */
  idToken: string;
  user: VerifiedUser;
  /** The refresh token the SPA holds, when it sent one. */
  refreshToken: string | undefined;
}

export interface SignOutDeps {
  db: Db;
  clientId: string;
  /** The embedded provider, when it is the issuer: its grant and session are ended in-process. */
  embeddedProvider: Provider | undefined;
  /** The issuer's configuration, when discovered: an external issuer's revocation endpoint is called through it. */
  configuration: client.Configuration | undefined;
  logger: Logger;
}

/**
 * Ends a session on the server, whether or not the browser then completes the provider's sign-out: the id token is
 * refused by the API from now on (deny-list until it expires); with the embedded provider its grant (every refresh token)
 * and provider session end; with an external issuer the refresh token is revoked there when it offers revocation (best
 * effort: the issuer's own sign-out page still follows).
 */
export async function signOut({ idToken, user, refreshToken }: SignOut, deps: SignOutDeps): Promise<void> {
  await denyIdToken(deps.db, idToken, user.expiresAt);
  if (deps.embeddedProvider) {
    const { nonce } = decodeJwt(idToken);
    const found =
      typeof nonce === 'string' &&
      (await endEmbeddedSignIn(deps.embeddedProvider, deps.db, { subject: user.subject, clientId: deps.clientId, nonce }));
    if (!found) deps.logger.info('Sign-out found no grant of this sign-in at the embedded provider (revoked or expired already)');
    return;
  }
  if (refreshToken && deps.configuration?.serverMetadata().revocation_endpoint) {
    try {
      await client.tokenRevocation(deps.configuration, refreshToken, { token_type_hint: 'refresh_token' });
    } catch (error) {
      // The message only: an error of the revocation call may carry the request, and with it the token.
      const reason = error instanceof Error ? error.message : String(error);
      deps.logger.warn({ reason }, 'The identity provider did not revoke the refresh token at sign-out');
    }
  }
}
