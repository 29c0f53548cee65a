import { fileURLToPath } from 'node:url';

import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client.ts';
import { countries, countryLanguages, localCountries, locals, regions } from '../../db/schema.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { InvalidGeographyConfig, readGeographyConfig, type GeographyConfig } from './config.ts';
import { listCountriesWithLanguages, listRegionsWithCountries, loadGeography, seedGeography } from './service.ts';

const LATAM = 'Latin America & Caribbean';
const configPath = fileURLToPath(new URL('../../../config/geography.json', import.meta.url));

let config: GeographyConfig;
beforeAll(async () => {
  config = await readGeographyConfig(configPath);
});

/** A small geography, so edits are easy to read. */
function smallConfig(): GeographyConfig {
  return {
    regions: [
      {
        name: 'North America',
        countries: [
          { code: 'CA', name: 'Canada', languages: ['en', 'fr'] },
          { code: 'US', name: 'United States', languages: ['en'] },
          { code: 'GL', name: 'Greenland', languages: [], noSupportedLanguage: true },
        ],
      },
      {
        name: 'Latin America & Caribbean',
        countries: [
          { code: 'MX', name: 'Mexico', languages: ['es-MX'] },
          { code: 'GT', name: 'Guatemala', languages: ['es'] },
          { code: 'HN', name: 'Honduras', languages: ['es'] },
        ],
      },
    ],
    locals: [
      { name: 'Mexico', region: 'Latin America & Caribbean', countries: ['Mexico'] },
      { name: 'Central America', region: 'Latin America & Caribbean', countries: ['Guatemala', 'Honduras'] },
    ],
  };
}

describe.each(testTargets)('seedGeography on $name', (target) => {
  let database: OpenTestDatabase | undefined;

  async function open(): Promise<Database> {
    database = await openTestDatabase(target);
    return database;
  }

  afterEach(async () => {
    await database?.release();
    database = undefined;
  });

  async function counts({ db }: Database) {
    const [[r], [c], [l], [lo], [lc]] = await Promise.all([
      db.select({ n: count() }).from(regions),
      db.select({ n: count() }).from(countries),
      db.select({ n: count() }).from(countryLanguages),
      db.select({ n: count() }).from(locals),
      db.select({ n: count() }).from(localCountries),
    ]);
    return { regions: r?.n, countries: c?.n, languages: l?.n, locals: lo?.n, localCountries: lc?.n };
  }

  it('loads config/geography.json, and seeding again changes nothing', async () => {
    const opened = await open();
    await seedGeography(opened.db, config);
    const first = await counts(opened);
    const countryCount = config.regions.reduce((sum, region) => sum + region.countries.length, 0);
    expect(first).toEqual({
      regions: config.regions.length,
      countries: countryCount,
      languages: config.regions.reduce(
        (sum, region) => sum + region.countries.reduce((n, country) => n + country.languages.length, 0),
        0,
      ),
      locals: config.locals.length,
      localCountries: config.locals.reduce((sum, local) => sum + local.countries.length, 0),
    });
    const regionsBefore = await listRegionsWithCountries(opened.db);
    const languagesBefore = await listCountriesWithLanguages(opened.db);

    await seedGeography(opened.db, config);
    expect(await counts(opened)).toEqual(first);
    expect(await listRegionsWithCountries(opened.db)).toEqual(regionsBefore);
    expect(await listCountriesWithLanguages(opened.db)).toEqual(languagesBefore);

    const languages = new Map(languagesBefore.map((entry) => [entry.country, entry.languages]));
    expect(languages.get('Mexico')).toEqual(['es-MX']);
    expect(languages.get('Canada')).toEqual(['en', 'fr']);
    expect(languages.get('Brazil')).toEqual(['pt-BR']);
    expect(languages.get('Greenland')).toEqual([]);
  });

  it('updates rows in place when the config changes: renamed and moved countries, languages, locals', async () => {
    const opened = await open();
    await seedGeography(opened.db, smallConfig());
    const [mexicoBefore] = await opened.db.select().from(countries).where(eq(countries.isoCode, 'MX'));

    const edited = smallConfig();
    const [northAmerica, latinAmerica] = edited.regions;
    if (!northAmerica || !latinAmerica) throw new Error('fixture');
    // Mexico moves to North America under a new name, Canada's languages swap order, Central America loses Honduras.
    latinAmerica.countries = latinAmerica.countries.filter((country) => country.code !== 'MX');
    northAmerica.countries.push({ code: 'MX', name: 'México', languages: ['es-MX', 'en'] });
    northAmerica.countries[0] = { code: 'CA', name: 'Canada', languages: ['fr', 'en'] };
    edited.locals = [
      { name: 'Mexico', region: 'North America', countries: ['México'] },
      { name: 'Central America', region: 'Latin America & Caribbean', countries: ['Guatemala'] },
    ];
    await seedGeography(opened.db, edited);

    const [mexicoAfter] = await opened.db.select().from(countries).where(eq(countries.isoCode, 'MX'));
    expect(mexicoAfter?.id).toBe(mexicoBefore?.id);
    expect(mexicoAfter?.name).toBe('México');
    expect(await counts(opened)).toEqual({ regions: 2, countries: 6, languages: 7, locals: 2, localCountries: 2 });
    expect(await listRegionsWithCountries(opened.db)).toEqual([
      { region: 'Latin America & Caribbean', countries: ['Guatemala', 'Honduras'] },
      { region: 'North America', countries: ['Canada', 'Greenland', 'México', 'United States'] },
    ]);
    const languages = new Map((await listCountriesWithLanguages(opened.db)).map((entry) => [entry.country, entry.languages]));
    expect(languages.get('Canada')).toEqual(['fr', 'en']);
    expect(languages.get('México')).toEqual(['es-MX', 'en']);
    const geography = await loadGeography(opened.db);
    expect(geography.locals).toEqual(
      expect.arrayContaining([
        { name: 'Mexico', region: 'North America', countries: ['México'] },
        { name: 'Central America', region: 'Latin America & Caribbean', countries: ['Guatemala'] },
      ]),
    );
  });

  it('gives a country flagged noSupportedLanguage no languages', async () => {
    const opened = await open();
    const edited = smallConfig();
    edited.regions[0]?.countries.push({ code: 'FO', name: 'Faroe Islands', languages: ['da'], noSupportedLanguage: true });
    await seedGeography(opened.db, edited);
    const languages = new Map((await listCountriesWithLanguages(opened.db)).map((entry) => [entry.country, entry.languages]));
    expect(languages.get('Faroe Islands')).toEqual([]);
    expect(languages.get('Greenland')).toEqual([]);
  });

  it('writes nothing when the database refuses part of the seed (one transaction)', async () => {
    const opened = await open();
    await seedGeography(opened.db, smallConfig());
    const before = await counts(opened);

    const clashing = smallConfig();
    clashing.regions.push({ name: 'Europe', countries: [{ code: 'FR', name: 'France', languages: ['fr'] }] });
    // Another code under an existing name: the countries upsert breaks the unique name, after regions were written.
    clashing.regions[0]?.countries.push({ code: 'XC', name: 'Canada', languages: ['en'] });
    clashing.regions[0]?.countries.splice(0, 1);
    await expect(seedGeography(opened.db, clashing)).rejects.toThrow();

    expect(await counts(opened)).toEqual(before);
    expect(await opened.db.select().from(regions).where(eq(regions.name, 'Europe'))).toEqual([]);
  });
});

describe('geography config checks', () => {
  type Edit = (config: GeographyConfig) => unknown;
  const addCountry =
    (region: number, code: string, name: string): Edit =>
    (config) =>
      config.regions[region]?.countries.push({ code, name, languages: [] });
  const addLocal =
    (name: string, region: string, countries: string[]): Edit =>
    (config) =>
      config.locals.push({ name, region, countries });

  it.each<[string, Edit, string]>([
    ['a bad country code', addCountry(0, 'usa', 'Usa'), 'ISO 3166-1'],
    ['a duplicate country', addCountry(1, 'ZZ', 'Canada'), "country 'Canada' is listed twice"],
    ['a duplicate code', addCountry(1, 'CA', 'Kanada'), "country code 'CA' is used twice"],
    ['a local in an unknown region', addLocal('Nordics', 'Europe', []), "unknown region 'Europe'"],
    ['a local country outside its region', addLocal('Border', LATAM, ['Canada']), "'Canada', which is not a country of region"],
  ])('refuses %s before touching the database', async (_case, edit, message) => {
    const edited = smallConfig();
    edit(edited);
    // No database: the config is checked before any query.
    const error: unknown = await seedGeography({} as never, edited).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidGeographyConfig);
    expect((error as Error).message).toContain(message);
  });
});
