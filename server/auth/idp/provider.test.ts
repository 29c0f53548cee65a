import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type ServerType, serve } from '@hono/node-server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../app.ts';
import { DEMO_PASSWORD, openAccountStore } from './accounts.ts';
import { LOGIN_ERROR } from './pages.ts';
import { createIdentityProvider, type IdentityProvider } from './provider.ts';
import { mountIdentityProvider } from './routes.ts';
import { browser, location } from '../../testing/providerBrowser.ts';

const CLIENT_ID = 'survey-platform';
const CLIENT_SECRET = 'a-test-secret-that-is-long-enough';

let directory: string;
let server: ServerType;
let origin: string;
let issuer: string;
let redirectUri: string;
let idp: IdentityProvider;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'idp-test-'));
  // The issuer names the port, known only once listening: the routes are added to `app` after, before any request.
  // The real app factory, so the IdP is tested behind the same middleware (request id, logging, error handler).
  const app = createApp({ db: { db: {} as never, ping: () => Promise.resolve() }, logger: pino({ level: 'silent' }) });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${origin}/idp`;
  redirectUri = `${origin}/api/auth/callback`;
  idp = await createIdentityProvider({
    issuer,
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [redirectUri], post_logout_redirect_uris: [`${origin}/`] }],
    accountsFile: path.join(directory, 'nested', 'idp-users.json'),
  });
  mountIdentityProvider(app, idp);
});

afterAll(async () => {
  server.close();
  await rm(directory, { recursive: true, force: true });
});

async function discover() {
  // The test issuer is plain http on 127.0.0.1; so is the embedded one in development (see the report on wiring).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return client.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, { execute: [client.allowInsecureRequests] });
}

/** Opens the authorization request and follows the provider's redirects to the sign-in page. */
async function openSignIn(config: client.Configuration) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  });
  const get = browser();
  const authorize = await get(authorizationUrl.href);
  expect(authorize.status).toBe(303);
  const loginUrl = location(authorize, authorizationUrl.href);
  expect(loginUrl.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
  const loginPage = await get(loginUrl.href);
  return { get, loginUrl, loginPage, codeVerifier, state };
}

/** Posts the form, then follows redirects (resume, consent if any) until one leaves the provider for the client. */
async function signIn(config: client.Configuration, username: string, password: string) {
  const flow = await openSignIn(config);
  let response = await flow.get(flow.loginUrl.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  let url = flow.loginUrl;
  for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops += 1) {
    url = location(response, url.href);
    if (url.href.startsWith(redirectUri)) break;
    response = await flow.get(url.href);
  }
  return { ...flow, response, url };
}

describe('embedded identity provider', () => {
  it('publishes its discovery document under the issuer', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(document.claims_supported).toEqual(
      expect.arrayContaining(['username', 'email', 'cognito:groups', 'custom:region', 'custom:local']),
    );
  });

  it('shows an accessible sign-in form', async () => {
    const { loginPage } = await openSignIn(await discover());
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    expect(html).toMatch(/<label for="username">Username\s*<input id="username"/);
    expect(html).toMatch(/<label for="password">Password\s*<input id="password"[^>]*type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain(LOGIN_ERROR);
    expect(loginPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('signs in with authorization code + PKCE and issues an id token with the permission claims, then refreshes it', async () => {
    const config = await discover();
    const { url, codeVerifier, state } = await signIn(config, 'latam.manager', DEMO_PASSWORD);
    expect(url.href.startsWith(redirectUri)).toBe(true);
    expect(url.searchParams.get('code')).toBeTruthy();

    const tokens = await client.authorizationCodeGrant(config, url, { pkceCodeVerifier: codeVerifier, expectedState: state });
    expect(tokens.claims()).toMatchObject({
      sub: 'latam.manager',
      username: 'latam.manager',
      email: 'latam.manager@example.com',
      'cognito:groups': ['Region-LatinAmerica'],
      'custom:region': 'Latin America & Caribbean',
      'custom:local': 'ALL',
    });
    expect(tokens.id_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token ?? '', jwks, { issuer, audience: CLIENT_ID });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload['cognito:groups']).toEqual(['Region-LatinAmerica']);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.id_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await jwtVerify(refreshed.id_token ?? '', jwks, { issuer, audience: CLIENT_ID });
    expect(again.payload).toMatchObject({ username: 'latam.manager', 'custom:region': 'Latin America & Caribbean' });
    // Rotation: the first refresh token was spent.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toThrow();
  });

  it('carries the local of a local user', async () => {
    const config = await discover();
    const { url, codeVerifier, state } = await signIn(config, 'mexico.local', DEMO_PASSWORD);
    const tokens = await client.authorizationCodeGrant(config, url, { pkceCodeVerifier: codeVerifier, expectedState: state });
    expect(tokens.claims()).toMatchObject({ 'cognito:groups': ['Local-Mexico'], 'custom:local': 'Mexico' });
  });

  it.each([
    ['a wrong password', 'latam.manager', 'wrong'],
    ['an unknown username', 'nobody', DEMO_PASSWORD],
  ])('refuses %s with a clear error and no code', async (_case, username, password) => {
    const { response, url } = await signIn(await discover(), username, password);
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    expect(url.searchParams.get('code')).toBeNull();
    const html = await response.text();
    expect(html).toContain(`role="alert">${LOGIN_ERROR}</p>`);
    expect(html).toContain('aria-invalid="true"');
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await discover();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid' });
    const response = await fetch(url, { redirect: 'manual' });
    const callback = location(response, url.href);
    expect(callback.href.startsWith(redirectUri)).toBe(true);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('answers a request it cannot send back to a client with its own error page, pointing back to the app', async () => {
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({ client_id: 'no-such-client', response_type: 'code', scope: 'openid' }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1>Sign-in problem</h1>\n<p>client is invalid</p>\n<p>Go back to the application and sign in again.</p>');
  });

  it('refuses a sign-in form posted without the interaction cookie (another site, or an expired sign-in)', async () => {
    const { loginUrl } = await openSignIn(await discover());
    const response = await fetch(loginUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: DEMO_PASSWORD }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('This sign-in page has expired.');
  });

  it('signs out at the end-session endpoint after asking, back to the registered URL', async () => {
    const { get } = await signIn(await discover(), 'viewer', DEMO_PASSWORD);
    const url = new URL(`${issuer}/session/end`);
    url.searchParams.set('client_id', CLIENT_ID);
    url.searchParams.set('post_logout_redirect_uri', `${origin}/`);
    const question = await get(url.href);
    expect(question.status).toBe(200);
    const html = await question.text();
    expect(html).toContain('Yes, sign me out');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await get(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(location(confirmed, action).href).toBe(`${origin}/`);
  });

  it('created the accounts file with the demo accounts, storing only salted scrypt hashes', async () => {
    expect(idp.accounts.created).toBe(true);
    const text = await readFile(path.join(directory, 'nested', 'idp-users.json'), 'utf8');
    const { accounts } = JSON.parse(text) as { accounts: { username: string; passwordHash: string }[] };
    expect(accounts.map((account) => account.username)).toEqual(['admin', 'latam.manager', 'mexico.local', 'viewer']);
    expect(text).not.toMatch(/"demo"/);
    expect(text).not.toContain('"password"');
    const hashes = accounts.map((account) => account.passwordHash);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(new Set(hashes).size).toBe(hashes.length);

    const reopened = await openAccountStore(path.join(directory, 'nested', 'idp-users.json'));
    expect(reopened.created).toBe(false);
    expect(await reopened.verifyPassword('viewer', DEMO_PASSWORD)).toMatchObject({ username: 'viewer', groups: [], region: 'ALL' });
    expect(await reopened.verifyPassword('viewer', 'Demo')).toBeUndefined();
  });
});

describe('provider keys file', () => {
  it('is created on first start (mode 0600, private keys) and reused after, so tokens survive a restart', async () => {
    const keysFile = path.join(directory, 'keys', 'idp-keys.json');
    const options = { issuer: 'http://localhost:3000/idp', clients: [], accountsFile: path.join(directory, 'nested', 'idp-users.json'), keysFile };
    const first = await createIdentityProvider(options);
    const second = await createIdentityProvider(options);
    expect(second.publicJwks).toEqual(first.publicJwks);
    expect(first.publicJwks.keys[0]).not.toHaveProperty('d');
    expect((await stat(keysFile)).mode & 0o777).toBe(0o600);
  });
});
