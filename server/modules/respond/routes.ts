import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod/mini';
import { limitRequestBody } from '../../http/bodyLimit.ts';

import { conversationStart, followUpSkip, RESPOND_LIMITS, respondentMessage } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import type { LanguageModel } from '../../llm/index.ts';
import { errorBodyResponse, notFound } from '../../http/errors.ts';
import { createRateLimit } from '../../http/rateLimit.ts';
import {
  CONVERSATION_NOT_FOUND,
  type ConversationOutcome,
  finishConversation,
  isConversationToken,
  isLinkToken,
  LINK_NOT_FOUND,
  openLink,
  readConversation,
  recordVisit,
  sendMessage,
  skipFollowUp,
} from './service.ts';

/** The respondent's public API (src/shared/api/contract/respond.ts); no sign-in, the tokens are the keys. */
export const RESPOND_API_PREFIX = '/api/respond';

/** Well above a longest answer (2,000 characters, each up to 6 bytes as a JSON escape), far below a memory problem. */
const MESSAGE_BODY_LIMIT = 16 * 1024;
/** Per conversation and minute, on top of the per-address limit: a person answers far slower than this. */
export const CONVERSATION_REQUESTS_PER_MINUTE = 30;

const CONVERSATION = '/:linkToken/conversations/:conversationToken';

type Tokens = { link: string; conversation: string };

/** Both tokens of a conversation call, or undefined when either is not the shape we issue (answered 404, unread). */
function conversationTokens(c: Context<AppEnv>): Tokens | undefined {
  const link = c.req.param('linkToken') ?? '';
  const conversation = c.req.param('conversationToken') ?? '';
  return isLinkToken(link) && isConversationToken(conversation) ? { link, conversation } : undefined;
}

/** A respondent's refusal answers `detail` alone: the participation page words a refusal by its status, in its own catalogue. */
function refuse(c: Context<AppEnv>, status: ContentfulStatusCode, detail: string): Response {
  return errorBodyResponse(c, status, { detail });
}

function answer(c: Context<AppEnv>, outcome: ConversationOutcome): Response {
  if (outcome.kind === 'conversation') return c.json(outcome.conversation, outcome.created ? 201 : 200);
  if (outcome.retryAfterSeconds !== undefined) c.header('Retry-After', String(outcome.retryAfterSeconds));
  return refuse(c, outcome.status, outcome.detail);
}

/** The first problem of a message body, as the surveys routes word it (`field: message`). */
function bodyProblem(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const [issue] = issues;
  return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'Invalid message'}`;
}

/** The text of a message, as sent (before or after parsing); undefined when there is none. */
function contentOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || !('content' in message)) return undefined;
  return typeof message.content === 'string' ? message.content : undefined;
}

const wholeBody = (body: unknown) => body;
const messageField = (body: unknown) => (typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined);

/**
 * The body of a send (the message itself) or of a first answer (the message in `message`), or its refusal: an
 * over-long answer is "too large" (413), as the contract says, not a malformed body (422).
 */
async function readBody<T>(c: Context<AppEnv>, schema: z.ZodMiniType<T>, messageOf: (body: unknown) => unknown): Promise<{ data: T } | { refusal: Response }> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) return { refusal: refuse(c, 422, 'body: not JSON') };
  if ((contentOf(messageOf(body))?.length ?? 0) > RESPOND_LIMITS.messageLength) {
    return { refusal: refuse(c, 413, `content: at most ${RESPOND_LIMITS.messageLength} characters`) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { refusal: refuse(c, 422, bodyProblem(parsed.error.issues)) };
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
  if (contentOf(messageOf(parsed.data))?.includes('\0')) return { refusal: refuse(c, 422, 'content: contains a NUL character') };
  return { data: parsed.data };
}

/**
 * The calls of src/shared/api/contract/respond.ts, mounted at /api/respond before requireUser and behind the per-address
 * rate limit (server/app.ts). Malformed tokens answer 404 without a query; an unknown link, a deleted survey's link and
 * a conversation of another link all answer the same 404, so nothing is learnt about other surveys.
 */
export function createRespondRoutes({
  db,
  sharedCounters,
  languageModel,
}: {
  db: Db;
  sharedCounters?: Db;
  /** LANGUAGE_MODEL's model: the assistant may then ask one follow-up per question. */
  languageModel?: LanguageModel;
}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const perConversation = createRateLimit({
    sharedCounters,
    windowMs: 60_000,
    limit: CONVERSATION_REQUESTS_PER_MINUTE,
    keyPrefix: 'conversation',
    key: (c) => c.req.param('conversationToken') ?? '',
  });
  const messageBodyLimit = limitRequestBody(MESSAGE_BODY_LIMIT);

  // Conversations are the respondent's words: no cache keeps them.
  routes.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  routes.get('/:linkToken', async (c) => {
    const token = c.req.param('linkToken');
    const link = isLinkToken(token) ? await openLink(db, token, new Date()) : undefined;
    return link ? c.json(link) : refuse(c, 404, LINK_NOT_FOUND);
  });

  // A POST, so that no GET or HEAD of a link (a preview, a crawler, a prefetch) ever writes.
  routes.post('/:linkToken/visits', async (c) => {
    const token = c.req.param('linkToken');
    const known = isLinkToken(token) && (await recordVisit(db, token, new Date()));
    return known ? c.body(null, 204) : refuse(c, 404, LINK_NOT_FOUND);
  });

  routes.post('/:linkToken/conversations', messageBodyLimit, async (c) => {
    const token = c.req.param('linkToken');
    if (!isLinkToken(token)) return refuse(c, 404, LINK_NOT_FOUND);
    const read = await readBody(c, conversationStart, messageField);
    if ('refusal' in read) return read.refusal;
    const { conversation_token: conversationToken, message } = read.data;
    const assistant = { languageModel, logger: c.var.logger };
    return answer(c, await sendMessage(db, token, conversationToken, message, new Date(), assistant, { start: true }));
  });

  routes.get(CONVERSATION, perConversation, async (c) => {
    const tokens = conversationTokens(c);
    if (!tokens) return refuse(c, 404, CONVERSATION_NOT_FOUND);
    return answer(c, await readConversation(db, tokens.link, tokens.conversation));
  });

  routes.post(`${CONVERSATION}/messages`, perConversation, messageBodyLimit, async (c) => {
    const tokens = conversationTokens(c);
    if (!tokens) return refuse(c, 404, CONVERSATION_NOT_FOUND);
    const read = await readBody(c, respondentMessage, wholeBody);
    if ('refusal' in read) return read.refusal;
    const assistant = { languageModel, logger: c.var.logger };
    return answer(c, await sendMessage(db, tokens.link, tokens.conversation, read.data, new Date(), assistant));
  });

  routes.post(`${CONVERSATION}/finish`, perConversation, async (c) => {
    const tokens = conversationTokens(c);
    if (!tokens) return refuse(c, 404, CONVERSATION_NOT_FOUND);
    return answer(c, await finishConversation(db, tokens.link, tokens.conversation, new Date()));
  });

  routes.post(`${CONVERSATION}/skip`, perConversation, messageBodyLimit, async (c) => {
    const tokens = conversationTokens(c);
    if (!tokens) return refuse(c, 404, CONVERSATION_NOT_FOUND);
    const read = await readBody(c, followUpSkip, wholeBody);
    if ('refusal' in read) return read.refusal;
    return answer(c, await skipFollowUp(db, tokens.link, tokens.conversation, read.data.question, new Date()));
  });

  // Anything else under /api/respond is not found, not "sign in" (requireUser guards the rest of /api).
  routes.all('*', notFound);

  return routes;
}
