import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  LIBRETRANSLATE_API_KEY as API_KEY,
  libreTranslateError as libreError,
  type LibreTranslateTestServer,
  startLibreTranslateServer,
  translateLikeLibreTranslate,
} from '../../../testing/translationServers.ts';
import { TranslationError, UnsupportedLanguageError } from '../providers.ts';
import { withRetries } from '../retry.ts';
import { createLibreTranslateProvider, type LibreTranslateProviderOptions } from './libretranslate.ts';

let libre: LibreTranslateTestServer;

beforeAll(async () => {
  libre = await startLibreTranslateServer();
});
afterAll(() => libre.close());
beforeEach(() => {
  libre.reset();
});

const createProvider = (options: Partial<LibreTranslateProviderOptions> = {}) =>
  createLibreTranslateProvider({ url: `${libre.origin}/`, apiKey: API_KEY, timeoutMs: 5_000, ...options });

const translateBodies = () => libre.seen.flatMap((request) => (request.body ? [request.body] : []));

const failure = (promise: Promise<unknown>): Promise<TranslationError> =>
  promise.then(
    () => {
      throw new Error('expected the translation to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(TranslationError);
      return error as TranslationError;
    },
  );

describe('LibreTranslate provider', () => {
  it('posts the texts as plain text with the key, and answers their translations in order', async () => {
    const texts = ['Hola {name}, ¿cómo calificarías la tienda del 1 al 5?', 'Gracias por tu tiempo.'];

    const translated = await createProvider().translate({ texts, from: 'es', to: 'pt-BR' });

    expect(translated).toEqual(['[pb] Hola {name}, ¿cómo calificarías la tienda del 1 al 5?', '[pb] Gracias por tu tiempo.']);
    expect(libre.seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /languages', 'POST /translate']);
    expect(translateBodies()).toEqual([{ q: texts, source: 'es', target: 'pb', format: 'text', api_key: API_KEY }]);
  });

  it("maps the platform's locales to the libre.codes /languages answers, reading it once", async () => {
    const provider = createProvider();
    const cases = [
      ['pt-BR', 'pb'],
      ['pt', 'pt'],
      ['pt-PT', 'pt'],
      ['zh-Hans', 'zh'],
      ['zh-Hant', 'zt'],
      ['zh-TW', 'zt'],
      ['es-MX', 'es'],
      ['en-GB', 'en'],
      ['ko', 'ko'],
    ];
    for (const [locale = '', expected] of cases) {
      await provider.translate({ texts: ['Hola'], from: locale.startsWith('es') ? 'en' : 'es', to: locale });
      expect(translateBodies().at(-1)?.target, locale).toBe(expected);
    }
    expect(libre.seen.filter((request) => request.path === '/languages')).toHaveLength(1);
  });

  it('uses BCP 47 Chinese codes and plain pt when the server answers those instead', async () => {
    libre.codes = ['es', 'pt', 'zh-Hans', 'zh-Hant'];
    const provider = createProvider();

    for (const to of ['pt-BR', 'zh', 'zh-Hant']) await provider.translate({ texts: ['Hola'], from: 'es', to });

    expect(translateBodies().map((body) => body.target)).toEqual(['pt', 'zh-Hans', 'zh-Hant']);
  });

  it('refuses a locale the server cannot translate without a translate call, and without any call once the list is read', async () => {
    libre.codes = ['es', 'pt', 'zh'];
    const provider = createProvider();

    await expect(provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' })).rejects.toThrow(new UnsupportedLanguageError('LibreTranslate', 'ko'));
    expect(libre.seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /languages']);

    // Traditional Chinese does not fall back to zh, which is Simplified.
    await expect(provider.translate({ texts: ['Hola'], from: 'es', to: 'zh-Hant' })).rejects.toBeInstanceOf(UnsupportedLanguageError);
    await expect(provider.translate({ texts: ['Hola'], from: 'ko', to: 'es' })).rejects.toThrow(new UnsupportedLanguageError('LibreTranslate', 'ko'));
    expect(libre.seen).toHaveLength(1);
  });

  it('turns a 429 into a retryable TranslationError with the Retry-After in seconds or as a date', async () => {
    const provider = createProvider();
    libre.answerTranslate = () => libreError(429, 'Slowdown: 10 per 1 minute', { 'Retry-After': '2' });

    const inSeconds = await failure(provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(inSeconds.status).toBe(429);
    expect(inSeconds.retryable).toBe(true);
    expect(inSeconds.retryAfterMs).toBe(2_000);
    expect(inSeconds.message).toContain('Slowdown: 10 per 1 minute');

    libre.answerTranslate = () => libreError(429, 'Slowdown', { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() });
    const asDate = await failure(provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(asDate.retryAfterMs).toBeGreaterThan(25_000);
    expect(asDate.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it('turns a 500 into a retryable TranslationError', async () => {
    libre.answerTranslate = () => libreError(500, 'Cannot translate text: model crashed');

    const error = await failure(createProvider().translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('model crashed');
  });

  it('turns a 403 for a bad key into a TranslationError that is not retried and says to check the key', async () => {
    const error = await failure(createProvider({ apiKey: 'wrong-key' }).translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(403);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('LibreTranslate answered 403 (check the API key): Invalid API key');
  });

  it('turns an answer of the wrong shape into a TranslationError that says so', async () => {
    libre.answerTranslate = () => Response.json({ translatedText: 'one text for two' });

    const error = await failure(createProvider().translate({ texts: ['Hola', 'Adiós'], from: 'es', to: 'ko' }));

    expect(error.message).toBe('LibreTranslate did not answer one translatedText per text (2 sent)');
    expect(error.retryable).toBe(false);
  });

  it('fails with 408 within the timeout when the server never answers', async () => {
    const provider = createProvider({ timeoutMs: 300 });
    await provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' });
    libre.answerTranslate = () => new Promise<Response>(() => {});

    const started = performance.now();
    const error = await failure(provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(408);
    expect(error.retryable).toBe(true);
    // Well under the 10 s the adapter waits by default: the 300 ms given was used, whatever the machine's load.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('succeeds through the retries when a 429 is followed by a 200', async () => {
    let calls = 0;
    libre.answerTranslate = (body) => {
      calls += 1;
      return calls === 1 ? libreError(429, 'Slowdown', { 'Retry-After': '0' }) : translateLikeLibreTranslate(body);
    };
    const provider = createProvider();

    const translated = await withRetries(() => provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' }), { attempts: 3, baseDelayMs: 10 });

    expect(translated).toEqual(['[ko] Hola']);
    expect(translateBodies()).toHaveLength(2);
  });
});
