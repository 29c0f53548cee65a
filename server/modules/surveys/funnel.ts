import { asc, count, eq, sql, sum } from 'drizzle-orm';

import { canSeeSurvey, countriesInScope, type Principal } from '../../auth/permissions.ts';
import { type FunnelCell, funnelOfCells, type SurveyFunnel } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { countries, submissions, surveyLinks } from '../../db/schema.ts';
import type { SurveyServiceDeps } from './service.ts';
import { findSurveyWithCountries } from './queries.ts';

type Reader = Pick<Db, 'select'>;

/**
 * Visits from the links, started and complete responses from the submissions (src/shared/api/contract/funnel.ts says
 * what each means), per country and channel. Submissions keep the country and channel of their link, so a response
 * still counts where it came from after its link is gone.
 */
async function funnelCells(db: Reader, surveyId: string): Promise<FunnelCell[]> {
  const [visits, responses] = await Promise.all([
    db
      .select({ countryCode: countries.isoCode, countryName: countries.name, channel: surveyLinks.channel, visits: sum(surveyLinks.visits).mapWith(Number) })
      .from(surveyLinks)
      .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
      .where(eq(surveyLinks.surveyId, surveyId))
      .groupBy(countries.isoCode, countries.name, surveyLinks.channel),
    db
      .select({
        countryCode: countries.isoCode,
        countryName: countries.name,
        channel: submissions.channel,
        started: count(),
        complete: sql<number>`count(*) filter (where ${submissions.finished})`.mapWith(Number),
      })
      .from(submissions)
      .innerJoin(countries, eq(countries.id, submissions.countryId))
      .where(eq(submissions.surveyId, surveyId))
      .groupBy(countries.isoCode, countries.name, submissions.channel)
      .orderBy(asc(countries.isoCode)),
  ]);
  const cells = new Map<string, FunnelCell>();
  const cellOf = (countryCode: string, countryName: string, channel: string): FunnelCell => {
    const key = `${countryCode} ${channel}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { countryCode, countryName, channel, visits: 0, started: 0, complete: 0 };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const row of visits) cellOf(row.countryCode, row.countryName, row.channel).visits += row.visits;
  for (const row of responses) {
    const cell = cellOf(row.countryCode, row.countryName, row.channel);
    cell.started += row.started;
    cell.complete += row.complete;
  }
  return [...cells.values()];
}

/**
 * The survey's funnel as the reader may read it: only the countries in their scope, as its responses are counted in
 * Survey Management. Undefined when the survey does not exist or the reader may not see it.
 */
export async function readSurveyFunnel({ db, geography: geographySource }: SurveyServiceDeps, principal: Principal, id: string): Promise<SurveyFunnel | undefined> {
  const [survey, geography] = await Promise.all([findSurveyWithCountries(db, id), geographySource()]);
  if (!survey || !canSeeSurvey(principal, survey.countryNames, geography)) return undefined;
  const scope = countriesInScope(principal, geography);
  const cells = await funnelCells(db, id);
  return funnelOfCells(scope === 'all' ? cells : cells.filter((cell) => scope.has(cell.countryName)));
}
