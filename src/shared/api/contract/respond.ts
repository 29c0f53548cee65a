import { z } from 'zod/mini';

/*
 * The respondent's public API (no sign-in), shared by the server (server/modules/respond) and the participation page
 * (participate/). A participation link's token is the respondent's only key to its survey; a conversation token, made by
 * the page when the respondent first answers, is the only key to that conversation. Neither answer reveals anything
 * beyond its own link.
 *
 * What staff count (src/shared/api/contract/funnel.ts): opening a link stores nothing, and reading it (GET or HEAD) never
 * writes. The page reports a visit once it has loaded; the conversation, which is a response, is created with the
 * respondent's first answer, so a link preview, a crawler or someone who leaves without answering is never a response.
 *
 *   GET  /api/respond/{linkToken}                                   -> participationLink
 *   POST /api/respond/{linkToken}/visits                            -> 204 (counted while the schedule is open)
 *   POST /api/respond/{linkToken}/conversations    body: conversationStart -> conversation (201 new; 200 a retried start)
 *   GET  /api/respond/{linkToken}/conversations/{conversationToken} -> conversation (a reload continues it)
 *   POST /api/respond/{linkToken}/conversations/{conversationToken}/messages  body: respondentMessage -> conversation
 *   POST /api/respond/{linkToken}/conversations/{conversationToken}/finish    -> conversation (ends it early)
 *   POST /api/respond/{linkToken}/conversations/{conversationToken}/skip      body: followUpSkip -> conversation
 *
 * A multiple-choice, rating or NPS question comes with its quick replies (questionReply): the page offers them as a radio
 * group and sends the chosen one's value with its label as the message; a typed answer still works (the server reads
 * its value: answerValueOf in src/shared/api/contract/scores.ts). The assistant's follow-up to an answer may be skipped.
 *
 * Refusals are errorBody answers: 404 (unknown or deleted link, unknown conversation), 409 (schedule not open, or the
 * conversation already finished), 413 (message too long), 422 (bad body), 429 with Retry-After (too many requests or turns).
 */

/** Limits the server enforces and the page shows (a counter on the answer field). */
export const RESPOND_LIMITS = {
  /** Characters in one answer. */
  messageLength: 2000,
  /** Respondent messages in one conversation (one per question, then follow-ups or corrections). */
  respondentTurns: 12,
} as const;

/** What the page makes a conversation token of: 32 random bytes in base64url (43 characters, no padding). */
export const CONVERSATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a link's schedule stands now: only 'open' accepts conversations and answers. */
export const scheduleStates = ['not_started', 'open', 'ended'] as const;
export const scheduleState = z.enum(scheduleStates);
export type ScheduleState = z.infer<typeof scheduleState>;

/** The question types answered with a quick reply (VALUED_QUESTION_TYPES in scores.ts, which the page may not import). */
export const quickReplyTypes = ['multiple_choice', 'rating', 'nps'] as const;

/** How a question may be answered with one tap, in the link's language. */
export const questionReply = z.object({
  type: z.enum(quickReplyTypes),
  /** In order: a choice's options (value = the option's 1-based number), or a scale's numbers (value = the number). */
  choices: z.array(z.object({ value: z.int().check(z.nonnegative()), label: z.string() })),
  /** What a scale's lowest and highest numbers mean ('Very dissatisfied', 'Very satisfied'); null for a choice. */
  low_label: z.nullable(z.string()),
  high_label: z.nullable(z.string()),
});
export type QuestionReply = z.infer<typeof questionReply>;

export const participationLink = z.object({
  /** The language the respondent gets (BCP 47, e.g. 'es', 'pt-BR', 'ar'): the link's effective language. */
  language: z.string().check(z.minLength(2)),
  /** The survey's title in that language. */
  title: z.string(),
  /** How many questions the assistant will ask (the questions after the first arrive one at a time in the conversation). */
  question_count: z.int().check(z.positive()),
  /** The first question in that language: the page shows the greeting and it before anything is stored. */
  first_question: z.string(),
  /** Its quick replies; null for a text question. */
  first_question_reply: z.nullable(questionReply),
  schedule: scheduleState,
  /** UTC instants of the schedule, so the page can say when it opens or when it closed. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type ParticipationLink = z.infer<typeof participationLink>;

export const conversationRoles = ['assistant', 'respondent'] as const;

export const conversationMessage = z.object({
  /** 1-based place in the conversation. */
  position: z.int().check(z.positive()),
  role: z.enum(conversationRoles),
  content: z.string(),
  /** UTC instant, ISO 8601. */
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const conversation = z.object({
  /** Unguessable; the page keeps it (per link) to continue after a reload. */
  conversation_token: z.string().check(z.regex(CONVERSATION_TOKEN_PATTERN)),
  messages: z.array(conversationMessage),
  /** 1-based number of the question now awaiting an answer; null once every question is answered or it finished. */
  awaiting_question: z.nullable(z.int().check(z.positive())),
  /** The awaited question's quick replies; null for a text question, and while its follow-up awaits an answer. */
  awaiting_reply: z.nullable(questionReply),
  /** The assistant's follow-up awaits an answer: the page offers to skip it. */
  awaiting_follow_up: z.boolean(),
  finished: z.boolean(),
});
export type Conversation = z.infer<typeof conversation>;

export const respondentMessage = z.object({
  /** Made by the page for each message (a UUID): the same id sent again is stored once and answers the same result. */
  client_message_id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Expected a client message id (8 to 64 letters, digits or dashes)')),
  content: z.string().check(z.minLength(1), z.maxLength(RESPOND_LIMITS.messageLength)),
  /** The quick reply chosen (a choice's value); absent for a typed answer. */
  value: z.optional(z.int().check(z.nonnegative(), z.maximum(10))),
});
export type RespondentMessage = z.infer<typeof respondentMessage>;

/** Skips the follow-up of this question (1-based); sent again after it was skipped, it changes nothing. */
export const followUpSkip = z.object({
  question: z.int().check(z.positive(), z.maximum(100)),
});
export type FollowUpSkip = z.infer<typeof followUpSkip>;

/**
 * The respondent's first answer, which creates the conversation. The page makes the token (kept per link before it is
 * sent), so a start sent again after a lost answer continues the same conversation and stores the answer once.
 */
export const conversationStart = z.object({
  conversation_token: z.string().check(z.regex(CONVERSATION_TOKEN_PATTERN, 'Expected a conversation token (43 base64url characters)')),
  message: respondentMessage,
});
export type ConversationStart = z.infer<typeof conversationStart>;
