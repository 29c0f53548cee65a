import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp, type AppDeps } from '../app.ts';
import { createLogger } from '../logger.ts';
import { createSpaRoutes, type SpaRuntimeConfig } from './spa.ts';
import { listenOnLoopback, type LoopbackServer } from '../testing/loopbackServer.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script src="/config.js"></script></head><body><div id="root"></div></body></html>';
// Above the compress middleware's 1 KiB threshold, as real bundles are.
const APP_JS = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';
const SECRET = 'outside the dist directory';

const sameOrigin: SpaRuntimeConfig = { apiBaseUrl: '', portalUrl: 'https://portal.example.com' };

let workDir: string;
let distDir: string;

beforeAll(() => {
  // The secret sits beside dist/: a traversal that escaped distDir would find it.
  workDir = mkdtempSync(join(tmpdir(), 'spa-test-'));
  distDir = join(workDir, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(distDir, 'favicon.svg'), FAVICON);
  writeFileSync(join(workDir, 'secret.txt'), SECRET);
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

const silentLogger = createLogger(
  { LOG_LEVEL: 'info' },
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  }),
);

/** These routes never touch the database. */
const unusedDb: AppDeps['db'] = {
  get db(): never {
    throw new Error('the SPA routes do not query');
  },
  ping: () => Promise.resolve(),
};

/** The SPA mounted on the real app, as main.ts will: the app's own routes and 404 stay in force. */
function appWithSpa(runtimeConfig: SpaRuntimeConfig = sameOrigin) {
  const app = createApp({ db: unusedDb, logger: silentLogger });
  app.route('/', createSpaRoutes({ distDir, runtimeConfig }));
  return app;
}

describe('SPA routes', () => {
  it.each(['/', '/surveys/deep/link', '/index.html'])(
    'answers %s with index.html, revalidated each time',
    async (path) => {
      const response = await appWithSpa().request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD on a client-side route without a body', async () => {
    const response = await appWithSpa().request('/surveys', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
  });

  it('serves a hashed asset as JavaScript cached for good, gzipped when asked', async () => {
    const response = await appWithSpa().request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it('serves an asset uncompressed to a client that does not ask', async () => {
    const response = await appWithSpa().request('/assets/app-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(APP_JS);
  });

  it('serves other files of dist with revalidation, not immutable', async () => {
    const response = await appWithSpa().request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(FAVICON);
  });

  it('answers a missing hashed asset with 404, not index.html, and without long-lived caching', async () => {
    const response = await appWithSpa().request('/assets/app-gone999.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'http.not_found', detail: 'Not found' });
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it.each(['/api/unknown', '/api', '/idp/unknown'])(
    'leaves %s to the server: its 404 with the error shape',
    async (path) => {
      const response = await appWithSpa().request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 'http.not_found', detail: 'Not found' });
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );

  it('leaves /healthz to the server', async () => {
    const response = await appWithSpa().request('/healthz');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('does not answer other methods with index.html', async () => {
    const response = await appWithSpa().request('/surveys', { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it.each(['/', '/assets/app-abc123.js', '/config.js', '/assets/app-gone999.js'])(
    'sends the security headers on %s',
    async (path) => {
      const response = await appWithSpa().request(path);
      const csp = response.headers.get('content-security-policy');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('lets the SPA call an API on another origin', async () => {
    const response = await appWithSpa({ apiBaseUrl: 'https://api.example.com/v1', portalUrl: '' }).request('/');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com;");
  });

  it('answers /config.js with the runtime configuration as JavaScript, revalidated each time', async () => {
    const runtimeConfig = { apiBaseUrl: 'https://api.example.com', portalUrl: 'https://portal.example.com/"</script>' };
    const response = await appWithSpa(runtimeConfig).request('/config.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');

    const body = await response.text();
    const window: { __APP_CONFIG__?: unknown } = {};
    // Run the served script as the browser would, against a stand-in window.
    runInNewContext(body, { window });
    expect(window.__APP_CONFIG__).toEqual(runtimeConfig);
  });

  it("passes the API's claim names on to the SPA, the username names as a list", async () => {
    const claimNames = { groups: 'groups', region: 'region', local: 'site', username: 'preferred_username', email: 'mail' };
    const response = await appWithSpa({ ...sameOrigin, claimNames }).request('/config.js');
    const window: { __APP_CONFIG__?: unknown } = {};
    runInNewContext(await response.text(), { window });
    expect(window.__APP_CONFIG__).toEqual({ ...sameOrigin, claimNames: { ...claimNames, username: ['preferred_username'] } });
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
  ])(
    'does not leave dist for %s (in-process)',
    async (path) => {
      const response = await appWithSpa().request(path);
      expect(await response.text()).not.toContain(SECRET);
    },
  );

  describe('over a real socket, with the request line exactly as written', () => {
    let listening: LoopbackServer;
    let port: number;

    beforeAll(async () => {
      const app = appWithSpa();
      listening = await listenOnLoopback(app.fetch);
      port = listening.port;
    });

    afterAll(() => listening.close());

    /** Sends the request line exactly as written: fetch() would clean the path before it left. */
    function rawGet(path: string): Promise<string> {
      return new Promise((resolveAnswer, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        });
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('end', () => {
          resolveAnswer(answer);
        });
        socket.on('error', reject);
      });
    }

    // Dot segments are resolved by URL parsing before routing (so they land on a client route); encoded separators
    // are refused outright.
    it.each([
      ['/../secret.txt', 'index.html'],
      ['/assets/../../secret.txt', 'index.html'],
      ['/%2e%2e/secret.txt', 'index.html'],
      ['/assets/%2e%2e/%2e%2e/secret.txt', 'index.html'],
      ['/assets/..%2f..%2fsecret.txt', '404'],
      ['/surveys/%2e%2e%2f%2e%2e%2fsecret.txt', '404'],
      ['/..%5c..%5csecret.txt', '404'],
      ['/assets/%252e%252e/%252e%252e/secret.txt', '404'],
    ])('does not leave dist for %s (answers %s)', async (path, expected) => {
      const answer = await rawGet(path);
      expect(answer).not.toContain(SECRET);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(expected === '404' ? /^HTTP\/1\.1 404 / : /^HTTP\/1\.1 200 /);
      if (expected === 'index.html') expect(body).toBe(INDEX_HTML);
    });

    it('still serves a real asset', async () => {
      const answer = await rawGet('/assets/app-abc123.js');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('hello hello');
    });
  });
});
