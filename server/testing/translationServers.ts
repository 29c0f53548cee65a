/**
 * Local HTTP servers on 127.0.0.1 that speak each translation provider's wire format, for the adapters' tests, the
 * worker's tests and bench/translation.ts. Each records what it was sent (`seen`) and answers through a function a test
 * may replace (to fail, to wait, to count); `reset()` puts back the recording and the answer of a new server.
 */
import { listenOnLoopback, type LoopbackServer } from './loopbackServer.ts';

export interface TranslationTestServer<Seen> {
  origin: string;
  port: number;
  /** What it was sent, oldest first. */
  seen: Seen[];
  reset(): void;
  close(): Promise<void>;
}

function testServer<Seen>(loopback: LoopbackServer, state: { seen: Seen[] }, resetAnswers: () => void): TranslationTestServer<Seen> {
  return {
    origin: loopback.origin,
    port: loopback.port,
    get seen() {
      return state.seen;
    },
    reset() {
      state.seen = [];
      resetAnswers();
    },
    close: () => loopback.close(),
  };
}

// DeepL (https://developers.deepl.com/docs/api-reference): form-encoded POST /v2/translate, GET /v2/languages.

export const DEEPL_AUTH_KEY = 'test-key-1234';
/** The target codes DeepL lists for a Pro account (a test may shorten the list). */
export const DEEPL_TARGETS = ['DE', 'EN-GB', 'EN-US', 'ES', 'ES-419', 'FR', 'KO', 'PT-BR', 'PT-PT', 'ZH', 'ZH-HANS', 'ZH-HANT'];

export interface DeepLRequest {
  method: string;
  path: string;
  authorization: string | null;
  /** The form body of a POST, the query of a GET: deepl-node sends parameters as either. */
  params: URLSearchParams;
}

/** DeepL's answer: one translation per `text` parameter, in order (here the target code and the text). */
export const translateLikeDeepL = (params: URLSearchParams): Response =>
  Response.json({
    translations: params.getAll('text').map((text) => ({ detected_source_language: 'ES', text: `[${params.get('target_lang')}] ${text}` })),
  });

export const deepLError = (status: number, message: string, headers: Record<string, string> = {}): Response =>
  Response.json({ message }, { status, headers });

export interface DeepLTestServer extends TranslationTestServer<DeepLRequest> {
  /** GET /v2/languages?type=target answers these codes. */
  targets: string[];
  /** How POST /v2/translate answers. */
  answerTranslate: (params: URLSearchParams) => Response | Promise<Response>;
}

export async function startDeepLServer(authKey = DEEPL_AUTH_KEY): Promise<DeepLTestServer> {
  const state = { seen: [] as DeepLRequest[] };
  const loopback = await listenOnLoopback(async (request) => {
    const url = new URL(request.url);
    const params = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
    const authorization = request.headers.get('authorization');
    state.seen.push({ method: request.method, path: url.pathname, authorization, params });
    if (authorization !== `DeepL-Auth-Key ${authKey}`) return deepLError(403, 'Wrong endpoint');
    if (request.method === 'GET' && url.pathname === '/v2/languages' && params.get('type') === 'target') {
      return Response.json(server.targets.map((language) => ({ language, name: language, supports_formality: false })));
    }
    if (request.method === 'POST' && url.pathname === '/v2/translate') return server.answerTranslate(params);
    return deepLError(404, 'Not found');
  });
  const server: DeepLTestServer = Object.assign(
    testServer(loopback, state, () => {
      server.targets = DEEPL_TARGETS;
      server.answerTranslate = translateLikeDeepL;
    }),
    { targets: DEEPL_TARGETS, answerTranslate: translateLikeDeepL },
  );
  return server;
}

// AWS Translate (AWS JSON 1.1): POST / with X-Amz-Target AWSShineFrontendService_20170701.TranslateText, one text a call.

export const AMZ_JSON = 'application/x-amz-json-1.1';

export interface TranslateTextBody {
  Text: string;
  SourceLanguageCode: string;
  TargetLanguageCode: string;
}

export interface AwsRequest {
  method: string;
  path: string;
  target: string | null;
  contentType: string | null;
  authorization: string | null;
  body: TranslateTextBody;
}

/** TranslateText's answer, as AWS JSON 1.1 sends it: the text tagged with the target code. */
export function translateLikeAws(body: TranslateTextBody): Response {
  return new Response(
    JSON.stringify({
      TranslatedText: `[${body.TargetLanguageCode}] ${body.Text}`,
      SourceLanguageCode: body.SourceLanguageCode,
      TargetLanguageCode: body.TargetLanguageCode,
    }),
    { headers: { 'content-type': AMZ_JSON, 'x-amzn-requestid': 'test-request' } },
  );
}

/** An AWS JSON 1.1 error: its type in the body's __type and in x-amzn-ErrorType, as AWS sends both. */
export function awsError(status: number, type: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ __type: `com.amazonaws.translate#${type}`, Message: message }), {
    status,
    headers: {
      'content-type': AMZ_JSON,
      'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.coral.service/`,
      ...headers,
    },
  });
}

export interface AwsTestServer extends TranslationTestServer<AwsRequest> {
  /** How TranslateText answers; `call` counts from 1. */
  answer: (body: TranslateTextBody, call: number) => Response | Promise<Response>;
}

export async function startAwsTranslateServer(): Promise<AwsTestServer> {
  const state = { seen: [] as AwsRequest[] };
  const loopback = await listenOnLoopback(async (request) => {
    const body = (await request.json()) as TranslateTextBody;
    state.seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      target: request.headers.get('x-amz-target'),
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
      body,
    });
    return server.answer(body, state.seen.length);
  });
  const server: AwsTestServer = Object.assign(
    testServer(loopback, state, () => {
      server.answer = translateLikeAws;
    }),
    { answer: translateLikeAws },
  );
  return server;
}

// An OpenAI-compatible chat-completions endpoint: POST /v1/chat/completions, the texts as a JSON array.

export interface ChatCompletionsBody {
  model: string;
  temperature: number;
  response_format: unknown;
  messages: { role: string; content: string }[];
}

export interface OpenAiRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: ChatCompletionsBody;
}

/** A chat completion as OpenAI's API answers it, with `content` as the assistant's message. */
export function completion(content: string, finishReason = 'stop'): Response {
  return Response.json({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_767_225_600,
    model: 'gpt-test',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  });
}

/** The target language as the system prompt names it ('... to Portuguese (Brazil).'). */
const promptTarget = (body: ChatCompletionsBody): string => / to (.+?)\.\n/.exec(body.messages[0]?.content ?? '')?.[1] ?? '?';

/** The test model: it 'translates' the JSON array of the user message by tagging each text with the target's name. */
export function translateLikeOpenAi(body: ChatCompletionsBody): Response {
  const texts = JSON.parse(body.messages[1]?.content ?? '[]') as string[];
  return completion(JSON.stringify({ translations: texts.map((text) => `[${promptTarget(body)}] ${text}`) }));
}

/** An error as OpenAI's API answers it. */
export function openAiError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { message, type: 'invalid_request_error', param: null, code: null } }, { status, headers });
}

export interface OpenAiTestServer extends TranslationTestServer<OpenAiRequest> {
  /** How chat completions answer; `call` counts from 1. */
  answer: (body: ChatCompletionsBody, call: number) => Response | Promise<Response>;
}

export async function startOpenAiServer(): Promise<OpenAiTestServer> {
  const state = { seen: [] as OpenAiRequest[] };
  const loopback = await listenOnLoopback(async (request) => {
    const body = (await request.json()) as ChatCompletionsBody;
    state.seen.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body });
    return server.answer(body, state.seen.length);
  });
  const server: OpenAiTestServer = Object.assign(
    testServer(loopback, state, () => {
      server.answer = translateLikeOpenAi;
    }),
    { answer: translateLikeOpenAi },
  );
  return server;
}

// LibreTranslate (https://libretranslate.com/docs): JSON POST /translate, GET /languages.

export const LIBRETRANSLATE_API_KEY = 'lt-key-1234';
/** The codes the documented models use: pb is Brazilian Portuguese, zt Traditional Chinese. */
export const LIBRETRANSLATE_CODES = ['en', 'es', 'fr', 'ko', 'pb', 'pt', 'zh', 'zt'];

export interface LibreTranslateBody {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export interface LibreTranslateRequest {
  method: string;
  path: string;
  body?: LibreTranslateBody;
}

/** LibreTranslate's answer: translatedText is a list when q is (here the target code and the text). */
export const translateLikeLibreTranslate = ({ q, target }: LibreTranslateBody): Response =>
  Response.json({ translatedText: Array.isArray(q) ? q.map((text) => `[${target}] ${text}`) : `[${target}] ${q}` });

export const libreTranslateError = (status: number, error: string, headers: Record<string, string> = {}): Response =>
  Response.json({ error }, { status, headers });

export interface LibreTranslateTestServer extends TranslationTestServer<LibreTranslateRequest> {
  /** GET /languages answers these codes, each translating into all the others. */
  codes: string[];
  /** How POST /translate answers a request with the right key and known languages. */
  answerTranslate: (body: LibreTranslateBody) => Response | Promise<Response>;
}

export async function startLibreTranslateServer(apiKey = LIBRETRANSLATE_API_KEY): Promise<LibreTranslateTestServer> {
  const state = { seen: [] as LibreTranslateRequest[] };
  const loopback = await listenOnLoopback(async (request) => {
    const { pathname } = new URL(request.url);
    const { codes } = server;
    if (request.method === 'GET' && pathname === '/languages') {
      state.seen.push({ method: 'GET', path: pathname });
      return Response.json(codes.map((code) => ({ code, name: code, targets: codes.filter((other) => other !== code) })));
    }
    if (request.method === 'POST' && pathname === '/translate') {
      const body = (await request.json()) as LibreTranslateBody;
      state.seen.push({ method: 'POST', path: pathname, body });
      if (body.api_key !== apiKey) return libreTranslateError(403, 'Invalid API key');
      if (!codes.includes(body.source) || !codes.includes(body.target)) return libreTranslateError(400, `${body.target} is not supported`);
      return server.answerTranslate(body);
    }
    return libreTranslateError(404, 'Not Found');
  });
  const server: LibreTranslateTestServer = Object.assign(
    testServer(loopback, state, () => {
      server.codes = LIBRETRANSLATE_CODES;
      server.answerTranslate = translateLikeLibreTranslate;
    }),
    { codes: LIBRETRANSLATE_CODES, answerTranslate: translateLikeLibreTranslate },
  );
  return server;
}
