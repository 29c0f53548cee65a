import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { toCsv } from '../../../src/shared/lib/csv/csv.ts';
import { createTestApp, surveyTestGeographySource } from '../../testing/app.ts';
import type { Db } from '../../db/client.ts';
import { conversationLogs, countries, regions, submissions, surveyLinks, surveys, surveyTargetCountries } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { listenOnLoopback } from '../../testing/loopbackServer.ts';
import { type AccountTokens, createAccountTokens, type TestAccount } from '../../testing/accounts.ts';
import { insertBulkSubmissions, insertTestSubmissions, type TestMessage } from '../../testing/submissions.ts';
import { insertSurveyTestData, LATAM, testSurveys } from '../../testing/surveys.ts';
import type { CountryNames } from './queries.ts';
import { openRawDataCsv, pgPoolOf } from './rawDataExport.ts';

const HEADER = ['submission_id', 'submitted_at', 'country', 'language', 'channel', 'role', 'timestamp', 'message'];

/**
 * The file the export must produce, computed apart from it: the rows read with drizzle (dates as the API reads them)
 * in the export's order, written with the SPA's own CSV writer.
 */
async function expectedCsv(db: Db, surveyId: string, names: CountryNames): Promise<string> {
  const rows = await db
    .select({
      submissionId: submissions.id,
      submittedAt: submissions.submittedAt,
      country: countries.name,
      language: submissions.languageCode,
      channel: submissions.channel,
      role: conversationLogs.role,
      createdAt: conversationLogs.createdAt,
      content: conversationLogs.content,
    })
    .from(submissions)
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .innerJoin(conversationLogs, eq(conversationLogs.submissionId, submissions.id))
    .where(eq(submissions.surveyId, surveyId))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id), asc(conversationLogs.position));
  const cells = rows
    .filter((row) => names === 'all' || names.includes(row.country))
    .map((row) => [
      row.submissionId,
      row.submittedAt.toISOString(),
      row.country,
      row.language,
      row.channel,
      row.role,
      row.createdAt.toISOString(),
      row.content,
    ]);
  return toCsv([HEADER, ...cells]);
}

/** The bytes as text, byte-order mark kept (Response.text() would drop it). */
async function bytesOf(body: ReadableStream<Uint8Array> | Response): Promise<string> {
  const response = body instanceof Response ? body : new Response(body);
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}

/** Messages that break naive CSV writers and spreadsheets. */
const NASTY_MESSAGES: readonly string[] = [
  'He said "hola", then left',
  'uno, dos, tres',
  'first line\nsecond line\r\nthird line',
  '=SUM(A1:A9)',
  '+52 55 1234 5678',
  '-1 star',
  '@everyone',
  '\tleading tab',
  '\rleading carriage return',
  '=HYPERLINK("http://evil.example","click")',
  '"',
  '',
  'emoji 🙂👍🏽🇲🇽',
  '직원이 정말 친절했어요. 다시 올게요!',
  "'already an apostrophe",
  'trailing newline\n',
];

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('raw-data export on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
    await insertTestSubmissions(
      database.db,
      testSurveys.map((survey) => survey.id),
    );
  });

  function app() {
    return createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
  }

  async function exportOf(account: TestAccount, surveyId: string) {
    return app().request(`/api/surveys/${surveyId}/export/raw-data`, {
      headers: { Authorization: `Bearer ${await accounts.tokenFor(account)}` },
    });
  }

  it(`streams through ${target.name === 'PostgreSQL' ? 'COPY' : 'keyset pages'} here`, () => {
    expect(pgPoolOf(database.db) !== undefined).toBe(target.name === 'PostgreSQL');
  });

  it.each([
    ['admin', 'latam-delivery', 'all'],
    ['latam.manager', 'border-crossing', ['Mexico', 'Guatemala', 'Brazil']],
    ['mexico.local', 'latam-delivery', ['Mexico']],
    ['viewer', 'us-support', 'all'],
  ] as const)('as %s, %s: every message of the submissions in scope, in order, as a download', async (account, surveyId, names) => {
    const before = new Date().toISOString().slice(0, 10);
    const response = await exportOf(account, surveyId);
    const after = new Date().toISOString().slice(0, 10);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileNames = [before, after].map((day) => `survey_${surveyId}_raw_data_${day}.csv`);
    expect(fileNames.map((name) => `attachment; filename="${name}"; filename*=UTF-8''${name}`)).toContain(disposition);

    const text = await bytesOf(response);
    expect(text).toBe(await expectedCsv(database.db, surveyId, names));
    const header = '"submission_id","submitted_at","country","language","channel","role","timestamp","message"';
    expect(text.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    // Rows beyond the header: the test data gives every survey conversations.
    expect(text.split('\r\n').length).toBeGreaterThan(5);
  });

  it('leaves out the countries outside the reader scope (a Mexico user gets no Guatemala row)', async () => {
    const text = await bytesOf(await exportOf('mexico.local', 'latam-delivery'));
    expect(text).toContain('"Mexico"');
    expect(text).not.toContain('"Guatemala"');
    const whole = await bytesOf(await exportOf('admin', 'latam-delivery'));
    expect(whole).toContain('"Guatemala"');
  });

  it('answers only the header for a visible survey without submissions', async () => {
    await database.db.delete(submissions).where(eq(submissions.surveyId, 'br-onboarding'));
    const response = await exportOf('latam.manager', 'br-onboarding');
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toBe(toCsv([HEADER]));
  });

  it('answers 404 for a survey outside the scope or missing, and 400 for a malformed id', async () => {
    for (const [account, surveyId] of [
      ['mexico.local', 'br-onboarding'],
      ['latam.manager', 'us-support'],
      ['no.region', 'latam-delivery'],
      ['admin', 'no-such-survey'],
    ] as const) {
      const response = await exportOf(account, surveyId);
      expect(response.status, `${account} ${surveyId}`).toBe(404);
      expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
    }
    const malformed = await exportOf('admin', 'has.dot');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'validation.invalid', detail: expect.stringContaining('Invalid survey id') as unknown, params: { problem: expect.stringContaining('Invalid survey id') as unknown } });
  });

  describe('with content that breaks naive writers', () => {
    beforeEach(async () => {
      // A country whose very name needs quoting and neutralising, in a survey with Mexico.
      const [region] = await database.db.select({ id: regions.id }).from(regions).where(eq(regions.name, LATAM));
      if (!region) throw new Error('The test region is missing');
      await database.db
        .insert(countries)
        .values({ name: '=Tierra, "Nasty"\nLand', isoCode: 'ZZ', regionId: region.id })
        .onConflictDoNothing({ target: countries.name });
      const targetCountries = await database.db
        .select({ id: countries.id, isoCode: countries.isoCode })
        .from(countries)
        .where(inArray(countries.isoCode, ['ZZ', 'MX']));
      await database.db.insert(surveys).values({
        id: 'nasty',
        title: 'Nasty content',
        createdByUsername: 'admin',
        startDate: '2026-03-01',
        startTime: '09:00',
        endDate: '2026-03-31',
        endTime: '17:00',
        timezone: 'America/Mexico_City',
        targetChannels: 2,
      });
      await database.db
        .insert(surveyTargetCountries)
        .values(targetCountries.map((country) => ({ surveyId: 'nasty', countryId: country.id })));
      await database.db.insert(surveyLinks).values(
        targetCountries.flatMap((country) =>
          ['1', '2'].map((channel) => ({
            surveyId: 'nasty',
            countryId: country.id,
            languageCode: country.isoCode === 'MX' ? 'es-MX' : '-ko',
            effectiveLanguage: 'es',
            channel,
            token: `nasty-${country.isoCode}-${channel}`,
          })),
        ),
      );
      await insertTestSubmissions(database.db, ['nasty'], {
        perLink: 3,
        conversation: ({ index }): TestMessage[] =>
          NASTY_MESSAGES.map((content, position) => ({
            role: position % 2 === 0 ? 'assistant' : 'respondent',
            content: NASTY_MESSAGES[(position + index) % NASTY_MESSAGES.length] ?? content,
          })),
      });
      // Microseconds (both sides truncate to milliseconds) and a tie of submitted_at that the id must break.
      await database.db.execute(
        sql`update ${conversationLogs} set created_at = created_at + interval '0.000999 seconds' where position % 3 = 0`,
      );
      await database.db.execute(sql`update ${submissions}
        set submitted_at = '2026-03-09 10:00:00.123456+00', started_at = '2026-03-01 00:00:00+00'
        where id in ('nasty-r2', 'nasty-r5', 'nasty-r11')`);
    });

    const nastyCountry = `"'=Tierra, ""Nasty""\nLand","'-ko"`;
    const filters = [
      { surveyId: 'nasty', countries: 'all' as const, nastyCountryRows: true },
      { surveyId: 'nasty', countries: ['Mexico'], nastyCountryRows: false },
    ];

    it.each(filters)('writes every cell as the SPA writer would, on every path and page size ($countries)', async (filter) => {
      const expected = await expectedCsv(database.db, filter.surveyId, filter.countries);
      expect(expected.includes(nastyCountry)).toBe(filter.nastyCountryRows);
      expect(expected).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      const outputs = new Map<string, string>();
      for (const submissionsPerPage of [1, 2, 7, 250]) {
        const csv = await openRawDataCsv(database.db, filter, { path: 'keyset', submissionsPerPage });
        outputs.set(`keyset/${submissionsPerPage}`, await bytesOf(csv));
      }
      if (pgPoolOf(database.db)) outputs.set('copy', await bytesOf(await openRawDataCsv(database.db, filter, { path: 'copy' })));
      expect(outputs.size).toBe(target.name === 'PostgreSQL' ? 5 : 4);
      for (const [path, output] of outputs) expect(output, path).toBe(expected);
    });

    it('gives byte-identical files through COPY and keyset pages on PostgreSQL, and COPY only there', async () => {
      const filter = filters[0] ?? { surveyId: 'nasty', countries: 'all' as const };
      const bytes = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
      const keyset = await bytes(await openRawDataCsv(database.db, filter, { path: 'keyset', submissionsPerPage: 4 }));
      if (target.name === 'PostgreSQL') {
        const copy = await bytes(await openRawDataCsv(database.db, filter, { path: 'copy' }));
        expect(copy.equals(keyset)).toBe(true);
        expect(copy.length).toBeGreaterThan(1_000);
      } else {
        await expect(openRawDataCsv(database.db, filter, { path: 'copy' })).rejects.toThrow('The COPY export needs the pg driver');
      }
    });
  });

  it('reads no further page once the reader cancels the keyset stream', async () => {
    await database.db.delete(submissions);
    await insertBulkSubmissions(database.db, { surveyId: 'latam-delivery', submissions: 200, messagesPerSubmission: 5 });
    let queries = 0;
    const counting = new Proxy(database.db, {
      get(db, property, receiver) {
        if (property !== 'execute') return Reflect.get(db, property, receiver) as unknown;
        return (...args: Parameters<Db['execute']>) => {
          queries += 1;
          return db.execute(...args);
        };
      },
    });
    const filter = { surveyId: 'latam-delivery', countries: 'all' as const };

    const whole = await bytesOf(await openRawDataCsv(counting, filter, { path: 'keyset', submissionsPerPage: 10 }));
    expect(whole.split('\r\n').length - 2).toBe(1_000);
    // 20 full pages of two queries (the submissions, their messages), then the empty one that says the end.
    expect(queries).toBe(41);

    queries = 0;
    const reader = (await openRawDataCsv(counting, filter, { path: 'keyset', submissionsPerPage: 10 })).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The page read before answering, the one read, and at most one read ahead.
    expect(queries).toBeLessThanOrEqual(6);
  });

  it('goes on past whole pages of submissions without messages', async () => {
    await database.db.delete(submissions);
    await insertBulkSubmissions(database.db, { surveyId: 'latam-delivery', submissions: 60, messagesPerSubmission: 3 });
    // The 25 oldest have no message: the first two pages of 10, and half the third, add nothing to the file.
    await database.db.execute(sql`delete from ${conversationLogs} where ${conversationLogs.submissionId} in (
      select ${submissions.id} from ${submissions} order by ${submissions.submittedAt} limit 25)`);
    const filter = { surveyId: 'latam-delivery', countries: 'all' as const };
    const text = await bytesOf(await openRawDataCsv(database.db, filter, { path: 'keyset', submissionsPerPage: 10 }));
    expect(text).toBe(await expectedCsv(database.db, 'latam-delivery', 'all'));
    expect(text.split('\r\n').length - 2).toBe(35 * 3);
  });
});

describe.each(testTargets.filter((target) => target.name === 'PostgreSQL'))('raw-data export over HTTP on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await insertSurveyTestData(database.db);
    // About 25 MB of CSV: far more than the socket buffers hold, so the COPY is still running when the client leaves.
    await insertBulkSubmissions(database.db, { surveyId: 'latam-delivery', submissions: 5_000, messagesPerSubmission: 20 });
  });

  async function copyBackends(): Promise<number[]> {
    const { rows } = await database.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'copy (%'`);
    return rows.map((row) => row.pid);
  }

  async function backendAlive(pid: number): Promise<boolean> {
    const { rows } = await database.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`);
    return rows.length === 1;
  }

  async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return check();
  }

  it('stops the COPY and closes its connection when the client goes away, and the pool keeps serving', async () => {
    const app = createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
    const server = await listenOnLoopback(app.fetch);
    try {
      const abort = new AbortController();
      const response = await fetch(`${server.origin}/api/surveys/latam-delivery/export/raw-data`, {
        headers: { Authorization: `Bearer ${await accounts.tokenFor('admin')}` },
        signal: abort.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      if (!reader) throw new Error('The export has no body');
      const first = await reader.read();
      expect(first.done).toBe(false);

      const [running] = await copyBackends();
      expect(running, 'the COPY is still running while the client reads slowly').toBeDefined();

      abort.abort();
      await reader.cancel().catch(() => undefined);
      expect(await eventually(async () => !(await backendAlive(running ?? 0)))).toBe(true);
      expect(await copyBackends()).toEqual([]);

      // The pool lost that connection and still answers: a full export and a query.
      const pool = pgPoolOf(database.db);
      expect(pool?.waitingCount).toBe(0);
      const complete = await fetch(`${server.origin}/api/surveys/mx-admin-pricing/export/raw-data`, {
        headers: { Authorization: `Bearer ${await accounts.tokenFor('admin')}` },
      });
      expect(complete.status).toBe(200);
      expect(Buffer.from(await complete.arrayBuffer()).toString('utf8')).toBe(toCsv([HEADER]));
    } finally {
      await server.close();
    }
  });

  it('reports a COPY that fails midway, ends the stream with an error and leaves the pool usable', async () => {
    const errors: unknown[] = [];
    const filter = { surveyId: 'latam-delivery', countries: 'all' as const };
    const csv = await openRawDataCsv(database.db, filter, { path: 'copy', onError: (error) => errors.push(error) });
    const reader = csv.getReader();
    expect((await reader.read()).done).toBe(false);
    const [running] = await copyBackends();
    expect(running).toBeDefined();
    await database.db.execute(sql`select pg_terminate_backend(${running ?? 0})`);

    const readToEnd = async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    };
    await expect(readToEnd()).rejects.toThrow();
    expect(errors).toHaveLength(1);
    const { rows } = await database.db.execute<{ answer: number }>(sql`select 42 as answer`);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it('gives its connection back to the pool after a complete COPY', async () => {
    const pool = pgPoolOf(database.db);
    if (!pool) throw new Error('PostgreSQL without a pg pool');
    const filter = { surveyId: 'latam-delivery', countries: 'all' as const };
    const text = await bytesOf(await openRawDataCsv(database.db, filter, { path: 'copy' }));
    expect(text.split('\r\n').length - 2).toBe(100_000);
    expect(pool.totalCount).toBeGreaterThan(0);
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
