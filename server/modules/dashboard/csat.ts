import { and, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';

import { type CountryCsat, csatScore, csatWindows, type CsatEstimate, type DashboardCsat } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { countries, scoreTallies, surveyQuestions } from '../../db/schema.ts';

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

/** A UTC midnight as the tallies' day ('2026-11-20'). */
const dayOf = (midnight: Date) => midnight.toISOString().slice(0, 10);

/**
 * The Dashboard's CSAT at `now` in `scope` (src/shared/api/contract/dashboard.ts says what it counts): the rating
 * questions in scope first (a few rows), then one grouped query over the score tallies of the two windows (a row per
 * survey, question, country, UTC day and value, kept by the database with every answer: migration 0013). Both windows
 * start at a UTC midnight, so whole days of tallies are exactly the answers since then.
 */
export async function readDashboardCsat(db: Db, scope: CsatScope, now: Date): Promise<DashboardCsat | null> {
  const windows = csatWindows(now);
  const ratingQuestions = await db
    .select({ surveyId: surveyQuestions.surveyId, position: surveyQuestions.position })
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.type, 'rating'), scope.surveyIds && inArray(surveyQuestions.surveyId, [...scope.surveyIds])));
  if (ratingQuestions.length === 0) return null;
  const inScope = and(
    sql`(${scoreTallies.surveyId}, ${scoreTallies.questionNumber}) in (${sql.join(
      ratingQuestions.map((question) => sql`(${question.surveyId}, ${question.position}::int)`),
      sql`, `,
    )})`,
    gt(scoreTallies.answers, 0),
    scope.countryNames && inArray(countries.name, [...scope.countryNames]),
  );
  const rows = await db
    .select({
      country: countries.name,
      current: sql<boolean>`${scoreTallies.day} >= ${dayOf(windows.current.since)}`,
      value: scoreTallies.value,
      answers: sql<number>`sum(${scoreTallies.answers})::int`,
    })
    .from(scoreTallies)
    .innerJoin(countries, eq(countries.id, scoreTallies.countryId))
    // Up to today: a clock ahead of the server's writes no answer into the future.
    .where(and(inScope, gte(scoreTallies.day, dayOf(windows.previous.since)), lte(scoreTallies.day, dayOf(now))))
    .groupBy(countries.name, sql`2`, scoreTallies.value);
  if (rows.length === 0 && !(await anyRatingAnswer(db, inScope))) return null;

  const current: Counts = new Map();
  const previous: Counts = new Map();
  const byCountry = new Map<string, Counts>();
  for (const row of rows) {
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

/** Whether any rating answer was ever given in scope: the database stops at the first tally it meets. */
async function anyRatingAnswer(db: Db, inScope: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(scoreTallies)
    .innerJoin(countries, eq(countries.id, scoreTallies.countryId))
    .where(inScope)
    .limit(1);
  return row !== undefined;
}
