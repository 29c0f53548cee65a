import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';

import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { AppEnv } from './context.ts';

// Expired counters are deleted on an increment, at most this often: an idle server writes nothing.
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Rate-limit counters in the database (`rate_limit_hits`), for several instances on one PostgreSQL: each request counts
 * once, whichever instance answers it. A key's window starts with its first request and ends at `reset_at`, as in
 * hono-rate-limiter's MemoryStore; the database's clock decides, so instances agree however their clocks drift.
 */
export function createDatabaseRateLimitStore(db: Db, windowMs: number): Store<AppEnv> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  const sweep = async () => {
    if (Date.now() - lastSweepAt < SWEEP_INTERVAL_MS) return;
    lastSweepAt = Date.now();
    await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
  };

  return {
    async increment(key): Promise<ClientRateLimitInfo> {
      await sweep();
      // One statement: a new or expired window starts at 1, a live one counts up; concurrent requests serialise on the row.
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then now() + ${window} else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
      if (!row) throw new Error(`The rate-limit counter ${key} was not written`);
      return { totalHits: row.hits, resetTime: row.resetAt };
    },
    async get(key) {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
      return row && { totalHits: row.hits, resetTime: row.resetAt };
    },
    async decrement(key) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
    },
    async resetKey(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
  };
}
