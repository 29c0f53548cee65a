import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { listenOnLoopback } from '../../../testing/loopbackServer.ts';
import { AMZ_JSON, awsError, type AwsTestServer, startAwsTranslateServer, translateLikeAws as translated } from '../../../testing/translationServers.ts';
import { TranslationError, UnsupportedLanguageError } from '../providers.ts';
import { withRetries } from '../retry.ts';
import { awsLanguageCode, createAwsTranslateProvider } from './aws.ts';

let aws: AwsTestServer;

beforeAll(async () => {
  aws = await startAwsTranslateServer();
});
afterAll(() => aws.close());
beforeEach(() => {
  aws.reset();
});

function provider(timeoutMs?: number, endpoint = aws.origin) {
  return createAwsTranslateProvider({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'AKIDTESTTRANSLATE', secretAccessKey: 'test-secret' },
    timeoutMs,
  });
}

/** The provider's failure for one text from Mexican Spanish to Brazilian Portuguese. */
async function failure(timeoutMs?: number): Promise<TranslationError> {
  const error: unknown = await provider(timeoutMs)
    .translate({ texts: ['Hola'], from: 'es-MX', to: 'pt-BR' })
    .then(
      () => undefined,
      (reason: unknown) => reason,
    );
  expect(error).toBeInstanceOf(TranslationError);
  return error as TranslationError;
}

describe('AWS Translate provider', () => {
  it('translates several texts in order, one signed TranslateText call each, with the codes AWS lists', async () => {
    const texts = ['¿Cómo fue su visita a la tienda?', 'Gracias, {name}', 'Califique del 1 al 5 ⭐'];

    await expect(provider().translate({ texts, from: 'es-MX', to: 'pt-BR' })).resolves.toEqual(texts.map((text) => `[pt] ${text}`));

    expect(aws.seen.map(({ body }) => body)).toEqual(texts.map((Text) => ({ Text, SourceLanguageCode: 'es-MX', TargetLanguageCode: 'pt' })));
    for (const request of aws.seen) {
      expect(request).toMatchObject({
        method: 'POST',
        path: '/',
        target: 'AWSShineFrontendService_20170701.TranslateText',
        contentType: AMZ_JSON,
      });
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTTRANSLATE\/\d{8}\/us-east-1\/translate\/aws4_request, /);
    }
  });

  it.each([
    ['zh-Hans', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hant', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt-PT'],
    ['es-MX', 'es-MX'],
    ['es-419', 'es'],
    ['fr-CA', 'fr-CA'],
    ['en-US', 'en'],
    ['ko', 'ko'],
    ['nb', 'no'],
    ['qu', undefined],
    ['gn', undefined],
    ['', undefined],
  ])('spells %j as AWS does: %j', (locale, code) => {
    expect(awsLanguageCode(locale)).toBe(code);
  });

  it('refuses a language AWS does not list (Quechua) without calling it', async () => {
    const error = provider().translate({ texts: ['Hola'], from: 'es', to: 'qu' });

    await expect(error).rejects.toBeInstanceOf(UnsupportedLanguageError);
    await expect(error).rejects.toThrow('AWS Translate cannot translate qu');
    expect(aws.seen).toEqual([]);
  });

  it('answers UnsupportedLanguageError when AWS rejects the language pair', async () => {
    aws.answer = () => awsError(400, 'UnsupportedLanguagePairException', 'Unsupported language pair: es-MX to pt');

    const error = await failure();

    expect(error).toBeInstanceOf(UnsupportedLanguageError);
    expect(error.retryable).toBe(false);
  });

  it('fails at once as a retryable 429 with the Retry-After when AWS throttles', async () => {
    aws.answer = () => awsError(429, 'TooManyRequestsException', 'Too many requests', { 'retry-after': '2' });

    const error = await failure();

    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(2_000);
    expect(error.retryable).toBe(true);
    // One call: the retries are retry.ts's, not the SDK's.
    expect(aws.seen).toHaveLength(1);
  });

  it("treats AWS's generic ThrottlingException (sent as a 400) as a 429 too", async () => {
    aws.answer = () => awsError(400, 'ThrottlingException', 'Rate exceeded');

    const error = await failure();

    expect(error.status).toBe(429);
    expect(error.retryable).toBe(true);
  });

  it.each([
    [500, 'InternalServerException'],
    [503, 'ServiceUnavailableException'],
  ])('fails as retryable on a %i %s', async (status, type) => {
    aws.answer = () => awsError(status, type, 'Try again later');

    const error = await failure();

    expect(error.status).toBe(status);
    expect(error.retryable).toBe(true);
  });

  it.each([
    [400, 'UnrecognizedClientException', 'The security token included in the request is invalid.'],
    [403, 'AccessDeniedException', 'User: arn:aws:iam::123456789012:user/survey is not authorized to perform: translate:TranslateText'],
  ])('fails, not retryable, saying the credentials were refused, on a %i %s', async (status, type, message) => {
    aws.answer = () => awsError(status, type, message);

    const error = await failure();

    expect(error.retryable).toBe(false);
    expect(error.message).toContain('AWS Translate refused the credentials');
    expect(error.message).toContain(message);
  });

  it('fails as a retryable 408 when AWS does not answer within the timeout', async () => {
    aws.answer = () => new Promise<Response>(() => {});
    const started = performance.now();

    const error = await failure(300);

    expect(error.status).toBe(408);
    expect(error.retryable).toBe(true);
    // Well under the 10 s the adapter waits by default: the 300 ms given was used, whatever the machine's load.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('fails as a network failure (a TypeError, which withRetries retries) when nothing listens at the endpoint', async () => {
    const gone = await listenOnLoopback(() => new Response());
    await gone.close();

    const failed = provider(undefined, gone.origin).translate({ texts: ['Hola'], from: 'es', to: 'pt' });

    await expect(failed).rejects.toBeInstanceOf(TypeError);
    await expect(failed).rejects.toThrow(`AWS Translate could not be reached (connect ECONNREFUSED 127.0.0.1:${gone.port})`);
  });

  it('succeeds through withRetries when a 429 is followed by an answer', async () => {
    aws.answer = (body, call) => (call === 1 ? awsError(429, 'TooManyRequestsException', 'Too many requests', { 'retry-after': '0' }) : translated(body));
    const awsProvider = provider();

    const result = await withRetries(() => awsProvider.translate({ texts: ['Hola'], from: 'es', to: 'pt-PT' }), { attempts: 3, baseDelayMs: 1 });

    expect(result).toEqual(['[pt-PT] Hola']);
    expect(aws.seen.map(({ body }) => body.TargetLanguageCode)).toEqual(['pt-PT', 'pt-PT']);
  });
});
