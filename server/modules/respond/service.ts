import { createHash, randomBytes } from 'node:crypto';

import type { Logger } from 'pino';

import {
  type Conversation,
  CONVERSATION_TOKEN_PATTERN,
  type ParticipationLink,
  RESPOND_LIMITS,
  type RespondentMessage,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { LanguageModel } from '../../llm/index.ts';
import { openingLines } from '../../../src/shared/config/respondent-messages/index.ts';
import { proposeFollowUp } from './followUp.ts';
import { type ConversationProgress, conversationProgress } from './progress.ts';
import {
  type ConversationState,
  findConversation,
  findLink,
  findMessages,
  hasClientMessage,
  insertAssistantMessages,
  insertRespondentMessage,
  insertSubmission,
  type LinkRow,
  countVisit,
  lockConversation,
  markAnswered,
  markEndedEarly,
  type Transaction,
} from './queries.ts';
import { scheduleAt } from './schedule.ts';
import { answerValueFor, invitesWhy, loadScript, NOT_A_CHOICE, type Script } from './script.ts';

/*
 * The respondent's side of a survey: the assistant greets, asks each question in the link's language, and thanks after
 * the last answer. Nothing is stored before the respondent's first answer, which creates the conversation with the
 * greeting and the first question (src/shared/api/contract/funnel.ts: a stored conversation is a response). With a language model it may ask one short follow-up to an answer (followUp.ts holds its rules); the
 * answer to it counts for the same question. What is stored is bounded for anyone who holds no account: a conversation
 * holds at most 2 + 2 x RESPOND_LIMITS.respondentTurns + 1 messages of at most RESPOND_LIMITS.messageLength characters
 * from the respondent (the assistant writes catalogue texts, the survey's questions and follow-ups of at most
 * FOLLOW_UP_MAX_LENGTH characters), and the number of conversations a client can start is bounded by the per-address
 * rate limit on every respondent call (server/app.ts).
 */

/** Participation link tokens as surveys are created with them (22 base64url characters) and as links have been made. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
export const isLinkToken = (token: string): boolean => LINK_TOKEN.test(token);
export const isConversationToken = (token: string): boolean => CONVERSATION_TOKEN_PATTERN.test(token);

export const LINK_NOT_FOUND = 'Survey link not found';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const NOT_STARTED = 'This survey has not started yet.';
const ENDED = 'This survey has ended.';
const FINISHED = 'This conversation has already finished.';
const TOO_MANY_TURNS = `This conversation has reached its limit of ${RESPOND_LIMITS.respondentTurns} messages.`;
/**
 * The turn limit never lifts, but the contract promises Retry-After with every 429: a day says "not soon" to a page
 * that would retry on its own.
 */
const TURN_LIMIT_RETRY_AFTER_SECONDS = 24 * 60 * 60;

export type Refusal = { kind: 'refused'; status: 404 | 409 | 422 | 429; detail: string; retryAfterSeconds?: number };
/** `created`: this call stored the conversation (its first answer); a retried start continues the stored one. */
export type ConversationOutcome = { kind: 'conversation'; conversation: Conversation; created?: boolean } | Refusal;

const refused = (status: Refusal['status'], detail: string, retryAfterSeconds?: number): Refusal => ({
  kind: 'refused',
  status,
  detail,
  ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
});

/** Only the hash is stored (submissions.respondent_token_hash): the token in the page's hands is the only key. */
export function hashConversationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link the respondent can use; a survey without questions (possible only in hand-made rows) leads nowhere. */
async function usableLink(db: Db, token: string): Promise<LinkRow | undefined> {
  const link = await findLink(db, token);
  return link && link.questionCount > 0 ? link : undefined;
}

function closedRefusal(link: LinkRow, now: Date): Refusal | undefined {
  const { state } = scheduleAt(link, now);
  if (state === 'not_started') return refused(409, NOT_STARTED);
  if (state === 'ended') return refused(409, ENDED);
  return undefined;
}

const isEnded = (state: ConversationState) => state.finished || state.endedAt !== null;

/**
 * The conversation as the page shows it: every message in order, which question awaits its answer with its quick
 * replies, or whether the question's follow-up does.
 */
async function conversationOf(db: Pick<Db, 'select'>, token: string, state: ConversationState, script: Script): Promise<Conversation> {
  const messages = await findMessages(db, state.submissionId);
  const { question, answeringFollowUp } = conversationProgress(messages);
  const ended = isEnded(state);
  const awaiting = ended || question > script.questions.length ? null : question;
  return {
    conversation_token: token,
    messages: messages.map((message) => ({
      position: message.position,
      role: message.role,
      content: message.content,
      created_at: message.createdAt.toISOString(),
    })),
    awaiting_question: awaiting,
    awaiting_reply: awaiting === null || answeringFollowUp ? null : (script.questions[awaiting - 1]?.reply ?? null),
    awaiting_follow_up: awaiting !== null && answeringFollowUp,
    finished: ended,
  };
}

/** The link's language, its survey's title in that language and where its schedule stands; undefined for no link. */
export async function openLink(db: Db, token: string, now: Date): Promise<ParticipationLink | undefined> {
  const link = await usableLink(db, token);
  if (!link) return undefined;
  const schedule = scheduleAt(link, now);
  const [firstQuestion] = (await loadScript(db, link)).questions;
  return {
    language: link.language,
    title: link.translatedTitle ?? link.sourceTitle,
    question_count: link.questionCount,
    first_question: firstQuestion?.asked ?? '',
    first_question_reply: firstQuestion?.reply ?? null,
    schedule: schedule.state,
    starts_at: schedule.startsAt.toISOString(),
    ends_at: schedule.endsAt.toISOString(),
  };
}

/**
 * Counts a visit of the participation page (a counter on the link, nothing about the visitor) while the schedule is
 * open: a visit before the start or after the end is not one to the survey. False for no link.
 */
export async function recordVisit(db: Db, token: string, now: Date): Promise<boolean> {
  const link = await usableLink(db, token);
  if (!link) return false;
  if (scheduleAt(link, now).state === 'open') await countVisit(db, link.id);
  return true;
}

/**
 * The conversation row with the greeting and the first question, made for the respondent's first answer; when the
 * token's conversation exists already (a retried start, also one racing this) that one, locked; undefined when the
 * token belongs to another link.
 */
async function createConversation(
  tx: Transaction,
  link: LinkRow,
  tokenHash: string,
  script: Script,
): Promise<{ state: ConversationState | undefined; created: boolean }> {
  const submissionId = randomBytes(16).toString('base64url');
  if (!(await insertSubmission(tx, { id: submissionId, link, tokenHash }))) {
    return { state: await lockConversation(tx, tokenHash, link.id), created: false };
  }
  const [greeting, firstQuestion] = openingLines(script.texts.greeting, link.translatedTitle ?? link.sourceTitle, script.questions[0]?.asked ?? '');
  await insertAssistantMessages(tx, submissionId, [
    { position: 1, role: 'assistant', content: greeting },
    { position: 2, role: 'assistant', content: firstQuestion, questionNumber: 1 },
  ]);
  return { state: { submissionId, finished: false, endedAt: null }, created: true };
}

/** The conversation the token opens on this link (a reload continues it). */
export async function readConversation(db: Db, linkToken: string, conversationToken: string): Promise<ConversationOutcome> {
  const link = await usableLink(db, linkToken);
  if (!link) return refused(404, LINK_NOT_FOUND);
  const state = await findConversation(db, hashConversationToken(conversationToken), link.id);
  if (!state) return refused(404, CONVERSATION_NOT_FOUND);
  return { kind: 'conversation', conversation: await conversationOf(db, conversationToken, state, await loadScript(db, link)) };
}

export interface AssistantOptions {
  /** LANGUAGE_MODEL's model, for follow-ups; without one the assistant is scripted. */
  languageModel?: LanguageModel;
  /** Where a model's failure is told (the request's logger). */
  logger?: Logger;
}

/** The respondent's message is stored and the model is asked for a follow-up; the reply is written after. */
interface AwaitingFollowUp {
  kind: 'awaiting_follow_up';
  model: LanguageModel;
  question: number;
  /** The stored message's position: the reply is written only while it is still the last message. */
  position: number;
  /** The answer carries a score: when the model asks nothing, the scripted 'Why?' is asked. */
  invitesWhy: boolean;
}

/**
 * The scripted reply to an answer of question `answered`: the next question, or the thanks after the last, which ends
 * the conversation. Answers the state after it.
 */
async function writeScriptedReply(
  tx: Transaction,
  state: ConversationState,
  { answered, position }: { answered: number; position: number },
  script: Script,
  now: Date,
): Promise<ConversationState> {
  const next = answered + 1;
  const finished = next > script.questions.length;
  await insertAssistantMessages(tx, state.submissionId, [
    finished
      ? { position, role: 'assistant', content: script.texts.thanks }
      : { position, role: 'assistant', content: script.questions[next - 1]?.asked ?? '', questionNumber: next },
  ]);
  await markAnswered(tx, state.submissionId, finished);
  return finished ? { ...state, finished: true, endedAt: now } : state;
}

/**
 * The scripted 'Why?' after a rating or NPS answer: the question's one follow-up, which the respondent may answer or
 * skip (skipFollowUp).
 */
async function writeWhyFollowUp(tx: Transaction, state: ConversationState, { question, position }: { question: number; position: number }, script: Script) {
  await insertAssistantMessages(tx, state.submissionId, [
    { position, role: 'assistant', content: script.texts.whyScore, questionNumber: question, followUp: true },
  ]);
  await markAnswered(tx, state.submissionId, false);
}

/**
 * The reply still owed to the respondent's last message (its request is waiting for the model, or died waiting),
 * written now and scripted: whoever writes first wins, so a message never gets two replies nor a second follow-up.
 */
async function settlePendingReply(tx: Transaction, state: ConversationState, progress: ConversationProgress, script: Script, now: Date) {
  if (!progress.replyPending) return state;
  return writeScriptedReply(tx, state, { answered: progress.question, position: progress.lastPosition + 1 }, script, now);
}

/**
 * A follow-up to the answer just stored: once per question, never to a follow-up's answer, and only while the turn
 * limit leaves room for its answer and for every question still to come.
 */
function mayFollowUp(progress: ConversationProgress, questionCount: number): boolean {
  if (progress.answeringFollowUp || progress.followUpAsked || progress.question > questionCount) return false;
  const withThisAnswer = progress.respondentMessages + 1;
  const turnsNeeded = withThisAnswer + 1 + (questionCount - progress.question);
  return turnsNeeded <= RESPOND_LIMITS.respondentTurns;
}

/**
 * Stores the respondent's message and the assistant's reply: the next question, the thanks after the last answer, or
 * (with a language model) one follow-up. With `start`, the first answer: the conversation is created with it (in the
 * same transaction, so no conversation is ever stored without an answer) unless the token's one exists. Without a model, or for a follow-up's answer, both are written in one
 * transaction. Otherwise the message is committed first, the model is asked with no row locked, and the reply is
 * written in a second transaction unless another request has replied meanwhile. A message whose client id is stored
 * already stores nothing and answers the conversation as it stands (writing, scripted, a reply its first send still
 * owes); the refusals (finished, closed, too many turns) store no message either.
 */
export async function sendMessage(
  db: Db,
  linkToken: string,
  conversationToken: string,
  message: RespondentMessage,
  now: Date,
  { languageModel, logger }: AssistantOptions = {},
  { start = false }: { start?: boolean } = {},
): Promise<ConversationOutcome> {
  const link = await usableLink(db, linkToken);
  if (!link) return refused(404, LINK_NOT_FOUND);
  const script = await loadScript(db, link);
  let created = false;
  const answer = async (tx: Transaction, current: ConversationState): Promise<ConversationOutcome> => ({
    kind: 'conversation',
    conversation: await conversationOf(tx, conversationToken, current, script),
    created,
  });
  const tokenHash = hashConversationToken(conversationToken);

  const stored = await db.transaction(async (tx): Promise<ConversationOutcome | AwaitingFollowUp> => {
    let state = await lockConversation(tx, tokenHash, link.id);
    if (!state && start) {
      const closed = closedRefusal(link, now);
      if (closed) return closed;
      // Refused before anything is written: no conversation is stored for an answer that is refused.
      if (answerValueFor(script.questions[0], message) === undefined) return refused(422, NOT_A_CHOICE);
      ({ state, created } = await createConversation(tx, link, tokenHash, script));
    }
    if (!state) return refused(404, CONVERSATION_NOT_FOUND);
    const progress = conversationProgress(await findMessages(tx, state.submissionId));
    if (await hasClientMessage(tx, state.submissionId, message.client_message_id)) {
      return answer(tx, isEnded(state) ? state : await settlePendingReply(tx, state, progress, script, now));
    }
    if (isEnded(state)) return refused(409, FINISHED);
    const closed = closedRefusal(link, now);
    if (closed) return closed;
    // Sent before the previous message's reply came: it answers what that reply asks, as without a model.
    const current = await settlePendingReply(tx, state, progress, script, now);
    if (isEnded(current)) return refused(409, FINISHED);
    const settled = progress.replyPending ? conversationProgress(await findMessages(tx, state.submissionId)) : progress;
    if (settled.respondentMessages >= RESPOND_LIMITS.respondentTurns) return refused(429, TOO_MANY_TURNS, TURN_LIMIT_RETRY_AFTER_SECONDS);

    // A follow-up's answer is words: only the question's own answer has a value.
    const question = settled.answeringFollowUp ? undefined : script.questions[settled.question - 1];
    const answerValue = answerValueFor(question, message);
    if (answerValue === undefined) return refused(422, NOT_A_CHOICE);
    const position = settled.lastPosition + 1;
    const inserted = await insertRespondentMessage(tx, state.submissionId, {
      position,
      role: 'respondent',
      content: message.content,
      clientMessageId: message.client_message_id,
      questionNumber: settled.question,
      followUp: settled.answeringFollowUp,
      answerValue,
    });
    if (!inserted) return answer(tx, current);
    const followUpAllowed = mayFollowUp(settled, link.questionCount);
    const whyInvited = followUpAllowed && invitesWhy(question, answerValue);
    if (languageModel && followUpAllowed) {
      await markAnswered(tx, state.submissionId, false);
      return { kind: 'awaiting_follow_up', model: languageModel, question: settled.question, position, invitesWhy: whyInvited };
    }
    if (whyInvited) {
      await writeWhyFollowUp(tx, state, { question: settled.question, position: position + 1 }, script);
      return answer(tx, current);
    }
    return answer(tx, await writeScriptedReply(tx, current, { answered: settled.question, position: position + 1 }, script, now));
  });
  if (stored.kind !== 'awaiting_follow_up') return stored;

  // Outside any transaction: the model may take seconds, and no row stays locked while it thinks.
  const question = script.questions[stored.question - 1]?.asked ?? '';
  const followUp = await proposeFollowUp(stored.model, { language: link.language, question, answer: message.content }, logger);
  return db.transaction(async (tx): Promise<ConversationOutcome> => {
    const state = await lockConversation(tx, hashConversationToken(conversationToken), link.id);
    if (!state) return refused(404, CONVERSATION_NOT_FOUND);
    const progress = conversationProgress(await findMessages(tx, state.submissionId));
    // A retry, the next message or finishing early has replied meanwhile: that reply stands.
    if (isEnded(state) || !progress.replyPending || progress.lastRespondentPosition !== stored.position) return answer(tx, state);
    if (followUp === undefined && stored.invitesWhy) {
      await writeWhyFollowUp(tx, state, { question: stored.question, position: progress.lastPosition + 1 }, script);
      return answer(tx, state);
    }
    if (followUp === undefined) return answer(tx, await settlePendingReply(tx, state, progress, script, now));
    await insertAssistantMessages(tx, state.submissionId, [
      { position: progress.lastPosition + 1, role: 'assistant', content: followUp, questionNumber: stored.question, followUp: true },
    ]);
    return answer(tx, state);
  });
}

/** What a call that acts on an open conversation gets: its row locked, where it stands, and its script. */
interface OpenConversation {
  tx: Transaction;
  state: ConversationState;
  progress: ConversationProgress;
  script: Script;
}

/**
 * Runs `act` on the token's conversation with its row locked, once it is known to be open: an ended conversation is
 * answered unchanged, and one whose schedule has closed is refused. `act` answers the state it leaves.
 */
async function actOnOpenConversation(
  db: Db,
  linkToken: string,
  conversationToken: string,
  now: Date,
  act: (open: OpenConversation) => Promise<ConversationState>,
): Promise<ConversationOutcome> {
  const link = await usableLink(db, linkToken);
  if (!link) return refused(404, LINK_NOT_FOUND);
  const script = await loadScript(db, link);
  return db.transaction(async (tx): Promise<ConversationOutcome> => {
    const state = await lockConversation(tx, hashConversationToken(conversationToken), link.id);
    if (!state) return refused(404, CONVERSATION_NOT_FOUND);
    const answer = async (current: ConversationState): Promise<ConversationOutcome> => ({
      kind: 'conversation',
      conversation: await conversationOf(tx, conversationToken, current, script),
    });
    if (isEnded(state)) return answer(state);
    const closed = closedRefusal(link, now);
    if (closed) return closed;
    const progress = conversationProgress(await findMessages(tx, state.submissionId));
    return answer(await act({ tx, state, progress, script }));
  });
}

/** Ends the conversation before the last answer (the assistant's closing line); an ended one is answered unchanged. */
export function finishConversation(db: Db, linkToken: string, conversationToken: string, now: Date): Promise<ConversationOutcome> {
  return actOnOpenConversation(db, linkToken, conversationToken, now, async ({ tx, state, progress, script }) => {
    await insertAssistantMessages(tx, state.submissionId, [
      { position: progress.lastPosition + 1, role: 'assistant', content: script.texts.endedEarly },
    ]);
    await markEndedEarly(tx, state.submissionId);
    return { ...state, endedAt: now };
  });
}

/**
 * Skips the follow-up of `question`: the assistant asks the next question (or thanks after the last) as if the follow-up
 * had been answered, and no respondent message is stored. Only while that follow-up awaits its answer: sent again, or
 * after the respondent answered meanwhile, it answers the conversation unchanged.
 */
export function skipFollowUp(db: Db, linkToken: string, conversationToken: string, question: number, now: Date): Promise<ConversationOutcome> {
  return actOnOpenConversation(db, linkToken, conversationToken, now, async ({ tx, state, progress, script }) => {
    if (!progress.answeringFollowUp || progress.question !== question) return state;
    return writeScriptedReply(tx, state, { answered: question, position: progress.lastPosition + 1 }, script, now);
  });
}
