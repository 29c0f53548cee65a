import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { canSeeReport, canSeeSurvey, countriesInScope, type Principal } from '../../auth/permissions.ts';
import { type DashboardStats, isSurveyActive, recentResponsesSince } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { countries, reports, responseTallies, surveyLinks } from '../../db/schema.ts';
import type { GeographySource } from '../geography/index.ts';
import { listSurveysWithCountries, surveySchedule } from '../surveys/index.ts';
import { readDashboardCsat } from './csat.ts';

export interface DashboardServiceDeps {
  db: Db;
  geography: GeographySource;
}

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The Dashboard's figures at `now` for `principal` (src/shared/api/contract/dashboard.ts says what each counts): the
 * surveys they may see, responses, visits and rating answers from the countries in their scope, the reports they may
 * read. Responses are summed from the tallies (a few rows per survey and day), so the answer costs the same with a
 * million messages; the CSAT reads the answers of the last two weeks only (readDashboardCsat).
 */
export async function readDashboardStats({ db, geography: geographySource }: DashboardServiceDeps, principal: Principal, now: Date): Promise<DashboardStats> {
  const [surveys, geography] = await Promise.all([listSurveysWithCountries(db), geographySource()]);
  const visible = surveys.filter((survey) => canSeeSurvey(principal, survey.countryNames, geography));
  const scope = countriesInScope(principal, geography);
  const since = recentResponsesSince(now);
  const stats: DashboardStats = {
    active_surveys: visible.filter((survey) => isSurveyActive(surveySchedule(survey), now)).length,
    recent_responses: 0,
    total_responses: 0,
    reports_completed: 0,
    funnel: { visits: 0, started: 0, complete: 0 },
    recent_since: since.toISOString(),
    csat: null,
  };
  if (visible.length === 0 || (scope !== 'all' && scope.size === 0)) return stats;

  // Every survey is visible to a user whose scope is every country: no need to send the ids back to the database.
  const visibleIds = scope === 'all' ? undefined : visible.map((survey) => survey.id);
  const inCountries = scope === 'all' ? undefined : inArray(countries.name, [...scope]);
  const sinceDay = since.toISOString().slice(0, 10);
  const [[responses], [links], completed, csat] = await Promise.all([
    db
      .select({
        started: total(responseTallies.started),
        complete: total(responseTallies.complete),
        recent: sql<number>`coalesce(sum(${responseTallies.started}) filter (where ${responseTallies.day} >= ${sinceDay}), 0)`.mapWith(Number),
      })
      .from(responseTallies)
      .innerJoin(countries, eq(countries.id, responseTallies.countryId))
      .where(and(visibleIds && inArray(responseTallies.surveyId, visibleIds), inCountries)),
    db
      .select({ visits: total(surveyLinks.visits) })
      .from(surveyLinks)
      .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
      .where(and(visibleIds && inArray(surveyLinks.surveyId, visibleIds), inCountries)),
    db
      .select({ scopeType: reports.scopeType, scopeIdentifier: reports.scopeIdentifier })
      .from(reports)
      .where(and(eq(reports.status, 'COMPLETED'), visibleIds && inArray(reports.surveyId, visibleIds))),
    readDashboardCsat(db, { surveyIds: visibleIds, countryNames: scope === 'all' ? undefined : [...scope] }, now),
  ]);
  stats.recent_responses = responses?.recent ?? 0;
  stats.total_responses = responses?.started ?? 0;
  stats.funnel = { visits: links?.visits ?? 0, started: stats.total_responses, complete: responses?.complete ?? 0 };
  stats.reports_completed = completed.filter((report) =>
    canSeeReport(principal, { type: report.scopeType, identifier: report.scopeIdentifier }, geography),
  ).length;
  stats.csat = csat;
  return stats;
}
