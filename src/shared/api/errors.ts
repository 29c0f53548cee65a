import { FetchError } from 'ofetch';

import { errorBody } from './contract';

/** An API failure with the message the UI shows (spec section 8 rules). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly detail?: unknown,
    readonly statusText?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's `detail` (a string as is, an object serialised), else 'Failed: {statusText}',
 * else the caller's fallback text.
 */
export function messageFromResponse(data: unknown, statusText: string | undefined, fallback: string): string {
  const parsed = errorBody.safeParse(data);
  if (parsed.success) {
    const { detail } = parsed.data;
    return typeof detail === 'string' ? detail : JSON.stringify(detail);
  }
  return statusText ? `Failed: ${statusText}` : fallback;
}

/** `body` replaces the error's parsed body when the caller had to read it itself (downloads). */
export function toApiError(error: unknown, fallback: string, body?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.status;
    if (status === undefined) return new ApiError(fallback, undefined);
    const statusText = error.response?.statusText ?? error.statusText;
    const data: unknown = body ?? error.data;
    return new ApiError(messageFromResponse(data, statusText, fallback), status, data, statusText);
  }
  return new ApiError(fallback, undefined);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
