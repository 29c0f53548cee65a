/**
 * The scored answers of a survey counted in SQL (issue 26): a few hundred rows per survey whatever its number of
 * conversations, from which every scope, sibling, channel and week is summed (scores.ts). An answer is the respondent's
 * value-carrying message of a question, never its follow-up; the unique index on (submission, question) keeps it one
 * per conversation.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client.ts';
import { conversationLogs, countries, submissions } from '../../../db/schema.ts';

export interface ScoredAnswerCount {
  /** 1-based position of the question. */
  questionNumber: number;
  countryName: string;
  countryCode: string;
  channel: string;
  value: number;
  answers: number;
}

export interface WeeklyAnswerCount {
  questionNumber: number;
  countryName: string;
  /** The Monday the week starts on, yyyy-MM-dd in the survey's time zone. */
  week: string;
  value: number;
  answers: number;
}

const scoredAnswer = (surveyId: string) =>
  and(
    eq(submissions.surveyId, surveyId),
    eq(conversationLogs.role, 'respondent'),
    eq(conversationLogs.followUp, false),
    isNotNull(conversationLogs.answerValue),
    isNotNull(conversationLogs.questionNumber),
  );

/** The survey's scored answers per question, country, channel and value. */
export async function findScoredAnswerCounts(db: Db, surveyId: string): Promise<ScoredAnswerCount[]> {
  const rows = await db
    .select({
      questionNumber: conversationLogs.questionNumber,
      countryName: countries.name,
      countryCode: countries.isoCode,
      channel: submissions.channel,
      value: conversationLogs.answerValue,
      answers: sql<number>`count(*)::int`,
    })
    .from(conversationLogs)
    .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(scoredAnswer(surveyId))
    .groupBy(conversationLogs.questionNumber, countries.name, countries.isoCode, submissions.channel, conversationLogs.answerValue);
  return rows.map((row) => ({ ...row, questionNumber: row.questionNumber ?? 0, value: row.value ?? 0 }));
}

/**
 * The survey's scored answers per question, country, week and value; a week starts on Monday 00:00 in `timeZone` (the
 * survey's), and an answer counts in the week it was given.
 */
export async function findWeeklyAnswerCounts(db: Db, surveyId: string, timeZone: string): Promise<WeeklyAnswerCount[]> {
  const week = sql<string>`to_char(date_trunc('week', ${conversationLogs.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      questionNumber: conversationLogs.questionNumber,
      countryName: countries.name,
      week,
      value: conversationLogs.answerValue,
      answers: sql<number>`count(*)::int`,
    })
    .from(conversationLogs)
    .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(scoredAnswer(surveyId))
    // By position: the week's expression carries the time zone as a parameter, and two parameters are two expressions.
    .groupBy(sql`1, 2, 3, 4`);
  return rows.map((row) => ({ ...row, questionNumber: row.questionNumber ?? 0, value: row.value ?? 0 }));
}
