import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';

import type { Env } from '../env.ts';
import { type DataDirLock, lockDataDir } from './dataDirLock.ts';
import { restrictToOwner } from './dataDirPermissions.ts';
import * as schema from './schema.ts';

/** Both drivers answer a raw `execute` with the rows under `rows` (pg's QueryResult, PGlite's Results). */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
interface RowsResult<TRow> {
  rows: TRow[];
}

/** What queries are written against: both drivers' databases are this type, so modules never know which one runs. */
export type Db = PgDatabase<RowsQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * Runs raw SQL outside drizzle, for pg-boss (its `db` adapter). Without values the text may hold several statements
   * (pg-boss installs its schema and runs its locked blocks that way); the answer is then what the driver gives, which
   * pg-boss unwraps (pg: one result per statement; PGlite: pg-boss's own adapter, every statement's rows).
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves when the database answers a query; rejects otherwise (readiness). */
  ping(): Promise<void>;
  /** Closes the connection(s); safe to call more than once. */
  close(): Promise<void>;
}

export const IN_MEMORY = ':memory:';

/** A migrated in-memory database's files, for new in-memory databases to start from (setInMemoryTemplate). */
let inMemoryTemplate: Blob | undefined;

/**
 * New in-memory databases of this process start as a copy of `template` (PGlite's `dumpDataDir`) rather than empty:
 * that skips initdb, which is most of an empty PGlite's start (about 5x its copy's), and the migrations the copy has.
 * The test suites open hundreds of databases; the server never calls this.
 */
export function setInMemoryTemplate(template: Blob | undefined): void {
  inMemoryTemplate = template;
}

// Resolved from this file, not the working directory, so the server starts from anywhere (and under vitest).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database the settings point at and brings its schema up to date: PostgreSQL through `pg` when DATABASE_URL
 * is set, else the embedded PGlite in DATA_DIR (in memory for ':memory:'). Migrations are recorded by drizzle in
 * `drizzle.__drizzle_migrations`, so running them at every start only applies what is new.
 *
 * PGlite on disk is one process's: two processes on one DATA_DIR each see only their own writes and corrupt the files.
 * So DATA_DIR is locked for as long as the database is open, and opening it throws DataDirInUseError while another
 * process has it. PostgreSQL takes no such lock: several servers may share it.
 */
export async function openDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  logger?: Pick<Logger, 'error'>,
): Promise<Database> {
  if (env.DATABASE_URL !== undefined) return openPostgres(env.DATABASE_URL, logger);
  return openPglite(env.DATA_DIR);
}

async function openPostgres(connectionString: string, logger?: Pick<Logger, 'error'>): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that would crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL pool error'));
  const db = drizzleNodePg({ client: pool, schema });
  try {
    await migrateNodePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    db,
    executeSql: (text, values) => pool.query(text, values ? [...values] : undefined),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  // Loaded only here: the WebAssembly Postgres costs a server on DATABASE_URL some 45 MB of memory it never uses.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { fromPglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('pg-boss'),
  ]);
  let lock: DataDirLock | undefined;
  if (dataDir !== IN_MEMORY) {
    // Owner only (an existing directory is made so once PGlite is open): the files hold people's answers and live
    // refresh tokens (PGlite's WAL).
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    lock = await lockDataDir(dataDir);
  }
  const client = dataDir === IN_MEMORY ? new PGlite({ loadDataDir: inMemoryTemplate }) : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  const jobQueueSql = fromPglite(client);
  try {
    await migratePglite(db, { migrationsFolder });
    if (dataDir !== IN_MEMORY) await restrictToOwner(dataDir);
  } catch (error) {
    try {
      await client.close();
    } finally {
      await lock?.release();
    }
    throw error;
  }
  return {
    db,
    // pg-boss's PGlite adapter: a multi-statement block answers every statement's rows (a locked block's RETURNING sits
    // before its COMMIT), and a failed block is rolled back, since PGlite's one connection would stay in the aborted
    // transaction and refuse every query after it.
    executeSql: (text, values) => jobQueueSql.executeSql(text, values ? [...values] : undefined),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
