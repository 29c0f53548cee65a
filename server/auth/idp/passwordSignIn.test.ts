import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApp } from '../../app.ts';
import { signInFailures } from '../../db/schema.ts';
import type { AppEnv } from '../../http/context.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { listenOnLoopback, type LoopbackServer } from '../../testing/loopbackServer.ts';
import { browser, location } from '../../testing/providerBrowser.ts';
import { DEMO_PASSWORD, openAccountStore, PasswordChecksBusyError } from './accounts.ts';
import { LOGIN_ERROR } from './pages.ts';
import { createIdentityProvider, type IdentityProvider } from './provider.ts';
import { SIGN_IN_BACK_OFF } from './signInThrottle.ts';

/*
 * Password guessing against the sign-in form (issue 15, item 7), over real HTTP on the app's middleware: each account
 * backs off after failures whichever address they come from, an address is limited by its failures only, and password
 * hashing is capped so a flood cannot take the server.
 */

const CLIENT_ID = 'survey-platform';
// A well-formed S256 challenge (RFC 7636's example); nobody redeems the codes of these tests.
const CODE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
/** The back-off is a minute; a slow machine may answer a second or more into it. */
const BACKING_OFF = /Too many failed sign-ins for this account\. Try again in (1 minute|[1-5]?\d seconds)\./;
const BUSY = 'Too many sign-ins are being checked right now. Try again in a few seconds.';

let accountsDirectory: string;

beforeAll(async () => {
  accountsDirectory = await mkdtemp(path.join(tmpdir(), 'password-sign-in-'));
});
afterAll(async () => {
  await rm(accountsDirectory, { recursive: true, force: true });
});

describe('password checks', () => {
  it('hash at most `concurrent` passwords at once and turn away what does not fit in the queue', async () => {
    const accounts = await openAccountStore(path.join(accountsDirectory, 'idp-users.json'), {
      passwordChecks: { concurrent: 2, waiting: 3 },
    });
    // Each check holds its slot until the test lets it hash: how many are let in at once is then plain to count.
    const holding: (() => void)[] = [];
    const checks = Array.from({ length: 10 }, (_, index) =>
      accounts.verifyPassword(index % 2 ? 'admin' : 'nobody', 'wrong-password', {
        beforeHashing: () => new Promise<void>((resolve) => holding.push(resolve)),
      }),
    );
    const outcomes = Promise.allSettled(checks);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

    await nextTurn();
    expect(holding).toHaveLength(2);
    expect(accounts.passwordCheckLoad()).toEqual({ running: 2, waiting: 3 });
    // Each check that ends lets exactly one waiting check in.
    for (let admitted = 3; admitted <= 5; admitted += 1) {
      holding[admitted - 3]?.();
      await expect.poll(() => holding.length).toBe(admitted);
      await nextTurn();
      expect(holding).toHaveLength(admitted);
    }
    for (const release of holding.slice(3)) release();

    const settled = await outcomes;
    const refused = settled.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const result of refused) expect(result.reason).toBeInstanceOf(PasswordChecksBusyError);
    expect(settled.filter((result) => result.status === 'fulfilled' && result.value === undefined)).toHaveLength(5);
    expect(accounts.passwordCheckLoad()).toEqual({ running: 0, waiting: 0 });
    // Once the line is gone, a right password gets through.
    expect(await accounts.verifyPassword('admin', DEMO_PASSWORD)).toMatchObject({ username: 'admin' });
  });
});

describe.each(testTargets)('the sign-in form under guessing on $name', (target) => {
  let database: OpenTestDatabase;
  let server: LoopbackServer;
  let idp: IdentityProvider;
  let origin: string;
  let app: Hono<AppEnv> | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    server = await listenOnLoopback((request, env) => app?.fetch(request, env) ?? new Response(null, { status: 503 }));
    origin = server.origin;
    idp = await createIdentityProvider({
      issuer: `${origin}/idp`,
      clients: [{ client_id: CLIENT_ID, redirect_uris: [`${origin}/api/auth/callback`], post_logout_redirect_uris: [`${origin}/`] }],
      accountsFile: path.join(accountsDirectory, 'idp-users.json'),
      db: database.db,
    });
  });
  beforeEach(async () => {
    // A new app each test: the per-address counts (in memory) start from zero; the back-off rows are emptied.
    app = createApp({ db: database, logger: pino({ level: 'silent' }), idp, trustProxy: true });
    await database.db.delete(signInFailures);
  });
  afterAll(async () => {
    await server.close();
    await database.release();
  });

  /** A browser behind the proxy at `address`, on a fresh sign-in page of the provider. */
  async function openSignInPage(address: string) {
    const tab = browser();
    const headers = { 'X-Forwarded-For': address };
    const authorization = new URL(`${origin}/idp/auth`);
    authorization.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${origin}/api/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: CODE_CHALLENGE,
      code_challenge_method: 'S256',
      state: 'test-state',
    }).toString();
    const loginUrl = location(await tab(authorization.href, { headers }), authorization.href);
    expect(loginUrl.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    return {
      post: (username: string, password: string) =>
        tab(loginUrl.href, { method: 'POST', headers: { ...headers, ...FORM }, body: new URLSearchParams({ username, password }) }),
    };
  }

  async function failuresOf(username: string): Promise<number | undefined> {
    const [row] = await database.db
      .select({ failures: signInFailures.failures })
      .from(signInFailures)
      .where(eq(signInFailures.username, username));
    return row?.failures;
  }

  it('slows guesses at one account from many addresses, while another account signs in', async () => {
    for (let guess = 1; guess <= SIGN_IN_BACK_OFF.freeFailures; guess += 1) {
      const form = await openSignInPage(`198.51.100.${guess}`);
      const answer = await form.post('latam.manager', `guess-${guess}`);
      expect(answer.status).toBe(401);
      expect(await answer.text()).toContain(LOGIN_ERROR);
    }

    // From a new address, with the right password: refused unchecked, with how long to wait.
    const late = await openSignInPage('198.51.100.200');
    const refused = await late.post('latam.manager', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    // What is left of the first back-off (a minute), however long a loaded machine took to get here.
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toMatch(BACKING_OFF);
    expect(page).toContain('<form method="post"');
    expect(await failuresOf('latam.manager')).toBe(SIGN_IN_BACK_OFF.freeFailures);

    // Someone else, from the same addresses, signs in at once.
    const other = await (await openSignInPage('198.51.100.1')).post('admin', DEMO_PASSWORD);
    expect(other.status).toBe(303);
    expect(await failuresOf('admin')).toBeUndefined();

    // Once the wait is over (the database's clock moved on), the right password signs in and clears the count.
    await database.db
      .update(signInFailures)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.username, 'latam.manager'));
    expect((await late.post('latam.manager', DEMO_PASSWORD)).status).toBe(303);
    expect(await failuresOf('latam.manager')).toBeUndefined();
  });

  it('backs off a username nobody has as it does an account, so answers do not tell which exist', async () => {
    const answers: number[] = [];
    for (let guess = 0; guess <= SIGN_IN_BACK_OFF.freeFailures; guess += 1) {
      const form = await openSignInPage(`192.0.2.${guess + 1}`);
      answers.push((await form.post('nobody.here', `guess-${guess}`)).status);
    }
    expect(answers).toEqual([...Array.from({ length: SIGN_IN_BACK_OFF.freeFailures }, () => 401), 429]);
    const refused = await (await openSignInPage('192.0.2.100')).post('nobody.here', 'one-more');
    expect(await refused.text()).toMatch(BACKING_OFF);
  });

  it("does not count correct sign-ins against an address's limit, only failures", async () => {
    const office = '203.0.113.7';
    for (let person = 1; person <= 12; person += 1) {
      const answer = await (await openSignInPage(office)).post(person % 2 ? 'viewer' : 'mexico.local', DEMO_PASSWORD);
      expect(answer.status).toBe(303);
    }
    // Ten failures (at ten accounts, none backing off) use the address's allowance up: the next try is refused.
    const form = await openSignInPage(office);
    for (let failure = 1; failure <= 10; failure += 1) expect((await form.post(`someone-${failure}`, 'wrong')).status).toBe(401);
    const limited = await form.post('viewer', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    // The sign-in page again, saying why, as a person reads it.
    expect(limited.headers.get('Content-Type')).toMatch(/^text\/html/);
    const retryAfter = limited.headers.get('Retry-After') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    const page = await limited.text();
    expect(page).toContain(`Too many failed sign-ins from your network. Try again in ${retryAfter} seconds.`);
    expect(page).toContain('<form method="post"');
  });

  it('hashes at most two passwords at once under a flood of guesses, and turns the rest away as busy', async () => {
    const forms = await Promise.all(Array.from({ length: 40 }, (_, index) => openSignInPage(`100.64.0.${index + 1}`)));
    let mostAtOnce = 0;
    const flood = new AbortController();
    const watch = (async () => {
      while (!flood.signal.aborted) {
        mostAtOnce = Math.max(mostAtOnce, idp.accounts.passwordCheckLoad().running);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(forms.map((form, index) => form.post(`flood-${index}`, 'wrong-password')));
    flood.abort();
    await watch;

    expect(mostAtOnce).toBe(2);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers.get('retry-after')).toBe('2');
    expect(await busy[0]?.text()).toContain(BUSY);
    // A try turned away as busy was never checked, so it is not held against its username.
    const busyIndex = answers.findIndex((answer) => answer.status === 503);
    expect(await failuresOf(`flood-${busyIndex}`)).toBeUndefined();
  });
});
