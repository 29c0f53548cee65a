import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { countries, countryLanguages, localCountries, locals, regions } from '../../db/schema.ts';

/*
 * The geography's SQL. Every function takes the database or a transaction (a transaction is a Db too); writes given no
 * rows do nothing (drizzle refuses an empty VALUES list).
 */

export type NamedRow = { id: number; name: string };

/** Inserts the regions that are new; returns the id of every named region. */
export async function upsertRegions(db: Db, names: readonly string[]): Promise<NamedRow[]> {
  if (names.length === 0) return [];
  return db
    .insert(regions)
    .values(names.map((name) => ({ name })))
    // A no-op update rather than DO NOTHING, so RETURNING also answers the rows that already existed.
    .onConflictDoUpdate({ target: regions.name, set: { name: sql`excluded.name` } })
    .returning({ id: regions.id, name: regions.name });
}

/**
 * Inserts or updates countries, matched on their ISO code: the code is what stays when an organisation renames a
 * country or moves it to another region, and the row (and every survey pointing at it) follows.
 */
export async function upsertCountries(
  db: Db,
  rows: readonly { name: string; isoCode: string; regionId: number }[],
): Promise<NamedRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(countries)
    .values([...rows])
    .onConflictDoUpdate({
      target: countries.isoCode,
      set: { name: sql`excluded.name`, regionId: sql`excluded.region_id` },
    })
    .returning({ id: countries.id, name: countries.name });
}

export async function deleteCountryLanguages(db: Db, countryIds: readonly number[]): Promise<void> {
  if (countryIds.length === 0) return;
  await db.delete(countryLanguages).where(inArray(countryLanguages.countryId, [...countryIds]));
}

export async function insertCountryLanguages(
  db: Db,
  rows: readonly { countryId: number; languageCode: string; position: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(countryLanguages).values([...rows]);
}

/** Inserts or updates locals, matched on their name. */
export async function upsertLocals(db: Db, rows: readonly { name: string; regionId: number }[]): Promise<NamedRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(locals)
    .values([...rows])
    .onConflictDoUpdate({ target: locals.name, set: { regionId: sql`excluded.region_id` } })
    .returning({ id: locals.id, name: locals.name });
}

export async function deleteLocalCountries(db: Db, localIds: readonly number[]): Promise<void> {
  if (localIds.length === 0) return;
  await db.delete(localCountries).where(inArray(localCountries.localId, [...localIds]));
}

export async function insertLocalCountries(db: Db, rows: readonly { localId: number; countryId: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(localCountries).values([...rows]);
}

/** One row per region and country; a region without countries comes once with `country` null. */
export function selectRegionCountries(db: Db): Promise<{ region: string; country: string | null }[]> {
  return db
    .select({ region: regions.name, country: countries.name })
    .from(regions)
    .leftJoin(countries, eq(countries.regionId, regions.id));
}

/** One row per country and language in the configured order; a country without languages comes once with null. */
export function selectCountryLanguages(db: Db): Promise<{ country: string; language: string | null }[]> {
  return db
    .select({ country: countries.name, language: countryLanguages.languageCode })
    .from(countries)
    .leftJoin(countryLanguages, eq(countryLanguages.countryId, countries.id))
    .orderBy(asc(countries.id), asc(countryLanguages.position));
}

/** One row per local and country, with the local's region; a local without countries comes once with null. */
export function selectLocalCountries(db: Db): Promise<{ local: string; region: string; country: string | null }[]> {
  return db
    .select({ local: locals.name, region: regions.name, country: countries.name })
    .from(locals)
    .innerJoin(regions, eq(regions.id, locals.regionId))
    .leftJoin(localCountries, eq(localCountries.localId, locals.id))
    .leftJoin(countries, eq(countries.id, localCountries.countryId));
}
