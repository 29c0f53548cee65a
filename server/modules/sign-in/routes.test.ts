import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { freePort } from '../../../scripts/serverProcess.ts';
import { createApp } from '../../app.ts';
import { logoutResponse, refreshTokenResponse, userAllowedCountries } from '../../contract.ts';
import { authLoginAttempts, oidcModels } from '../../db/schema.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { CLIENT_ID, errorDetail, SCOPE, signIn, signInAtProvider, type SignedIn, type Stack, startStack } from '../../testing/signInStack.ts';
import { type GeographyConfig, readGeographyConfig, seedGeography } from '../geography/index.ts';
import { LOGIN_COOKIE } from './index.ts';
import { browser, location } from '../../testing/providerBrowser.ts';
import { DEMO_PASSWORD } from '../../auth/idp/accounts.ts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '../../auth/idp/adapter.ts';
import { createDiscoveredTokenVerifier, createOidcClient } from '../../auth/oidcClient.ts';
import { TokenRejected } from '../../auth/tokenVerifier.ts';

const LATAM = 'Latin America & Caribbean';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'Content-Type': 'application/json' };
const logger = pino({ level: 'silent' });

let accountsDirectory: string;

beforeAll(async () => {
  accountsDirectory = await mkdtemp(path.join(tmpdir(), 'auth-routes-test-'));
});
afterAll(async () => {
  await rm(accountsDirectory, { recursive: true, force: true });
});

/** One cookie of a response's Set-Cookie lines: its value and its lower-cased attributes. */
function setCookie(response: Response, name: string): { value: string; attributes: string[] } {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (line === undefined) throw new Error(`No Set-Cookie for ${name}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

/** Checks the API's sign-in failure page (never a redirect, so no token leaves) and answers its HTML. */
async function expectFailurePage(response: Response, status: 400 | 502 = 400): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('location')).toBeNull();
  const html = await response.text();
  expect(html).toContain('<h1>Sign-in failed</h1>');
  expect(html).toContain('<a href="/api/auth/sso-login">');
  expect(html).not.toContain('token');
  return html;
}

describe.each(testTargets)('sign-in endpoints on $name', (target) => {
  let database: OpenTestDatabase;
  let geography: GeographyConfig;
  let stack: Stack;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    geography = await readGeographyConfig('config/geography.json');
    await seedGeography(database.db, geography);
    stack = await startStack(database, accountsDirectory);
  });
  afterAll(async () => {
    await stack.close();
    await database.release();
  });

  // Shared by the tests that only need a genuine id token: every sign-in counts against the provider's rate limit.
  let adminSession: Promise<SignedIn> | undefined;
  const admin = () => (adminSession ??= signIn(stack, 'admin'));

  const attemptRow = (id: string) => database.db.select().from(authLoginAttempts).where(eq(authLoginAttempts.id, id));

  it('signs latam.manager in end to end, and the id token it hands over opens the API', async () => {
    const flow = await signInAtProvider(stack, 'latam.manager');

    expect(flow.start.status).toBe(302);
    expect(flow.start.headers.get('cache-control')).toBe('no-store');
    expect(`${flow.authorizationUrl.origin}${flow.authorizationUrl.pathname}`).toBe(`${stack.issuer}/auth`);
    const request = Object.fromEntries(flow.authorizationUrl.searchParams);
    expect(request).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: SCOPE,
      redirect_uri: stack.callbackUrl,
      code_challenge_method: 'S256',
    });
    expect(request.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(request.state).toBeTruthy();
    expect(request.nonce).toBeTruthy();
    const cookie = setCookie(flow.start, LOGIN_COOKIE);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/auth']));
    // Plain http here: a Secure cookie would never come back.
    expect(cookie.attributes).not.toContain('secure');
    // The row the cookie names holds what the request carries: its state, its nonce, the verifier behind its challenge.
    const [attempt] = await attemptRow(cookie.value);
    expect(attempt).toMatchObject({ state: request.state, nonce: request.nonce });
    expect(await client.calculatePKCECodeChallenge(attempt?.codeVerifier ?? '')).toBe(request.code_challenge);

    const done = await flow.get(flow.callbackUrl.href);
    expect(done.status).toBe(303);
    expect(done.headers.get('cache-control')).toBe('no-store');
    const landing = location(done, stack.origin);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(`${stack.origin}/auth/callback`);
    const tokens = new URLSearchParams(landing.hash.slice(1));
    expect([...tokens.keys()]).toEqual(['id_token', 'access_token', 'refresh_token']);
    for (const value of tokens.values()) expect(value).not.toBe('');
    expect(setCookie(done, LOGIN_COOKIE).attributes).toContain('max-age=0');
    expect(await attemptRow(cookie.value)).toEqual([]);

    const idToken = tokens.get('id_token') ?? '';
    expect(await stack.verifier.verify(idToken)).toMatchObject({
      username: 'latam.manager',
      groups: ['Region-LatinAmerica'],
      region: LATAM,
      local: 'ALL',
    });
    const response = await fetch(`${stack.origin}/api/user-allowed-countries`, { headers: { Authorization: `Bearer ${idToken}` } });
    expect(response.status).toBe(200);
    const countries = userAllowedCountries.parse(await response.json());
    expect(countries).toEqual(expect.arrayContaining(['Mexico', 'Brazil']));
    expect(countries).not.toContain('United States');
    const latamCountries = geography.regions.find((region) => region.name === LATAM)?.countries.map((country) => country.name);
    expect([...countries].sort()).toEqual(latamCountries?.sort());
  });

  it('moves a sign-in started on the other loopback name to the public one, where the callback will find its cookie', async () => {
    const otherName = new URL(stack.origin);
    otherName.hostname = 'localhost';
    const moved = await stack.app.request(`${otherName.origin}/api/auth/sso-login`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(`${stack.origin}/api/auth/sso-login`);
    expect(moved.headers.getSetCookie()).toEqual([]);

    // Any other name (one a proxy passes on) starts the sign-in where it is: no redirect loop.
    const proxied = await stack.app.request('http://survey.internal/api/auth/sso-login');
    expect(location(proxied, stack.origin).href.startsWith(`${stack.issuer}/auth?`)).toBe(true);
  });

  it('completes a callback once, and only in the browser that started the sign-in', async () => {
    const flow = await signInAtProvider(stack, 'viewer');
    const loginCookie = `${LOGIN_COOKIE}=${setCookie(flow.start, LOGIN_COOKIE).value}`;

    // Without the cookie (another browser brought the provider's answer): refused, and the sign-in stays usable.
    const withoutCookie = await expectFailurePage(await fetch(flow.callbackUrl, { redirect: 'manual' }));
    expect(withoutCookie).toContain('started in another browser');
    expect((await flow.get(flow.callbackUrl.href)).status).toBe(303);

    // The same callback with the very same cookie again: the attempt is spent.
    const replay = await fetch(flow.callbackUrl, { headers: { Cookie: loginCookie }, redirect: 'manual' });
    expect(await expectFailurePage(replay)).toContain('started in another browser');
  });

  it('refuses a callback whose state was changed on the way', async () => {
    const flow = await signInAtProvider(stack, 'mexico.local');
    const tampered = new URL(flow.callbackUrl);
    tampered.searchParams.set('state', client.randomState());
    expect(await expectFailurePage(await flow.get(tampered.href))).toContain('could not be completed');
  });

  it("shows the provider's refusal on the failure page", async () => {
    const get = browser();
    const state = location(await get(`${stack.origin}/api/auth/sso-login`), stack.origin).searchParams.get('state') ?? '';
    // As a provider answers, with its issuer (RFC 9207; openid-client requires it from one that announces it).
    const refusal = new URLSearchParams({ error: 'access_denied', state, iss: stack.issuer });
    expect(await expectFailurePage(await get(`${stack.callbackUrl}?${refusal.toString()}`))).toContain('(access_denied)');
  });

  it('escapes the error code it shows (anyone can put one in a callback URL)', async () => {
    const get = browser();
    const state = location(await get(`${stack.origin}/api/auth/sso-login`), stack.origin).searchParams.get('state') ?? '';
    const refusal = new URLSearchParams({ error: '<script>alert(1)</script>', state, iss: stack.issuer });
    const html = await expectFailurePage(await get(`${stack.callbackUrl}?${refusal.toString()}`));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)');
  });

  it('shows an error the embedded provider really sends back (prompt=none without a session)', async () => {
    const get = browser();
    const authorizationUrl = location(await get(`${stack.origin}/api/auth/sso-login`), stack.origin);
    authorizationUrl.searchParams.set('prompt', 'none');
    const callbackUrl = location(await get(authorizationUrl.href), authorizationUrl.href);
    expect(callbackUrl.href.startsWith(`${stack.callbackUrl}?`)).toBe(true);
    expect(await expectFailurePage(await get(callbackUrl.href))).toContain('(login_required)');
  });

  describe('POST /api/refresh-token', () => {
    const refresh = (body: string) => fetch(`${stack.origin}/api/refresh-token`, { method: 'POST', headers: JSON_BODY, body });

    const refreshWith = async (refreshToken: string) => {
      const response = await refresh(JSON.stringify({ refreshToken }));
      expect(response.status).toBe(200);
      return refreshTokenResponse.parse(await response.json());
    };

    /** Moves a refresh token's rotation to just before the reuse grace, as if that time had passed. */
    const endReuseGrace = (refreshToken: string) =>
      database.db
        .update(oidcModels)
        .set({ consumedAt: sql`now() - make_interval(secs => ${REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1})` })
        .where(and(eq(oidcModels.model, 'RefreshToken'), eq(oidcModels.id, refreshToken)));

    it('answers new tokens with a new refresh token; the spent one refreshes again only within the grace', async () => {
      const session = await signIn(stack, 'mexico.local');
      const response = await refresh(JSON.stringify({ refreshToken: session.refreshToken }));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body: unknown = await response.json();
      const refreshed = refreshTokenResponse.parse(body);
      // Nothing outside the contract (parse drops unknown keys).
      expect(body).toEqual(refreshed);
      expect(refreshed.TokenType).toBe('Bearer');
      expect(refreshed.RefreshToken).toBeTypeOf('string');
      expect(refreshed.RefreshToken).not.toBe(session.refreshToken);
      expect(await stack.verifier.verify(refreshed.IdToken)).toMatchObject({ username: 'mexico.local', local: 'Mexico' });

      // The answer was lost on the way: the SPA sends the same refresh token again, and gets tokens of the same grant.
      const retried = await refreshWith(session.refreshToken);
      expect(retried.RefreshToken).not.toBe(refreshed.RefreshToken);
      expect(await stack.verifier.verify(retried.IdToken)).toMatchObject({ username: 'mexico.local' });

      // Past the grace, a reuse is a replayed token: refused, and the whole grant with it (oidc-provider's reuse detection).
      await endReuseGrace(session.refreshToken);
      const spent = await refresh(JSON.stringify({ refreshToken: session.refreshToken }));
      expect(spent.status).toBe(401);
      expect(await errorDetail(spent)).toBe('The session has expired. Sign in again.');
      expect((await refresh(JSON.stringify({ refreshToken: retried.RefreshToken }))).status).toBe(401);
    });

    it('answers two refreshes with the same refresh token at once (two tabs) both with working tokens', async () => {
      const session = await signIn(stack, 'latam.manager');
      const [first, second] = await Promise.all([refreshWith(session.refreshToken), refreshWith(session.refreshToken)]);
      for (const tokens of [first, second]) {
        expect(await stack.verifier.verify(tokens.IdToken)).toMatchObject({ username: 'latam.manager' });
        const countries = await fetch(`${stack.origin}/api/user-allowed-countries`, { headers: { Authorization: `Bearer ${tokens.IdToken}` } });
        expect(countries.status).toBe(200);
      }
      // Each tab's new refresh token refreshes in its turn.
      await refreshWith(first.RefreshToken ?? '');
      await refreshWith(second.RefreshToken ?? '');
    });

    it.each([
      ['not JSON', 'refreshToken=abc'],
      ['without the token', '{}'],
      ['with an empty token', '{"refreshToken":""}'],
      ['with a number for the token', '{"refreshToken":5}'],
    ])('answers 400 to a body %s', async (_case, body) => {
      const response = await refresh(body);
      expect(response.status).toBe(400);
      expect(await errorDetail(response)).toBe('Send {"refreshToken": "<token>"} as JSON.');
    });

    it('answers 413 to a body over 16 KiB', async () => {
      const response = await refresh(JSON.stringify({ refreshToken: 'x'.repeat(16 * 1024) }));
      expect(response.status).toBe(413);
      expect(await errorDetail(response)).toBe('Request body too large: at most 16 KiB');
    });
  });

  it("answers the provider's end-session URL, with the id token as a hint only when it is genuine", async () => {
    // A sign-in of its own: a logout with its genuine token ends it (signOut.test.ts shows what that does).
    const session = await signIn(stack, 'viewer');
    const logoutUrl = async (authorization?: string): Promise<URL> => {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      const response = await fetch(`${stack.origin}/api/auth/logout`, { method: 'POST', headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { logout_url } = logoutResponse.parse(await response.json());
      expect(logout_url).toBeTypeOf('string');
      return new URL(logout_url ?? '');
    };
    const back = { client_id: CLIENT_ID, post_logout_redirect_uri: `${stack.origin}/` };

    const anonymous = await logoutUrl();
    expect(`${anonymous.origin}${anonymous.pathname}`).toBe(`${stack.issuer}/session/end`);
    expect(Object.fromEntries(anonymous.searchParams)).toEqual(back);
    expect((await logoutUrl('Bearer not.a.token')).href).toBe(anonymous.href);
    const signedIn = await logoutUrl(`Bearer ${session.idToken}`);
    expect(Object.fromEntries(signedIn.searchParams)).toEqual({ ...back, id_token_hint: session.idToken });

    const signout = await fetch(`${stack.origin}/api/auth/signout`, { redirect: 'manual' });
    expect(signout.status).toBe(302);
    expect(location(signout, stack.origin).href).toBe(anonymous.href);
  });

  it('opens the sign-in endpoints without a token, while the rest of /api needs one', async () => {
    const open = [
      ['GET', '/api/auth/sso-login', 302],
      ['POST', '/api/auth/logout', 200],
      ['GET', '/api/auth/signout', 302],
      ['GET', '/api/auth/assets/page.css', 200],
      // 400 for the missing body, not 401 for the missing token.
      ['POST', '/api/refresh-token', 400],
    ] as const;
    for (const [method, route, status] of open) {
      const response = await fetch(`${stack.origin}${route}`, { method, redirect: 'manual' });
      // The route goes along so a failure names it.
      expect({ route, status: response.status }).toEqual({ route, status });
    }
    const surveys = await fetch(`${stack.origin}/api/surveys`);
    expect(surveys.status).toBe(401);
    expect(surveys.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('verifies a real id token through discovery and the published JWKS (createDiscoveredTokenVerifier)', async () => {
    const { idToken } = await admin();
    const verifier = createDiscoveredTokenVerifier(createOidcClient({ issuer: stack.issuer, clientId: CLIENT_ID }), {});
    expect(await verifier.verify(idToken)).toMatchObject({ username: 'admin', groups: ['Global'], region: 'ALL' });

    // The published keys really check the signature: the same token claiming another user is refused.
    const [header = '', payload = '', signature = ''] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, username: 'someone.else' })).toString('base64url');
    await expect(verifier.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toMatchObject({ code: 'signature' });
  });

  it('keeps answering while the issuer is unreachable: 502 page, 503, no logout URL, and tokens refused with 503', async () => {
    const oidc = createOidcClient({ issuer: `http://127.0.0.1:${await freePort()}/idp`, clientId: CLIENT_ID });
    const verifier = createDiscoveredTokenVerifier(oidc, {});
    const publicUrl = 'http://survey.example';
    const app = createApp({ db: database, logger, api: { verifier, auth: { oidc, publicUrl, scope: SCOPE } } });

    expect(await expectFailurePage(await app.request('/api/auth/sso-login'), 502)).toContain('cannot be reached');
    const refresh = await app.request('/api/refresh-token', { method: 'POST', headers: JSON_BODY, body: '{"refreshToken":"any"}' });
    expect(refresh.status).toBe(503);
    expect(await errorDetail(refresh)).toContain('cannot be reached');
    const logout = await app.request('/api/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ logout_url: null });
    // The sign-out falls back to the app itself.
    expect(location(await app.request('/api/auth/signout'), publicUrl).href).toBe(`${publicUrl}/`);

    // A genuine token cannot be checked: the issuer's fault (503), not the caller's (401).
    const { idToken } = await admin();
    const rejection: unknown = await verifier.verify(idToken).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(TokenRejected);
    expect(rejection).toMatchObject({ code: 'jwks_unavailable' });
    const surveys = await app.request('/api/surveys', { headers: { Authorization: `Bearer ${idToken}` } });
    expect(surveys.status).toBe(503);
    expect(await errorDetail(surveys)).toContain('not reachable');
  });

  it("answers 429 to the provider's sign-in form after 10 attempts in a minute, even with the right password", async () => {
    // A stack of its own, so its limiter counts from zero and the other tests keep their allowance.
    const limited = await startStack(database, accountsDirectory);
    onTestFinished(() => limited.close());
    const get = browser();
    const authorizationUrl = location(await get(`${limited.origin}/api/auth/sso-login`), limited.origin);
    const loginUrl = location(await get(authorizationUrl.href), authorizationUrl.href);
    const attempt = (password: string) =>
      get(loginUrl.href, { method: 'POST', headers: FORM, body: new URLSearchParams({ username: 'admin', password }) });

    for (let tries = 1; tries <= 10; tries += 1) expect((await attempt('wrong')).status).toBe(401);
    const refused = await attempt(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many failed sign-ins from your network\. Try again in \d+ seconds\./);
    // Only the posted passwords count: the page itself still shows.
    expect((await get(loginUrl.href)).status).toBe(200);
  });
});
