import { isIP } from 'node:net';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter, type Store } from 'hono-rate-limiter';

import type { Db } from '../db/client.ts';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';
import { createDatabaseRateLimitStore } from './rateLimitStore.ts';

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
  /** What requests are counted by, when not by client address (e.g. the conversation a request writes to). */
  key?: (c: Context<AppEnv>) => string;
  /**
   * Keep the counts in this database (PostgreSQL shared by several instances), so every instance counts each client's
   * requests together. Without it they live in this process's memory: right for one process (the embedded database).
   */
  sharedCounters?: Db;
  /**
   * Asked once a request is answered: true takes it back out of the count, so only the others use up the limit (the
   * sign-in form counts failed sign-ins, not correct ones). Until then it counts, so concurrent requests cannot overrun.
   */
  uncounted?: (c: Context<AppEnv>) => boolean;
  /**
   * The answer past the limit, for routes that people, not programs, call (a page): it gets the whole seconds until
   * the window resets; Retry-After is set already. Default: the API's JSON error.
   */
  refusal?: (c: Context<AppEnv>, retryAfterSeconds: number) => Response;
}

/**
 * Limits each client (by IP address, or by `key`) to `limit` requests per `windowMs`, answering 429 with the API's
 * error shape.
 */
export function createRateLimit({
  windowMs,
  limit,
  trustProxy = false,
  keyPrefix = 'rate-limit',
  key = (c) => clientAddress(c, trustProxy),
  sharedCounters,
  uncounted,
  refusal = (c, seconds) => errorResponse(c, 429, 'rate_limit.exceeded', { seconds }),
}: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const store: Store<AppEnv> = sharedCounters ? createDatabaseRateLimitStore(sharedCounters, windowMs) : new MemoryStore<AppEnv>();
  const keyOf = (c: Context<AppEnv>) => `${keyPrefix}:${key(c)}`;

  return rateLimiter<AppEnv>({
    windowMs,
    limit,
    store,
    standardHeaders: 'draft-6',
    keyGenerator: keyOf,
    skipSuccessfulRequests: uncounted !== undefined,
    ...(uncounted && { requestWasSuccessful: uncounted }),
    handler: (c) => {
      const seconds = secondsUntilReset(c.get('rateLimit').resetTime, windowMs);
      // Ours replaces the library's, which reads 0 if the window ends while the request is in flight: header and
      // detail always agree.
      c.header('Retry-After', String(seconds));
      return refusal(c, seconds);
    },
  });
}

/** The address a request is counted under; 'unknown' when there is neither a trusted header nor a socket. */
function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwardedFor = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwardedFor) return clientKeyOf(forwardedFor);
  }
  const socket = socketAddress(c);
  return socket ? clientKeyOf(socket) : 'unknown';
}

/**
 * What one client is counted as: an IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d), or the /64 network of an
 * IPv6 address, since one subscriber is given a whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
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
