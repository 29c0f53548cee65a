import { describe, expect, it } from 'vitest';

import { loadEnv } from '../../env.ts';
import { listenOnLoopback } from '../../testing/loopbackServer.ts';
import { ProviderUnavailableError } from './circuitBreaker.ts';
import { createTranslationProvider } from './providerFromSettings.ts';

describe('createTranslationProvider', () => {
  it.each([
    [{}, 'none'],
    [{ TRANSLATION_PROVIDER: 'pseudo' }, 'pseudo'],
    [{ TRANSLATION_PROVIDER: 'deepl', DEEPL_API_KEY: 'key:fx' }, 'deepl'],
    [{ TRANSLATION_PROVIDER: 'aws', AWS_REGION: 'us-east-1' }, 'aws'],
    [{ TRANSLATION_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'qwen2.5:14b' }, 'openai'],
    [{ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://127.0.0.1:5000' }, 'libretranslate'],
  ])('builds the provider the settings %j name', async (settings, name) => {
    expect((await createTranslationProvider(loadEnv(settings))).name).toBe(name);
  });

  it('puts the provider behind the circuit its settings describe', async () => {
    const gone = await listenOnLoopback(() => new Response());
    await gone.close();
    const provider = await createTranslationProvider(
      loadEnv({ TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: gone.origin, TRANSLATION_CIRCUIT_FAILURES: '2' }),
    );
    const request = { texts: ['Hola'], from: 'es', to: 'pt' };

    await expect(provider.translate(request)).rejects.toBeInstanceOf(TypeError);
    await expect(provider.translate(request)).rejects.toBeInstanceOf(TypeError);
    await expect(provider.translate(request)).rejects.toThrow(/^libretranslate is unavailable after 2 failed calls in a row \(LibreTranslate at .* is unreachable: fetch failed\)/);
    await expect(provider.translate(request)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
