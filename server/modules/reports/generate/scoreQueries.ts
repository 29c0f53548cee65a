/**
 * The scored answers of a survey counted in SQL (issue 26): a few thousand rows per survey whatever its number of
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
  /**
   * The Monday the answer's week starts on, yyyy-MM-dd in the survey's time zone: a week starts on Monday 00:00 there,
   * and an answer counts in the week it was given.
   */
  week: string;
  value: number;
  answers: number;
}

/** The survey's scored answers per question, country, channel, week and value. */
export async function findScoredAnswerCounts(db: Db, surveyId: string, timeZone: string): Promise<ScoredAnswerCount[]> {
  // Counted per country id before the countries are joined: on tables never analysed (PGlite has no autovacuum) the
  // planner expects a handful of answers and would otherwise compare each with every country.
  const counted = db
    .select({
      questionNumber: sql<number>`${conversationLogs.questionNumber}`.as('question_number'),
      countryId: sql<number>`${submissions.countryId}`.as('country_id'),
      channel: sql<string>`${submissions.channel}`.as('channel'),
      week: sql<string>`to_char(date_trunc('week', ${conversationLogs.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`.as('week'),
      value: sql<number>`${conversationLogs.answerValue}`.as('value'),
      answers: sql<number>`count(*)::int`.as('answers'),
    })
    .from(conversationLogs)
    .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
    .where(
      and(
        eq(submissions.surveyId, surveyId),
        eq(conversationLogs.role, 'respondent'),
        eq(conversationLogs.followUp, false),
        isNotNull(conversationLogs.answerValue),
        isNotNull(conversationLogs.questionNumber),
      ),
    )
    // By position: the week's expression carries the time zone as a parameter, and two parameters are two expressions.
    .groupBy(sql`1, 2, 3, 4, 5`)
    .as('counted');
  return db
    .select({
      questionNumber: counted.questionNumber,
      countryName: countries.name,
      countryCode: countries.isoCode,
      channel: counted.channel,
      week: counted.week,
      value: counted.value,
      answers: counted.answers,
    })
    .from(counted)
    .innerJoin(countries, eq(countries.id, counted.countryId));
}
