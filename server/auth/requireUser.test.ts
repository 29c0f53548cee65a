import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app.ts';
import { revokedIdTokens } from '../db/schema.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { createTestIssuer, type TestIssuer } from '../testing/issuer.ts';
import { requireUser } from './requireUser.ts';
import { denyIdToken, idTokenHash } from './revokedIdTokens.ts';

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await createTestIssuer();
});

describe.each(testTargets)('requireUser on $name', (target) => {
  const database = useTestDatabase(target);

  function appWithProtectedRoute() {
    const app = createApp({ db: database, logger: pino({ level: 'silent' }) });
    app.get('/api/me', requireUser(issuer.verifier, database.db), (c) =>
      c.json({ username: c.get('user').username, groups: c.get('user').groups }),
    );
    return app;
  }

  const me = (authorization?: string) =>
    appWithProtectedRoute().request('/api/me', { headers: authorization ? { Authorization: authorization } : {} });

  it('lets a valid token through with the verified user on the context', async () => {
    const token = await issuer.sign({ username: 'latam.manager', 'cognito:groups': ['Region-LatinAmerica'] });
    const response = await me(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: 'latam.manager', groups: ['Region-LatinAmerica'] });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic YWRtaW46ZGVtbw=='],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 with a challenge for %s', async (_case, header) => {
    const response = await me(header);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(await response.json()).toEqual({ code: 'auth.token_missing', detail: 'Not authenticated: send the id token as a Bearer token.' });
  });

  it('answers 401 invalid_token for a token made for another audience', async () => {
    const token = await issuer.sign({ username: 'admin' }, { audience: 'another-app' });
    const response = await me(`Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await response.json()).toEqual({ code: 'auth.token_invalid', detail: 'Not authenticated: the token is invalid or expired.' });
  });

  it("refuses a signed-out id token with 401 until it expires, while the same user's other sign-ins still work", async () => {
    const signedOut = await issuer.sign({ username: 'admin', nonce: 'first-sign-in' });
    const otherSession = await issuer.sign({ username: 'admin', nonce: 'second-sign-in' });
    expect((await me(`Bearer ${signedOut}`)).status).toBe(200);

    await denyIdToken(database.db, signedOut, new Date(Date.now() + 10 * 60_000));

    const refused = await me(`Bearer ${signedOut}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await refused.json()).toEqual({ code: 'auth.signed_out', detail: 'Not authenticated: this session was signed out. Sign in again.' });
    expect((await me(`Bearer ${otherSession}`)).status).toBe(200);
    // Only the hash is kept.
    const [row] = await database.db.select().from(revokedIdTokens).where(eq(revokedIdTokens.tokenHash, idTokenHash(signedOut)));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it('sweeps the rows of expired tokens when it adds one, and adding the same token twice is fine', async () => {
    await database.db.insert(revokedIdTokens).values({ tokenHash: 'expired-long-ago', expiresAt: new Date(Date.now() - 60_000) });
    const token = await issuer.sign({ username: 'viewer' });
    await denyIdToken(database.db, token, new Date(Date.now() + 60_000));
    await denyIdToken(database.db, token, new Date(Date.now() + 60_000));
    const hashes = (await database.db.select({ tokenHash: revokedIdTokens.tokenHash }).from(revokedIdTokens)).map((row) => row.tokenHash);
    expect(hashes).not.toContain('expired-long-ago');
    expect(hashes).toContain(idTokenHash(token));
  });
});
