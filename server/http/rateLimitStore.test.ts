import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';

import { rateLimitHits } from '../db/schema.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import type { AppEnv } from './context.ts';
import { createRateLimit, type RateLimitOptions } from './rateLimit.ts';
import { createDatabaseRateLimitStore } from './rateLimitStore.ts';

const fromClient = (address: string): RequestInit => ({ headers: { 'X-Forwarded-For': address } });

describe.each(testTargets)('rate-limit counters in the database on $name', (target) => {
  const database = useTestDatabase(target);

  /** One instance of the server: its own limiter object (and so its own store), over the shared database. */
  function instance(options: Omit<RateLimitOptions, 'sharedCounters' | 'trustProxy'>) {
    const app = new Hono<AppEnv>();
    app.get('/ping', createRateLimit({ ...options, trustProxy: true, sharedCounters: database.db }), (c) => c.json({ ok: true }));
    return app;
  }

  beforeEach(async () => {
    await database.db.delete(rateLimitHits);
  });

  it('counts one client across two instances: the limit holds for the pair, not for each', async () => {
    const first = instance({ windowMs: 60_000, limit: 4, keyPrefix: 'shared' });
    const second = instance({ windowMs: 60_000, limit: 4, keyPrefix: 'shared' });
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await app.request('/ping', fromClient('203.0.113.7'))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const refused = await second.request('/ping', fromClient('203.0.113.7'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ code: 'rate_limit.exceeded', detail: `Too many requests. Try again in ${String(retryAfter)} seconds.`, params: { seconds: retryAfter } });

    // Another client has its own count.
    expect((await first.request('/ping', fromClient('203.0.113.8'))).status).toBe(200);
  });

  it('counts concurrent requests exactly once each', async () => {
    const first = instance({ windowMs: 60_000, limit: 10, keyPrefix: 'burst' });
    const second = instance({ windowMs: 60_000, limit: 10, keyPrefix: 'burst' });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const response = await (index % 2 === 0 ? first : second).request('/ping', fromClient('198.51.100.1'));
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const [row] = await database.db.select({ hits: rateLimitHits.hits }).from(rateLimitHits);
    expect(row?.hits).toBe(30);
  });

  it('starts a new window once the old one has ended, and sweeps ended windows', async () => {
    const store = createDatabaseRateLimitStore(database.db, 60_000);
    expect(await store.increment('window')).toMatchObject({ totalHits: 1 });
    expect(await store.increment('window')).toMatchObject({ totalHits: 2 });
    // End the window as time would: the database's clock decides.
    await database.db.update(rateLimitHits).set({ resetAt: sql`now() - interval '1 second'` });
    expect(await store.get?.('window')).toBeUndefined();
    const renewed = await store.increment('window');
    expect(renewed.totalHits).toBe(1);
    expect(renewed.resetTime?.getTime()).toBeGreaterThan(Date.now() + 50_000);

    await database.db.insert(rateLimitHits).values({ key: 'ended', hits: 3, resetAt: sql`now() - interval '1 minute'` });
    // A fresh store sweeps on its first increment.
    await createDatabaseRateLimitStore(database.db, 60_000).increment('other');
    const keys = (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key).sort();
    expect(keys).toEqual(['other', 'window']);
  });

  it('takes back a count (decrement) and forgets a key (resetKey)', async () => {
    const store = createDatabaseRateLimitStore(database.db, 60_000);
    await store.increment('k');
    await store.increment('k');
    await store.decrement('k');
    expect(await store.get?.('k')).toMatchObject({ totalHits: 1 });
    await store.resetKey('k');
    expect(await store.get?.('k')).toBeUndefined();
  });
});
