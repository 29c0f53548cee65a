import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { insertScoredSurvey, SCORED_SURVEY_ID } from '../testing/scoredSubmissions.ts';
import { insertSurveyTestData } from '../testing/surveys.ts';
import { conversationLogs, scoreTallies, submissions, surveys } from './schema.ts';

/**
 * The score tallies (migration 0013) against a count of the scored answers themselves, after every kind of write: they
 * must always be equal, or the Dashboard's CSAT would not be true.
 */
describe.each(testTargets)('the score tallies on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
    await insertScoredSurvey(database.db);
  });

  /** Each (survey, question, country, UTC day, value) with its answers, counted from the messages. */
  async function counted() {
    const rows = await database.db.execute<{ key: string; answers: number }>(sql`
      select concat_ws('|', s.survey_id, l.question_number, s.country_id, (l.created_at at time zone 'UTC')::date, l.answer_value) as key,
             count(*)::int as answers
      from ${conversationLogs} l join ${submissions} s on s.id = l.submission_id
      where l.answer_value is not null
      group by 1`);
    return Object.fromEntries(rows.rows.map((row) => [row.key, row.answers]));
  }

  async function tallied() {
    const rows = await database.db.execute<{ key: string; answers: number }>(sql`
      select concat_ws('|', survey_id, question_number, country_id, day, value) as key, answers
      from ${scoreTallies} where answers > 0`);
    return Object.fromEntries(rows.rows.map((row) => [row.key, row.answers]));
  }

  it('counts every scored answer as it is stored', async () => {
    const expected = await counted();
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(await tallied()).toEqual(expected);
  });

  it('follows a changed value, a deleted message and a deleted submission', async () => {
    const [answer] = await database.db
      .select({ id: conversationLogs.id, value: conversationLogs.answerValue })
      .from(conversationLogs)
      .where(and(sql`${conversationLogs.answerValue} is not null`, eq(conversationLogs.questionNumber, 1)))
      .limit(1);
    if (!answer) throw new Error('The scored survey has no rating answer');
    await database.db.update(conversationLogs).set({ answerValue: answer.value === 5 ? 4 : 5 }).where(eq(conversationLogs.id, answer.id));
    expect(await tallied()).toEqual(await counted());

    await database.db.delete(conversationLogs).where(eq(conversationLogs.id, answer.id));
    expect(await tallied()).toEqual(await counted());

    const [submission] = await database.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.surveyId, SCORED_SURVEY_ID)).limit(1);
    await database.db.delete(submissions).where(eq(submissions.id, submission?.id ?? ''));
    expect(await tallied()).toEqual(await counted());
  });

  it('goes with its survey', async () => {
    await database.db.delete(surveys).where(eq(surveys.id, SCORED_SURVEY_ID));
    expect(await database.db.select().from(scoreTallies).where(eq(scoreTallies.surveyId, SCORED_SURVEY_ID))).toEqual([]);
    expect(await tallied()).toEqual(await counted());
  });
});
