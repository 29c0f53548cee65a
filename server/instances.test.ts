import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';
import { DEMO_PASSWORD } from '../src/shared/config/demoAccounts.ts';
import { type TestDatabase, testTargets } from './testing/databases.ts';
import { browser, type BrowserFetch, location } from './testing/providerBrowser.ts';

/** The address people use; nothing answers there, as for a server behind a TLS proxy it cannot reach itself. */
const PUBLIC_URL = 'https://surveys.example.test';

interface Instance {
  server: ServerProcess;
  origin: string;
}

/**
 * The TLS proxy in front of one instance: the browser's requests for PUBLIC_URL reach that instance over plain HTTP,
 * with the forwarding headers a proxy adds.
 */
function throughProxy(tab: BrowserFetch, instance: Instance, clientAddress: string): BrowserFetch {
  return (url, init = {}) => {
    const target = new URL(url);
    const forwarded = target.origin === PUBLIC_URL ? new URL(`${target.pathname}${target.search}`, instance.origin).href : url;
    const headers = new Headers(init.headers);
    headers.set('X-Forwarded-Proto', 'https');
    headers.set('X-Forwarded-For', clientAddress);
    return tab(forwarded, { ...init, headers });
  };
}

/** The whole sign-in on one instance, as a browser behind the proxy does it; answers the tokens of the callback. */
async function signIn(instance: Instance, username: string): Promise<{ idToken: string; refreshToken: string }> {
  const tab = throughProxy(browser(), instance, '192.0.2.10');
  const login = location(await tab(`${PUBLIC_URL}/api/auth/sso-login`), PUBLIC_URL);
  // The provider is addressed as the public issuer, though this instance reached it on its own loopback.
  expect(login.origin).toBe(PUBLIC_URL);
  expect(login.pathname).toBe('/idp/auth');
  let url = location(await tab(login.href), login.href);
  let response = await tab(url.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PUBLIC_URL },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
  });
  for (let hops = 0; hops < 10 && !url.hash; hops += 1) {
    url = location(response, url.href);
    if (!url.hash) response = await tab(url.href);
  }
  const fragment = new URLSearchParams(url.hash.slice(1));
  const idToken = fragment.get('id_token');
  const refreshToken = fragment.get('refresh_token');
  if (!idToken || !refreshToken) throw new Error(`Sign-in ended at ${url.href} without tokens`);
  return { idToken, refreshToken };
}

const api = (instance: Instance, requestPath: string, init: RequestInit & { from?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('X-Forwarded-Proto', 'https');
  headers.set('X-Forwarded-For', init.from ?? '192.0.2.10');
  return fetch(`${instance.origin}${requestPath}`, { ...init, headers });
};

const postRefresh = (instance: Instance, refreshToken: string, from?: string) =>
  api(instance, '/api/refresh-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    from,
  });

// Several instances behind a load balancer, on one PostgreSQL, each with its own data directory: they must behave as one.
describe.each(testTargets.filter((target) => target.name === 'PostgreSQL'))('two instances on one $name', (target) => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await target.create();
    for (const name of ['a', 'b']) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `survey-instance-${name}-`));
      dataDirs.push(dataDir);
      const port = await freePort();
      const server = startServerProcess({
        DATABASE_URL: database.env.DATABASE_URL ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL,
        TRUST_PROXY: 'true',
        IDP_DEMO_ACCOUNTS: 'true',
        LOG_LEVEL: 'warn',
      });
      instances.push({ server, origin: `http://127.0.0.1:${String(port)}` });
      // One after the other: the first creates the schema and the keys, the second finds them.
      await server.waitFor('Survey Platform is running', 120_000);
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.server.stop()));
    await database.dispose();
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
  });

  it('signs in on one, calls the API and refreshes on the other, and the first accepts the refreshed token', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');

    const { idToken, refreshToken } = await signIn(first, 'admin');
    const surveys = await api(second, '/api/surveys', { headers: { Authorization: `Bearer ${idToken}` } });
    expect(surveys.status).toBe(200);

    const refreshed = await postRefresh(second, refreshToken);
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { IdToken: string; RefreshToken?: string };
    // The refresh token rotates (an id token signed in the same second as the first may be the same bytes).
    expect(tokens.RefreshToken).toEqual(expect.any(String));
    expect(tokens.RefreshToken).not.toBe(refreshToken);
    expect((await api(first, '/api/surveys', { headers: { Authorization: `Bearer ${tokens.IdToken}` } })).status).toBe(200);
  });

  it('counts a client across both instances against one rate limit', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const client = '198.51.100.77';
    // The sign-in calls allow 60 a minute per address: 30 on each instance use them up together.
    const statuses: number[] = [];
    for (let call = 0; call < 30; call += 1) {
      statuses.push((await postRefresh(first, 'not-a-token', client)).status, (await postRefresh(second, 'not-a-token', client)).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await postRefresh(first, 'not-a-token', client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await postRefresh(second, 'not-a-token', client)).status).toBe(429);
    // Another address is untouched.
    expect((await postRefresh(second, 'not-a-token', '198.51.100.78')).status).not.toBe(429);
  });
});
