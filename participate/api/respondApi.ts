import {
  conversation,
  type Conversation,
  participationLink,
  type ConversationStart,
  type FollowUpSkip,
  type ParticipationLink,
  type RespondentMessage,
} from '@/shared/api/contract/respond';

/** Why a call to the respondent's API did not give its answer, as far as the page acts on it. */
export type RespondFailure =
  /** 404: unknown or deleted link, or unknown conversation. */
  | { kind: 'notFound' }
  /** 409: the schedule is not open, or the conversation already finished. */
  | { kind: 'conflict' }
  /** 429: wait `retryAfterMs` before asking again. */
  | { kind: 'rateLimited'; retryAfterMs: number }
  /** Another 4xx (413, 422): the request itself was refused. */
  | { kind: 'refused'; status: number }
  /** No answer, a 5xx, a timeout or an answer that is not the contract's: worth trying again as it was. */
  | { kind: 'unavailable' };

export class RespondError extends Error {
  constructor(readonly failure: RespondFailure) {
    super(`Respond API: ${failure.kind}`);
    this.name = 'RespondError';
  }
}

/** A weak connection gets this long for an answer to begin; then the page offers to try again. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Waited when a 429 names no (readable) Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 5_000;

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfter(value: string | null, now: number): number {
  if (value === null) return DEFAULT_RETRY_AFTER_MS;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

function failureOf(response: Response): RespondFailure {
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 409) return { kind: 'conflict' };
  if (response.status === 429) return { kind: 'rateLimited', retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()) };
  if (response.status >= 400 && response.status < 500) return { kind: 'refused', status: response.status };
  return { kind: 'unavailable' };
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * Ends when the caller aborts or the timeout passes, whichever is first. Written out rather than AbortSignal.any and
 * AbortSignal.timeout, which phones a few years old (Safari before 17.4) lack.
 */
function withTimeout(signal: AbortSignal, timeoutMs: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  const timer = setTimeout(abort, timeoutMs);
  signal.addEventListener('abort', abort, { once: true });
  if (signal.aborted) abort();
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

async function request<T>(schema: Schema<T>, path: string, init: RequestInit & { signal: AbortSignal }): Promise<T> {
  // Resolved against the page, so the same code calls the server from a browser and from Node's fetch in unit tests.
  const url = new URL(path, document.baseURI);
  const deadline = withTimeout(init.signal, REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      signal: deadline.signal,
    });
    if (!response.ok) throw new RespondError(failureOf(response));
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new RespondError({ kind: 'unavailable' });
    return parsed.data;
  } catch (error) {
    // The caller's own abort (the page went away) is passed on as it is; everything else is one of RespondFailure.
    if (error instanceof RespondError || init.signal.aborted) throw error;
    throw new RespondError({ kind: 'unavailable' });
  } finally {
    deadline.clear();
  }
}

const linkPath = (linkToken: string) => `/api/respond/${encodeURIComponent(linkToken)}`;
const conversationPath = (linkToken: string, conversationToken: string) =>
  `${linkPath(linkToken)}/conversations/${encodeURIComponent(conversationToken)}`;

/** The public participation API (src/shared/api/contract/respond.ts); every call rejects with a RespondError. */
export const respondApi = {
  fetchLink: (linkToken: string, signal: AbortSignal): Promise<ParticipationLink> =>
    request(participationLink, linkPath(linkToken), { signal }),
  /** Counts a visit of the page (answered 204, no body); `keepalive` lets it finish if the respondent leaves at once. */
  recordVisit: async (linkToken: string): Promise<void> => {
    const response = await fetch(new URL(`${linkPath(linkToken)}/visits`, document.baseURI), { method: 'POST', keepalive: true });
    if (!response.ok) throw new RespondError(failureOf(response));
  },
  /** The first answer, which creates the conversation under the page's token (201; 200 when a retry finds it made). */
  startConversation: (linkToken: string, start: ConversationStart, signal: AbortSignal): Promise<Conversation> =>
    request(conversation, `${linkPath(linkToken)}/conversations`, { method: 'POST', body: JSON.stringify(start), signal }),
  fetchConversation: (linkToken: string, conversationToken: string, signal: AbortSignal): Promise<Conversation> =>
    request(conversation, conversationPath(linkToken, conversationToken), { signal }),
  sendMessage: (linkToken: string, conversationToken: string, message: RespondentMessage, signal: AbortSignal): Promise<Conversation> =>
    request(conversation, `${conversationPath(linkToken, conversationToken)}/messages`, {
      method: 'POST',
      body: JSON.stringify(message),
      signal,
    }),
  finishConversation: (linkToken: string, conversationToken: string, signal: AbortSignal): Promise<Conversation> =>
    request(conversation, `${conversationPath(linkToken, conversationToken)}/finish`, { method: 'POST', signal }),
  /** Skips the assistant's follow-up of `question`: the next question comes (sent again, nothing changes). */
  skipFollowUp: (linkToken: string, conversationToken: string, skip: FollowUpSkip, signal: AbortSignal): Promise<Conversation> =>
    request(conversation, `${conversationPath(linkToken, conversationToken)}/skip`, { method: 'POST', body: JSON.stringify(skip), signal }),
};

export type RespondApi = typeof respondApi;
