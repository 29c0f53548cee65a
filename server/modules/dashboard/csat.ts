import { and, count, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';

import { type CountryCsat, csatScore, csatWindows, type CsatEstimate, type DashboardCsat } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { conversationLogs, countries, submissions, surveyQuestions } from '../../db/schema.ts';

/**
 * Countries with enough answers to compare first, each group highest score first: a country with seven answers does not
 * top the list with 100%.
 */
export function byComparableScore(a: CountryCsat, b: CountryCsat): number {
  return (
    Number(a.too_few_to_compare) - Number(b.too_few_to_compare) ||
    (b.score ?? 0) - (a.score ?? 0) ||
    b.count - a.count ||
    a.country_name.localeCompare(b.country_name, 'en')
  );
}

/** Which surveys and countries the reader may count: undefined for every one (a scope of every country). */
export interface CsatScope {
  surveyIds: readonly string[] | undefined;
  countryNames: readonly string[] | undefined;
}

const asWire = ({ count: answers, satisfied, score, low, high, tooFewToCompare }: CsatEstimate) => ({
  count: answers,
  satisfied,
  score,
  low,
  high,
  too_few_to_compare: tooFewToCompare,
});

type Counts = Map<number, number>;

function add(counts: Counts, value: number, answers: number): void {
  counts.set(value, (counts.get(value) ?? 0) + answers);
}

/**
 * The Dashboard's CSAT at `now` in `scope` (src/shared/api/contract/dashboard.ts says what it counts): the rating
 * questions in scope first (a few rows), then one grouped query over their answers in the two windows, named by survey
 * and question number so the database need not join every answer to its question. An answer's time is its message's,
 * and a submission's submitted_at (its latest message) is never earlier, so the condition on it adds nothing but lets
 * the database start from the recent submissions instead of every answer ever given.
 */
export async function readDashboardCsat(db: Db, scope: CsatScope, now: Date): Promise<DashboardCsat | null> {
  const windows = csatWindows(now);
  const ratingQuestions = await db
    .select({ surveyId: surveyQuestions.surveyId, position: surveyQuestions.position })
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.type, 'rating'), scope.surveyIds && inArray(surveyQuestions.surveyId, [...scope.surveyIds])));
  if (ratingQuestions.length === 0) return null;
  const isRatingAnswer = sql`(${submissions.surveyId}, ${conversationLogs.questionNumber}) in (${sql.join(
    ratingQuestions.map((question) => sql`(${question.surveyId}, ${question.position}::int)`),
    sql`, `,
  )})`;
  const rows = await db
    .select({
      country: countries.name,
      current: sql<boolean>`${conversationLogs.createdAt} >= ${windows.current.since.toISOString()}`,
      value: conversationLogs.answerValue,
      answers: count(),
    })
    .from(conversationLogs)
    .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(
      and(
        isNotNull(conversationLogs.answerValue),
        isRatingAnswer,
        scope.countryNames && inArray(countries.name, [...scope.countryNames]),
        gte(submissions.submittedAt, windows.previous.since),
        gte(conversationLogs.createdAt, windows.previous.since),
        lt(conversationLogs.createdAt, windows.current.until),
      ),
    )
    .groupBy(countries.name, sql`2`, conversationLogs.answerValue);
  if (rows.length === 0 && !(await anyRatingAnswer(db, scope, isRatingAnswer))) return null;

  const current: Counts = new Map();
  const previous: Counts = new Map();
  const byCountry = new Map<string, Counts>();
  for (const row of rows) {
    if (row.value === null) continue;
    if (!row.current) {
      add(previous, row.value, row.answers);
      continue;
    }
    add(current, row.value, row.answers);
    const country = byCountry.get(row.country) ?? new Map<number, number>();
    add(country, row.value, row.answers);
    byCountry.set(row.country, country);
  }
  const countryScores = [...byCountry].map(([name, counts]) => ({ country_name: name, ...asWire(csatScore(counts)) }));
  countryScores.sort(byComparableScore);
  const window = (edges: { since: Date }, counts: Counts) => ({
    since: edges.since.toISOString(),
    ...asWire(csatScore(counts)),
  });
  return { current: window(windows.current, current), previous: window(windows.previous, previous), by_country: countryScores };
}

/** Whether any rating answer was ever given in `scope`: the database stops at the first one it meets. */
async function anyRatingAnswer(db: Db, scope: CsatScope, isRatingAnswer: SQL): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(conversationLogs)
    .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(and(isNotNull(conversationLogs.answerValue), isRatingAnswer, scope.countryNames && inArray(countries.name, [...scope.countryNames])))
    .limit(1);
  return row !== undefined;
}
