import { and, asc, count, eq, sql } from 'drizzle-orm';

import { optionTranslationItem, type QuestionType } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { conversationLogs, type ConversationRole, submissions, surveyLinks, surveyQuestions, surveys, surveyTranslations } from '../../db/schema.ts';

type Reader = Pick<Db, 'select'>;
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether a participation link with this token exists (a deleted survey's links are deleted with it). */
export async function linkExists(db: Reader, token: string): Promise<boolean> {
  const [row] = await db.select({ id: surveyLinks.id }).from(surveyLinks).where(eq(surveyLinks.token, token));
  return row !== undefined;
}

/** A link with what the respondent's side needs of its survey: language, title in that language, schedule, questions. */
export async function findLink(db: Reader, token: string) {
  const [link] = await db
    .select({
      id: surveyLinks.id,
      surveyId: surveyLinks.surveyId,
      countryId: surveyLinks.countryId,
      languageCode: surveyLinks.languageCode,
      channel: surveyLinks.channel,
      language: sql<string>`coalesce(${surveyLinks.effectiveLanguage}, ${surveys.sourceLanguage})`,
      sourceTitle: surveys.title,
      translatedTitle: surveyTranslations.text,
      startDate: surveys.startDate,
      startTime: surveys.startTime,
      endDate: surveys.endDate,
      endTime: surveys.endTime,
      timezone: surveys.timezone,
      questionCount: sql<number>`(select count(*)::int from ${surveyQuestions} where ${surveyQuestions.surveyId} = ${surveys.id})`,
    })
    .from(surveyLinks)
    .innerJoin(surveys, eq(surveys.id, surveyLinks.surveyId))
    .leftJoin(
      surveyTranslations,
      and(
        eq(surveyTranslations.surveyId, surveys.id),
        eq(surveyTranslations.locale, sql`coalesce(${surveyLinks.effectiveLanguage}, ${surveys.sourceLanguage})`),
        eq(surveyTranslations.item, 'title'),
      ),
    )
    .where(eq(surveyLinks.token, token));
  return link;
}

export type LinkRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

export interface QuestionInLanguage {
  type: QuestionType;
  /** The wording in the link's language where translated, else as written. */
  text: string;
  /** A choice's options in the link's language where translated (each on its own), else as written. */
  options: string[];
  /** The options as written: a typed answer in the source language is read too. */
  sourceOptions: string[];
}

/** The survey's questions in the order asked, each in `language` where translated, else as written. */
export async function findQuestions(db: Reader, surveyId: string, language: string): Promise<QuestionInLanguage[]> {
  const [questions, translations] = await Promise.all([
    db
      .select({ questionId: surveyQuestions.questionId, text: surveyQuestions.text, type: surveyQuestions.type, options: surveyQuestions.options })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position)),
    db
      .select({ item: surveyTranslations.item, text: surveyTranslations.text })
      .from(surveyTranslations)
      .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.locale, language))),
  ]);
  const translated = new Map(translations.map((row) => [row.item, row.text]));
  return questions.map((question) => ({
    type: question.type,
    text: translated.get(question.questionId) ?? question.text,
    options: question.options.map((option, index) => translated.get(optionTranslationItem(question.questionId, index + 1)) ?? option),
    sourceOptions: question.options,
  }));
}

export interface ConversationState {
  submissionId: string;
  finished: boolean;
  endedAt: Date | null;
}

const conversationColumns = { submissionId: submissions.id, finished: submissions.finished, endedAt: submissions.endedAt };

function ofLink(tokenHash: string, linkId: number) {
  return and(eq(submissions.respondentTokenHash, tokenHash), eq(submissions.linkId, linkId));
}

/** The conversation of this link that the token (by its hash) opens; undefined for any other token. */
export async function findConversation(db: Reader, tokenHash: string, linkId: number): Promise<ConversationState | undefined> {
  const [row] = await db.select(conversationColumns).from(submissions).where(ofLink(tokenHash, linkId));
  return row;
}

/**
 * The same, with its submission row locked until the transaction ends: two writes to one conversation (a retried send
 * racing the first) take turns, so the second sees what the first stored and positions never collide.
 */
export async function lockConversation(tx: Transaction, tokenHash: string, linkId: number): Promise<ConversationState | undefined> {
  const [row] = await tx.select(conversationColumns).from(submissions).where(ofLink(tokenHash, linkId)).for('update');
  return row;
}

export async function findMessages(db: Reader, submissionId: string) {
  return db
    .select({
      position: conversationLogs.position,
      role: conversationLogs.role,
      content: conversationLogs.content,
      createdAt: conversationLogs.createdAt,
      questionNumber: conversationLogs.questionNumber,
      followUp: conversationLogs.followUp,
    })
    .from(conversationLogs)
    .where(eq(conversationLogs.submissionId, submissionId))
    .orderBy(asc(conversationLogs.position));
}

export async function hasClientMessage(tx: Transaction, submissionId: string, clientMessageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ found: count() })
    .from(conversationLogs)
    .where(and(eq(conversationLogs.submissionId, submissionId), eq(conversationLogs.clientMessageId, clientMessageId)));
  return (row?.found ?? 0) > 0;
}

export interface NewSubmission {
  id: string;
  link: Pick<LinkRow, 'id' | 'surveyId' | 'countryId' | 'languageCode' | 'channel'>;
  tokenHash: string;
}

/**
 * Stores a submission unless one holds this token hash already (then nothing, and false): the unique index decides, so
 * two first answers racing with one token make one conversation.
 */
export async function insertSubmission(tx: Transaction, { id, link, tokenHash }: NewSubmission): Promise<boolean> {
  const inserted = await tx
    .insert(submissions)
    .values({
      id,
      surveyId: link.surveyId,
      linkId: link.id,
      countryId: link.countryId,
      languageCode: link.languageCode,
      channel: link.channel,
      respondentTokenHash: tokenHash,
    })
    .onConflictDoNothing({ target: submissions.respondentTokenHash })
    .returning({ id: submissions.id });
  return inserted.length > 0;
}

/** One more visit of the link: a single-row increment, no read. */
export async function countVisit(db: Pick<Db, 'update'>, linkId: number): Promise<void> {
  await db
    .update(surveyLinks)
    .set({ visits: sql`${surveyLinks.visits} + 1` })
    .where(eq(surveyLinks.id, linkId));
}

export interface NewMessage {
  position: number;
  role: ConversationRole;
  content: string;
  clientMessageId?: string;
  /** The survey question the message belongs to (server/db/schema.ts). */
  questionNumber?: number;
  followUp?: boolean;
  /** A respondent's answer to a multiple-choice, rating or NPS question, as its value (scores.ts). */
  answerValue?: number | null;
}

export async function insertAssistantMessages(tx: Transaction, submissionId: string, messages: readonly NewMessage[]): Promise<void> {
  await tx.insert(conversationLogs).values(messages.map((message) => ({ ...message, submissionId })));
}

/**
 * Stores a respondent's message unless one with its client id is stored already (then nothing, and false): the unique
 * index on (submission_id, client_message_id) decides, so not even a race can store a retried send twice.
 */
export async function insertRespondentMessage(tx: Transaction, submissionId: string, message: NewMessage): Promise<boolean> {
  const inserted = await tx
    .insert(conversationLogs)
    .values({ ...message, submissionId })
    .onConflictDoNothing({ target: [conversationLogs.submissionId, conversationLogs.clientMessageId] })
    .returning({ id: conversationLogs.id });
  return inserted.length > 0;
}

/** After a respondent's message: it is the submission's latest; the conversation ends with the last answer. */
export async function markAnswered(tx: Transaction, submissionId: string, lastAnswer: boolean): Promise<void> {
  await tx
    .update(submissions)
    .set({
      submittedAt: sql`now()`,
      ...(lastAnswer && { finished: true, endedAt: sql`now()` }),
    })
    .where(eq(submissions.id, submissionId));
}

/** Ended before the last answer: `finished` stays false (not every question was answered). */
export async function markEndedEarly(tx: Transaction, submissionId: string): Promise<void> {
  await tx.update(submissions).set({ endedAt: sql`now()` }).where(eq(submissions.id, submissionId));
}
