import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEEPL_AUTH_KEY, deepLError, type DeepLTestServer, startDeepLServer, translateLikeDeepL } from '../../../testing/translationServers.ts';
import { TranslationError, UnsupportedLanguageError } from '../providers.ts';
import { withRetries } from '../retry.ts';
import { createDeepLProvider, type DeepLProviderOptions } from './deepl.ts';

let deepl: DeepLTestServer;

beforeAll(async () => {
  deepl = await startDeepLServer();
});
afterAll(() => deepl.close());
beforeEach(() => {
  deepl.reset();
});

const createProvider = (options: Partial<DeepLProviderOptions> = {}) =>
  createDeepLProvider({ authKey: DEEPL_AUTH_KEY, serverUrl: deepl.origin, timeoutMs: 5_000, ...options });

const translateRequests = () => deepl.seen.filter((request) => request.path === '/v2/translate');

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

describe('DeepL provider', () => {
  it('sends the texts as plain text with the key, and answers their translations in order, placeholders whole', async () => {
    const texts = ['Hola {name}, ¿cómo calificarías la tienda del 1 al 5?', '', 'Gracias por tu tiempo.'];

    const translated = await createProvider().translate({ texts, from: 'es-MX', to: 'pt-BR' });

    expect(translated).toEqual([
      '[pt-BR] Hola {name}, ¿cómo calificarías la tienda del 1 al 5?',
      '',
      '[pt-BR] Gracias por tu tiempo.',
    ]);
    expect(deepl.seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v2/languages', 'POST /v2/translate']);
    expect(deepl.seen.every(({ authorization }) => authorization === `DeepL-Auth-Key ${DEEPL_AUTH_KEY}`)).toBe(true);
    const [request] = translateRequests();
    expect(request?.params.getAll('text')).toEqual([texts[0], texts[2]]);
    expect(request?.params.get('source_lang')).toBe('es');
    expect(request?.params.get('target_lang')).toBe('pt-BR');
    expect(request?.params.has('tag_handling')).toBe(false);
  });

  it("maps the platform's locales to DeepL's codes, reading the language list once", async () => {
    const provider = createProvider();
    const cases = [
      ['en', 'en-US'],
      ['en-GB', 'en-GB'],
      ['pt', 'pt-PT'],
      ['pt-PT', 'pt-PT'],
      ['zh', 'zh-HANS'],
      ['zh-Hans', 'zh-HANS'],
      ['zh-Hant', 'zh-HANT'],
      ['zh-TW', 'zh-HANT'],
      ['es-MX', 'es-419'],
      ['es-AR', 'es-419'],
      ['es', 'es'],
      ['es-ES', 'es'],
      ['ko', 'ko'],
    ];
    for (const [locale = '', expected] of cases) {
      await provider.translate({ texts: ['Hola'], from: 'es', to: locale });
      expect(translateRequests().at(-1)?.params.get('target_lang'), locale).toBe(expected);
    }
    expect(deepl.seen.filter((request) => request.path === '/v2/languages')).toHaveLength(1);
  });

  it("falls back to plain Spanish and Chinese when the account's list has no es-419 or zh-HANS, and refuses zh-Hant without ZH-HANT", async () => {
    deepl.targets = ['EN-US', 'ES', 'PT-BR', 'ZH'];
    const provider = createProvider();

    await provider.translate({ texts: ['Hola'], from: 'es', to: 'es-MX' });
    await provider.translate({ texts: ['Hola'], from: 'es', to: 'zh-Hans' });
    await expect(provider.translate({ texts: ['Hola'], from: 'es', to: 'zh-Hant' })).rejects.toBeInstanceOf(UnsupportedLanguageError);

    expect(translateRequests().map((request) => request.params.get('target_lang'))).toEqual(['es', 'zh']);
  });

  it('refuses a locale DeepL cannot translate without a translate call, and without any call once the list is read', async () => {
    const provider = createProvider();

    await expect(provider.translate({ texts: ['Hola'], from: 'es', to: 'tlh' })).rejects.toThrow(new UnsupportedLanguageError('DeepL', 'tlh'));
    expect(deepl.seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v2/languages']);

    await expect(provider.translate({ texts: ['Hola'], from: 'es', to: 'gn-PY' })).rejects.toBeInstanceOf(UnsupportedLanguageError);
    await expect(provider.translate({ texts: ['Hola'], from: 'tlh', to: 'ko' })).rejects.toThrow(new UnsupportedLanguageError('DeepL', 'tlh'));
    expect(deepl.seen).toHaveLength(1);
  });

  it('turns a 429 into a retryable TranslationError (deepl-node passes no Retry-After on)', async () => {
    deepl.answerTranslate = () => deepLError(429, 'Too many requests', { 'Retry-After': '2' });

    const error = await failure(createProvider().translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(429);
    expect(error.retryable).toBe(true);
    expect(error.retryAfterMs).toBeUndefined();
    expect(translateRequests()).toHaveLength(1);
  });

  it('turns a 500 into a retryable TranslationError, after one request (the worker retries, not the library)', async () => {
    deepl.answerTranslate = () => deepLError(500, 'Internal error');

    const error = await failure(createProvider().translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
    expect(translateRequests()).toHaveLength(1);
  });

  it('turns a 403 for a bad key into a TranslationError that is not retried and says to check the key', async () => {
    const error = await failure(createProvider({ authKey: 'wrong-key' }).translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(403);
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/refused the auth key \(403\): check the key/);
  });

  it('turns a 456 (quota used up) into a TranslationError that is not retried', async () => {
    deepl.answerTranslate = () => deepLError(456, 'Quota exceeded');

    const error = await failure(createProvider().translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(456);
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/quota/);
  });

  it('fails with 408 within the timeout when DeepL never answers', async () => {
    const provider = createProvider({ timeoutMs: 300 });
    await provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' });
    deepl.answerTranslate = () => new Promise<Response>(() => {});

    const started = performance.now();
    const error = await failure(provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' }));

    expect(error.status).toBe(408);
    expect(error.retryable).toBe(true);
    // Well under the 10 s the adapter waits by default: the 300 ms given was used, whatever the machine's load.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('succeeds through the retries when a 429 is followed by a 200', async () => {
    let calls = 0;
    deepl.answerTranslate = (params) => {
      calls += 1;
      return calls === 1 ? deepLError(429, 'Too many requests') : translateLikeDeepL(params);
    };
    const provider = createProvider();

    const translated = await withRetries(() => provider.translate({ texts: ['Hola'], from: 'es', to: 'ko' }), { attempts: 3, baseDelayMs: 10 });

    expect(translated).toEqual(['[ko] Hola']);
    expect(translateRequests()).toHaveLength(2);
  });
});
