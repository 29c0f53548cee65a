import { FetchError } from 'ofetch';

import { errorBody, type ErrorParamValue } from './contract';
import type { errorText } from './errorMessages';

/** How a failure's code is worded (errorMessages.ts, loaded with the first failure: the first screen needs none). */
export type CodeWording = typeof errorText;

/** What the server named a failure: its code and the params of its text. */
export interface FailureCode {
  code: string;
  params?: Readonly<Record<string, ErrorParamValue>>;
}

/**
 * An API failure with the message the UI shows (spec section 8 rules), in the reader's language when it was made: the
 * text of the server's code, else its detail, else the call's own text.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly params: Readonly<Record<string, ErrorParamValue>> | undefined;

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly detail?: unknown,
    readonly statusText?: string,
    failure?: FailureCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = failure?.code;
    this.params = failure?.params;
  }
}

/** What a failed call says when the server's answer carries no `detail` (spec section 8 gives these per call). */
export interface FailureTexts {
  /** The call's fixed text, e.g. 'Failed to load submission details.'. */
  fallback: string;
  /**
   * Only where spec section 8 words the failure with the HTTP status text (the survey create toast 'Failed: {status
   * text}', the translation poll): the message for a non-empty status text, before the fixed text.
   */
  withStatusText?: (statusText: string) => string;
}

/**
 * The text of the server's `code` in the reader's language; for a code this app does not know (or none), the server's
 * `detail` (a string as is, an object serialised); without an error body, the call's status-text wording when it has
 * one and the answer a status text, else the call's fixed text.
 */
function messageFromResponse(data: unknown, statusText: string | undefined, texts: FailureTexts, wordCode: CodeWording): string {
  const parsed = errorBody.safeParse(data);
  if (parsed.success) {
    const { code, params, detail } = parsed.data;
    return wordCode(code, params, typeof detail === 'string' ? detail : JSON.stringify(detail));
  }
  return statusText && texts.withStatusText ? texts.withStatusText(statusText) : texts.fallback;
}

/** The code and params of an error body; undefined for any other answer. */
function failureCodeOf(data: unknown): FailureCode | undefined {
  const parsed = errorBody.safeParse(data);
  if (!parsed.success || parsed.data.code === undefined) return undefined;
  const { code, params } = parsed.data;
  return params ? { code, params } : { code };
}

/** `body` replaces the error's parsed body when the caller had to read it itself (downloads). */
export function toApiError(error: unknown, texts: FailureTexts, wordCode: CodeWording, body?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.status;
    if (status === undefined) return new ApiError(texts.fallback, undefined);
    const statusText = error.response?.statusText ?? error.statusText;
    const data: unknown = body ?? error.data;
    return new ApiError(messageFromResponse(data, statusText, texts, wordCode), status, data, statusText, failureCodeOf(data));
  }
  return new ApiError(texts.fallback, undefined);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
