import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp, IDP_LIMITS } from '../app.ts';
import { createIdentityProvider } from '../auth/idp/provider.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../testing/databases.ts';
import { createTestIssuer } from '../testing/issuer.ts';
import { listenOnLoopback, type LoopbackServer } from '../testing/loopbackServer.ts';
import { limitDeclaredRequestBody, limitRequestBody, REQUEST_BODY_LIMIT } from './bodyLimit.ts';
import type { AppEnv } from './context.ts';

const MiB = 1024 * 1024;

/** A body that arrives in pieces, without a Content-Length (as a chunked upload does). */
function streamedBody(bytes: number): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  let left = bytes;
  return {
    body: new ReadableStream({
      pull(controller) {
        const size = Math.min(left, 1024);
        left -= size;
        if (size > 0) controller.enqueue(new Uint8Array(size).fill(120));
        if (left === 0) controller.close();
      },
    }),
    duplex: 'half',
  };
}

describe('request body limits', () => {
  const app = new Hono<AppEnv>();
  app.post('/echo', limitRequestBody(2048), async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
  // As oidc-provider does, the handler reads the body itself (here through Hono, which reads the same stream).
  app.post('/provider/token', limitDeclaredRequestBody(1024), async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));

  const post = (route: string, body: string | ReturnType<typeof streamedBody>) =>
    app.request(route, typeof body === 'string'
      ? { method: 'POST', body, headers: { 'Content-Length': String(body.length) } }
      : { method: 'POST', ...body });

  it('passes a body within the limit, declared or streamed', async () => {
    expect(await (await post('/echo', 'x'.repeat(2048))).json()).toEqual({ bytes: 2048 });
    expect(await (await post('/echo', streamedBody(2048))).json()).toEqual({ bytes: 2048 });
  });

  it('answers 413 with a detail past the limit, by the declared length or while the body streams in', async () => {
    const declared = await post('/echo', 'x'.repeat(2049));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: 'http.body_too_large', detail: 'Request body too large: at most 2 KiB', params: { limit: '2 KiB' } });
    const streamed = await post('/echo', streamedBody(4096));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ code: 'http.body_too_large', detail: 'Request body too large: at most 2 KiB', params: { limit: '2 KiB' } });
  });

  it('for a handler that reads the body itself, refuses a declared length and leaves the stream untouched', async () => {
    const declared = await post('/provider/token', 'x'.repeat(1025));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: 'http.body_too_large', detail: 'Request body too large: at most 1 KiB', params: { limit: '1 KiB' } });
    expect(await (await post('/provider/token', streamedBody(4096))).json()).toEqual({ bytes: 4096 });
  });
});

interface LargeUpload {
  status: number;
  body: string;
  /** Bytes written by the time the answer came (some still in socket buffers, unread). */
  sentBeforeAnswer: number;
  ms: number;
}

/**
 * POSTs `bytes` (one reused 64 KiB chunk, so the sender holds no more) with a Content-Length or chunked, and stops
 * sending as soon as the server answers, as a client would that reads the answer while it uploads.
 */
function uploadLargeBody(url: string, bytes: number, { declared, headers = {} }: { declared: boolean; headers?: Record<string, string> }): Promise<LargeUpload> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(declared ? { 'Content-Length': String(bytes) } : {}), ...headers },
    });
    request.on('response', (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString(), sentBeforeAnswer, ms: performance.now() - startedAt });
      });
    });
    // The server closes the connection once it has answered: a write cut short then is expected.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}

describe.each(testTargets.slice(0, 1))('50 MB bodies against the started server, on $name', (target) => {
  const FIFTY_MB = 50 * MiB;
  let database: OpenTestDatabase;
  let server: LoopbackServer;
  let directory: string;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    directory = await mkdtemp(path.join(tmpdir(), 'body-limit-'));
    // The issuer names the port, known once listening: the app is made after, before any request.
    const started: { app?: Hono<AppEnv> } = {};
    server = await listenOnLoopback((request, env) => started.app?.fetch(request, env) ?? new Response(null, { status: 503 }));
    const idp = await createIdentityProvider({
      issuer: `${server.origin}/idp`,
      clients: [{ client_id: 'survey-platform', redirect_uris: [`${server.origin}/api/auth/callback`], post_logout_redirect_uris: [] }],
      accountsFile: path.join(directory, 'idp-users.json'),
      db: database.db,
    });
    const { verifier } = await createTestIssuer();
    started.app = createApp({ db: database, logger: pino({ level: 'silent' }), api: { verifier }, idp, trustProxy: true });
  });

  afterAll(async () => {
    await server.close();
    await database.release();
    await rm(directory, { recursive: true, force: true });
  });

  it('answers each 413 (400 where oidc-provider bounds a chunked body itself) at once, and the server stays about the same size', async () => {
    const uploads: { route: string; declared: boolean; expected: number; limit?: string }[] = [
      { route: '/idp/interaction/some-sign-in', declared: true, expected: 413, limit: `${IDP_LIMITS.signInFormBytes / 1024} KiB` },
      { route: '/idp/interaction/some-sign-in', declared: false, expected: 413, limit: `${IDP_LIMITS.signInFormBytes / 1024} KiB` },
      { route: '/api/surveys', declared: true, expected: 413, limit: `${REQUEST_BODY_LIMIT / MiB} MiB` },
      { route: '/api/surveys', declared: false, expected: 413, limit: `${REQUEST_BODY_LIMIT / MiB} MiB` },
      { route: '/idp/token', declared: true, expected: 413, limit: `${IDP_LIMITS.providerBodyBytes / 1024} KiB` },
      { route: '/idp/token', declared: false, expected: 400 },
    ];
    // A first round warms every path up, so the measure below counts only what the big bodies cost.
    const client = (index: number) => ({ 'X-Forwarded-For': `198.51.100.${index + 1}` });
    await Promise.all(uploads.map(({ route, declared }, index) => uploadLargeBody(`${server.origin}${route}`, 8 * MiB, { declared, headers: client(index) })));

    const rssBefore = process.memoryUsage().rss;
    const results = await Promise.all(
      uploads.map(({ route, declared }, index) => uploadLargeBody(`${server.origin}${route}`, FIFTY_MB, { declared, headers: client(index) })),
    );
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    results.forEach((result, index) => {
      const { route, declared, expected, limit } = uploads[index] ?? { route: '', declared: false, expected: 0 };
      const label = `${route} ${declared ? 'with Content-Length' : 'chunked'}`;
      expect(result.status, label).toBe(expected);
      if (limit) {
        expect(JSON.parse(result.body), label).toEqual({ code: 'http.body_too_large', detail: `Request body too large: at most ${limit}`, params: { limit } });
      }
      // Answered long before the body was through: what was sent by then sat mostly in socket buffers.
      expect(result.sentBeforeAnswer, label).toBeLessThan(FIFTY_MB / 2);
      expect(result.ms, label).toBeLessThan(5_000);
    });
    // Six 50 MB bodies at once (300 MB); buffering them would grow the process by far more than this.
    expect(rssGrowth).toBeLessThan(100 * MiB);
  });
});
