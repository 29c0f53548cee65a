import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { ErrorBody } from '../contract.ts';
import type { AppEnv } from './context.ts';

/** Every error the API answers has this shape (the SPA's contract). */
export function errorResponse(c: Context, status: ContentfulStatusCode, detail: ErrorBody['detail']): Response {
  return c.json({ detail } satisfies ErrorBody, status);
}

export const notFound: NotFoundHandler = (c) => errorResponse(c, 404, 'Not found');

/**
 * An HTTPException is an answer a handler chose: keep its status, message and headers (e.g. WWW-Authenticate).
 * Anything else is a bug: log it with its stack (the logger carries the request id) and tell the client nothing more.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) {
    const response = errorResponse(c, error.status, error.message || statusText(error.status));
    error.res?.headers.forEach((value, name) => {
      if (!name.toLowerCase().startsWith('content-')) response.headers.set(name, value);
    });
    return response;
  }
  c.get('logger').error({ err: error }, 'Unhandled error');
  return errorResponse(c, 500, 'Internal server error');
};

function statusText(status: number): string {
  return status === 401 ? 'Not authenticated' : status === 403 ? 'Forbidden' : 'Request failed';
}
