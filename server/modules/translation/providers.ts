import { NO_PROVIDER_MESSAGE } from '../../contract.ts';

/**
 * Machine translation behind one interface, so DeepL, AWS Translate, an OpenAI-compatible endpoint or LibreTranslate can
 * be added as providers without touching the worker. A provider translates a batch of plain texts from one language to
 * another and says, by the error it throws, whether trying again may help.
 */
export interface TranslationRequest {
  texts: readonly string[];
  /** ISO 639-1 (optionally with a region, e.g. 'pt-BR'), as the survey's locales are spelled. */
  from: string;
  to: string;
}

export interface TranslationProvider {
  readonly name: string;
  /** The most texts one call may carry, when the provider's API takes fewer than the worker's batch (AWS: one). */
  readonly maxTextsPerCall?: number;
  /** Answers one translated text per input text, in order. */
  translate(request: TranslationRequest): Promise<string[]>;
}

/**
 * A provider's failure. `status` is the HTTP status of providers that speak HTTP (408 for a call that timed out on our
 * side); 408, 429 and 5xx are worth a retry, after `retryAfterMs` when the provider said how long to wait (Retry-After).
 */
export class TranslationError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TranslationError';
  }

  get retryable(): boolean {
    return this.status === 408 || this.status === 429 || (this.status !== undefined && this.status >= 500);
  }
}

/** The provider cannot translate between these languages: the locale falls back to the source language, with this reason. */
export class UnsupportedLanguageError extends TranslationError {
  constructor(provider: string, language: string) {
    super(`${provider} cannot translate ${language}`);
    this.name = 'UnsupportedLanguageError';
  }
}

/** The default: nothing is translated, so every locale other than the source falls back to the source language. */
export const noTranslationProvider: TranslationProvider = {
  name: 'none',
  translate: () => Promise.reject(new TranslationError(NO_PROVIDER_MESSAGE)),
};

export interface PseudoProviderOptions {
  /** How long each call takes: lets a demo or a test watch progress grow. */
  delayMs?: number;
  /** Decides per call whether it fails, and how (e.g. a 429 the first two times, or always for one locale). */
  failWith?: (request: TranslationRequest, call: number) => TranslationError | undefined;
}

/**
 * Pseudo-translation: '[ko] text'. For demos and tests of the whole pipeline without a translation service; what a
 * respondent would see is obviously not a real translation.
 */
export function createPseudoProvider({ delayMs = 0, failWith }: PseudoProviderOptions = {}): TranslationProvider {
  let calls = 0;
  return {
    name: 'pseudo',
    async translate(request) {
      calls += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const failure = failWith?.(request, calls);
      if (failure) throw failure;
      return request.texts.map((text) => `[${request.to}] ${text}`);
    },
  };
}

export const translationProviderNames = ['none', 'pseudo', 'deepl', 'aws', 'openai', 'libretranslate'] as const;
export type TranslationProviderName = (typeof translationProviderNames)[number];
