import { TranslateClient, TranslateServiceException, TranslateTextCommand } from '@aws-sdk/client-translate';

import { type TranslationProvider, TranslationError, UnsupportedLanguageError } from '../providers.ts';
import { parseRetryAfter } from './retryAfter.ts';

const LABEL = 'AWS Translate';
const DEFAULT_TIMEOUT_MS = 10_000;

/** The codes AWS Translate lists (https://docs.aws.amazon.com/translate/latest/dg/what-is-languages.html). */
const AWS_LANGUAGE_CODES = new Set([
  'af', 'sq', 'am', 'ar', 'hy', 'az', 'bn', 'bs', 'bg', 'ca', 'zh', 'zh-TW', 'hr', 'cs', 'da', 'fa-AF', 'nl', 'en', 'et',
  'fa', 'tl', 'fi', 'fr', 'fr-CA', 'ka', 'de', 'el', 'gu', 'ht', 'ha', 'he', 'hi', 'hu', 'is', 'id', 'ga', 'it', 'ja',
  'kn', 'kk', 'ko', 'lv', 'lt', 'mk', 'ms', 'ml', 'mt', 'mr', 'mn', 'no', 'ps', 'pl', 'pt', 'pt-PT', 'pa', 'ro', 'ru',
  'sr', 'si', 'sk', 'sl', 'so', 'es', 'es-MX', 'sw', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'cy',
]);

/** Languages AWS lists under another code than the ISO 639-1 one our locales may use. */
const AWS_ALIASES: Record<string, string> = { nb: 'no', fil: 'tl' };

/** Errors by which AWS says the credentials are wrong, expired or not allowed to translate. */
const CREDENTIAL_ERRORS = new Set([
  'AccessDeniedException',
  'UnrecognizedClientException',
  'InvalidSignatureException',
  'ExpiredTokenException',
  'IncompleteSignature',
  'MissingAuthenticationTokenException',
]);

/** Node's codes for a connection that could not be made or broke. */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Our locale ('es-MX', 'pt-BR', 'zh-Hant') as AWS Translate spells it, or undefined when AWS does not translate it. A
 * region AWS lists keeps its own code (es-MX, fr-CA, pt-PT); any other falls back to the language (pt-BR -> pt, AWS's
 * Brazilian Portuguese). Chinese goes by script, since AWS names Traditional Chinese zh-TW.
 */
export function awsLanguageCode(locale: string): string | undefined {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return undefined;
  }
  const { language, region } = parsed;
  if (language === 'zh') return parsed.maximize().script === 'Hant' ? 'zh-TW' : 'zh';
  const code = AWS_ALIASES[language] ?? language;
  if (region && AWS_LANGUAGE_CODES.has(`${code}-${region}`)) return `${code}-${region}`;
  return AWS_LANGUAGE_CODES.has(code) ? code : undefined;
}

export interface AwsTranslateOptions {
  region: string;
  /** Another endpoint than AWS's own for the region: a VPC endpoint, or a local server in tests. */
  endpoint?: string;
  /**
   * Without them the SDK's default chain applies: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), the
   * shared ~/.aws files or SSO (AWS_PROFILE), a web identity token, then the container or EC2 instance role.
   */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** How long one call may take before it fails as a 408 (retried). */
  timeoutMs?: number;
}

/** AWS Translate through the AWS SDK: one TranslateText call per text, in order. */
export function createAwsTranslateProvider({
  region,
  endpoint,
  credentials,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: AwsTranslateOptions): TranslationProvider {
  const client = new TranslateClient({
    region,
    endpoint,
    credentials,
    // retry.ts retries, honouring Retry-After; the SDK's own retries would multiply its attempts.
    maxAttempts: 1,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true },
  });
  return {
    name: 'aws',
    // So the worker makes each TranslateText call a call of its own, counted by the request budget.
    maxTextsPerCall: 1,
    async translate({ texts, from, to }) {
      const source = awsLanguageCode(from);
      if (!source) throw new UnsupportedLanguageError(LABEL, from);
      const target = awsLanguageCode(to);
      if (!target) throw new UnsupportedLanguageError(LABEL, to);
      const translated: string[] = [];
      // TranslateText takes one text; one call after the other keeps a survey within the account's request rate.
      for (const text of texts) {
        try {
          const { TranslatedText } = await client.send(
            new TranslateTextCommand({ Text: text, SourceLanguageCode: source, TargetLanguageCode: target }),
          );
          if (TranslatedText === undefined) throw new TranslationError(`${LABEL} answered no TranslatedText`);
          translated.push(TranslatedText);
        } catch (error) {
          throw toTranslationError(error, { from, to, timeoutMs });
        }
      }
      return translated;
    },
  };
}

function toTranslationError(error: unknown, { from, to, timeoutMs }: { from: string; to: string; timeoutMs: number }): unknown {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new TranslationError(`${LABEL} did not answer within ${timeoutMs} ms`, 408);
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && NETWORK_ERROR_CODES.has(error.code)) {
    // A TypeError, as fetch reports a network failure: retry.ts retries those.
    return new TypeError(`${LABEL} could not be reached (${error.message})`, { cause: error });
  }
  if (!(error instanceof TranslateServiceException)) return error;
  const { name, message } = error;
  const status = error.$metadata.httpStatusCode ?? error.$response?.statusCode;
  if (name === 'UnsupportedLanguagePairException') return new UnsupportedLanguageError(LABEL, `${from} to ${to}`);
  if (CREDENTIAL_ERRORS.has(name) || status === 401 || status === 403) {
    return new TranslationError(
      `${LABEL} refused the credentials (${name}: ${message}); check the access key and secret, and that their IAM policy allows translate:TranslateText`,
      status,
    );
  }
  const retryAfterMs = parseRetryAfter(error.$response?.headers['retry-after']);
  if (name === 'TooManyRequestsException' || name === 'ThrottlingException' || status === 429) {
    return new TranslationError(`${LABEL} is throttling requests (${name}: ${message})`, 429, retryAfterMs);
  }
  return new TranslationError(`${LABEL} failed (${status ?? 'no status'} ${name}: ${message})`, status, retryAfterMs);
}
