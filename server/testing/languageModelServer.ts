/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for the language-model tests: it records every request
 * and answers with what the test sets, from a well-formed structured answer to a hijacked model's hostile text.
 */
import { createLanguageModel, type LanguageModel } from '../llm/index.ts';
import { listenOnLoopback } from './loopbackServer.ts';
import { completion } from './translationServers.ts';

export { completion };

export interface ChatCompletionsRequest {
  model: string;
  temperature: number;
  max_completion_tokens: number;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  messages: { role: string; content: string }[];
}

export type ModelAnswer = (request: ChatCompletionsRequest, call: number) => Response | Promise<Response>;

/** A structured answer: `value` as the JSON content of a completion. */
export function jsonCompletion(value: unknown): Response {
  return completion(JSON.stringify(value));
}

/** An error as OpenAI's API answers it. */
export function apiError(status: number, message = 'The server had an error while processing your request.'): Response {
  return Response.json({ error: { message, type: 'server_error', param: null, code: null } }, { status });
}

/** An answer that never comes: the client's timeout ends the call. */
export const never: ModelAnswer = () => new Promise<Response>(() => {});

/** The user message's JSON data of a request, as the model reads it. */
export function requestData(request: ChatCompletionsRequest): unknown {
  const user = request.messages.find((message) => message.role === 'user');
  return JSON.parse(user?.content ?? 'null');
}

export function systemPrompt(request: ChatCompletionsRequest): string {
  return request.messages.find((message) => message.role === 'system')?.content ?? '';
}

export interface LanguageModelServer {
  origin: string;
  /** Every request received since the last reset, in order. */
  requests: ChatCompletionsRequest[];
  /** What the server answers from now on. */
  answer: (respond: ModelAnswer) => void;
  /** Forgets the requests and answers 500 until told otherwise. */
  reset: () => void;
  /** A client of this server with the given timeout. */
  model: (timeoutMs?: number) => LanguageModel;
  close: () => Promise<void>;
}

export async function startLanguageModelServer(): Promise<LanguageModelServer> {
  const requests: ChatCompletionsRequest[] = [];
  let respond: ModelAnswer = () => apiError(500);
  const server = await listenOnLoopback(async (request) => {
    const body = (await request.json()) as ChatCompletionsRequest;
    requests.push(body);
    return respond(body, requests.length);
  });
  return {
    origin: server.origin,
    requests,
    answer: (next) => {
      respond = next;
    },
    reset: () => {
      requests.length = 0;
      respond = () => apiError(500);
    },
    model: (timeoutMs = 5_000) => createLanguageModel({ baseUrl: `${server.origin}/v1`, apiKey: 'sk-test', model: 'gpt-test', timeoutMs }),
    close: () => server.close(),
  };
}
