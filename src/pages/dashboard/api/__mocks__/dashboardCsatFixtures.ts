import { csatScore, csatWindows, type CountryCsat, type CsatEstimate, type DashboardCsat } from '@/shared/api';

/** How many answers gave each rating, 1 to 5. */
type Ratings = readonly [one: number, two: number, three: number, four: number, five: number];

const asWire = ({ count, satisfied, score, low, high, tooFewToCompare }: CsatEstimate) => ({
  count,
  satisfied,
  score,
  low,
  high,
  too_few_to_compare: tooFewToCompare,
});

const countsOf = (ratings: Ratings) => new Map(ratings.map((answers, index) => [index + 1, answers]));

/**
 * The stats call's `csat` for ratings given per country in the last window and in total in the one before, scored with
 * the shared csatScore as the server scores them: the countries' answers add up to the current window's.
 */
export function makeDashboardCsat(now: Date, { byCountry, previous }: { byCountry: Readonly<Record<string, Ratings>>; previous: Ratings }): DashboardCsat {
  const windows = csatWindows(now);
  const current = Object.values(byCountry).reduce<Ratings>(
    (sum, ratings) => [sum[0] + ratings[0], sum[1] + ratings[1], sum[2] + ratings[2], sum[3] + ratings[3], sum[4] + ratings[4]],
    [0, 0, 0, 0, 0],
  );
  const countries: CountryCsat[] = Object.entries(byCountry).map(([country, ratings]) => ({ country_name: country, ...asWire(csatScore(countsOf(ratings))) }));
  // In the server's order (byComparableScore): comparable countries first, each group highest score first.
  countries.sort((a, b) => Number(a.too_few_to_compare) - Number(b.too_few_to_compare) || (b.score ?? 0) - (a.score ?? 0));
  return {
    current: { since: windows.current.since.toISOString(), ...asWire(csatScore(countsOf(current))) },
    previous: { since: windows.previous.since.toISOString(), ...asWire(csatScore(countsOf(previous))) },
    by_country: countries,
  };
}

/** The week's ratings per country of the fixtures' scored survey: Mexico and Brazil above the minimum, Guatemala under it. */
const WEEK_BY_COUNTRY = {
  Mexico: [4, 3, 7, 24, 28],
  Brazil: [3, 4, 8, 15, 13],
  Guatemala: [2, 2, 3, 5, 3],
} as const satisfies Record<string, Ratings>;

/** A rise: 124 answers, 88 satisfied (71%), against 100 with 60 satisfied (60%) the week before. */
export const risingCsat = (now: Date) => makeDashboardCsat(now, { byCountry: WEEK_BY_COUNTRY, previous: [9, 11, 20, 32, 28] });

/** A fall: the same week against 100 answers with 80 satisfied (80%) the week before. */
export const fallingCsat = (now: Date) => makeDashboardCsat(now, { byCountry: WEEK_BY_COUNTRY, previous: [4, 6, 10, 40, 40] });

/** Level: the same week against 100 answers with 71 satisfied (71%) the week before. */
export const levelCsat = (now: Date) => makeDashboardCsat(now, { byCountry: WEEK_BY_COUNTRY, previous: [5, 9, 15, 36, 35] });

/** Too few to compare: 18 answers this week (13 satisfied, 72%), 12 the week before (7, 58%). */
export const tooFewCsat = (now: Date) => makeDashboardCsat(now, { byCountry: { Mexico: [1, 1, 3, 6, 7] }, previous: [1, 2, 2, 4, 3] });
