import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/**
 * Puts `headers` on the Node response before the handler runs, so they go out with every answer: those a handler writes
 * straight to the Node response (oidc-provider's pages, errors and redirects) as well as Hono's, which @hono/node-server
 * merges over them (a handler's own value of one of them wins).
 * Outside @hono/node-server (app.request) there is no Node response and nothing is set.
 */
export function presetResponseHeaders(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) for (const [name, value] of entries) outgoing.setHeader(name, value);
    await next();
  };
}
