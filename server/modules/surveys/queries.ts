import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  conversationLogs,
  countries,
  countryLanguages,
  regions,
  reports,
  submissions,
  surveyLinks,
  surveyLocales,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
  surveyTranslations,
} from '../../db/schema.ts';

export type SurveyRow = typeof surveys.$inferSelect;

/** A survey with the names of its target countries: what visibility and delete rights are decided on. */
export type SurveyWithCountries = SurveyRow & { countryNames: string[] };

/** Either the database or an open transaction: reads run the same in both. */
type Reader = Pick<Db, 'select'>;

async function targetCountryNames(db: Reader, surveyIds: readonly string[]): Promise<Map<string, string[]>> {
  const bySurvey = new Map<string, string[]>();
  if (surveyIds.length === 0) return bySurvey;
  const rows = await db
    .select({ surveyId: surveyTargetCountries.surveyId, name: countries.name })
    .from(surveyTargetCountries)
    .innerJoin(countries, eq(countries.id, surveyTargetCountries.countryId))
    .where(inArray(surveyTargetCountries.surveyId, [...surveyIds]))
    .orderBy(asc(countries.name));
  for (const row of rows) {
    const names = bySurvey.get(row.surveyId) ?? [];
    names.push(row.name);
    bySurvey.set(row.surveyId, names);
  }
  return bySurvey;
}

/**
 * Every survey, newest first (ties broken by id so the order is stable), with its target country names. Visibility is
 * decided by the caller on those names.
 */
export async function listSurveysWithCountries(db: Db): Promise<SurveyWithCountries[]> {
  const rows = await db.select().from(surveys).orderBy(desc(surveys.createdAt), asc(surveys.id));
  const names = await targetCountryNames(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, countryNames: names.get(row.id) ?? [] }));
}

/** One survey with its target country names; `forUpdate` locks the row until the transaction ends (delete). */
export async function findSurveyWithCountries(
  db: Reader,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<SurveyWithCountries | undefined> {
  const query = db.select().from(surveys).where(eq(surveys.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return undefined;
  const names = await targetCountryNames(db, [id]);
  return { ...row, countryNames: names.get(id) ?? [] };
}

export async function findTargetCountries(db: Db, surveyId: string) {
  return db
    .select({ id: countries.id, name: countries.name, region: regions.name })
    .from(surveyTargetCountries)
    .innerJoin(countries, eq(countries.id, surveyTargetCountries.countryId))
    .innerJoin(regions, eq(regions.id, countries.regionId))
    .where(eq(surveyTargetCountries.surveyId, surveyId))
    .orderBy(asc(countries.name));
}

export async function findQuestions(db: Db, surveyId: string) {
  return db
    .select({
      questionId: surveyQuestions.questionId,
      text: surveyQuestions.text,
      order: surveyQuestions.position,
      type: surveyQuestions.type,
      options: surveyQuestions.options,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position));
}

/** Links with their country's name (scope) and ISO code, grouped by country, then language, then channel. */
export async function findLinks(db: Db, surveyId: string) {
  return db
    .select({
      countryName: countries.name,
      countryCode: countries.isoCode,
      languageCode: surveyLinks.languageCode,
      channel: surveyLinks.channel,
      token: surveyLinks.token,
      effectiveLanguage: surveyLinks.effectiveLanguage,
    })
    .from(surveyLinks)
    .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
    .where(eq(surveyLinks.surveyId, surveyId))
    .orderBy(asc(countries.isoCode), asc(surveyLinks.languageCode), asc(surveyLinks.channel));
}

/**
 * Submissions per survey from these countries (by name; 'all' for every country), in one grouped query; `surveyIds`
 * narrows it to those surveys. Surveys without a submission are absent from the map.
 */
export async function countSubmissionsBySurvey(
  db: Db,
  countryNames: 'all' | readonly string[],
  surveyIds?: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ surveyId: submissions.surveyId, total: count() })
    .from(submissions)
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(
      and(
        countryNames === 'all' ? undefined : inArray(countries.name, [...countryNames]),
        surveyIds === undefined ? undefined : inArray(submissions.surveyId, [...surveyIds]),
      ),
    )
    .groupBy(submissions.surveyId);
  return new Map(rows.map((row) => [row.surveyId, row.total]));
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Removes a survey and everything that hangs off it, inside the caller's transaction. The children are deleted
 * explicitly, the conversations first (the foreign keys' ON DELETE CASCADE is the backstop), so the delete is one
 * transaction whatever the foreign keys say, and submissions go before the links they would otherwise be updated for.
 */
export async function deleteSurveyCascade(tx: Transaction, id: string): Promise<void> {
  const surveySubmissions = tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.surveyId, id));
  await tx.delete(conversationLogs).where(inArray(conversationLogs.submissionId, surveySubmissions));
  await tx.delete(submissions).where(eq(submissions.surveyId, id));
  await tx.delete(reports).where(eq(reports.surveyId, id));
  await tx.delete(surveyLinks).where(eq(surveyLinks.surveyId, id));
  await tx.delete(surveyTranslations).where(eq(surveyTranslations.surveyId, id));
  await tx.delete(surveyLocales).where(eq(surveyLocales.surveyId, id));
  await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, id));
  await tx.delete(surveyTargetCountries).where(eq(surveyTargetCountries.surveyId, id));
  await tx.delete(surveys).where(eq(surveys.id, id));
}

export interface TargetCountryRow {
  id: number;
  name: string;
  isoCode: string;
  languages: string[];
}

/** The named countries that exist, with their languages in configured order. */
export async function findCountriesByName(db: Reader, names: readonly string[]): Promise<TargetCountryRow[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: countries.id, name: countries.name, isoCode: countries.isoCode, language: countryLanguages.languageCode })
    .from(countries)
    .leftJoin(countryLanguages, eq(countryLanguages.countryId, countries.id))
    .where(inArray(countries.name, [...names]))
    .orderBy(asc(countries.name), asc(countryLanguages.position));
  const byName = new Map<string, TargetCountryRow>();
  for (const row of rows) {
    const country = byName.get(row.name) ?? { id: row.id, name: row.name, isoCode: row.isoCode, languages: [] };
    if (row.language !== null) country.languages.push(row.language);
    byName.set(row.name, country);
  }
  return [...byName.values()];
}

export type NewSurvey = typeof surveys.$inferInsert;

/** Inserts the survey row unless its id exists; answers whether it did. */
export async function insertSurveyIfNew(tx: Transaction, survey: NewSurvey): Promise<boolean> {
  const inserted = await tx.insert(surveys).values(survey).onConflictDoNothing({ target: surveys.id }).returning({ id: surveys.id });
  return inserted.length > 0;
}

export async function findCreateRequestHash(db: Reader, id: string): Promise<string | null | undefined> {
  const [row] = await db.select({ hash: surveys.createRequestHash }).from(surveys).where(eq(surveys.id, id));
  return row === undefined ? undefined : row.hash;
}

export async function insertSurveyChildren(
  tx: Transaction,
  rows: {
    questions: (typeof surveyQuestions.$inferInsert)[];
    targets: (typeof surveyTargetCountries.$inferInsert)[];
    locales: (typeof surveyLocales.$inferInsert)[];
    links: (typeof surveyLinks.$inferInsert)[];
  },
): Promise<void> {
  await tx.insert(surveyQuestions).values(rows.questions);
  await tx.insert(surveyTargetCountries).values(rows.targets);
  await tx.insert(surveyLocales).values(rows.locales);
  await tx.insert(surveyLinks).values(rows.links);
}

/** The survey's target locales with their status, in locale order. */
export async function findSurveyLocales(db: Reader, surveyId: string) {
  return db
    .select({ locale: surveyLocales.locale, status: surveyLocales.status, error: surveyLocales.error })
    .from(surveyLocales)
    .where(eq(surveyLocales.surveyId, surveyId))
    .orderBy(asc(surveyLocales.locale));
}

/** Every translated text of the survey (all locales, or the one given), with who wrote it. */
export async function findSurveyTranslationTexts(db: Reader, surveyId: string, locale?: string) {
  return db
    .select({ locale: surveyTranslations.locale, item: surveyTranslations.item, text: surveyTranslations.text, origin: surveyTranslations.origin })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, surveyId), locale === undefined ? undefined : eq(surveyTranslations.locale, locale)));
}
