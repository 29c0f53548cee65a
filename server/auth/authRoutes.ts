import { randomBytes } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as client from 'openid-client';

import { refreshTokenRequest, type LogoutResponse, type RefreshTokenResponse } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { authLoginAttempts } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import { messagePage, STYLESHEET } from './idp/pages.ts';
import type { OidcClient } from './oidcClient.ts';
import { bearerToken, type TokenVerifier } from './tokenVerifier.ts';

export interface AuthRoutesDeps {
  db: Db;
  oidc: OidcClient;
  /** Where the browser reaches this server (e.g. http://localhost:3000); the callback and the SPA live under it. */
  publicUrl: string;
  /** Space-separated scopes asked for at sign-in. */
  scope: string;
  /** Verifies the Bearer id token a logout sends, so only a genuine one is passed on as `id_token_hint`. */
  verifier: TokenVerifier;
}

export const LOGIN_COOKIE = 'sp_login';
/** A sign-in left longer than this on the provider's page must start again. */
const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;
const AUTH_PATH = '/api/auth';
const STYLESHEET_PATH = `${AUTH_PATH}/assets/page.css`;
const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * On this machine, the same server answers as localhost and 127.0.0.1, but cookies and storage are per host name: a
 * sign-in started on the other name would lose its cookie at the callback. Only loopback names are compared, so a
 * proxy that rewrites Host never causes a redirect loop.
 */
function isOtherLoopbackName(requestUrl: string, publicOrigin: string): boolean {
  const requested = new URL(requestUrl);
  const expected = new URL(publicOrigin);
  return (
    LOOPBACK_HOSTS.has(requested.hostname) &&
    LOOPBACK_HOSTS.has(expected.hostname) &&
    requested.hostname !== expected.hostname
  );
}

function randomId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The sign-in endpoints, the only /api routes that take no Bearer token: mount them before `requireUser`.
 * - GET  /api/auth/sso-login  starts authorization code + PKCE (state and nonce too) and sends the browser to the issuer;
 * - GET  /api/auth/callback   exchanges the code and hands the tokens to the SPA's /auth/callback in the URL hash
 *   (a fragment never reaches a server log or a Referer);
 * - POST /api/refresh-token   {refreshToken} -> {AccessToken, IdToken, RefreshToken?, TokenType};
 * - POST /api/auth/logout     -> {logout_url}: the issuer's end-session URL, back to this app afterwards;
 * - GET  /api/auth/signout    the portal sign-out the SPA falls back to: straight to that end-session URL.
 */
export function createAuthRoutes({ db, oidc, publicUrl, scope, verifier }: AuthRoutesDeps): Hono<AppEnv> {
  const origin = publicUrl.replace(/\/+$/, '');
  const redirectUri = `${origin}${AUTH_PATH}/callback`;
  const afterLogout = `${origin}/`;
  const secureCookie = origin.startsWith('https:');
  const routes = new Hono<AppEnv>();

  const failurePage = (c: Context<AppEnv>, status: 400 | 502, message: string) =>
    c.html(
      messagePage('Sign-in failed', message, STYLESHEET_PATH, { href: `${AUTH_PATH}/sso-login`, text: 'Sign in again' }),
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

  routes.get(STYLESHEET_PATH, (c) =>
    c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );

  routes.get(`${AUTH_PATH}/sso-login`, async (c) => {
    if (isOtherLoopbackName(c.req.url, origin)) return c.redirect(`${origin}${AUTH_PATH}/sso-login`, 302);
    const configuration = await discovered(c);
    if (!configuration) return failurePage(c, 502, 'The sign-in service cannot be reached right now. Try again in a moment.');
    const attempt = { id: randomId(), state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    await db.transaction(async (tx) => {
      await tx.delete(authLoginAttempts).where(lt(authLoginAttempts.createdAt, new Date(Date.now() - LOGIN_ATTEMPT_TTL_MS)));
      await tx.insert(authLoginAttempts).values(attempt);
    });
    setCookie(c, LOGIN_COOKIE, attempt.id, {
      path: AUTH_PATH,
      httpOnly: true,
      // Lax: the issuer's redirect back is a top-level GET navigation from another site, which Lax lets through.
      sameSite: 'Lax',
      secure: secureCookie,
      maxAge: LOGIN_ATTEMPT_TTL_MS / 1000,
    });
    const authorizationUrl = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope,
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorizationUrl.href, 302);
  });

  routes.get(`${AUTH_PATH}/callback`, async (c) => {
    const logger = c.get('logger');
    const attemptId = getCookie(c, LOGIN_COOKIE);
    deleteCookie(c, LOGIN_COOKIE, { path: AUTH_PATH, secure: secureCookie });
    // Deleting while reading makes the attempt single-use, also against two callbacks racing on two instances.
    const [attempt] = attemptId
      ? await db
          .delete(authLoginAttempts)
          .where(
            and(
              eq(authLoginAttempts.id, attemptId),
              gt(authLoginAttempts.createdAt, new Date(Date.now() - LOGIN_ATTEMPT_TTL_MS)),
            ),
          )
          .returning()
      : [];
    if (!attempt) return failurePage(c, 400, 'This sign-in has expired or was started in another browser.');

    // The URL as the issuer redirected to it; behind a proxy c.req.url may name an internal host.
    const currentUrl = new URL(redirectUri);
    currentUrl.search = new URL(c.req.url).search;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(await oidc.configuration(), currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        logger.info({ error: error.error }, 'Sign-in refused by the identity provider');
        return failurePage(c, 400, `The sign-in service refused the sign-in (${error.error}).`);
      }
      logger.warn({ err: error }, 'Sign-in code exchange failed');
      return failurePage(c, 400, 'The sign-in could not be completed.');
    }
    const fragment = new URLSearchParams({ id_token: tokens.id_token ?? '', access_token: tokens.access_token });
    if (tokens.refresh_token) fragment.set('refresh_token', tokens.refresh_token);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${origin}/auth/callback#${fragment.toString()}`, 303);
  });

  routes.post('/api/refresh-token', bodyLimit({ maxSize: 16 * 1024, onError: (c) => errorResponse(c, 413, 'Request body too large') }), async (c) => {
    const parsed = refreshTokenRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return errorResponse(c, 400, 'Send {"refreshToken": "<token>"} as JSON.');
    const configuration = await discovered(c);
    if (!configuration) return errorResponse(c, 503, 'The sign-in service cannot be reached right now.');
    let tokens: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
    try {
      tokens = await client.refreshTokenGrant(configuration, parsed.data.refreshToken);
    } catch (error) {
      if (error instanceof client.ResponseBodyError) {
        c.get('logger').info({ error: error.error }, 'Refresh refused by the identity provider');
        return errorResponse(c, 401, 'The session has expired. Sign in again.');
      }
      c.get('logger').error({ err: error }, 'Refresh failed');
      return errorResponse(c, 503, 'The sign-in service cannot be reached right now.');
    }
    if (!tokens.id_token) return errorResponse(c, 502, 'The sign-in service returned no id token.');
    c.header('Cache-Control', 'no-store');
    return c.json({
      AccessToken: tokens.access_token,
      IdToken: tokens.id_token,
      RefreshToken: tokens.refresh_token ?? null,
      TokenType: 'Bearer',
    } satisfies RefreshTokenResponse);
  });

  /** The issuer's end-session URL, or undefined when it has none (then the SPA goes to the portal's sign-out). */
  const endSessionUrl = async (c: Context<AppEnv>): Promise<string | undefined> => {
    const configuration = await discovered(c);
    if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
    const parameters: Record<string, string> = { client_id: oidc.clientId, post_logout_redirect_uri: afterLogout };
    const token = bearerToken(c.req.header('authorization'));
    if (token) {
      const hint = await verifier.verify(token).then(
        () => token,
        () => undefined,
      );
      if (hint) parameters.id_token_hint = hint;
    }
    return client.buildEndSessionUrl(configuration, parameters).href;
  };

  routes.post(`${AUTH_PATH}/logout`, async (c) => {
    const logoutUrl = await endSessionUrl(c);
    return c.json({ logout_url: logoutUrl ?? null } satisfies LogoutResponse);
  });

  routes.get(`${AUTH_PATH}/signout`, async (c) => c.redirect((await endSessionUrl(c)) ?? afterLogout, 302));

  return routes;
}
