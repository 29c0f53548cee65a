import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import { type TestTarget, testTargets } from '../testing/databases.ts';
import * as schema from './schema.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'survey-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`No migration ${tag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

describe('migration 0003 (submissions and reports)', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("turns the links' 'Channel N' into the channel number and keeps every link", async () => {
    const before = await migrationsBefore('0003_submissions_reports');
    folders.push(before);
    const client = new PGlite();
    try {
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        with region as (insert into regions (name) values ('Latin America & Caribbean') returning id),
             country as (insert into countries (name, iso_code, region_id) select 'Mexico', 'MX', id from region returning id),
             survey as (
               insert into surveys (id, title, start_date, start_time, end_date, end_time, timezone, target_channels)
               values ('s1', 'Store visits', '2026-11-01', '09:00', '2026-11-30', '17:00', 'America/Mexico_City', 2)
               returning id)
        insert into survey_links (survey_id, country_id, language_code, effective_language, channel, token)
        select survey.id, country.id, 'es-MX', 'es-MX', channel, 'token-' || channel
        from survey, country, (values ('Channel 1'), ('Channel 2')) as channels (channel)`);

      await migrate(db, { migrationsFolder });

      const links = await db.execute<{ channel: string; token: string }>(
        sql`select channel, token from survey_links order by token`,
      );
      expect(links.rows).toEqual([
        { channel: '1', token: 'token-Channel 1' },
        { channel: '2', token: 'token-Channel 2' },
      ]);
      const relabel = db.execute(sql`update survey_links set channel = 'Channel 3' where token = 'token-Channel 1'`);
      await expect(relabel).rejects.toMatchObject({ cause: { constraint: 'survey_links_channel_format' } });
    } finally {
      await client.close();
    }
  });
});

describe('migration 0005 (respondent conversations)', () => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('keeps existing conversations, and stores a client message id once per conversation (any number of none)', async () => {
    const before = await migrationsBefore('0005_respondent_conversations');
    folders.push(before);
    const client = new PGlite();
    try {
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        with region as (insert into regions (name) values ('Latin America & Caribbean') returning id),
             country as (insert into countries (name, iso_code, region_id) select 'Mexico', 'MX', id from region returning id),
             survey as (
               insert into surveys (id, title, start_date, start_time, end_date, end_time, timezone, target_channels)
               values ('s1', 'Store visits', '2026-11-01', '09:00', '2026-11-30', '17:00', 'America/Mexico_City', 1)
               returning id),
             submission as (
               insert into submissions (id, survey_id, country_id, language_code, channel, finished)
               select 'r1', survey.id, country.id, 'es-MX', '1', true from survey, country returning id)
        insert into conversation_logs (submission_id, position, role, content)
        select submission.id, position, role, content from submission,
          (values (1, 'assistant', 'Hola'), (2, 'respondent', 'Muy bien')) as messages (position, role, content)`);

      await migrate(db, { migrationsFolder });

      const kept = await db.execute<{ finished: boolean; ended_at: string | null; respondent_token_hash: string | null }>(
        sql`select finished, ended_at, respondent_token_hash from submissions`,
      );
      expect(kept.rows).toEqual([{ finished: true, ended_at: null, respondent_token_hash: null }]);
      await db.execute(sql`insert into conversation_logs (submission_id, position, role, content, client_message_id)
        values ('r1', 3, 'respondent', 'Otra', 'message-1')`);
      const twice = db.execute(sql`insert into conversation_logs (submission_id, position, role, content, client_message_id)
        values ('r1', 4, 'respondent', 'Otra', 'message-1')`);
      await expect(twice).rejects.toMatchObject({ cause: { constraint: 'conversation_logs_submission_client_message_key' } });
      const ids = await db.execute<{ total: number }>(sql`select count(*)::int as total from conversation_logs where client_message_id is null`);
      expect(ids.rows).toEqual([{ total: 2 }]);
    } finally {
      await client.close();
    }
  });
});

/** A database on `target` migrated only by hand, through drizzle's migrator for its driver. */
async function bareDatabase(target: TestTarget) {
  const created = await target.create({ fresh: true });
  const url = created.env.DATABASE_URL;
  if (url === undefined) {
    const client = new PGlite();
    const db = drizzle({ client, schema });
    return {
      db: db as unknown as Pick<NodePgDatabase<typeof schema>, 'execute'>,
      migrateWith: (folder: string) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await client.close();
        await created.dispose();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    migrateWith: (folder: string) => migrateNodePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await created.dispose();
    },
  };
}

/**
 * A Mexico survey with links on channels 1 and 2 and the given submissions (id, channel, finished, started_at), in the
 * tables as they are from migration 0005 on.
 */
async function insertStoreVisits(
  db: Pick<NodePgDatabase<typeof schema>, 'execute'>,
  rows: readonly [id: string, channel: string, finished: boolean, startedAt: string][],
) {
  await db.execute(sql`
    with region as (insert into regions (name) values ('Latin America & Caribbean') returning id),
         country as (insert into countries (name, iso_code, region_id) select 'Mexico', 'MX', id from region returning id),
         survey as (
           insert into surveys (id, title, start_date, start_time, end_date, end_time, timezone, target_channels)
           values ('s1', 'Store visits', '2026-11-01', '09:00', '2026-11-30', '17:00', 'America/Mexico_City', 2)
           returning id),
         links as (
           insert into survey_links (survey_id, country_id, language_code, channel, token)
           select survey.id, country.id, 'es-MX', channel, 'token-' || channel from survey, country, (values ('1'), ('2')) as c (channel)
           returning id, channel)
    insert into submissions (id, survey_id, link_id, country_id, language_code, channel, finished, started_at, submitted_at)
    select rows.id, 's1', links.id, (select id from country), 'es-MX', links.channel, rows.finished, rows.started_at::timestamptz, rows.started_at::timestamptz
    from links join (values ${sql.join(
      rows.map(([id, channel, finished, startedAt]) => sql`(${id}, ${channel}, ${finished}::boolean, ${startedAt})`),
      sql`, `,
    )}) as rows (id, channel, finished, started_at) on rows.channel = links.channel`);
}

describe.each(testTargets)('migration 0009 (responses begin with an answer) on $name', (target) => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("keeps every opened link as a visit and drops the conversations without an answer, keeping every respondent's word", async () => {
    const before = await migrationsBefore('0009_response_funnel');
    folders.push(before);
    const database = await bareDatabase(target);
    try {
      const { db } = database;
      await database.migrateWith(before);
      await insertStoreVisits(db, [
        ['answered', '1', true, '2026-11-02T10:00:00Z'],
        ['opened', '1', false, '2026-11-02T10:05:00Z'],
        ['left', '1', false, '2026-11-02T10:10:00Z'],
        ['other', '2', false, '2026-11-02T10:15:00Z'],
      ]);
      await db.execute(sql`
        insert into conversation_logs (submission_id, position, role, content) values
          ('answered', 1, 'assistant', 'Hola'), ('answered', 2, 'assistant', '¿Qué tal?'), ('answered', 3, 'respondent', 'Muy bien'),
          ('opened', 1, 'assistant', 'Hola'), ('opened', 2, 'assistant', '¿Qué tal?'),
          ('other', 1, 'assistant', 'Hola'), ('other', 2, 'assistant', '¿Qué tal?'), ('other', 3, 'respondent', 'Regular')`);

      await database.migrateWith(migrationsFolder);

      const kept = await db.execute<{ id: string }>(sql`select id from submissions order by id`);
      expect(kept.rows.map((row) => row.id)).toEqual(['answered', 'other']);
      const visits = await db.execute<{ channel: string; visits: string | number }>(sql`select channel, visits from survey_links order by channel`);
      expect(visits.rows.map((row) => [row.channel, Number(row.visits)])).toEqual([
        ['1', 3],
        ['2', 1],
      ]);
      const words = await db.execute<{ content: string }>(sql`select content from conversation_logs where role = 'respondent' order by content`);
      expect(words.rows.map((row) => row.content)).toEqual(['Muy bien', 'Regular']);
      const negative = db.execute(sql`update survey_links set visits = -1`);
      await expect(negative).rejects.toMatchObject({ cause: { constraint: 'survey_links_visits_not_negative' } });
    } finally {
      await database.close();
    }
  });
});

describe.each(testTargets)('migration 0010 (response tallies) on $name', (target) => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('counts the stored responses once per survey, country, channel and UTC day, and keeps counting new ones', async () => {
    const before = await migrationsBefore('0010_response_tallies');
    folders.push(before);
    const database = await bareDatabase(target);
    try {
      const { db } = database;
      await database.migrateWith(before);
      // 23:30 in Mexico City on Nov 2 is Nov 3 in UTC: the tallies keep UTC days.
      await insertStoreVisits(db, [
        ['a', '1', true, '2026-11-02T10:00:00Z'],
        ['b', '1', false, '2026-11-02T18:00:00Z'],
        ['c', '1', true, '2026-11-03T05:30:00Z'],
        ['d', '2', true, '2026-11-02T11:00:00Z'],
      ]);
      await database.migrateWith(migrationsFolder);

      const tallies = async () =>
        (
          await db.execute<{ channel: string; day: string; started: number; complete: number }>(
            sql`select channel, to_char(day, 'YYYY-MM-DD') as day, started, complete from response_tallies order by channel, day`,
          )
        ).rows.map((row) => [row.channel, row.day, row.started, row.complete]);
      expect(await tallies()).toEqual([
        ['1', '2026-11-02', 2, 1],
        ['1', '2026-11-03', 1, 1],
        ['2', '2026-11-02', 1, 1],
      ]);

      await db.execute(sql`
        insert into submissions (id, survey_id, link_id, country_id, language_code, channel, started_at, submitted_at)
        select 'e', survey_id, id, country_id, language_code, channel, '2026-11-02T20:00:00Z', '2026-11-02T20:00:00Z'
        from survey_links where channel = '1'`);
      await db.execute(sql`update submissions set finished = true where id in ('b', 'e')`);
      await db.execute(sql`delete from submissions where id = 'd'`);
      expect(await tallies()).toEqual([
        ['1', '2026-11-02', 3, 3],
        ['1', '2026-11-03', 1, 1],
        ['2', '2026-11-02', 0, 0],
      ]);
      const impossible = db.execute(sql`update response_tallies set complete = started + 1`);
      await expect(impossible).rejects.toMatchObject({ cause: { constraint: 'response_tallies_counts_valid' } });
    } finally {
      await database.close();
    }
  });
});

describe.each(testTargets)('migration 0013 (score tallies) on $name', (target) => {
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('counts the scored answers already stored once per question, country, UTC day and value, then each new one', async () => {
    const before = await migrationsBefore('0013_score_tallies');
    folders.push(before);
    const database = await bareDatabase(target);
    try {
      const { db } = database;
      await database.migrateWith(before);
      await insertStoreVisits(db, [
        ['a', '1', true, '2026-11-02T10:00:00Z'],
        ['b', '1', true, '2026-11-02T18:00:00Z'],
      ]);
      // Two ratings of 4 on Nov 2 and a 5 at 23:30 in Mexico City, which is Nov 3 in UTC; a text answer has no value.
      await db.execute(sql`
        insert into conversation_logs (submission_id, position, role, content, question_number, answer_value, created_at)
        values ('a', 3, 'respondent', '4', 1, 4, '2026-11-02T10:01:00Z'),
               ('b', 3, 'respondent', '4', 1, 4, '2026-11-02T18:01:00Z'),
               ('a', 5, 'respondent', 'Fine.', 2, null, '2026-11-02T10:02:00Z'),
               ('b', 5, 'respondent', '5', 2, 5, '2026-11-03T05:30:00Z')`);
      await database.migrateWith(migrationsFolder);

      const tallies = async () =>
        (
          await db.execute<{ question: number; day: string; value: number; answers: number }>(
            sql`select question_number as question, to_char(day, 'YYYY-MM-DD') as day, value, answers from score_tallies order by 1, 2, 3`,
          )
        ).rows.map((row) => [row.question, row.day, row.value, row.answers]);
      expect(await tallies()).toEqual([
        [1, '2026-11-02', 4, 2],
        [2, '2026-11-03', 5, 1],
      ]);

      await db.execute(sql`
        insert into conversation_logs (submission_id, position, role, content, question_number, answer_value, created_at)
        values ('a', 7, 'respondent', '2', 3, 2, '2026-11-02T10:03:00Z')`);
      await db.execute(sql`delete from submissions where id = 'b'`);
      expect(await tallies()).toEqual([
        [1, '2026-11-02', 4, 1],
        [2, '2026-11-03', 5, 0],
        [3, '2026-11-02', 2, 1],
      ]);
    } finally {
      await database.close();
    }
  });
});
