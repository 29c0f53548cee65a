import type { MiddlewareHandler } from 'hono';

/**
 * For every /api answer, errors and refusals included: no cache, shared or the browser's, keeps it (answers carry
 * people's data and tokens), unless its handler chose a Cache-Control itself (the public API reference's files); and no
 * browser second-guesses its Content-Type, so a JSON answer is never run as a page or a script.
 */
export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
};
