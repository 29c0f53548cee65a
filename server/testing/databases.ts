import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

import { loadEnv, type Env } from '../env.ts';
import { withAdmin } from './adminClient.ts';
import { type Database, IN_MEMORY, openDatabase } from '../db/client.ts';

export type DatabaseEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>;

export interface TestDatabase {
  /** Settings for `openDatabase`; opening them again reaches the same data. */
  env: DatabaseEnv;
  /** Removes everything the test database left behind. Close the database first. */
  dispose(): Promise<void>;
}

export interface CreateOptions {
  /** One that survives closing (PGlite otherwise lives in memory). */
  persistent?: boolean;
  /**
   * Empty, as a new server meets it, rather than a copy of the migrated template (server/testing/globalSetup.ts): for
   * tests of the migrations themselves.
   */
  fresh?: boolean;
}

/** A kind of database the server runs on; the database tests run once per target. */
export interface TestTarget {
  name: string;
  /** A new database with the current schema and no rows, or an empty one (`fresh`); opening it migrates it. */
  create(options?: CreateOptions): Promise<TestDatabase>;
}

const pglite: TestTarget = {
  name: 'PGlite',
  // A copy of the template: in memory through server/testing/setup.ts, on disk loaded here.
  async create({ persistent = false, fresh = false } = {}) {
    if (!persistent && !fresh) return { env: { DATA_DIR: IN_MEMORY }, dispose: () => Promise.resolve() };
    const dataDir = await mkdtemp(path.join(tmpdir(), 'survey-pglite-'));
    if (!fresh) {
      const client = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(inject('pgliteTemplateFile'))]) });
      await client.close();
    }
    return { env: { DATA_DIR: dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

/**
 * Each test gets its own database on the server, so test files running in parallel (and runs on a shared CI server)
 * never see each other's rows. A database rather than a schema: drizzle-kit's SQL names "public" explicitly.
 */
function postgres(adminUrl: string): TestTarget {
  const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withAdmin(adminUrl, work);
  return {
    name: 'PostgreSQL',
    async create({ fresh = false } = {}) {
      const name = `survey_test_${randomBytes(6).toString('hex')}`;
      const template = fresh ? null : inject('postgresTemplate');
      await admin((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATA_DIR: IN_MEMORY, DATABASE_URL: url.toString() },
        dispose: async () => {
          await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
        },
      };
    },
  };
}

const { TEST_DATABASE_URL: testDatabaseUrl, TEST_DATABASE_TARGETS: targets } = loadEnv();

/**
 * PGlite, and PostgreSQL too when TEST_DATABASE_URL points at a server the tests may create databases on; one of the
 * two alone when TEST_DATABASE_TARGETS names it.
 */
function chooseTestTargets(): TestTarget[] {
  if (targets === 'pglite') return [pglite];
  if (testDatabaseUrl === undefined) {
    if (targets === 'postgresql') throw new Error('TEST_DATABASE_TARGETS=postgresql needs TEST_DATABASE_URL');
    return [pglite];
  }
  return targets === 'postgresql' ? [postgres(testDatabaseUrl)] : [pglite, postgres(testDatabaseUrl)];
}

export const testTargets: TestTarget[] = chooseTestTargets();

/** A test's own migrated database on `target`. */
export interface OpenTestDatabase extends Database {
  /** Closes the connection, then removes the database. */
  release(): Promise<void>;
}

export async function openTestDatabase(target: TestTarget): Promise<OpenTestDatabase> {
  const testDatabase = await target.create();
  const database = await openDatabase(testDatabase.env);
  return {
    ...database,
    release: async () => {
      await database.close();
      await testDatabase.dispose();
    },
  };
}

/**
 * A test database on `target` for the calling describe block, opened in its beforeAll and released in its afterAll: one
 * place for the open/release pair every database test block needs. Read its properties (or pass it on as a `Database`)
 * inside the block's hooks and tests; reading `db` or calling a method before the beforeAll ran throws.
 */
export function useTestDatabase(target: TestTarget): Readonly<Database> {
  let database: OpenTestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(async () => {
    await database?.release();
  });
  const opened = (): OpenTestDatabase => {
    if (!database) throw new Error('The test database is used before its beforeAll ran');
    return database;
  };
  return {
    get db() {
      return opened().db;
    },
    executeSql: (text, values) => opened().executeSql(text, values),
    ping: () => opened().ping(),
    close: () => opened().close(),
  };
}
