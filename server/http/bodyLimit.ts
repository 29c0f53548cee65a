import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

/** Every route's ceiling unless it sets a smaller one (the largest body a route takes today is 64 KiB). */
export const REQUEST_BODY_LIMIT = 1024 * 1024;

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : bytes >= 1024 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

function tooLarge(c: Context, maxBytes: number): Response {
  return errorResponse(c, 413, 'http.body_too_large', { limit: describeSize(maxBytes) });
}

/**
 * Answers 413 with a `detail` once a body passes `maxBytes`: at once when Content-Length says so, else while it streams
 * in (hono/body-limit), so no more than `maxBytes` of a body is ever held. Not for a handler that reads the Node request
 * itself (oidc-provider): this reads the body first and would take it from that handler.
 */
export function limitRequestBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) });
}

/**
 * For handlers that read the Node request themselves (oidc-provider): refuses a body whose Content-Length passes
 * `maxBytes` without touching the stream, which stays theirs. A body sent without a length is theirs to bound.
 */
export function limitDeclaredRequestBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(c, maxBytes);
    await next();
  };
}
