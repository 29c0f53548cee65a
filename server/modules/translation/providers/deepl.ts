import {
  AuthorizationError,
  ConnectionError,
  DeepLError,
  QuotaExceededError,
  type SourceLanguageCode,
  type TargetLanguageCode,
  TooManyRequestsError,
  Translator,
} from 'deepl-node';

import { TranslationError, type TranslationProvider, UnsupportedLanguageError } from '../providers.ts';

export interface DeepLProviderOptions {
  authKey: string;
  /** Without it, deepl-node picks api-free.deepl.com for Free keys (ending ':fx') and api.deepl.com otherwise. */
  serverUrl?: string;
  /** How long one call to DeepL may take; past it the call fails with 408, which the retries take up. */
  timeoutMs?: number;
}

const NAME = 'DeepL';
const DEFAULT_TIMEOUT_MS = 10_000;
/** DeepL takes at most 50 texts per request. */
const MAX_TEXTS_PER_REQUEST = 50;

/** The regions whose Spanish is Latin American (CLDR's children of es-419). */
const LATIN_AMERICAN_SPANISH = new Set(
  ['419', 'AR', 'BO', 'BR', 'BZ', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'GT', 'HN', 'MX', 'NI', 'PA', 'PE', 'PR', 'PY', 'SV', 'US', 'UY', 'VE'],
);
const TRADITIONAL_CHINESE = new Set(['HANT', 'TW', 'HK', 'MO']);

/** DeepL's codes for a locale, the preferred first; the first that the account's target list holds is used. */
function targetCandidates(locale: string): string[] {
  const [language = '', subtag = ''] = locale.split('-');
  const base = language.toLowerCase();
  const variant = subtag.toUpperCase();
  switch (base) {
    case 'en':
      return [variant === 'GB' ? 'en-GB' : 'en-US'];
    case 'pt':
      return [variant === 'BR' ? 'pt-BR' : 'pt-PT'];
    case 'zh':
      // Plain 'zh' is Simplified Chinese on accounts whose list predates ZH-HANS.
      return TRADITIONAL_CHINESE.has(variant) ? ['zh-HANT'] : ['zh-HANS', 'zh'];
    case 'es':
      return LATIN_AMERICAN_SPANISH.has(variant) ? ['es-419', 'es'] : ['es'];
    default:
      return [base];
  }
}

const baseLanguage = (code: string): string => (code.split('-')[0] ?? '').toLowerCase();

/** deepl-node's own timeout never goes below its 1 s backoff window, so a shorter `timeoutMs` needs a deadline of ours. */
async function withDeadline<T>(call: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TranslationError(`${NAME} did not answer within ${timeoutMs} ms`, 408));
    }, timeoutMs);
  });
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** deepl-node names a status only in its messages for the statuses it has no error class for. */
function statusInMessage(message: string): number | undefined {
  const unexpected = /Unexpected status code: (\d{3})/.exec(message);
  if (unexpected?.[1]) return Number(unexpected[1]);
  if (message.startsWith('Service unavailable')) return 503;
  if (message.startsWith('Bad request')) return 400;
  if (message.startsWith('Not found')) return 404;
  return undefined;
}

/**
 * deepl-node's errors as the platform's. A connection failure other than a timeout becomes a TypeError, the retries'
 * sign of a network failure, as fetch's own.
 */
function toPlatformError(error: unknown): unknown {
  if (error instanceof TranslationError || !(error instanceof DeepLError)) return error;
  if (error instanceof AuthorizationError) {
    return new TranslationError(`${NAME} refused the auth key (403): check the key, and that a Free key (':fx') is not sent to the Pro server`, 403);
  }
  if (error instanceof QuotaExceededError) {
    return new TranslationError(`${NAME} quota for this billing period is used up (456): raise the limit or wait for the next period`, 456);
  }
  // deepl-node keeps no response headers, so a Retry-After (DeepL documents none) cannot reach the retries: they back off.
  if (error instanceof TooManyRequestsError) return new TranslationError(`${NAME}: too many requests (429)`, 429);
  if (error instanceof ConnectionError) {
    const code = error.error && 'code' in error.error ? error.error.code : undefined;
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return new TranslationError(`${NAME} did not answer in time`, 408);
    return new TypeError(`${NAME} is unreachable: ${error.message}`, { cause: error });
  }
  return new TranslationError(`${NAME}: ${error.message}`, statusInMessage(error.message));
}

/**
 * DeepL through its official client library. Languages are checked against the account's target list, read once per
 * provider and kept: it is what this key may use, and DeepL extends it (variants such as ES-419, ZH-HANT) without a release of ours.
 */
export function createDeepLProvider({ authKey, serverUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: DeepLProviderOptions): TranslationProvider {
  // maxRetries 0: the worker's retries decide; minTimeout bounds the library's own wait.
  const translator = new Translator(authKey, { serverUrl, maxRetries: 0, minTimeout: timeoutMs });
  let targetCodes: Promise<Set<string>> | undefined;

  const supportedTargets = (): Promise<Set<string>> => {
    if (!targetCodes) {
      const loading = translator.getTargetLanguages().then((languages) => new Set(languages.map(({ code }) => code.toLowerCase())));
      // A failed read is not kept: the next call asks again.
      loading.catch(() => {
        if (targetCodes === loading) targetCodes = undefined;
      });
      targetCodes = loading;
    }
    return targetCodes;
  };

  return {
    name: 'deepl',
    async translate({ texts, from, to }) {
      try {
        const supported = await withDeadline(supportedTargets(), timeoutMs);
        const target = targetCandidates(to).find((code) => supported.has(code.toLowerCase()));
        if (!target) throw new UnsupportedLanguageError(NAME, to);
        // Every DeepL source language is also a target, so the target list answers for sources too.
        const source = baseLanguage(from);
        if (![...supported].some((code) => baseLanguage(code) === source)) throw new UnsupportedLanguageError(NAME, from);

        // DeepL refuses an empty text; its translation is empty anyway.
        const toSend = texts.filter((text) => text !== '');
        const translated: string[] = [];
        for (let start = 0; start < toSend.length; start += MAX_TEXTS_PER_REQUEST) {
          const results = await withDeadline(
            // No tag handling: the texts go as plain text, so placeholders like {name} are not markup to DeepL.
            translator.translateText(toSend.slice(start, start + MAX_TEXTS_PER_REQUEST), source as SourceLanguageCode, target as TargetLanguageCode, {
              preserveFormatting: true,
            }),
            timeoutMs,
          );
          translated.push(...results.map((result) => result.text));
        }
        if (translated.length !== toSend.length) {
          throw new TranslationError(`${NAME} answered ${translated.length} texts for ${toSend.length}`);
        }
        return texts.map((text) => (text === '' ? '' : (translated.shift() ?? '')));
      } catch (error) {
        throw toPlatformError(error);
      }
    },
  };
}
