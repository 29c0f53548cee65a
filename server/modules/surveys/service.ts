import {
  canDeleteSurvey,
  canSeeSurvey,
  countriesInScope,
  type Geography,
  type Principal,
  type Scope,
} from '../../auth/permissions.ts';
import type { SurveyDetail, SurveyListItem, SurveySchedule } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { GeographySource } from '../geography/index.ts';
// The SPA's helper, so both sides turn a wall-clock schedule into the same instant (date-fns-tz, no browser API).
import { zonedDateTimeToUtc } from '../../../src/shared/lib/date/date.ts';
import {
  countSubmissionsBySurvey,
  deleteSurveyCascade,
  findLinks,
  findQuestions,
  findSurveyWithCountries,
  findTargetCountries,
  listSurveysWithCountries,
  type SurveyWithCountries,
} from './queries.ts';

export interface SurveyServiceDeps {
  db: Db;
  geography: GeographySource;
}

/** The instant a wall-clock date and time in `timeZone` denote, as ISO UTC; null when the zone is unknown. */
function utcInstant(day: string, time: string, timeZone: string): string | null {
  const instant = zonedDateTimeToUtc(day, time, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

type StoredSchedule = Pick<SurveyWithCountries, 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timezone'>;

/** The schedule as the list sends it: the creator's wall clock and the UTC instants it denotes. */
export function surveySchedule(survey: StoredSchedule): SurveySchedule {
  return {
    start_date: survey.startDate,
    start_time: survey.startTime,
    end_date: survey.endDate,
    end_time: survey.endTime,
    start_datetime_utc: utcInstant(survey.startDate, survey.startTime, survey.timezone),
    end_datetime_utc: utcInstant(survey.endDate, survey.endTime, survey.timezone),
  };
}

/** Whether the reader may delete the survey: what DELETE decides, sent ahead so the screens offer only what works. */
function mayDelete(principal: Principal, survey: SurveyWithCountries, geography: Geography): boolean {
  // A survey without a creator (created_by_username null) is nobody's: only a global user may delete it.
  return canDeleteSurvey(principal, { createdBy: survey.createdByUsername ?? '', countries: survey.countryNames }, geography);
}

function toListItem(survey: SurveyWithCountries, responses: ReadonlyMap<string, number>, canDelete: boolean): SurveyListItem {
  return {
    id: survey.id,
    title: survey.title,
    created_by_username: survey.createdByUsername,
    created_at: survey.createdAt.toISOString(),
    ...surveySchedule(survey),
    timezone: survey.timezone,
    responses_count: responses.get(survey.id) ?? 0,
    can_delete: canDelete,
  };
}

/**
 * Responses per survey counted as the reader may read them: the submissions from countries in their scope (what the
 * submissions list of each survey totals). `surveyIds` narrows the count to those surveys.
 */
async function responseCounts(db: Db, scope: Scope, surveyIds?: readonly string[]): Promise<Map<string, number>> {
  if (scope !== 'all' && scope.size === 0) return new Map();
  return countSubmissionsBySurvey(db, scope === 'all' ? 'all' : [...scope], surveyIds);
}

/** The surveys the user may see, newest first, with their responses in the user's scope. */
export async function listVisibleSurveys(deps: SurveyServiceDeps, principal: Principal): Promise<SurveyListItem[]> {
  const [all, geography] = await Promise.all([listSurveysWithCountries(deps.db), deps.geography()]);
  const visible = all.filter((survey) => canSeeSurvey(principal, survey.countryNames, geography));
  if (visible.length === 0) return [];
  const responses = await responseCounts(deps.db, countriesInScope(principal, geography));
  return visible.map((survey) => toListItem(survey, responses, mayDelete(principal, survey, geography)));
}

/** Whether the survey exists and the user may see it: the first question of every call about one survey. */
export async function isSurveyVisible(db: Db, geography: Geography, principal: Principal, id: string): Promise<boolean> {
  const survey = await findSurveyWithCountries(db, id);
  return survey !== undefined && canSeeSurvey(principal, survey.countryNames, geography);
}

/**
 * The survey's detail, or undefined when it does not exist or the user may not see it (the caller cannot tell which).
 * Links and responses are those of the countries in the user's scope (a Mexico user does not get the Brazil links of a
 * Latin America survey); the target countries are the survey's, whole.
 */
export async function findVisibleSurvey(
  { db, geography: geographySource }: SurveyServiceDeps,
  principal: Principal,
  id: string,
  origin: string,
): Promise<SurveyDetail | undefined> {
  const [survey, geography] = await Promise.all([findSurveyWithCountries(db, id), geographySource()]);
  if (!survey || !canSeeSurvey(principal, survey.countryNames, geography)) return undefined;
  const scope = countriesInScope(principal, geography);
  const [targetCountries, questions, links, responses] = await Promise.all([
    findTargetCountries(db, id),
    findQuestions(db, id),
    findLinks(db, id),
    responseCounts(db, scope, [id]),
  ]);
  return {
    ...toListItem(survey, responses, mayDelete(principal, survey, geography)),
    links: links
      .filter((link) => scope === 'all' || scope.has(link.countryName))
      .map((link) => ({
        country_code: link.countryCode,
        language_code: link.languageCode,
        channel: link.channel,
        url: `${origin}/r/${encodeURIComponent(link.token)}`,
        effective_language: link.effectiveLanguage,
      })),
    target_countries: targetCountries,
    questions,
  };
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'forbidden';

/**
 * Deletes the survey and everything hanging off it in one transaction. The row is locked while the rights are decided,
 * so a concurrent change of its countries cannot slip between the check and the delete. A survey the user cannot see
 * is 'not-found', like a missing one.
 */
export async function deleteVisibleSurvey(
  { db, geography: geographySource }: SurveyServiceDeps,
  principal: Principal,
  id: string,
): Promise<DeleteOutcome> {
  const geography = await geographySource();
  return db.transaction(async (tx) => {
    const survey = await findSurveyWithCountries(tx, id, { forUpdate: true });
    if (!survey || !canSeeSurvey(principal, survey.countryNames, geography)) return 'not-found';
    if (!mayDelete(principal, survey, geography)) return 'forbidden';
    await deleteSurveyCascade(tx, id);
    return 'deleted';
  });
}
