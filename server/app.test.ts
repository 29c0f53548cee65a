import { Writable } from 'node:stream';

import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';

import { createApp, type AppDeps } from './app.ts';
import { createTestIssuer } from './testing/issuer.ts';
import { testTargets, useTestDatabase } from './testing/databases.ts';
import { createLogger } from './logger.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string; stack: string };
}

/** A logger whose JSON lines the test can read back. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      callback();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: 'info' }, destination), lines };
}

/** A database for routes that never query: only readiness is observable. */
function fakeDb(ping: () => Promise<void> = () => Promise.resolve()): AppDeps['db'] {
  return {
    get db(): never {
      throw new Error('these routes do not query');
    },
    ping,
  };
}
const unusedDb = fakeDb();

describe('app', () => {
  it('answers GET /healthz with ok and a request id', async () => {
    const app = createApp({ db: unusedDb, logger: capturingLogger().logger });
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('echoes a well-formed incoming x-request-id and logs the request with it', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ db: unusedDb, logger });
    const response = await app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', reqId: 'abc-123', status: 200 }));
  });

  it('answers an unknown route with 404 and the error shape', async () => {
    const app = createApp({ db: unusedDb, logger: capturingLogger().logger });
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'http.not_found', detail: 'Not found' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('keeps the status, message and headers of an HTTPException', async () => {
    const app = createApp({ db: unusedDb, logger: capturingLogger().logger });
    app.get('/api/private', () => {
      throw new HTTPException(401, {
        message: 'Token expired',
        res: new Response(null, { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } }),
      });
    });
    const response = await app.request('/api/private');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'http.refused', detail: 'Token expired', params: { reason: 'Token expired' } });
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers an unexpected error with 500 and no internals, and logs its stack with the request id', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ db: unusedDb, logger });
    app.get('/api/boom', () => {
      throw new Error('connection string postgres://secret@db leaked');
    });

    const response = await app.request('/api/boom');

    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ code: 'server.internal_error', detail: 'Internal server error' });
    expect(body).not.toMatch(/secret|at |stack/);
    const requestIdHeader = response.headers.get('x-request-id');
    expect(requestIdHeader).toBeTruthy();
    const logged = lines.find((line) => line.msg === 'Unhandled error');
    expect(logged?.reqId).toBe(requestIdHeader);
    expect(logged?.err?.stack).toContain('connection string postgres://secret@db leaked');
  });

  it('answers GET /readyz with 503 when the database does not answer', async () => {
    const { logger, lines } = capturingLogger();
    const app = createApp({ db: fakeDb(() => Promise.reject(new Error('ECONNREFUSED'))), logger });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'server.database_unreachable', detail: 'Database not reachable' });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'Readiness check failed: database not reachable' }));
  });
});

describe.each(testTargets)('GET /readyz on $name', (target) => {
  const database = useTestDatabase(target);

  it('is ready while the database answers and 503 once it is closed', async () => {
    const app = createApp({ db: database, logger: capturingLogger().logger });
    expect((await app.request('/readyz')).status).toBe(200);

    await database.close();

    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'server.database_unreachable', detail: 'Database not reachable' });
  });
});

describe('CORS on /api', () => {
  const SPA_ORIGIN = 'https://surveys.example.com';

  async function appWithApi(corsOrigins?: string[]) {
    const issuer = await createTestIssuer();
    return createApp({
      // The routes are built (they keep the handle) but no request here reaches a query.
      db: { db: {} as never, ping: () => Promise.resolve() },
      logger: capturingLogger().logger,
      api: { verifier: issuer.verifier, geography: () => Promise.resolve({ regions: [], locals: [] }) },
      corsOrigins,
    });
  }

  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'authorization' },
  });

  it("answers a listed origin's preflight before the token check, allowing the bearer header", async () => {
    const app = await appWithApi([SPA_ORIGIN]);
    const response = await app.request('/api/surveys/s-1', preflight(SPA_ORIGIN));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('exposes the paging and download headers to a listed origin, and still requires the token', async () => {
    const app = await appWithApi([SPA_ORIGIN]);
    const response = await app.request('/api/surveys', { headers: { Origin: SPA_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-total-count');
  });

  it('gives an unlisted origin no CORS grant', async () => {
    const app = await appWithApi([SPA_ORIGIN]);
    const response = await app.request('/api/surveys/s-1', preflight('https://evil.example.com'));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers at all when no origin is configured (the SPA is same-origin)', async () => {
    const app = await appWithApi();
    const response = await app.request('/api/surveys', { headers: { Origin: SPA_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
