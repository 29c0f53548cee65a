import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app.ts';
import { requireUser } from './requireUser.ts';
import { createTestIssuer, type TestIssuer } from '../testing/issuer.ts';

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await createTestIssuer();
});

function appWithProtectedRoute() {
  const app = createApp({ db: { db: {} as never, ping: () => Promise.resolve() }, logger: pino({ level: 'silent' }) });
  app.get('/api/me', requireUser(issuer.verifier), (c) => c.json({ username: c.get('user').username, groups: c.get('user').groups }));
  return app;
}

describe('requireUser', () => {
  it('lets a valid token through with the verified user on the context', async () => {
    const token = await issuer.sign({ username: 'latam.manager', 'cognito:groups': ['Region-LatinAmerica'] });
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
    const token = await issuer.sign({ username: 'admin' }, { audience: 'another-app' });
    const response = await appWithProtectedRoute().request('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await response.json()).toEqual({ detail: 'Not authenticated: the token is invalid or expired.' });
  });
});
