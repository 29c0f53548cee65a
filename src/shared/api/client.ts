import { t } from '@lingui/core/macro';
import { FetchError, ofetch, type FetchResponse, type ResponseType } from 'ofetch';
import type { z } from 'zod/mini';

import { getRuntimeConfig } from '../config';
import { refreshTokenResponse, type SessionTokens } from './contract';
import { ApiError, toApiError, type FailureTexts } from './errors';
import { storedTokensChange, withRefreshLock } from './refreshLock';
import { tokenStorage } from './tokenStorage';

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Spec section 8's text for this call, shown when the failure carries no server detail. */
  fallbackMessage?: string;
  /**
   * Only for the calls whose spec text quotes the HTTP status text (survey create: 'Failed: {status text}'): the
   * message when the answer has a status text but no detail. Every other call shows its fixed text instead.
   */
  statusTextMessage?: (statusText: string) => string;
  signal?: AbortSignal;
}

/** A call's text when it gave none, in the reader's language at the time of the failure. */
const defaultFallback = () => t`An unknown error occurred`;
/** JSON calls give up after this; a download has no limit: a large export streams for as long as it takes. */
export const REQUEST_TIMEOUT_MS = 30_000;

const http = ofetch.create({ retry: 0 });

/** A refresh call gives up after this and is sent once more (its answer may have been lost on the way). */
export const REFRESH_TIMEOUT_MS = 10_000;

let refreshInFlight: Promise<SessionTokens> | null = null;

/** The server answered the refresh and refused it: the session is over. No answer (network, 5xx) is no refusal. */
function isRefusal(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  const status = error instanceof FetchError ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

function postRefreshToken(refreshToken: string): Promise<unknown> {
  return http('/api/refresh-token', {
    baseURL: getRuntimeConfig().apiBaseUrl,
    method: 'POST',
    body: { refreshToken },
    timeout: REFRESH_TIMEOUT_MS,
  });
}

async function requestNewTokens(current: SessionTokens): Promise<SessionTokens> {
  if (!current.RefreshToken) throw new ApiError(t`The session cannot be renewed.`, 401);
  let answer: unknown;
  try {
    answer = await postRefreshToken(current.RefreshToken);
  } catch (error) {
    if (isRefusal(error)) throw error;
    // The same token again: the server answers a refresh token it rotated moments ago once more.
    answer = await postRefreshToken(current.RefreshToken);
  }
  const renewed = refreshTokenResponse.parse(answer);
  return {
    AccessToken: renewed.AccessToken,
    IdToken: renewed.IdToken,
    RefreshToken: renewed.RefreshToken ?? current.RefreshToken,
    TokenType: 'Bearer',
  };
}

/**
 * Renews the tokens a request was sent with, once across tabs: inside the lock the stored tokens are read again, and
 * when another tab (or request) has renewed them meanwhile they are used as they are, so a refresh token is spent once.
 * Only the server's refusal ends the session; a refresh that got no answer keeps it for the next try.
 */
function renewTokens(sent: SessionTokens): Promise<SessionTokens> {
  return withRefreshLock(async (waitedForAnotherTab) => {
    let stored = tokenStorage.read();
    if (waitedForAnotherTab && stored?.IdToken === sent.IdToken) {
      await storedTokensChange();
      stored = tokenStorage.read();
    }
    if (!stored) throw new ApiError(t`The session has ended.`, 401);
    if (stored.IdToken !== sent.IdToken) return stored;
    try {
      const renewed = await requestNewTokens(stored);
      tokenStorage.write(renewed);
      return renewed;
    } catch (error) {
      if (isRefusal(error)) tokenStorage.clear();
      throw error;
    }
  });
}

/**
 * New tokens for a request that got a 401 with `sent`. When the stored ones are newer already (its 401 came after
 * another refresh) they are used at once; else one refresh is shared by every request of this tab waiting for it.
 */
function refreshSession(sent: SessionTokens): Promise<SessionTokens> {
  const stored = tokenStorage.read();
  if (stored && stored.IdToken !== sent.IdToken) return Promise.resolve(stored);
  refreshInFlight ??= renewTokens(sent).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The ApiError for a failure. Calls that read their answer as text or a blob get the error body the same way;
 * it is read back as JSON so its `detail` reaches the message.
 */
async function failureOf(error: unknown, texts: FailureTexts): Promise<ApiError> {
  const { errorText } = await import('./errorMessages');
  if (!(error instanceof FetchError)) return toApiError(error, texts, errorText);
  const data: unknown = error.data;
  const text = isBlob(data) ? await data.text() : typeof data === 'string' ? data : null;
  if (text === null) return toApiError(error, texts, errorText);
  try {
    return toApiError(error, texts, errorText, JSON.parse(text));
  } catch {
    return toApiError(error, texts, errorText, text);
  }
}

/** Sends a request with the bearer id token; on a 401 refreshes once and retries once with the new token. */
async function sendWithSession(
  path: string,
  options: RequestOptions,
  responseType: ResponseType,
): Promise<FetchResponse<unknown>> {
  const send = (tokens: SessionTokens | null) =>
    http.raw(path, {
      baseURL: getRuntimeConfig().apiBaseUrl,
      method: options.method ?? 'GET',
      body: options.body as Record<string, unknown> | undefined,
      query: options.query,
      signal: options.signal,
      responseType,
      timeout: responseType === 'blob' ? undefined : REQUEST_TIMEOUT_MS,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's scheme, never shown to anyone
      headers: tokens ? { Authorization: `Bearer ${tokens.IdToken}` } : {},
    });

  // Worded when a call fails, in the language of that moment.
  const texts = (): FailureTexts => ({ fallback: options.fallbackMessage ?? defaultFallback(), withStatusText: options.statusTextMessage });
  const tokens = tokenStorage.read();
  try {
    return await send(tokens);
  } catch (error) {
    const unauthorized = error instanceof FetchError && error.response?.status === 401;
    if (!unauthorized || !tokens) throw await failureOf(error, texts());
    let renewed: SessionTokens;
    try {
      renewed = await refreshSession(tokens);
    } catch {
      throw await failureOf(error, texts());
    }
    try {
      return await send(renewed);
    } catch (retryError) {
      throw await failureOf(retryError, texts());
    }
  }
}

function parseWith<S extends z.ZodMiniType>(schema: S, data: unknown, path: string): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(t`The server sent an unexpected answer for ${path}.`, undefined, parsed.error.issues);
  }
  return parsed.data;
}

/** A JSON call whose answer is checked against the wire contract. */
export async function apiRequest<S extends z.ZodMiniType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const response = await sendWithSession(path, options, 'json');
  return parseWith(schema, response._data, path);
}

/** A JSON call that also needs the answer's headers (paging). */
export async function apiRequestWithHeaders<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<{ data: z.infer<S>; headers: Headers }> {
  const response = await sendWithSession(path, options, 'json');
  return { data: parseWith(schema, response._data, path), headers: response.headers };
}

/** A call answered with no content (204) or a body the caller ignores. */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<{ status: number }> {
  const response = await sendWithSession(path, options, 'text');
  return { status: response.status };
}

// By tag, not instanceof: the fetch implementation's Blob may be another realm's (jsdom vs Node).
function isBlob(value: unknown): value is Blob {
  return Object.prototype.toString.call(value) === '[object Blob]';
}

/** A file download: the blob and the file name from content-disposition, when the server gives one. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await sendWithSession(path, options, 'blob');
  const blob = response._data;
  if (!isBlob(blob)) throw new ApiError(options.fallbackMessage ?? defaultFallback(), response.status);
  return { blob, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) };
}

/** Reads `filename*=UTF-8''…` (preferred) or `filename="…"` from a content-disposition header. */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}
