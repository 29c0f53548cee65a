import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';

import { createApp } from '../../app.ts';
import { createOidcClient } from '../../auth/oidcClient.ts';
import { idTokenHash } from '../../auth/revokedIdTokens.ts';
import { createTokenVerifier } from '../../auth/tokenVerifier.ts';
import { logoutResponse, refreshTokenResponse } from '../../contract.ts';
import { revokedIdTokens } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { listenOnLoopback } from '../../testing/loopbackServer.ts';
import { type BrowserFetch, location } from '../../testing/providerBrowser.ts';
import { CLIENT_ID, errorDetail, SCOPE, signIn, signInAtProvider, type Stack, startStack } from '../../testing/signInStack.ts';

const JSON_BODY = { 'Content-Type': 'application/json' };
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

let accountsDirectory: string;

beforeAll(async () => {
  accountsDirectory = await mkdtemp(path.join(tmpdir(), 'sign-out-test-'));
});
afterAll(async () => {
  await rm(accountsDirectory, { recursive: true, force: true });
});

/** POST /api/auth/logout as the SPA sends it: the id token as Bearer, the refresh token in the body. */
async function logout(origin: string, idToken: string, refreshToken?: string): Promise<string | null | undefined> {
  const response = await fetch(`${origin}/api/auth/logout`, {
    method: 'POST',
    headers: { ...JSON_BODY, Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(refreshToken ? { refreshToken } : {}),
  });
  expect(response.status).toBe(200);
  return logoutResponse.parse(await response.json()).logout_url;
}

describe.each(testTargets)('signing out with the embedded provider on $name', (target) => {
  const database = useTestDatabase(target);
  let stack: Stack;

  // A stack per test: each starts with the provider's sign-in form allowance whole.
  beforeEach(async () => {
    stack = await startStack(database, accountsDirectory);
  });
  afterEach(async () => {
    await stack.close();
  });

  const refresh = (refreshToken: string) =>
    fetch(`${stack.origin}/api/refresh-token`, { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ refreshToken }) });
  const countries = (idToken: string) => fetch(`${stack.origin}/api/user-allowed-countries`, { headers: { Authorization: `Bearer ${idToken}` } });
  const endSessionUrl = (idTokenHint: string) => {
    const url = new URL(`${stack.issuer}/session/end`);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      post_logout_redirect_uri: `${stack.origin}/`,
      id_token_hint: idTokenHint,
      state: 'back-to-the-app',
    }).toString();
    return url.href;
  };

  it('ends the session on the server: refresh tokens and the id token are refused, and the provider asks for the password again', async () => {
    const session = await signIn(stack, 'latam.manager');
    // One refresh first: the sign-in is found from a refreshed id token too, and every refresh token of it ends.
    const refreshed = refreshTokenResponse.parse(await (await refresh(session.refreshToken)).json());
    const refreshToken = refreshed.RefreshToken ?? '';
    expect((await countries(refreshed.IdToken)).status).toBe(200);

    const logoutUrl = await logout(stack.origin, refreshed.IdToken, refreshToken);

    for (const spent of [refreshToken, session.refreshToken]) {
      const refused = await refresh(spent);
      expect(refused.status).toBe(401);
      expect(await errorDetail(refused)).toBe('The session has expired. Sign in again.');
    }
    const signedOut = await countries(refreshed.IdToken);
    expect(signedOut.status).toBe(401);
    expect(await errorDetail(signedOut)).toBe('Not authenticated: this session was signed out. Sign in again.');
    const [denied] = await database.db
      .select()
      .from(revokedIdTokens)
      .where(eq(revokedIdTokens.tokenHash, idTokenHash(refreshed.IdToken)));
    expect(denied?.expiresAt.getTime()).toBeGreaterThan(Date.now());

    // The browser then follows the logout address: no second 'Sign out?', straight back to the app.
    expect(await followLogout(session.get, logoutUrl ?? '')).toBe(`${stack.origin}/`);

    // The next visit shows the provider's password form (signInAtProvider checks it), and the new sign-in works.
    const again = await signIn(stack, 'latam.manager', session.get);
    expect((await countries(again.idToken)).status).toBe(200);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('ends the provider session even when the browser never follows the logout address', async () => {
    const session = await signIn(stack, 'viewer');
    await logout(stack.origin, session.idToken);
    const flow = await signInAtProvider(stack, 'viewer', session.get);
    expect(flow.callbackUrl.searchParams.get('code')).toBeTruthy();
  });

  it("leaves another person's sessions alone", async () => {
    const leaving = await signIn(stack, 'admin');
    const staying = await signIn(stack, 'mexico.local');
    await logout(stack.origin, leaving.idToken, leaving.refreshToken);
    expect((await countries(staying.idToken)).status).toBe(200);
    expect((await refresh(staying.refreshToken)).status).toBe(200);
    // Still signed in at the provider: the authorization goes straight back with a code, no password form.
    const authorization = location(await staying.get(`${stack.origin}/api/auth/sso-login`), stack.origin);
    expect(location(await staying.get(authorization.href), authorization.href).href.startsWith(`${stack.callbackUrl}?`)).toBe(true);
  });

  it("signs out at once on the provider's own page for our valid hint of the signed-in account, and asks for anyone else's", async () => {
    const own = await signIn(stack, 'admin');
    const other = await signIn(stack, 'viewer');

    const foreignHint = await own.get(endSessionUrl(other.idToken));
    expect(foreignHint.status).toBe(200);
    expect(await foreignHint.text()).toContain('Yes, sign me out');

    const ownHint = await own.get(endSessionUrl(own.idToken));
    expect(ownHint.status).toBe(303);
    expect(location(ownHint, stack.issuer).href).toBe(`${stack.origin}/?state=back-to-the-app`);
    expect(ownHint.headers.getSetCookie().some((cookie) => /^_session=;/.test(cookie))).toBe(true);
    // Signed out for real: the grant's refresh token is refused and the next visit asks for the password.
    expect((await refresh(own.refreshToken)).status).toBe(401);
    await signInAtProvider(stack, 'admin', own.get);
    // The other person's session is untouched.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('ends nothing for a logout without a genuine token', async () => {
    const session = await signIn(stack, 'latam.manager');
    const forged = `${session.idToken.slice(0, -4)}AAAA`;
    await logout(stack.origin, forged, session.refreshToken);
    expect((await countries(session.idToken)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });
});

/**
 * Follows the provider's end-session address as a browser does, submitting its self-submitting form (the browser runs
 * its script), and answers where the browser lands. Fails on the 'Sign out?' question.
 */
async function followLogout(get: BrowserFetch, logoutUrl: string): Promise<string> {
  const page = await get(logoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toContain('Sign out?');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields = new URLSearchParams([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map(([, name = '', value = '']) => [name, value]));
  expect(fields.get('logout')).toBe('yes');
  const confirmed = await get(new URL(action.replaceAll('&amp;', '&'), logoutUrl).href, { method: 'POST', headers: FORM, body: fields });
  expect(confirmed.status).toBe(303);
  return location(confirmed, logoutUrl).href;
}

describe.each(testTargets)('signing out with an external issuer on $name', (target) => {
  const database = useTestDatabase(target);

  /**
   * An issuer of its own, as far as a sign-out needs one: discovery, a key set, end-session and revocation; it records the
   * revocation requests, and answers them with `revocationStatus`.
   */
  async function startExternalIssuer(revocationStatus: 200 | 503) {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const revoked: Record<string, string>[] = [];
    const issuerApp = new Hono();
    const served = await listenOnLoopback(issuerApp.fetch);
    onTestFinished(() => served.close());
    const issuer = served.origin;
    issuerApp.get('/.well-known/openid-configuration', (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
        revocation_endpoint: `${issuer}/revoke`,
      }),
    );
    issuerApp.post('/revoke', async (c) => {
      revoked.push(Object.fromEntries(new URLSearchParams(await c.req.text())));
      return c.body(null, revocationStatus);
    });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const verifier = createTokenVerifier({ issuer, audience: CLIENT_ID, jwks: { keys: [jwk] } });
    const idToken = await new SignJWT({ username: 'admin', 'cognito:groups': ['Global'], 'custom:region': 'ALL' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject('admin')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const oidc = createOidcClient({ issuer, clientId: CLIENT_ID });
    const app = createApp({
      db: database,
      logger: pino({ level: 'silent' }),
      api: { verifier, auth: { oidc, publicUrl: 'http://survey.example', scope: SCOPE }, geography: () => Promise.resolve({ regions: [], locals: [] }) },
    });
    return { app, issuer, idToken, revoked };
  }

  const logoutAt = (app: ReturnType<typeof createApp>, idToken: string, body: string) =>
    app.request('/api/auth/logout', { method: 'POST', headers: { ...JSON_BODY, Authorization: `Bearer ${idToken}` }, body });

  it("revokes the refresh token at the issuer's revocation endpoint and refuses the id token from then on", async () => {
    const { app, issuer, idToken, revoked } = await startExternalIssuer(200);
    expect((await app.request('/api/user-allowed-countries', { headers: { Authorization: `Bearer ${idToken}` } })).status).toBe(200);

    const response = await logoutAt(app, idToken, JSON.stringify({ refreshToken: 'the-refresh-token' }));
    expect(response.status).toBe(200);
    const { logout_url } = logoutResponse.parse(await response.json());
    expect(logout_url?.startsWith(`${issuer}/logout?`)).toBe(true);
    expect(revoked).toEqual([{ token: 'the-refresh-token', token_type_hint: 'refresh_token', client_id: CLIENT_ID }]);
    const refused = await app.request('/api/user-allowed-countries', { headers: { Authorization: `Bearer ${idToken}` } });
    expect(refused.status).toBe(401);
  });

  it('still signs out when the issuer refuses the revocation or no refresh token is sent', async () => {
    const { app, idToken, revoked } = await startExternalIssuer(503);
    const failedRevocation = await logoutAt(app, idToken, JSON.stringify({ refreshToken: 'the-refresh-token' }));
    expect(failedRevocation.status).toBe(200);
    expect(revoked).toHaveLength(1);
    expect((await app.request('/api/user-allowed-countries', { headers: { Authorization: `Bearer ${idToken}` } })).status).toBe(401);

    // The spec shows no logout payload: none, or an unreadable one, revokes nothing and still answers the address.
    for (const body of ['', 'not json']) {
      const response = await logoutAt(app, idToken, body);
      expect(response.status).toBe(200);
      expect(logoutResponse.parse(await response.json()).logout_url).toBeTypeOf('string');
    }
    expect(revoked).toHaveLength(1);
  });
});
