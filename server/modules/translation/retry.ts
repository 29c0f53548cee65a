import { TranslationError } from './providers.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; it doubles each time, with up to 50 % random jitter. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 500 };

/**
 * Calls `run` until it succeeds, retrying only what a provider marks retryable (429, 5xx) and network failures; never
 * sooner than the provider's Retry-After.
 */
export async function withRetries<T>(run: () => Promise<T>, { attempts, baseDelayMs }: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof TranslationError ? error.retryable : error instanceof TypeError;
      if (!retryable || attempt >= attempts) throw error;
      const backoff = baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random() / 2);
      const delay = Math.max(backoff, error instanceof TranslationError ? (error.retryAfterMs ?? 0) : 0);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
