import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app.ts';
import { requireUser } from './requireUser.ts';
import { createTokenVerifier } from './tokenVerifier.ts';

const ISSUER = 'http://127.0.0.1:3000/idp';
const AUDIENCE = 'survey-platform';

let privateKey: CryptoKey;
let publicJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
});

function sign(claims: Record<string, unknown>, audience = AUDIENCE) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

function appWithProtectedRoute() {
  const app = createApp({ db: { db: {} as never, ping: () => Promise.resolve() }, logger: pino({ level: 'silent' }) });
  const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [publicJwk] } });
  app.get('/api/me', requireUser(verifier), (c) => c.json({ username: c.get('user').username, groups: c.get('user').groups }));
  return app;
}

describe('requireUser', () => {
  it('lets a valid token through with the verified user on the context', async () => {
    const token = await sign({ username: 'latam.manager', 'cognito:groups': ['Region-LatinAmerica'] });
    const response = await appWithProtectedRoute().request('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: 'latam.manager', groups: ['Region-LatinAmerica'] });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic YWRtaW46ZGVtbw=='],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 with a challenge for %s', async (_case, header) => {
    const response = await appWithProtectedRoute().request('/api/me', { headers: header ? { Authorization: header } : {} });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(await response.json()).toEqual({ detail: 'Not authenticated: send the id token as a Bearer token.' });
  });

  it('answers 401 invalid_token for a token made for another audience', async () => {
    const token = await sign({ username: 'admin' }, 'another-app');
    const response = await appWithProtectedRoute().request('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await response.json()).toEqual({ detail: 'Not authenticated: the token is invalid or expired.' });
  });
});
