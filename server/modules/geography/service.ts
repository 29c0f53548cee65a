import { countriesInScope, type Geography, type Principal } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { CountryWithLanguages, RegionWithCountries } from '../../contract.ts';
import { parseGeographyConfig, type GeographyConfigInput } from './config.ts';
import {
  deleteCountryLanguages,
  deleteLocalCountries,
  insertCountryLanguages,
  insertLocalCountries,
  selectCountryLanguages,
  selectLocalCountries,
  selectRegionCountries,
  upsertCountries,
  upsertLocals,
  upsertRegions,
  type NamedRow,
} from './queries.ts';

// Names are shown in lists and pickers: sort them as people read them, the same on PGlite and PostgreSQL (whose
// collations differ), rather than by the database's collation.
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

function idsByName(rows: readonly NamedRow[]): Map<string, number> {
  return new Map(rows.map((row) => [row.name, row.id]));
}

function idOf(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  // The config was checked (every name it refers to is defined in it), so this is a bug, not bad input.
  if (id === undefined) throw new Error(`Geography seed: no id for '${name}'`);
  return id;
}

/**
 * Loads config/geography.json into the database, in one transaction. Re-running it converges: regions and locals are
 * matched by name and countries by ISO code, so their rows are updated in place, never duplicated; a country's languages
 * and a local's countries are replaced by what the config lists. Rows the config no longer names are left alone: surveys
 * may still point at them (countries are ON DELETE RESTRICT).
 */
export async function seedGeography(db: Db, geographyConfig: GeographyConfigInput): Promise<void> {
  const config = parseGeographyConfig(geographyConfig);

  await db.transaction(async (tx) => {
    const regionIds = idsByName(await upsertRegions(tx, config.regions.map((region) => region.name)));

    const countryRows = config.regions.flatMap((region) =>
      region.countries.map((country) => ({ name: country.name, isoCode: country.code, regionId: idOf(regionIds, region.name) })),
    );
    const countryIds = idsByName(await upsertCountries(tx, countryRows));

    await deleteCountryLanguages(tx, [...countryIds.values()]);
    const languageRows = config.regions.flatMap((region) =>
      region.countries.flatMap((country) =>
        // A country flagged noSupportedLanguage has none, whatever else the entry says.
        (country.noSupportedLanguage ? [] : country.languages).map((languageCode, index) => ({
          countryId: idOf(countryIds, country.name),
          languageCode,
          position: index + 1,
        })),
      ),
    );
    await insertCountryLanguages(tx, languageRows);

    const localIds = idsByName(
      await upsertLocals(
        tx,
        config.locals.map((local) => ({ name: local.name, regionId: idOf(regionIds, local.region) })),
      ),
    );
    await deleteLocalCountries(tx, [...localIds.values()]);
    const localCountryRows = config.locals.flatMap((local) =>
      [...new Set(local.countries)].map((country) => ({
        localId: idOf(localIds, local.name),
        countryId: idOf(countryIds, country),
      })),
    );
    await insertLocalCountries(tx, localCountryRows);
  });
}

/** Every region with its countries' names, both sorted by name (`GET /api/regions-with-countries`). */
export async function listRegionsWithCountries(db: Db): Promise<RegionWithCountries[]> {
  const byRegion = new Map<string, string[]>();
  for (const { region, country } of await selectRegionCountries(db)) {
    const names = byRegion.get(region) ?? [];
    if (country !== null) names.push(country);
    byRegion.set(region, names);
  }
  return [...byRegion]
    .map(([region, countries]) => ({ region, countries: countries.sort(byName) }))
    .sort((a, b) => byName(a.region, b.region));
}

/**
 * Every country with its languages in the configured order (the first is the default), sorted by country name
 * (`GET /api/countries-with-languages`). A country without a supported language answers `languages: []`.
 */
export async function listCountriesWithLanguages(db: Db): Promise<CountryWithLanguages[]> {
  const byCountry = new Map<string, string[]>();
  for (const { country, language } of await selectCountryLanguages(db)) {
    const languages = byCountry.get(country) ?? [];
    if (language !== null) languages.push(language);
    byCountry.set(country, languages);
  }
  return [...byCountry].map(([country, languages]) => ({ country, languages })).sort((a, b) => byName(a.country, b.country));
}

/** Regions and locals with countries by name: a Geography for the permission rules. */
export type LoadedGeography = {
  regions: { name: string; countries: string[] }[];
  locals: { name: string; region: string; countries: string[] }[];
};

/** The geography as it is in the database now, in the shape the permission rules take (countries by name). */
export async function loadGeography(db: Db): Promise<LoadedGeography> {
  const [regionRows, localRows] = await Promise.all([selectRegionCountries(db), selectLocalCountries(db)]);
  const regions = new Map<string, string[]>();
  for (const { region, country } of regionRows) {
    regions.set(region, [...(regions.get(region) ?? []), ...(country === null ? [] : [country])]);
  }
  const locals = new Map<string, { name: string; region: string; countries: string[] }>();
  for (const { local, region, country } of localRows) {
    const entry = locals.get(local) ?? { name: local, region, countries: [] };
    if (country !== null) entry.countries.push(country);
    locals.set(local, entry);
  }
  return {
    regions: [...regions].map(([name, countries]) => ({ name, countries })),
    locals: [...locals.values()],
  };
}

/**
 * Where the permission rules read regions and locals from. Routes take a source rather than a value, so permissions and
 * listings read one thing: the database (tests may hand in a fixed geography).
 */
export type GeographySource = () => Promise<Geography>;

/**
 * The database's geography, read at most once per `maxAgeMs`: every signed-in call decides scope on it, and the seed
 * changes it only at start-up, so a few seconds of staleness costs nothing and saves two queries per call.
 */
export function geographyFromDatabase(db: Db, { maxAgeMs = 5_000 }: { maxAgeMs?: number } = {}): GeographySource {
  let cached: { at: number; geography: Promise<Geography> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > maxAgeMs) {
      const geography = loadGeography(db);
      cached = { at: now, geography };
      // A failed read is not kept: the next call tries again.
      geography.catch(() => {
        if (cached?.geography === geography) cached = undefined;
      });
    }
    return cached.geography;
  };
}

/** The names of the countries the user may see and act on, sorted (`GET /api/user-allowed-countries`). */
export async function listAllowedCountries(geographySource: GeographySource, principal: Principal): Promise<string[]> {
  const geography = await geographySource();
  const scope = countriesInScope(principal, geography);
  const names =
    scope === 'all'
      ? geography.regions.flatMap((region) => region.countries.map((country) => (typeof country === 'string' ? country : country.name)))
      : [...scope];
  return names.sort(byName);
}
