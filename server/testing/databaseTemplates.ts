// Migrated databases that test databases are copied from, made once per run (vitest's global set-up) and kept between
// runs while the migrations are unchanged: copying one is several times faster than initdb and the migrations.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { openDatabase } from '../db/client.ts';
import { withAdmin } from './adminClient.ts';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Names the migrations (and PGlite's version, whose files a copy is): a change to either makes new templates. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package's own manifest, beside its entry (dist/index.cjs); its exports do not include it.
  hash.update(await readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json')));
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((file) => file.endsWith('.sql') || file.endsWith('.json')).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A file holding a migrated PGlite's data directory (`dumpDataDir`), for `setInMemoryTemplate`. Written under a temporary
 * name and renamed, so parallel runs never read half a file.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const folder = path.join(tmpdir(), 'survey-test-templates');
  const file = path.join(folder, `pglite-${await migrationsFingerprint()}.tar`);
  if (existsSync(file)) return file;
  await mkdir(folder, { recursive: true });
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/**
 * The name of a migrated database on the server at `adminUrl` for `CREATE DATABASE ... TEMPLATE`. Made under a
 * temporary name and renamed: a run that loses the race to a parallel one drops its own.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `survey_template_${await migrationsFingerprint()}`;
  return withAdmin(adminUrl, async (admin) => {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ DATA_DIR: ':memory:', DATABASE_URL: url.toString() });
    await database.close();
    try {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      if (!(error instanceof Error && 'code' in error && error.code === '42P04')) throw error;
    }
    return name;
  });
}
