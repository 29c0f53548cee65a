import type { Env } from '../../env.ts';
import { guardProvider } from './guardedProvider.ts';
import { createPseudoProvider, noTranslationProvider, type TranslationProvider } from './providers.ts';

type ProviderSettings = Pick<
  Env,
  | 'TRANSLATION_PROVIDER'
  | 'TRANSLATION_PSEUDO_DELAY_MS'
  | 'TRANSLATION_TIMEOUT_MS'
  | 'TRANSLATION_REQUESTS_PER_SECOND'
  | 'TRANSLATION_CIRCUIT_FAILURES'
  | 'TRANSLATION_CIRCUIT_COOLDOWN_MS'
  | 'DEEPL_API_KEY'
  | 'DEEPL_SERVER_URL'
  | 'AWS_REGION'
  | 'AWS_TRANSLATE_ENDPOINT'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_MODEL'
  | 'LIBRETRANSLATE_URL'
  | 'LIBRETRANSLATE_API_KEY'
>;

/**
 * The provider TRANSLATION_PROVIDER names, with its settings (server/env.ts refuses to start without the required ones),
 * behind the request budget and the circuit breaker their settings describe. Start-up makes it once, so every job of
 * the process shares them. 'none' calls nothing and needs neither.
 */
export async function createTranslationProvider(settings: ProviderSettings): Promise<TranslationProvider> {
  const provider = await createUnguardedProvider(settings);
  if (provider === noTranslationProvider) return provider;
  return guardProvider(provider, {
    requestsPerSecond: settings.TRANSLATION_REQUESTS_PER_SECOND,
    circuitFailures: settings.TRANSLATION_CIRCUIT_FAILURES,
    circuitCooldownMs: settings.TRANSLATION_CIRCUIT_COOLDOWN_MS,
  });
}

/** A provider's module, with its SDK, is loaded only when chosen: the SDKs take about a second to load together. */
async function createUnguardedProvider(settings: ProviderSettings): Promise<TranslationProvider> {
  const timeoutMs = settings.TRANSLATION_TIMEOUT_MS;
  const required = (value: string | undefined, name: string): string => {
    if (value === undefined) throw new Error(`${name} is required when TRANSLATION_PROVIDER is ${settings.TRANSLATION_PROVIDER}`);
    return value;
  };
  switch (settings.TRANSLATION_PROVIDER) {
    case 'none':
      return noTranslationProvider;
    case 'pseudo':
      return createPseudoProvider({ delayMs: settings.TRANSLATION_PSEUDO_DELAY_MS });
    case 'deepl': {
      const { createDeepLProvider } = await import('./providers/deepl.ts');
      return createDeepLProvider({ authKey: required(settings.DEEPL_API_KEY, 'DEEPL_API_KEY'), serverUrl: settings.DEEPL_SERVER_URL, timeoutMs });
    }
    case 'aws': {
      const { createAwsTranslateProvider } = await import('./providers/aws.ts');
      return createAwsTranslateProvider({ region: required(settings.AWS_REGION, 'AWS_REGION'), endpoint: settings.AWS_TRANSLATE_ENDPOINT, timeoutMs });
    }
    case 'openai': {
      const { createOpenAiCompatibleProvider } = await import('./providers/openai.ts');
      return createOpenAiCompatibleProvider({
        baseUrl: required(settings.OPENAI_BASE_URL, 'OPENAI_BASE_URL'),
        apiKey: settings.OPENAI_API_KEY,
        model: required(settings.OPENAI_MODEL, 'OPENAI_MODEL'),
        timeoutMs,
      });
    }
    case 'libretranslate': {
      const { createLibreTranslateProvider } = await import('./providers/libretranslate.ts');
      return createLibreTranslateProvider({
        url: required(settings.LIBRETRANSLATE_URL, 'LIBRETRANSLATE_URL'),
        apiKey: settings.LIBRETRANSLATE_API_KEY,
        timeoutMs,
      });
    }
  }
}
