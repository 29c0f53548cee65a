import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { type CodedError, codedError, type ErrorBody, type ErrorCode, type ErrorParamsArgument, ruleCodeOf } from '../contract.ts';
import type { AppEnv } from './context.ts';

/**
 * Every error the API answers has this shape (the SPA's contract): the code, its English detail from the contract's
 * list and the params that fill it.
 */
export function errorResponse<Code extends ErrorCode>(
  c: Context,
  status: ContentfulStatusCode,
  code: Code,
  ...params: ErrorParamsArgument<Code>
): Response {
  return errorBodyResponse(c, status, codedError(code, ...params));
}

/** An error body made elsewhere: a rule's code with the field before its detail, or a respondent's refusal (detail only). */
export function errorBodyResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody): Response {
  return c.json(body satisfies ErrorBody, status);
}

/**
 * A request body's first schema issue: the rule's code when it broke a rule of the contract (with `field` before the
 * detail and in the params, when `fieldFirst`), else 'validation.invalid' with the issue's message as its problem.
 */
export function schemaIssueError(
  issue: { path: readonly PropertyKey[]; message: string } | undefined,
  { fallback, fieldFirst }: { fallback: string; fieldFirst: boolean },
): CodedError {
  const message = issue?.message ?? fallback;
  const field = issue?.path.join('.') || 'body';
  const problem = fieldFirst ? `${field}: ${message}` : message;
  const code = ruleCodeOf(message);
  if (!code) return codedError('validation.invalid', { problem });
  return fieldFirst ? { code, detail: problem, params: { field } } : { code, detail: message };
}

export const notFound: NotFoundHandler = (c) => errorResponse(c, 404, 'http.not_found');

/**
 * An HTTPException is an answer a handler chose: keep its status, message and headers (e.g. WWW-Authenticate).
 * Anything else is a bug: log it with its stack (the logger carries the request id) and tell the client nothing more.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) {
    const response = error.message
      ? errorResponse(c, error.status, 'http.refused', { reason: error.message })
      : errorResponse(c, error.status, statusCode(error.status));
    error.res?.headers.forEach((value, name) => {
      if (!name.toLowerCase().startsWith('content-')) response.headers.set(name, value);
    });
    return response;
  }
  c.get('logger').error({ err: error }, 'Unhandled error');
  return errorResponse(c, 500, 'server.internal_error');
};

function statusCode(status: number): 'auth.unauthenticated' | 'auth.forbidden' | 'http.request_failed' {
  return status === 401 ? 'auth.unauthenticated' : status === 403 ? 'auth.forbidden' : 'http.request_failed';
}
