import { describe, expect, it } from 'vitest';

import { loadEnv } from '../../env.ts';
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
});
