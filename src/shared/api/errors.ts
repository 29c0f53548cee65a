import { FetchError } from 'ofetch';

import { errorBody } from './contract';

/** An API failure with the message the UI shows (spec section 8 rules). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly detail?: unknown,
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

export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.status;
    if (status === undefined) return new ApiError(fallback, undefined);
    return new ApiError(messageFromResponse(error.data, error.response?.statusText ?? error.statusText, fallback), status, error.data);
  }
  return new ApiError(fallback, undefined);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
