import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type ServerType, serve } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdapterFactory } from 'oidc-provider';
import * as client from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { openDatabase, type Db } from '../../db/client.ts';
import { oidcModels } from '../../db/schema.ts';
import { type TestDatabase, testTargets, useTestDatabase } from '../../testing/databases.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { createDatabaseAdapterFactory, REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './adapter.ts';
import { generateProviderKeys, type ProviderKeys } from './keys.ts';
import { createIdentityProvider, type IdentityProvider } from './provider.ts';
import { mountIdentityProvider } from './routes.ts';
import { browser, location } from '../../testing/providerBrowser.ts';

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** Puts a stored row's expiry in the past, as if its time had passed. */
async function expire(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(oidcModels)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(oidcModels.model, model), eq(oidcModels.id, id)));
}

/** Moves a refresh token's rotation to just before the reuse grace, as if that time had passed. */
async function endReuseGrace(db: Db, refreshTokenId: string): Promise<void> {
  await db
    .update(oidcModels)
    .set({ consumedAt: sql`now() - make_interval(secs => ${REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1})` })
    .where(and(eq(oidcModels.model, 'RefreshToken'), eq(oidcModels.id, refreshTokenId)));
}

async function storedIds(db: Db): Promise<string[]> {
  const rows = await db.select({ model: oidcModels.model, id: oidcModels.id }).from(oidcModels);
  return rows.map((row) => `${row.model}:${row.id}`);
}

describe.each(testTargets)('oidc-provider database adapter on $name', (target) => {
  const database = useTestDatabase(target);
  let adapter: AdapterFactory;

  beforeAll(() => {
    adapter = createDatabaseAdapterFactory(database.db);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('finds what it stored, replaces it on a second upsert, and finds nothing for an unknown id', async () => {
    const sessions = adapter('Session');
    const id = randomUUID();
    const payload = { uid: randomUUID(), accountId: 'latam.manager', loginTs: epochSeconds(), kind: 'Session' };
    await sessions.upsert(id, payload, 3600);
    expect(await sessions.find(id)).toEqual(payload);

    const replaced = { ...payload, accountId: 'viewer' };
    await sessions.upsert(id, replaced, 3600);
    expect(await sessions.find(id)).toEqual(replaced);
    expect(await sessions.find(randomUUID())).toBeUndefined();
  });

  it('keeps a row expiresIn plus the clock tolerance, and forever without expiresIn', async () => {
    const tolerant = createDatabaseAdapterFactory(database.db, { clockToleranceSeconds: 15 })('AccessToken');
    const expiring = randomUUID();
    const forever = randomUUID();
    await tolerant.upsert(expiring, { kind: 'AccessToken' }, 60);
    await tolerant.upsert(forever, { kind: 'AccessToken' });
    const [row] = await database.db
      .select({ secondsLeft: sql<number>`extract(epoch from ${oidcModels.expiresAt} - now())::float8` })
      .from(oidcModels)
      .where(and(eq(oidcModels.model, 'AccessToken'), eq(oidcModels.id, expiring)));
    expect(row?.secondsLeft).toBeGreaterThan(70);
    expect(row?.secondsLeft).toBeLessThanOrEqual(75);
    const [neverExpires] = await database.db
      .select({ expiresAt: oidcModels.expiresAt })
      .from(oidcModels)
      .where(and(eq(oidcModels.model, 'AccessToken'), eq(oidcModels.id, forever)));
    expect(neverExpires).toEqual({ expiresAt: null });
  });

  it('ignores an expired row in find, findByUid and findByUserCode', async () => {
    const sessionId = randomUUID();
    const uid = randomUUID();
    await adapter('Session').upsert(sessionId, { uid, kind: 'Session' }, 3600);
    const deviceCodeId = randomUUID();
    const userCode = `UC-${randomUUID()}`;
    await adapter('DeviceCode').upsert(deviceCodeId, { userCode, kind: 'DeviceCode' }, 3600);
    expect(await adapter('Session').findByUid(uid)).toMatchObject({ uid });
    expect(await adapter('DeviceCode').findByUserCode(userCode)).toMatchObject({ userCode });

    await expire(database.db, 'Session', sessionId);
    await expire(database.db, 'DeviceCode', deviceCodeId);
    expect(await adapter('Session').find(sessionId)).toBeUndefined();
    expect(await adapter('Session').findByUid(uid)).toBeUndefined();
    expect(await adapter('DeviceCode').find(deviceCodeId)).toBeUndefined();
    expect(await adapter('DeviceCode').findByUserCode(userCode)).toBeUndefined();
  });

  it('marks a consumed row with the time in epoch seconds, until a new payload replaces it', async () => {
    const codes = adapter('AuthorizationCode');
    const id = randomUUID();
    await codes.upsert(id, { kind: 'AuthorizationCode', grantId: randomUUID(), scope: 'openid' }, 60);
    expect(await codes.find(id)).not.toHaveProperty('consumed');

    const before = epochSeconds();
    await codes.consume(id);
    const consumed = await codes.find(id);
    expect(consumed).toMatchObject({ kind: 'AuthorizationCode', scope: 'openid' });
    expect(consumed?.consumed).toBeGreaterThanOrEqual(before - 1);
    expect(consumed?.consumed).toBeLessThanOrEqual(epochSeconds() + 1);

    // The memory adapter stores the new payload as given: consumed only if the payload says so.
    await codes.upsert(id, { kind: 'AuthorizationCode', scope: 'openid email' }, 60);
    expect(await codes.find(id)).not.toHaveProperty('consumed');
  });

  it('finds a refresh token rotated within the grace unused, and consumed once the grace has passed', async () => {
    const refreshTokens = adapter('RefreshToken');
    const id = randomUUID();
    await refreshTokens.upsert(id, { kind: 'RefreshToken', grantId: randomUUID() }, 600);
    await refreshTokens.consume(id);
    expect(await refreshTokens.find(id)).not.toHaveProperty('consumed');

    // Past the grace, the reuse is what oidc-provider refuses (and revokes the grant for).
    await endReuseGrace(database.db, id);
    const consumed = await refreshTokens.find(id);
    expect(consumed?.consumed).toBeLessThanOrEqual(epochSeconds() - REFRESH_TOKEN_REUSE_GRACE_SECONDS);

    // A reuse consumes it again, which must not restart the grace: the first consumption counts.
    await refreshTokens.consume(id);
    expect((await refreshTokens.find(id))?.consumed).toBe(consumed?.consumed);
  });

  it('gives no grace to a consumed authorization code', async () => {
    const codes = adapter('AuthorizationCode');
    const id = randomUUID();
    await codes.upsert(id, { kind: 'AuthorizationCode', grantId: randomUUID() }, 60);
    await codes.consume(id);
    expect(await codes.find(id)).toHaveProperty('consumed');
  });

  it('destroys one row of one model', async () => {
    const id = randomUUID();
    await adapter('Interaction').upsert(id, { kind: 'Interaction' }, 600);
    await adapter('Grant').upsert(id, { kind: 'Grant' }, 600);
    await adapter('Interaction').destroy(id);
    expect(await adapter('Interaction').find(id)).toBeUndefined();
    expect(await adapter('Grant').find(id)).toEqual({ kind: 'Grant' });
  });

  it('revokes by grant every token model of that grant only', async () => {
    const grantId = randomUUID();
    const otherGrantId = randomUUID();
    const ids = {
      access: randomUUID(),
      refresh: randomUUID(),
      code: randomUUID(),
      other: randomUUID(),
      interaction: randomUUID(),
    };
    await adapter('AccessToken').upsert(ids.access, { kind: 'AccessToken', grantId }, 3600);
    await adapter('RefreshToken').upsert(ids.refresh, { kind: 'RefreshToken', grantId }, 3600);
    await adapter('AuthorizationCode').upsert(ids.code, { kind: 'AuthorizationCode', grantId }, 60);
    await adapter('RefreshToken').upsert(ids.other, { kind: 'RefreshToken', grantId: otherGrantId }, 3600);
    // Not a member of the grant in the memory adapter either: revoking must not end a sign-in in progress.
    await adapter('Interaction').upsert(ids.interaction, { kind: 'Interaction', grantId }, 600);
    await adapter('Grant').upsert(grantId, { kind: 'Grant', accountId: 'viewer' }, 3600);

    await adapter('AccessToken').revokeByGrantId(grantId);

    expect(await adapter('AccessToken').find(ids.access)).toBeUndefined();
    expect(await adapter('RefreshToken').find(ids.refresh)).toBeUndefined();
    expect(await adapter('AuthorizationCode').find(ids.code)).toBeUndefined();
    expect(await adapter('RefreshToken').find(ids.other)).toMatchObject({ grantId: otherGrantId });
    expect(await adapter('Interaction').find(ids.interaction)).toMatchObject({ grantId });
    expect(await adapter('Grant').find(grantId)).toMatchObject({ accountId: 'viewer' });
  });

  it('finds a session by uid and a device code by user code, and forgets the old ones when a row is replaced', async () => {
    const sessionId = randomUUID();
    const [uid, newUid] = [randomUUID(), randomUUID()];
    await adapter('Session').upsert(sessionId, { uid, accountId: 'admin', kind: 'Session' }, 3600);
    expect(await adapter('Session').findByUid(uid)).toMatchObject({ accountId: 'admin' });
    expect(await adapter('Session').findByUid(randomUUID())).toBeUndefined();
    await adapter('Session').upsert(sessionId, { uid: newUid, accountId: 'admin', kind: 'Session' }, 3600);
    expect(await adapter('Session').findByUid(uid)).toBeUndefined();
    expect(await adapter('Session').findByUid(newUid)).toMatchObject({ uid: newUid });

    const deviceCodeId = randomUUID();
    const userCode = `UC-${randomUUID()}`;
    await adapter('DeviceCode').upsert(deviceCodeId, { userCode, kind: 'DeviceCode' }, 600);
    expect(await adapter('DeviceCode').findByUserCode(userCode)).toEqual({ userCode, kind: 'DeviceCode' });
    expect(await adapter('DeviceCode').findByUserCode('UC-unknown')).toBeUndefined();
    // Another model's lookup does not reach the device code.
    expect(await adapter('Session').findByUserCode(userCode)).toBeUndefined();
  });

  it('keeps two models with the same id apart', async () => {
    const id = randomUUID();
    await adapter('AccessToken').upsert(id, { kind: 'AccessToken', scope: 'openid' }, 3600);
    await adapter('RefreshToken').upsert(id, { kind: 'RefreshToken', scope: 'openid offline_access' }, 3600);
    expect(await adapter('AccessToken').find(id)).toEqual({ kind: 'AccessToken', scope: 'openid' });
    expect(await adapter('RefreshToken').find(id)).toEqual({ kind: 'RefreshToken', scope: 'openid offline_access' });
    await adapter('RefreshToken').consume(id);
    expect(await adapter('AccessToken').find(id)).not.toHaveProperty('consumed');
    await adapter('AccessToken').destroy(id);
    expect(await adapter('RefreshToken').find(id)).toMatchObject({ kind: 'RefreshToken' });
  });

  it('sweeps expired rows on an upsert, at most once a minute', async () => {
    const startedAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(startedAt);
    const sweeping = createDatabaseAdapterFactory(database.db);
    const [stale, staler, fresh] = [randomUUID(), randomUUID(), randomUUID()];
    // A new factory sweeps on its first upsert: this one, which the expiry below comes after.
    await sweeping('Interaction').upsert(stale, { kind: 'Interaction' }, 600);
    await expire(database.db, 'Interaction', stale);
    await sweeping('Grant').upsert(staler, { kind: 'Grant' }, 600);
    await expire(database.db, 'Grant', staler);
    expect(await storedIds(database.db)).toEqual(expect.arrayContaining([`Interaction:${stale}`, `Grant:${staler}`]));

    // A minute later, any model's upsert deletes every model's expired rows, and nothing else.
    vi.mocked(Date.now).mockReturnValue(startedAt + 60_000);
    await sweeping('Session').upsert(fresh, { kind: 'Session' }, 600);
    const remaining = await storedIds(database.db);
    expect(remaining).not.toContain(`Interaction:${stale}`);
    expect(remaining).not.toContain(`Grant:${staler}`);
    expect(remaining).toContain(`Session:${fresh}`);
  });
});

const CLIENT_ID = 'survey-platform';
const CLIENT_SECRET = 'a-test-secret-that-is-long-enough';

/**
 * One HTTP server whose provider can be swapped, as a restart would: the issuer URL (with its port) stays the same,
 * which the client and the stored tokens depend on.
 */
async function startSwappableServer() {
  let current = new Hono();
  const server: ServerType = serve({
    fetch: (request, env) => current.fetch(request, env),
    hostname: '127.0.0.1',
    port: 0,
  });
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(idp: IdentityProvider) {
      current = new Hono();
      mountIdentityProvider(current, idp);
    },
    close: () => server.close(),
  };
}

describe('the embedded provider across a restart', () => {
  let directory: string;
  let keys: ProviderKeys;
  let server: Awaited<ReturnType<typeof startSwappableServer>>;
  let issuer: string;
  let redirectUri: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'idp-adapter-test-'));
    keys = await generateProviderKeys();
    server = await startSwappableServer();
    issuer = `${server.origin}/idp`;
    redirectUri = `${server.origin}/api/auth/callback`;
  });

  afterAll(async () => {
    server.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** A provider instance as a fresh process would create it: the same settings and keys, and `db` if any. */
  async function startProvider(db?: Db): Promise<void> {
    const idp = await createIdentityProvider({
      issuer,
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [redirectUri],
          post_logout_redirect_uris: [`${server.origin}/`],
        },
      ],
      accountsFile: path.join(directory, 'idp-users.json'),
      keys: keys.signingKeys,
      cookieKeys: keys.cookieKeys,
      db,
    });
    server.serve(idp);
  }

  async function discover() {
    return client.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
      // The test issuer is plain http on 127.0.0.1.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      execute: [client.allowInsecureRequests],
    });
  }

  /**
   * Runs an authorization request in `get` (a browser tab) to the client's callback, signing in when the provider shows
   * its form; answers the callback URL and whether a sign-in form was shown.
   */
  async function authorize(config: client.Configuration, get: ReturnType<typeof browser>) {
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    let url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    });
    let response = await get(url.href);
    let signedIn = false;
    for (let hops = 0; hops < 8 && !url.href.startsWith(redirectUri); hops += 1) {
      if (response.status === 200 && !signedIn) {
        signedIn = true;
        response = await get(url.href, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'latam.manager', password: DEMO_PASSWORD }),
        });
      }
      url = location(response, url.href);
      if (!url.href.startsWith(redirectUri)) response = await get(url.href);
    }
    expect(url.href.startsWith(redirectUri)).toBe(true);
    return { callbackUrl: url, codeVerifier, state, signedIn };
  }

  async function signIn(config: client.Configuration) {
    const get = browser();
    const flow = await authorize(config, get);
    expect(flow.signedIn).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, flow.callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
    });
    expect(tokens.refresh_token).toBeTruthy();
    return { get, refreshToken: tokens.refresh_token ?? '' };
  }

  describe.each(testTargets)('with the database adapter on $name', (target) => {
    let testDatabase: TestDatabase;

    beforeAll(async () => {
      testDatabase = await target.create({ persistent: true });
    });

    afterAll(async () => {
      await testDatabase.dispose();
    });

    it('keeps refresh tokens and the sign-in session: a second provider over the same database honours them', async () => {
      const firstDatabase = await openDatabase(testDatabase.env);
      let browserTab: ReturnType<typeof browser>;
      let refreshToken: string;
      try {
        await startProvider(firstDatabase.db);
        ({ get: browserTab, refreshToken } = await signIn(await discover()));
      } finally {
        await firstDatabase.close();
      }

      const secondDatabase = await openDatabase(testDatabase.env);
      try {
        await startProvider(secondDatabase.db);
        const config = await discover();
        const refreshed = await client.refreshTokenGrant(config, refreshToken);
        expect(refreshed.claims()).toMatchObject({ sub: 'latam.manager', 'custom:region': 'Latin America & Caribbean' });
        expect(refreshed.refresh_token).toBeTruthy();
        expect(refreshed.refresh_token).not.toBe(refreshToken);
        // Rotation still holds across the restart: once the reuse grace has passed, the spent token is refused.
        await endReuseGrace(secondDatabase.db, refreshToken);
        await expect(client.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });

        // The browser's provider session survived too: no sign-in form this time.
        const again = await authorize(config, browserTab);
        expect(again.signedIn).toBe(false);
        expect(again.callbackUrl.searchParams.get('code')).toBeTruthy();
      } finally {
        await secondDatabase.close();
      }
    });
  });

  it('loses them with the memory adapter (what the database adapter fixes)', async () => {
    await startProvider();
    const { get, refreshToken } = await signIn(await discover());

    await startProvider();
    const config = await discover();
    await expect(client.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await authorize(config, get)).signedIn).toBe(true);
  });
});
