import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApp, IDP_LIMITS } from '../../app.ts';
import { ERROR_DETAILS } from '../../contract.ts';
import { oidcModels } from '../../db/schema.ts';
import type { AppEnv } from '../../http/context.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { listenOnLoopback, type LoopbackServer } from '../../testing/loopbackServer.ts';
import { browser, type BrowserFetch, location } from '../../testing/providerBrowser.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import {
  ANONYMOUS_SESSION_TTL_SECONDS,
  createIdentityProvider,
  type IdentityProvider,
  INTERACTION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from './provider.ts';

/*
 * The embedded provider as an attacker meets it (issue 15): floods that would fill the database, features nobody uses,
 * cross-site sign-in posts, framing and sniffing, cookies behind a TLS proxy. Over real HTTP, on the app's middleware,
 * with the provider's rows in the database.
 */

const CLIENT_ID = 'survey-platform';
// A well-formed S256 challenge (RFC 7636's example); nobody redeems the codes of these tests.
const CODE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
// The adapter keeps a row this long past its expiry (the provider's clock tolerance).
const CLOCK_TOLERANCE_SECONDS = 15;

interface Stack {
  database: OpenTestDatabase;
  server: LoopbackServer;
  idp: IdentityProvider;
  origin: string;
  redirectUri: string;
  /** Where a URL of the public origin is served: this server, as the proxy in front would route it. */
  local(url: URL): string;
  close(): Promise<void>;
}

/** The app with the embedded provider behind a proxy (trustProxy): each test is its own client by X-Forwarded-For. */
async function startStack(database: OpenTestDatabase, publicOrigin?: string): Promise<Stack> {
  const directory = await mkdtemp(path.join(tmpdir(), 'idp-abuse-'));
  // The issuer names the port, known once listening: the app is made after, before any request.
  const started: { app?: Hono<AppEnv> } = {};
  const server = await listenOnLoopback((request, env) => started.app?.fetch(request, env) ?? new Response(null, { status: 503 }));
  // The public address may be another than the loopback one the tests call: a TLS proxy's, in front.
  const origin = publicOrigin ?? server.origin;
  const redirectUri = `${origin}/api/auth/callback`;
  const idp = await createIdentityProvider({
    issuer: `${origin}/idp`,
    clients: [{ client_id: CLIENT_ID, redirect_uris: [redirectUri], post_logout_redirect_uris: [`${origin}/`] }],
    accountsFile: path.join(directory, 'idp-users.json'),
    db: database.db,
  });
  started.app = createApp({ db: database, logger: pino({ level: 'silent' }), idp, trustProxy: true });
  return {
    database,
    server,
    idp,
    origin,
    redirectUri,
    local: (url) => (url.origin === origin ? new URL(`${url.pathname}${url.search}`, server.origin).href : url.href),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let lastClient = 0;
/** A client address nobody else in this file uses, so each test starts with untouched limits. */
function newClient(): Record<string, string> {
  lastClient += 1;
  return { 'X-Forwarded-For': `203.0.113.${lastClient}` };
}

function authorizationUrl(stack: Stack): string {
  const url = new URL(`${stack.server.origin}/idp/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: stack.redirectUri,
    response_type: 'code',
    scope: 'openid offline_access',
    code_challenge: CODE_CHALLENGE,
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

/** `times` requests from one client, a few at a time; their statuses in order of sending. */
async function flood(url: string, times: number, headers: Record<string, string>, init: RequestInit = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < times; sent += 8) {
    const batch = Array.from({ length: Math.min(8, times - sent) }, async () => {
      const response = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, redirect: 'manual' });
      await response.arrayBuffer();
      return response.status;
    });
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

async function rowsOf(stack: Stack, model: string): Promise<number> {
  const [row] = await stack.database.db.select({ rows: count() }).from(oidcModels).where(eq(oidcModels.model, model));
  return row?.rows ?? 0;
}

/** Seconds until each stored row of `model` expires, longest first. */
async function secondsLeft(stack: Stack, model: string): Promise<number[]> {
  const rows = await stack.database.db
    .select({ seconds: sql<number>`extract(epoch from ${oidcModels.expiresAt} - now())::float8` })
    .from(oidcModels)
    .where(eq(oidcModels.model, model));
  return rows.map((row) => row.seconds).sort((a, b) => b - a);
}

interface SignInInProgress {
  tab: BrowserFetch;
  formUrl: URL;
  page: Response;
  /** Every Set-Cookie the provider answered so far. */
  setCookies: string[];
}

/** Opens the sign-in page as a browser behind `client` would: the authorization request, then the form. */
async function openSignInPage(stack: Stack, client: Record<string, string>): Promise<SignInInProgress> {
  const tab = browser();
  const start = authorizationUrl(stack);
  const authorize = await tab(start, { headers: client });
  expect(authorize.status).toBe(303);
  const formUrl = new URL(stack.local(location(authorize, start)));
  const page = await tab(formUrl.href, { headers: client });
  return { tab, formUrl, page, setCookies: [...authorize.headers.getSetCookie(), ...page.headers.getSetCookie()] };
}

/** Posts the form and follows the provider's redirects until one leaves it for the client's callback. */
async function submitSignIn(
  stack: Stack,
  signIn: SignInInProgress,
  headers: Record<string, string>,
): Promise<{ posted: Response; callback?: URL }> {
  const posted = await signIn.tab(signIn.formUrl.href, {
    method: 'POST',
    headers: { ...FORM, ...headers },
    body: new URLSearchParams({ username: 'viewer', password: DEMO_PASSWORD }),
  });
  let response = posted;
  let url = signIn.formUrl;
  for (let hops = 0; hops < 5 && response.status === 303; hops += 1) {
    signIn.setCookies.push(...response.headers.getSetCookie());
    url = location(response, url.href);
    if (url.href.startsWith(stack.redirectUri)) return { posted, callback: url };
    response = await signIn.tab(stack.local(url), { headers });
  }
  return { posted };
}

function expectPageSecurityHeaders(response: Response): void {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe.each(testTargets)('the embedded provider under abuse, on $name', (target) => {
  let database: OpenTestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    stack = await startStack(database);
  });

  afterAll(async () => {
    await stack.close();
    await database.release();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers a flood of authorization requests from one client with 429 past the limit, storing a row only for those served', async () => {
    const before = await rowsOf(stack, 'Interaction');
    const flooder = newClient();
    const statuses = await flood(authorizationUrl(stack), IDP_LIMITS.providerCalls + 30, flooder);

    expect(statuses.slice(0, IDP_LIMITS.providerCalls).every((status) => status === 303)).toBe(true);
    expect(statuses.slice(IDP_LIMITS.providerCalls).every((status) => status === 429)).toBe(true);
    expect((await rowsOf(stack, 'Interaction')) - before).toBe(IDP_LIMITS.providerCalls);

    // Another client is served meanwhile.
    expect(await flood(authorizationUrl(stack), 1, newClient())).toEqual([303]);
    const refused = await fetch(authorizationUrl(stack), { headers: flooder, redirect: 'manual' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const { detail } = (await refused.json()) as { detail: string };
    expect(detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
  });

  it('answers a flood of anonymous sign-out requests with 429 past the limit, each kept minutes, not 14 days', async () => {
    const before = await rowsOf(stack, 'Session');
    const statuses = await flood(`${stack.server.origin}/idp/session/end`, IDP_LIMITS.providerCalls + 30, newClient());

    expect(statuses.slice(0, IDP_LIMITS.providerCalls).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(IDP_LIMITS.providerCalls).every((status) => status === 429)).toBe(true);
    expect((await rowsOf(stack, 'Session')) - before).toBeLessThanOrEqual(IDP_LIMITS.providerCalls);
    const [longest = Infinity] = await secondsLeft(stack, 'Session');
    expect(longest).toBeGreaterThan(ANONYMOUS_SESSION_TTL_SECONDS - 60);
    expect(longest).toBeLessThanOrEqual(ANONYMOUS_SESSION_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS);
  });

  it('keeps a sign-in page minutes, an anonymous session minutes, and a signed-in session 14 days', async () => {
    const client = newClient();
    const signIn = await openSignInPage(stack, client);
    const interactionId = signIn.formUrl.pathname.split('/').at(-1) ?? '';
    const [interaction] = await stack.database.db
      .select({ seconds: sql<number>`extract(epoch from ${oidcModels.expiresAt} - now())::float8` })
      .from(oidcModels)
      .where(eq(oidcModels.id, interactionId));
    expect(interaction?.seconds).toBeGreaterThan(INTERACTION_TTL_SECONDS - 60);
    expect(interaction?.seconds).toBeLessThanOrEqual(INTERACTION_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS);

    const { callback } = await submitSignIn(stack, signIn, client);
    expect(callback?.searchParams.get('code')).toBeTruthy();
    const [signedIn] = await stack.database.db
      .select({ seconds: sql<number>`extract(epoch from ${oidcModels.expiresAt} - now())::float8` })
      .from(oidcModels)
      .where(sql`${oidcModels.model} = 'Session' and ${oidcModels.payload}->>'accountId' = 'viewer'`);
    expect(signedIn?.seconds).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    // What anyone can make the provider store is kept minutes, whatever the settings become.
    expect(Math.max(ANONYMOUS_SESSION_TTL_SECONDS, INTERACTION_TTL_SECONDS)).toBeLessThanOrEqual(15 * 60);
  });

  it('removes expired rows: once the flood has expired, the next stored row sweeps it away', async () => {
    await flood(authorizationUrl(stack), 20, newClient());
    await flood(`${stack.server.origin}/idp/session/end`, 20, newClient());
    expect((await rowsOf(stack, 'Interaction')) + (await rowsOf(stack, 'Session'))).toBeGreaterThanOrEqual(40);
    // Their time passes: every row expired, and the adapter's once-a-minute sweep due again.
    await stack.database.db.update(oidcModels).set({ expiresAt: sql`now() - interval '1 second'` });
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);

    expect(await flood(authorizationUrl(stack), 1, newClient())).toEqual([303]);
    const remaining = await stack.database.db.select({ model: oidcModels.model }).from(oidcModels);
    expect(remaining).toEqual([{ model: 'Interaction' }]);
  });

  it('has pushed authorization requests, userinfo and DPoP switched off', async () => {
    const discovery = (await (await fetch(`${stack.server.origin}/idp/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).not.toHaveProperty('pushed_authorization_request_endpoint');
    expect(discovery).not.toHaveProperty('userinfo_endpoint');
    expect(discovery).not.toHaveProperty('dpop_signing_alg_values_supported');

    const before = await rowsOf(stack, 'PushedAuthorizationRequest');
    const pushed = await fetch(`${stack.server.origin}/idp/request`, {
      method: 'POST',
      headers: { ...FORM, ...newClient() },
      body: new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: stack.redirectUri, response_type: 'code', scope: 'openid', code_challenge: CODE_CHALLENGE, code_challenge_method: 'S256' }),
    });
    expect(pushed.status).toBe(404);
    expect(await rowsOf(stack, 'PushedAuthorizationRequest')).toBe(before);
  });

  it('limits token requests per client, but not the API calling its own provider from this machine', async () => {
    const bogusCode = new URLSearchParams({ grant_type: 'authorization_code', code: 'not-a-code', client_id: CLIENT_ID, redirect_uri: stack.redirectUri, code_verifier: 'x'.repeat(43) });
    const tokenUrl = `${stack.server.origin}/idp/token`;
    const init = { method: 'POST', headers: FORM, body: bogusCode.toString() };

    const external = await flood(tokenUrl, IDP_LIMITS.tokenCalls + 5, newClient(), init);
    expect(external.slice(0, IDP_LIMITS.tokenCalls).every((status) => status === 400)).toBe(true);
    expect(external.slice(IDP_LIMITS.tokenCalls).every((status) => status === 429)).toBe(true);

    // No X-Forwarded-For over loopback: the server itself (its sign-in and refresh calls), bounded by /api/auth's limits.
    const own = await flood(tokenUrl, IDP_LIMITS.tokenCalls + 5, {}, init);
    expect(own.every((status) => status === 400)).toBe(true);
  });

  it('refuses a sign-in form posted from another site with 403, before it counts against anyone, and takes our own', async () => {
    const client = newClient();
    const signIn = await openSignInPage(stack, client);
    const post = (headers: Record<string, string>) =>
      signIn.tab(signIn.formUrl.href, { method: 'POST', headers: { ...FORM, ...client, ...headers }, body: 'username=viewer&password=guess' });

    for (let attempt = 0; attempt < 15; attempt += 1) {
      const crossSite = await post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://attacker.example' });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.json()).toEqual({ code: 'auth.cross_site_form', detail: ERROR_DETAILS['auth.cross_site_form'] });
    }
    expect((await post({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await post({ Origin: 'https://attacker.example' })).status).toBe(403);
    expect((await post({ Origin: `${stack.origin}.attacker.example` })).status).toBe(403);

    // A browser posts our own form with Origin: null (the page's referrer policy is no-referrer) and Sec-Fetch-Site.
    const { posted, callback } = await submitSignIn(stack, signIn, { ...client, 'Sec-Fetch-Site': 'same-origin', Origin: 'null' });
    expect(posted.status).toBe(303);
    expect(callback?.searchParams.get('code')).toBeTruthy();
  });

  it('sends CSP, frame-ancestors, X-Frame-Options and nosniff with every /idp answer', async () => {
    const client = newClient();
    const signIn = await openSignInPage(stack, client);
    await submitSignIn(stack, signIn, client);
    const answers = {
      signInPage: signIn.page,
      signOutQuestion: await signIn.tab(`${stack.server.origin}/idp/session/end`, { headers: client }),
      expiredSignIn: await fetch(`${stack.server.origin}/idp/interaction/no-such-sign-in`, { headers: client }),
      signedOutAlready: await fetch(`${stack.server.origin}/idp/session/end`, { headers: client }),
      errorPage: await fetch(`${stack.server.origin}/idp/auth?client_id=no-such-client&response_type=code&scope=openid`, { headers: client }),
      notFound: await fetch(`${stack.server.origin}/idp/no-such-page`, { headers: client }),
      discovery: await fetch(`${stack.server.origin}/idp/.well-known/openid-configuration`, { headers: client }),
    };
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 200, 400, 200, 400, 404, 200]);
    for (const answer of Object.values(answers)) expectPageSecurityHeaders(answer);
    expect(await answers.signOutQuestion.text()).toContain('Sign out?');
    expect(await answers.errorPage.text()).toContain('Sign-in problem');

    // The one page with a script, oidc-provider's self-submitting confirmation: that script, and no other, may run.
    const html = await answers.signedOutAlready.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('submit()');
    const policy = answers.signedOutAlready.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy).not.toContain('unsafe-inline');
  });
});

// Neither depends on the database: PGlite alone.
describe.each(testTargets.slice(0, 1))('an https issuer behind a TLS proxy that forwards plain http, on $name', (target) => {
  let database: OpenTestDatabase;
  const stacks: Stack[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(target);
  });

  afterAll(async () => {
    for (const stack of stacks) await stack.close();
    await database.release();
  });

  /** Every cookie the provider sets through a whole sign-in, served over plain http as behind a TLS proxy. */
  async function cookiesOfSignIn(publicOrigin?: string): Promise<string[]> {
    const stack = await startStack(database, publicOrigin);
    stacks.push(stack);
    const client = newClient();
    const signIn = await openSignInPage(stack, client);
    const { callback } = await submitSignIn(stack, signIn, client);
    expect(callback?.searchParams.get('code')).toBeTruthy();
    return signIn.setCookies;
  }

  it("publishes the issuer's URLs, not those of the address a request came to (the API's own calls come on loopback)", async () => {
    const stack = await startStack(database, 'https://surveys.example.org');
    stacks.push(stack);
    const discovery = (await (await fetch(`${stack.server.origin}/idp/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: 'https://surveys.example.org/idp',
      authorization_endpoint: 'https://surveys.example.org/idp/auth',
      token_endpoint: 'https://surveys.example.org/idp/token',
      end_session_endpoint: 'https://surveys.example.org/idp/session/end',
    });
  });

  it('sets Secure cookies, though the proxy forwards plain http and TRUST_PROXY is not needed', async () => {
    const cookies = await cookiesOfSignIn('https://surveys.example.org');
    const names = cookies.map((cookie) => cookie.slice(0, cookie.indexOf('=')));
    expect(names).toEqual(expect.arrayContaining(['_interaction', '_interaction_resume', '_session']));
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });

  it('and a plain http issuer (development on this machine) sets cookies without Secure', async () => {
    const cookies = await cookiesOfSignIn();
    expect(cookies.some((cookie) => cookie.startsWith('_session='))).toBe(true);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});
