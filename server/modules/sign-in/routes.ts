import { Hono, type Context } from 'hono';
import { limitRequestBody } from '../../http/bodyLimit.ts';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type * as client from 'openid-client';

import { appRoutes, logoutRequest, refreshTokenRequest, type LogoutResponse, type RefreshTokenResponse } from '../../contract.ts';
import { messagePage, STYLESHEET as STYLESHEET_TEXT } from '../../auth/idp/pages.ts';
import type { IdentityProvider } from '../../auth/idp/provider.ts';
import type { OidcClient } from '../../auth/oidcClient.ts';
import { bearerToken, type TokenVerifier } from '../../auth/tokenVerifier.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponse } from '../../http/errors.ts';
import {
  beginSignIn,
  completeSignIn,
  endSessionUrl,
  isOtherLoopbackName,
  LOGIN_ATTEMPT_TTL_MS,
  refreshSession,
  signOut,
} from './service.ts';

export interface SignInRoutesDeps {
  db: Db;
  oidc: OidcClient;
  /** Where the browser reaches this server (e.g. http://localhost:3000); the callback and the SPA live under it. */
  publicUrl: string;
  /** Space-separated scopes asked for at sign-in. */
  scope: string;
  /** Verifies the Bearer id token a logout sends: only a genuine one signs out on the server and becomes `id_token_hint`. */
  verifier: TokenVerifier;
  /** The embedded provider when it is the issuer, so a logout ends its grant and session in-process. */
  embeddedProvider?: IdentityProvider;
}

/** Where app.ts mounts these routes; redirects, links and the cookie's path need the full paths. */
export const SIGN_IN_PREFIX = '/api';
const AUTH = '/auth';
const AUTH_PATH = `${SIGN_IN_PREFIX}${AUTH}`;
const STYLESHEET = `${AUTH}/assets/page.css`;

export const LOGIN_COOKIE = 'sp_login';
const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The sign-in endpoints, the only /api routes that take no Bearer token, mounted at SIGN_IN_PREFIX before `requireUser`:
 * - GET  /auth/sso-login  starts authorization code + PKCE (state and nonce too) and sends the browser to the issuer;
 * - GET  /auth/callback   exchanges the code and hands the tokens to the SPA's /auth/callback in the URL hash
 *   (a fragment never reaches a server log or a Referer);
 * - POST /refresh-token   {refreshToken} -> {AccessToken, IdToken, RefreshToken?, TokenType};
 * - POST /auth/logout     [{refreshToken}] -> {logout_url}: with a valid Bearer id token, ends the session on the server
 *   (see signOut), then answers the issuer's end-session URL, back to this app afterwards;
 * - GET  /auth/signout    the portal sign-out the SPA falls back to: straight to that end-session URL.
 */
export function createSignInRoutes({ db, oidc, publicUrl, scope, verifier, embeddedProvider }: SignInRoutesDeps): Hono<AppEnv> {
  const origin = publicUrl.replace(/\/+$/, '');
  const redirectUri = `${origin}${AUTH_PATH}/callback`;
  const afterLogout = `${origin}/`;
  const secureCookie = origin.startsWith('https:');
  const routes = new Hono<AppEnv>();

  const failurePage = (c: Context<AppEnv>, status: 400 | 502, message: string) =>
    c.html(
      messagePage('Sign-in failed', message, `${SIGN_IN_PREFIX}${STYLESHEET}`, { href: `${AUTH_PATH}/sso-login`, text: 'Sign in again' }),
      status,
      PAGE_HEADERS,
    );

  /** The issuer's configuration, or undefined (logged) while it cannot be discovered. */
  const discovered = async (c: Context<AppEnv>): Promise<client.Configuration | undefined> => {
    try {
      return await oidc.configuration();
    } catch (error) {
      c.get('logger').error({ err: error }, 'Identity provider discovery failed');
      return undefined;
    }
  };

  routes.get(STYLESHEET, (c) =>
    c.body(STYLESHEET_TEXT, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );

  routes.get(`${AUTH}/sso-login`, async (c) => {
    if (isOtherLoopbackName(c.req.url, origin)) return c.redirect(`${origin}${AUTH_PATH}/sso-login`, 302);
    const configuration = await discovered(c);
    if (!configuration) return failurePage(c, 502, 'The sign-in service cannot be reached right now. Try again in a moment.');
    const { attemptId, authorizationUrl } = await beginSignIn(db, configuration, { redirectUri, scope });
    setCookie(c, LOGIN_COOKIE, attemptId, {
      path: AUTH_PATH,
      httpOnly: true,
      // Lax: the issuer's redirect back is a top-level GET navigation from another site, which Lax lets through.
      sameSite: 'Lax',
      secure: secureCookie,
      maxAge: LOGIN_ATTEMPT_TTL_MS / 1000,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorizationUrl.href, 302);
  });

  routes.get(`${AUTH}/callback`, async (c) => {
    const logger = c.get('logger');
    const attemptId = getCookie(c, LOGIN_COOKIE);
    deleteCookie(c, LOGIN_COOKIE, { path: AUTH_PATH, secure: secureCookie });
    // The URL as the issuer redirected to it; behind a proxy c.req.url may name an internal host.
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = new URL(c.req.url).search;
    const outcome = await completeSignIn(db, () => oidc.configuration(), attemptId, callbackUrl);
    switch (outcome.status) {
      case 'expired':
        return failurePage(c, 400, 'This sign-in has expired or was started in another browser.');
      case 'refused':
        logger.info({ error: outcome.error }, 'Sign-in refused by the identity provider');
        return failurePage(c, 400, `The sign-in service refused the sign-in (${outcome.error}).`);
      case 'failed':
        logger.warn({ err: outcome.cause }, 'Sign-in code exchange failed');
        return failurePage(c, 400, 'The sign-in could not be completed.');
      case 'signed-in': {
        const { tokens } = outcome;
        const fragment = new URLSearchParams({ id_token: tokens.id_token ?? '', access_token: tokens.access_token });
        if (tokens.refresh_token) fragment.set('refresh_token', tokens.refresh_token);
        c.header('Cache-Control', 'no-store');
        return c.redirect(`${origin}${appRoutes.authCallback}#${fragment.toString()}`, 303);
      }
    }
  });

  const smallBody = limitRequestBody(16 * 1024);

  routes.post('/refresh-token', smallBody, async (c) => {
    const parsed = refreshTokenRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return errorResponse(c, 400, 'validation.invalid', { problem: 'Send {"refreshToken": "<token>"} as JSON.' });
    const configuration = await discovered(c);
    if (!configuration) return errorResponse(c, 503, 'auth.provider_unreachable');
    const outcome = await refreshSession(configuration, parsed.data.refreshToken);
    switch (outcome.status) {
      case 'refused':
        c.get('logger').info({ error: outcome.error }, 'Refresh refused by the identity provider');
        return errorResponse(c, 401, 'auth.session_expired');
      case 'failed':
        c.get('logger').error({ err: outcome.cause }, 'Refresh failed');
        return errorResponse(c, 503, 'auth.provider_unreachable');
      case 'no-id-token':
        return errorResponse(c, 502, 'auth.no_id_token');
      case 'refreshed':
        c.header('Cache-Control', 'no-store');
        return c.json(outcome.tokens satisfies RefreshTokenResponse);
    }
  });

  /** The Bearer id token when it verifies, with its user. */
  const verifiedBearer = async (c: Context<AppEnv>) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) return undefined;
    return verifier.verify(token).then(
      (user) => ({ token, user }),
      () => undefined,
    );
  };

  // No token, or one that does not verify (expired, forged): nothing to end on the server, only the URL to answer.
  routes.post(`${AUTH}/logout`, smallBody, async (c) => {
    const bearer = await verifiedBearer(c);
    const configuration = await discovered(c);
    if (bearer) {
      // The body is optional (the spec shows none): without a usable one there is no refresh token to revoke.
      const body = logoutRequest.safeParse(await c.req.json().catch(() => undefined));
      const refreshToken = body.success ? body.data.refreshToken : undefined;
      await signOut(
        { idToken: bearer.token, user: bearer.user, refreshToken },
        { db, clientId: oidc.clientId, embeddedProvider: embeddedProvider?.provider, configuration, logger: c.get('logger') },
      );
    }
    const logoutUrl = configuration && endSessionUrl(configuration, { clientId: oidc.clientId, afterLogout, idTokenHint: bearer?.token });
    c.header('Cache-Control', 'no-store');
    return c.json({ logout_url: logoutUrl ?? null } satisfies LogoutResponse);
  });

  routes.get(`${AUTH}/signout`, async (c) => {
    const configuration = await discovered(c);
    const bearer = await verifiedBearer(c);
    const logoutUrl = configuration && endSessionUrl(configuration, { clientId: oidc.clientId, afterLogout, idTokenHint: bearer?.token });
    return c.redirect(logoutUrl ?? afterLogout, 302);
  });

  return routes;
}
