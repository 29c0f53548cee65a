import { gunzipSync } from 'node:zlib';

import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp, type AppDeps } from '../../app.ts';
import { createTestIssuer, type TestIssuer } from '../../testing/issuer.ts';
import type { Db } from '../../db/client.ts';
import { buildOpenApiDocument } from './service.ts';
import { API_REFERENCE_REQUESTS_PER_MINUTE } from './routes.ts';

/** The reference never queries: any use of this database fails the test. */
const untouchedDatabase: AppDeps['db'] = {
  db: new Proxy(
    {},
    {
      get() {
        throw new Error('the API reference must not query the database');
      },
    },
  ) as unknown as Db,
  ping: () => Promise.resolve(),
};

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await createTestIssuer();
});

/** The app as main.ts assembles the API: the reference sits beside the signed-in routes, before requireUser. */
const assembledApp = () => createApp({ db: untouchedDatabase, logger: pino({ level: 'silent' }), api: { verifier: issuer.verifier } });

/** Every URL the page's markup loads (href and src attributes). */
function urlsReferencedBy(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('GET /api/openapi.json', () => {
  it('answers the generated document without a token, cacheable and revalidated by ETag', async () => {
    const app = assembledApp();
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.json()).toEqual(buildOpenApiDocument());

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await app.request('/api/openapi.json', { headers: { 'If-None-Match': `W/"other", ${etag ?? ''}` } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await app.request('/api/openapi.json', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
  });

  it('keeps every other /api call behind a token', async () => {
    const response = await assembledApp().request('/api/surveys');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'auth.token_missing', detail: 'Not authenticated: send the id token as a Bearer token.' });
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page that loads only same-origin files, under a CSP without inline scripts or other origins', async () => {
    const app = assembledApp();
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/https?:|\*/);

    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const urls = urlsReferencedBy(html);
    expect(urls).toHaveLength(5);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/docs\/assets\/[\w.-]+$/);
      expect(new URL(url, 'http://reference.test').origin).toBe('http://reference.test');
    }
  });

  it('serves each file the page loads with its content type, the initializer pointing at the document', async () => {
    const app = assembledApp();
    const html = await (await app.request('/api/docs')).text();
    const contentTypes = new Map<string, string | null>();
    for (const url of urlsReferencedBy(html)) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      contentTypes.set(url.split('/').at(-1) ?? '', response.headers.get('content-type'));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect(Object.fromEntries(contentTypes)).toEqual({
      'swagger-ui.css': 'text/css; charset=utf-8',
      'index.css': 'text/css; charset=utf-8',
      'favicon-32x32.png': 'image/png',
      'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
      'initializer.js': 'text/javascript; charset=utf-8',
    });
    const initializer = await (await app.request('/api/docs/assets/initializer.js')).text();
    expect(initializer).toContain("url: '/api/openapi.json'");
    expect(initializer).toContain('validatorUrl: null');
  });

  it('sends gzip to a client that accepts it, the same bytes once unpacked', async () => {
    const app = assembledApp();
    const plain = Buffer.from(await (await app.request('/api/docs/assets/swagger-ui-bundle.js')).arrayBuffer());
    const packed = await app.request('/api/docs/assets/swagger-ui-bundle.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toBe('Accept-Encoding');
    const packedBytes = Buffer.from(await packed.arrayBuffer());
    expect(packedBytes.byteLength).toBeLessThan(plain.byteLength / 2);
    // Buffer's own comparison: a deep equality over 1.7 million elements would take seconds.
    expect(gunzipSync(packedBytes).equals(plain)).toBe(true);
  });

  it('answers 404 with the error body for a file not on its list, however the name is spelled', async () => {
    const app = assembledApp();
    for (const path of [
      '/api/docs/assets/swagger-ui.js',
      '/api/docs/assets/package.json',
      '/api/docs/assets/..%2Fpackage.json',
      '/api/docs/assets/%2E%2E%2Findex.ts',
      '/api/docs/assets/constructor',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ code: 'http.not_found', detail: 'Not found' });
    }
  });

  it('is rate limited per client like the other public endpoints', async () => {
    const app = assembledApp();
    for (let request = 0; request < API_REFERENCE_REQUESTS_PER_MINUTE; request += 1) {
      expect((await app.request(request % 2 ? '/api/docs' : '/api/openapi.json')).status).toBe(200);
    }
    const refused = await app.request('/api/docs/assets/initializer.js');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const { detail } = (await refused.json()) as { detail: string };
    expect(detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
  });
});
