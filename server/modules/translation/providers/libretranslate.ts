import { TranslationError, type TranslationProvider, UnsupportedLanguageError } from '../providers.ts';
import { parseRetryAfter } from './retryAfter.ts';

export interface LibreTranslateProviderOptions {
  /** The server's base URL, e.g. http://libretranslate:5000. */
  url: string;
  /** Only for servers started with --api-keys. */
  apiKey?: string;
  /** How long one call may take; past it the call fails with 408, which the retries take up. */
  timeoutMs?: number;
}

const NAME = 'LibreTranslate';
const DEFAULT_TIMEOUT_MS = 10_000;

/** One entry of GET /languages: `targets` lists what `code` translates into (servers before 1.3 leave it out). */
interface ServerLanguage {
  code: string;
  targets?: string[];
}

const TRADITIONAL_CHINESE = new Set(['hant', 'tw', 'hk', 'mo']);

/**
 * The codes a locale may have on a LibreTranslate server, the preferred first: the locale itself, then Argos
 * Translate's own codes (pb is Brazilian Portuguese, zt Traditional Chinese), then the bare language.
 */
function codeCandidates(locale: string): string[] {
  const [language = '', subtag = ''] = locale.toLowerCase().split('-');
  const variant =
    language === 'pt' && subtag === 'br' ? ['pb']
    : language === 'zh' && TRADITIONAL_CHINESE.has(subtag) ? ['zh-hant', 'zt']
    : language === 'zh' ? ['zh-hans']
    : [];
  // Traditional Chinese never falls back to plain zh, which is Simplified.
  const bare = variant.includes('zt') ? [] : [language];
  return [...new Set([locale.toLowerCase(), ...variant, ...bare])];
}

const isServerLanguages = (value: unknown): value is ServerLanguage[] =>
  Array.isArray(value) &&
  value.every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      'code' in entry &&
      typeof entry.code === 'string' &&
      (!('targets' in entry) || (Array.isArray(entry.targets) && entry.targets.every((target) => typeof target === 'string'))),
  );

async function errorDetail(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON (a proxy's page, say): the text itself says most.
  }
  return body.slice(0, 200) || response.statusText;
}

/**
 * A self-hosted LibreTranslate (Argos Translate models) over its HTTP API. What it can translate is read once per
 * provider from GET /languages, which depends on the models the server loaded.
 */
export function createLibreTranslateProvider({ url, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS }: LibreTranslateProviderOptions): TranslationProvider {
  const baseUrl = url.replace(/\/+$/, '');
  let languages: Promise<Map<string, ServerLanguage>> | undefined;

  /** Answers the JSON body of a 2xx answer; every failure as a TranslationError, a network failure as a TypeError. */
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    try {
      const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        const detail = await errorDetail(response);
        const hint = response.status === 403 ? ' (check the API key)' : '';
        throw new TranslationError(
          `${NAME} answered ${response.status}${hint}: ${detail}`,
          response.status,
          parseRetryAfter(response.headers.get('retry-after')),
        );
      }
      return await response.json().catch((error: unknown) => {
        throw error instanceof SyntaxError ? new TranslationError(`${NAME} answered ${path} with something other than JSON`) : error;
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new TranslationError(`${NAME} did not answer ${path} within ${timeoutMs} ms`, 408);
      }
      if (error instanceof TypeError) throw new TypeError(`${NAME} at ${baseUrl} is unreachable: ${error.message}`, { cause: error });
      throw error;
    }
  }

  const serverLanguages = (): Promise<Map<string, ServerLanguage>> => {
    if (!languages) {
      const loading = call('/languages').then((answer) => {
        if (!isServerLanguages(answer)) throw new TranslationError(`${NAME} answered /languages with something other than a list of languages`);
        return new Map(answer.map((language) => [language.code.toLowerCase(), language]));
      });
      // A failed read is not kept: the next call asks again.
      loading.catch(() => {
        if (languages === loading) languages = undefined;
      });
      languages = loading;
    }
    return languages;
  };

  return {
    name: 'libretranslate',
    async translate({ texts, from, to }) {
      const known = await serverLanguages();
      const source = codeCandidates(from)
        .map((code) => known.get(code))
        .find((language) => language !== undefined);
      if (!source) throw new UnsupportedLanguageError(NAME, from);
      const targetCodes = new Set(source.targets?.map((code) => code.toLowerCase()) ?? known.keys());
      const target = codeCandidates(to)
        .filter((code) => targetCodes.has(code))
        .map((code) => known.get(code))
        .find((language) => language !== undefined);
      if (!target) throw new UnsupportedLanguageError(NAME, to);
      if (texts.length === 0) return [];

      const answer = await call('/translate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ q: texts, source: source.code, target: target.code, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
      });
      const translated = typeof answer === 'object' && answer !== null && 'translatedText' in answer ? answer.translatedText : undefined;
      if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((text) => typeof text === 'string')) {
        throw new TranslationError(`${NAME} did not answer one translatedText per text (${texts.length} sent)`);
      }
      return translated;
    },
  };
}
