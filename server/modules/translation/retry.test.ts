import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TranslationError, UnsupportedLanguageError } from './providers.ts';
import { withRetries } from './retry.ts';

describe('withRetries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits no less than the provider's Retry-After before the next try", async () => {
    let calls = 0;
    const result = withRetries(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TranslationError('Too many requests', 429, 2_000)) : Promise.resolve('ok');
      },
      { attempts: 3, baseDelayMs: 10 },
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('backs off without a Retry-After, and gives up after the last attempt', async () => {
    let calls = 0;
    const result = withRetries(
      () => {
        calls += 1;
        return Promise.reject(new TranslationError('Unavailable', 503));
      },
      { attempts: 3, baseDelayMs: 100 },
    );
    const settled = expect(result).rejects.toThrow('Unavailable');
    await vi.advanceTimersByTimeAsync(100 * 1.5 + 200 * 1.5);
    await settled;
    expect(calls).toBe(3);
  });

  it.each([
    ['a bad key (403)', new TranslationError('Forbidden', 403)],
    ['an unsupported language', new UnsupportedLanguageError('deepl', 'kk')],
  ])('does not retry %s', async (_case, error) => {
    let calls = 0;
    await expect(
      withRetries(
        () => {
          calls += 1;
          return Promise.reject(error);
        },
        { attempts: 4, baseDelayMs: 10 },
      ),
    ).rejects.toBe(error);
    expect(calls).toBe(1);
  });
});
