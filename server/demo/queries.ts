import { and, asc, eq, exists, inArray, like, not, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import {
  conversationLogs,
  countries,
  reports,
  submissions,
  surveyLinks,
  surveyQuestions,
  surveys,
} from '../db/schema.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An arbitrary constant naming the demo seed's advisory lock. */
const DEMO_SEED_LOCK = 731_905_223;

/**
 * Holds the demo seed's advisory lock until the transaction ends: a second instance starting at the same moment waits
 * here, then finds the first one's rows committed and seeds nothing.
 */
export async function lockDemoSeed(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
}

/** The demo surveys (ids 'demo-...') that have neither a submission nor a report, with their stored schedule. */
export async function findDemoSurveysWithoutResponses(tx: Transaction) {
  return tx
    .select({
      id: surveys.id,
      startDate: surveys.startDate,
      startTime: surveys.startTime,
      endDate: surveys.endDate,
      endTime: surveys.endTime,
      timezone: surveys.timezone,
    })
    .from(surveys)
    .where(
      and(
        like(surveys.id, 'demo-%'),
        not(exists(tx.select({ one: sql`1` }).from(submissions).where(eq(submissions.surveyId, surveys.id)))),
        not(exists(tx.select({ one: sql`1` }).from(reports).where(eq(reports.surveyId, surveys.id)))),
      ),
    )
    .orderBy(asc(surveys.id));
}

export async function findQuestions(tx: Transaction, surveyIds: readonly string[]) {
  return tx
    .select({ surveyId: surveyQuestions.surveyId, questionId: surveyQuestions.questionId, text: surveyQuestions.text })
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyId, [...surveyIds]))
    .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.position));
}

/** Links in a stable order (survey, country, language, channel number), whatever ids the database gave them. */
export async function findLinks(tx: Transaction, surveyIds: readonly string[]) {
  return tx
    .select({
      surveyId: surveyLinks.surveyId,
      id: surveyLinks.id,
      countryId: surveyLinks.countryId,
      countryName: countries.name,
      countryCode: countries.isoCode,
      languageCode: surveyLinks.languageCode,
      channel: surveyLinks.channel,
    })
    .from(surveyLinks)
    .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
    .where(inArray(surveyLinks.surveyId, [...surveyIds]))
    .orderBy(asc(surveyLinks.surveyId), asc(countries.name), asc(surveyLinks.languageCode), asc(sql`${surveyLinks.channel}::int`));
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest of these tables. */
const ROWS_PER_INSERT = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) batches.push(rows.slice(start, start + ROWS_PER_INSERT));
  return batches;
}

/** Inserts what is new; answers the ids actually inserted (a submission already there is left as it is). */
export async function insertSubmissions(tx: Transaction, rows: readonly (typeof submissions.$inferInsert)[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const batch of chunks(rows)) {
    const ids = await tx
      .insert(submissions)
      .values(batch)
      .onConflictDoNothing({ target: submissions.id })
      .returning({ id: submissions.id });
    for (const { id } of ids) inserted.add(id);
  }
  return inserted;
}

/** The messages of submissions this transaction inserted (so none of them can be there yet). */
export async function insertConversationLogs(
  tx: Transaction,
  rows: readonly Omit<typeof conversationLogs.$inferInsert, 'id'>[],
): Promise<void> {
  for (const batch of chunks(rows)) await tx.insert(conversationLogs).values(batch);
}

/** Adds visits to links (by id), one update per link. */
export async function addLinkVisits(tx: Transaction, visitsByLink: ReadonlyMap<number, number>): Promise<void> {
  for (const [linkId, visits] of visitsByLink) {
    await tx
      .update(surveyLinks)
      .set({ visits: sql`${surveyLinks.visits} + ${visits}` })
      .where(eq(surveyLinks.id, linkId));
  }
}
