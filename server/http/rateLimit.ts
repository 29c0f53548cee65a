import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';

import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

export interface RateLimitOptions {
  /** How long one client's count lasts, from its first request in the window. */
  windowMs: number;
  /** Requests a client may make per window; the next one is answered 429. */
  limit: number;
  /**
   * Key by the last address of X-Forwarded-For, the one our proxy appended (the client sent whatever precedes it),
   * for a server behind one proxy. Leave off when clients reach the server directly: they could then pick their own
   * key and never be limited.
   */
  trustProxy?: boolean;
  /** Keeps this limiter's keys apart from another's should they ever share a store. */
  keyPrefix?: string;
}

/** Limits each client (by IP address) to `limit` requests per `windowMs`, answering 429 with the API's error shape. */
export function createRateLimit({
  windowMs,
  limit,
  trustProxy = false,
  keyPrefix = 'rate-limit',
}: RateLimitOptions): MiddlewareHandler<AppEnv> {
  // Counts live in this process's memory: right for the single server process we run, but several processes (or
  // instances) would each count separately and need a shared store such as Redis.
  const store = new MemoryStore<AppEnv>();
  const keyOf = (c: Context<AppEnv>) => `${keyPrefix}:${clientAddress(c, trustProxy)}`;

  return rateLimiter<AppEnv>({
    windowMs,
    limit,
    store,
    standardHeaders: 'draft-6',
    keyGenerator: keyOf,
    handler: (c) => {
      const seconds = secondsUntilReset(store.get(keyOf(c))?.resetTime, windowMs);
      // Ours replaces the library's, which reads 0 if the window ends while the request is in flight: header and
      // detail always agree.
      c.header('Retry-After', String(seconds));
      return errorResponse(c, 429, `Too many requests. Try again in ${seconds} seconds.`);
    },
  });
}

/** The address a request is counted under; 'unknown' when there is neither a trusted header nor a socket. */
function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwardedFor = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwardedFor) return forwardedFor;
  }
  return socketAddress(c) ?? 'unknown';
}

/** The peer of the TCP connection; none under `app.request`, which has no Node bindings (getConnInfo would throw). */
function socketAddress(c: Context<AppEnv>): string | undefined {
  const bindings: unknown = c.env;
  const servedByNode =
    typeof bindings === 'object' && bindings !== null && ('incoming' in bindings || 'server' in bindings);
  return servedByNode ? getConnInfo(c).remote.address : undefined;
}

/** Whole seconds until the window resets, at least 1 so the client never hears "try again in 0 seconds". */
function secondsUntilReset(resetTime: Date | undefined, windowMs: number): number {
  const remainingMs = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(remainingMs / 1000));
}
