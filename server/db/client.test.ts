import { readFileSync } from 'node:fs';

import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from './client.ts';
import {
  countries,
  regions,
  surveyLinks,
  surveyLocales,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
} from './schema.ts';
import { type CreateOptions, testTargets, type TestDatabase } from '../testing/databases.ts';

/** Every migration drizzle-kit generated, each applied once. */
const migrationCount = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }
).entries.length;

const tables = [
  'auth_login_attempts',
  'conversation_logs',
  'countries',
  'country_languages',
  'idp_signing_keys',
  'local_countries',
  'locals',
  'oidc_models',
  'rate_limit_hits',
  'regions',
  'reports',
  'response_tallies',
  'revoked_id_tokens',
  'score_tallies',
  'sign_in_failures',
  'submissions',
  'survey_links',
  'survey_locales',
  'survey_questions',
  'survey_target_countries',
  'survey_translations',
  'surveys',
  'translation_memory',
];

describe.each(testTargets)('database on $name', (target) => {
  const opened: Database[] = [];
  const created: TestDatabase[] = [];

  async function create(options?: CreateOptions): Promise<TestDatabase> {
    const testDatabase = await target.create(options);
    created.push(testDatabase);
    return testDatabase;
  }
  async function open(testDatabase: TestDatabase): Promise<Database> {
    const database = await openDatabase(testDatabase.env);
    opened.push(database);
    return database;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    await Promise.all(created.splice(0).map((testDatabase) => testDatabase.dispose()));
  });

  async function publicTables(database: Database): Promise<string[]> {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return result.rows.map((row) => row.table_name);
  }

  it('applies the migrations to a fresh database', async () => {
    const database = await open(await create({ fresh: true }));
    expect(await publicTables(database)).toEqual(tables);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('re-runs the migrations on reopen without changing anything, and keeps the data', async () => {
    const testDatabase = await create({ persistent: true });
    const first = await open(testDatabase);
    await first.db.insert(regions).values({ name: 'Europe' });
    await first.close();

    const second = await open(testDatabase);
    expect(await publicTables(second)).toEqual(tables);
    expect(await second.db.select({ name: regions.name }).from(regions)).toEqual([{ name: 'Europe' }]);
    const applied = await second.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrationCount).toBeGreaterThanOrEqual(3);
    expect(applied.rows).toEqual([{ n: migrationCount }]);
  });

  it('deleting a survey removes its questions, target countries, locales and links, not the countries', async () => {
    const { db } = await open(await create());
    const [region] = await db.insert(regions).values({ name: 'Latin America & Caribbean' }).returning();
    if (!region) throw new Error('no region inserted');
    const [mexico] = await db
      .insert(countries)
      .values({ name: 'Mexico', isoCode: 'MX', regionId: region.id })
      .returning();
    if (!mexico) throw new Error('no country inserted');
    const survey = {
      title: 'Store experience',
      startDate: '2025-03-01',
      startTime: '09:00',
      endDate: '2025-03-31',
      endTime: '18:00',
      timezone: 'America/Mexico_City',
      targetChannels: 1,
    };
    await db.insert(surveys).values([
      { id: 'survey-1', ...survey },
      { id: 'survey-2', ...survey },
    ]);
    for (const surveyId of ['survey-1', 'survey-2']) {
      await db.insert(surveyQuestions).values([
        { surveyId, questionId: 'q1', text: 'How was your visit?', position: 1 },
        { surveyId, questionId: 'q2', text: 'What would you change?', position: 2 },
      ]);
      await db.insert(surveyTargetCountries).values({ surveyId, countryId: mexico.id });
      await db.insert(surveyLocales).values({ surveyId, locale: 'es-MX' });
      await db.insert(surveyLinks).values({
        surveyId,
        countryId: mexico.id,
        languageCode: 'es-MX',
        effectiveLanguage: 'es-MX',
        channel: '1',
        token: `token-${surveyId}`,
      });
    }

    await db.delete(surveys).where(eq(surveys.id, 'survey-1'));

    for (const table of [surveyQuestions, surveyTargetCountries, surveyLocales, surveyLinks]) {
      const rows = await db.select({ surveyId: table.surveyId, n: count() }).from(table).groupBy(table.surveyId);
      expect(rows.map((row) => row.surveyId)).toEqual(['survey-2']);
    }
    expect(await db.select({ name: countries.name }).from(countries)).toEqual([{ name: 'Mexico' }]);
  });

  it('refuses to delete a country a survey still targets', async () => {
    const { db } = await open(await create());
    const [region] = await db.insert(regions).values({ name: 'North America' }).returning();
    if (!region) throw new Error('no region inserted');
    const [usa] = await db.insert(countries).values({ name: 'United States', isoCode: 'US', regionId: region.id }).returning();
    if (!usa) throw new Error('no country inserted');
    await db.insert(surveys).values({
      id: 'survey-us',
      title: 'Checkout survey',
      startDate: '2025-01-01',
      startTime: '00:00',
      endDate: '2025-01-31',
      endTime: '23:59',
      timezone: 'America/New_York',
      targetChannels: 2,
    });
    await db.insert(surveyTargetCountries).values({ surveyId: 'survey-us', countryId: usa.id });

    await expect(db.delete(countries).where(eq(countries.id, usa.id))).rejects.toThrow();
  });

  it('ping rejects once the database is closed', async () => {
    const database = await open(await create());
    await database.close();
    await expect(database.ping()).rejects.toThrow();
    await expect(database.close()).resolves.toBeUndefined();
  });
});
