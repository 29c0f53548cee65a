import { request as httpRequest } from 'node:http';

import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { AppEnv } from './context.ts';
import { clientKeyOf, createRateLimit, type RateLimitOptions } from './rateLimit.ts';
import { listenOnLoopback, type LoopbackServer } from '../testing/loopbackServer.ts';

const START = new Date('2030-01-01T00:00:00Z');

/** One limited route; `served` counts the requests that got past the limiter. */
function limitedApp(options: RateLimitOptions) {
  const app = new Hono<AppEnv>();
  const counter = { served: 0 };
  app.get('/ping', createRateLimit(options), (c) => {
    counter.served++;
    return c.json({ ok: true });
  });
  return { app, counter };
}

function fromClient(forwardedFor?: string): RequestInit {
  return forwardedFor === undefined ? {} : { headers: { 'X-Forwarded-For': forwardedFor } };
}

describe('createRateLimit (in-process)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the request past the limit with 429, the error shape and Retry-After, and skips the route', async () => {
    // Only Date: the store compares reset times with Date.now(), and a fixed clock makes N exact.
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const { app, counter } = limitedApp({ windowMs: 60_000, limit: 3 });

    for (const remaining of ['2', '1', '0']) {
      const allowed = await app.request('/ping');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('RateLimit-Limit')).toBe('3');
      expect(allowed.headers.get('RateLimit-Remaining')).toBe(remaining);
    }

    const refused = await app.request('/ping');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ code: 'rate_limit.exceeded', detail: 'Too many requests. Try again in 60 seconds.', params: { seconds: 60 } });
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(counter.served).toBe(3);
  });

  it('counts N down in whole seconds, rounding up', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const { app } = limitedApp({ windowMs: 60_000, limit: 1 });
    await app.request('/ping');

    vi.setSystemTime(START.getTime() + 20_500);
    const refused = await app.request('/ping');
    expect(await refused.json()).toEqual({ code: 'rate_limit.exceeded', detail: 'Too many requests. Try again in 40 seconds.', params: { seconds: 40 } });
    expect(refused.headers.get('Retry-After')).toBe('40');

    vi.setSystemTime(START.getTime() + 59_999);
    const lastMoment = await app.request('/ping');
    expect(await lastMoment.json()).toEqual({ code: 'rate_limit.exceeded', detail: 'Too many requests. Try again in 1 seconds.', params: { seconds: 1 } });
    expect(lastMoment.headers.get('Retry-After')).toBe('1');
  });

  it('lets requests through again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    const { app, counter } = limitedApp({ windowMs: 60_000, limit: 2 });
    expect((await app.request('/ping')).status).toBe(200);
    expect((await app.request('/ping')).status).toBe(200);
    expect((await app.request('/ping')).status).toBe(429);

    vi.setSystemTime(START.getTime() + 60_000);
    expect((await app.request('/ping')).status).toBe(200);
    expect((await app.request('/ping')).status).toBe(200);
    expect((await app.request('/ping')).status).toBe(429);
    expect(counter.served).toBe(4);
  });

  it('with trustProxy, counts by the address our proxy appended (the last X-Forwarded-For entry)', async () => {
    const { app } = limitedApp({ windowMs: 60_000, limit: 1, trustProxy: true });
    expect((await app.request('/ping', fromClient('203.0.113.1'))).status).toBe(200);
    expect((await app.request('/ping', fromClient('203.0.113.2'))).status).toBe(200);
    // The same client forging a different first entry, with stray spaces: still its own last address, trimmed.
    expect((await app.request('/ping', fromClient('10.9.9.9 , 203.0.113.1 '))).status).toBe(429);
    // A different client naming the first one in its forged part.
    expect((await app.request('/ping', fromClient('203.0.113.1, 203.0.113.3'))).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 one', async () => {
    const { app } = limitedApp({ windowMs: 60_000, limit: 1, trustProxy: true });
    expect((await app.request('/ping', fromClient('2001:db8:abcd:12::1'))).status).toBe(200);
    // Another address of the same subscriber's /64: the same count.
    expect((await app.request('/ping', fromClient('2001:0db8:abcd:0012:ffff:1:2:3'))).status).toBe(429);
    expect((await app.request('/ping', fromClient('2001:db8:abcd:13::1'))).status).toBe(200);
    expect((await app.request('/ping', fromClient('198.51.100.4'))).status).toBe(200);
    expect((await app.request('/ping', fromClient('::ffff:198.51.100.4'))).status).toBe(429);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80:0000:0000:0001:0202:b3ff:fe1e:8329', 'fe80:0:0:1::/64'],
    ['not an address', 'not an address'],
  ])('keys %s as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it('with trustProxy but no usable X-Forwarded-For, falls back to one shared "unknown" key in-process', async () => {
    const { app } = limitedApp({ windowMs: 60_000, limit: 1, trustProxy: true });
    expect((await app.request('/ping')).status).toBe(200);
    expect((await app.request('/ping', fromClient('203.0.113.9, '))).status).toBe(429);
  });

  it('without trustProxy, ignores X-Forwarded-For: different addresses share one count', async () => {
    const { app } = limitedApp({ windowMs: 60_000, limit: 1 });
    expect((await app.request('/ping', fromClient('203.0.113.1'))).status).toBe(200);
    expect((await app.request('/ping', fromClient('203.0.113.2'))).status).toBe(429);
    expect((await app.request('/ping')).status).toBe(429);
  });

  it('counts by the key it is given instead of the client address', async () => {
    const app = new Hono<AppEnv>();
    app.get('/things/:id', createRateLimit({ windowMs: 60_000, limit: 1, key: (c) => c.req.param('id') ?? '' }), (c) => c.text('ok'));
    expect((await app.request('/things/a')).status).toBe(200);
    expect((await app.request('/things/b')).status).toBe(200);
    const refused = await app.request('/things/a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
  });

  it('keeps two limiters with different key prefixes apart for the same client', async () => {
    const app = new Hono<AppEnv>();
    app.get('/login', createRateLimit({ windowMs: 60_000, limit: 1, keyPrefix: 'login' }), (c) => c.text('login'));
    app.get('/public', createRateLimit({ windowMs: 60_000, limit: 2, keyPrefix: 'public' }), (c) => c.text('public'));

    expect((await app.request('/login')).status).toBe(200);
    expect((await app.request('/login')).status).toBe(429);
    expect((await app.request('/public')).status).toBe(200);
    expect((await app.request('/public')).status).toBe(200);
    expect((await app.request('/public')).status).toBe(429);
  });
});

describe('createRateLimit over a real socket', () => {
  let listening: LoopbackServer;
  let port: number;

  beforeAll(async () => {
    const { app } = limitedApp({ windowMs: 60_000, limit: 1 });
    listening = await listenOnLoopback(app.fetch);
    port = listening.port;
  });

  afterAll(() => listening.close());

  /** GET /ping from a chosen loopback address (all of 127.0.0.0/8 is local), so the peer address is ours to pick. */
  function getFrom(localAddress: string, forwardedFor: string): Promise<number> {
    return new Promise((resolveStatus, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path: '/ping', localAddress, headers: { 'X-Forwarded-For': forwardedFor } },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () => {
            resolveStatus(incoming.statusCode ?? 0);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('keys by the socket address, not by a header it does not trust', async () => {
    expect(await getFrom('127.0.0.2', '203.0.113.1')).toBe(200);
    expect(await getFrom('127.0.0.2', '203.0.113.2')).toBe(429);
    // Another peer address is another client: a shared "unknown" key would refuse it.
    expect(await getFrom('127.0.0.3', '203.0.113.1')).toBe(200);
  });
});
