// Measures the raw-data export on PostgreSQL against PostgreSQL's own COPY: a million conversation messages of one
// survey whose three questions are a rating, an NPS and a multiple choice (their answers carry values, so the file has
// the four value columns), our export read to the end over real HTTP (throughput, time to first byte, the server's peak RSS), then COPY of
// the same select read through pg-copy-streams, and the ratio. Runs in its own database (created, then dropped) on
// DATABASE_URL or the local server; run with `node --import tsx bench/export.ts`.
//
// The API runs in a child process (this file again, with --serve) so its memory is measured alone and the client
// reading the file does not share its thread.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import pino from 'pino';

import { TSX_NODE_FLAGS } from '../scripts/serverNodeFlags.mjs';
import { createApp } from '../server/app.ts';
import { createTestIssuer } from '../server/testing/issuer.ts';
import { type Db, IN_MEMORY, openDatabase } from '../server/db/client.ts';
import { conversationLogs, submissions, surveyQuestions } from '../server/db/schema.ts';
import { listenOnLoopback } from '../server/testing/loopbackServer.ts';
import { BYTE_ORDER_MARK, csvRow } from '../server/modules/submissions/csv.ts';
import { type RawDataColumn, rawDataCopySql } from '../server/modules/submissions/queries.ts';
import { openRawDataCsv, rawDataColumnsOf } from '../server/modules/submissions/rawDataExport.ts';
import { withAdmin } from '../server/testing/adminClient.ts';
import { insertSurveyTestData } from '../server/testing/surveys.ts';
import { insertBulkSubmissions } from '../server/testing/submissions.ts';

const SURVEY_ID = 'latam-delivery';
const SUBMISSIONS = 50_000;
const MESSAGES_PER_SUBMISSION = 20;
const RUNS = 3;
const GOAL_RATIO = 0.5;
const GOAL_PEAK_RSS_MB = 200;
const RSS_SAMPLE_MS = 50;
const MB = 1024 * 1024;

/** Messages between this script and its server child. */
type ToServer = { type: 'reset-peak' } | { type: 'report-peak' } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; port: number; token: string; rssBytes: number }
  | { type: 'peak'; peakRssBytes: number; baselineRssBytes: number };

async function serve(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: databaseUrl });
  const issuer = await createTestIssuer();
  const token = await issuer.sign({
    'cognito:username': 'admin',
    'cognito:groups': ['Global'],
    'custom:region': 'ALL',
    'custom:local': 'ALL',
  });
  const app = createApp({ db: database, logger: pino({ level: 'warn' }), api: { verifier: issuer.verifier } });
  const server = await listenOnLoopback(app.fetch);

  let baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, RSS_SAMPLE_MS);
  const send = (message: FromServer) => process.send?.(message);

  process.on('message', (message: ToServer) => {
    if (message.type === 'reset-peak') {
      baseline = process.memoryUsage().rss;
      peak = baseline;
    } else if (message.type === 'report-peak') {
      peak = Math.max(peak, process.memoryUsage().rss);
      send({ type: 'peak', peakRssBytes: peak, baselineRssBytes: baseline });
    } else {
      clearInterval(sampler);
      void server.close().then(() => database.close()).then(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: server.port, token, rssBytes: baseline });
}

interface Reading {
  bytes: number;
  seconds: number;
  firstByteMs: number;
}

/** GET the export over HTTP and read it to the end, counting bytes (node:http: the client's own cost stays small). */
function readExport(port: number, token: string): Promise<Reading> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let firstByteAt = 0;
    let bytes = 0;
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/surveys/${SURVEY_ID}/export/raw-data`,
        headers: { Authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`The export answered ${String(response.statusCode)}`));
        response.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteAt = performance.now();
          bytes += chunk.length;
        });
        response.on('end', () => {
          resolve({ bytes, seconds: (performance.now() - startedAt) / 1000, firstByteMs: firstByteAt - startedAt });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

/** PostgreSQL's own COPY of the same select, read through pg-copy-streams and counted. */
async function readCopy(databaseUrl: string, columns: readonly RawDataColumn[]): Promise<Reading> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const startedAt = performance.now();
    let firstByteAt = 0;
    let bytes = 0;
    const copy = client.query(copyTo(rawDataCopySql({ surveyId: SURVEY_ID, countries: 'all' }, columns)));
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      if (bytes === 0) firstByteAt = performance.now();
      bytes += chunk.length;
    }
    return { bytes, seconds: (performance.now() - startedAt) / 1000, firstByteMs: firstByteAt - startedAt };
  } finally {
    await client.end();
  }
}

/** The keyset path (what PGlite uses) on the same data, in this process: for information, it has no goal. */
async function readKeyset(databaseUrl: string): Promise<Reading> {
  const database = await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: databaseUrl });
  try {
    const startedAt = performance.now();
    let firstByteAt = 0;
    let bytes = 0;
    const csv = await openRawDataCsv(database.db, { surveyId: SURVEY_ID, countries: 'all' }, { path: 'keyset' });
    const reader = csv.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (bytes === 0) firstByteAt = performance.now();
      bytes += chunk.value.length;
    }
    return { bytes, seconds: (performance.now() - startedAt) / 1000, firstByteMs: firstByteAt - startedAt };
  } finally {
    await database.close();
  }
}

/**
 * The survey's questions become a rating, an NPS and a multiple choice, and the answers to them (the respondent's
 * messages 2, 4 and 6 of each conversation) carry values, as the chat stores them.
 */
async function scoreTheQuestions(db: Db): Promise<void> {
  await db.execute(sql`update ${surveyQuestions}
    set type = case position when 1 then 'rating' when 2 then 'nps' else 'multiple_choice' end,
      options = case position when 3 then '["Service", "Price", "Speed"]'::jsonb else '[]'::jsonb end
    where ${surveyQuestions.surveyId} = ${SURVEY_ID}`);
  await db.execute(sql`update ${conversationLogs} set question_number = position / 2,
      answer_value = case position when 2 then 1 + id % 5 when 4 then id % 11 else 1 + id % 3 end
    where position in (2, 4, 6) and ${conversationLogs.submissionId} in (
      select ${submissions.id} from ${submissions} where ${submissions.surveyId} = ${SURVEY_ID})`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `bench_export_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
  let child: ReturnType<typeof fork> | undefined;
  try {
    const database = await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: databaseUrl.toString() });
    const insertStartedAt = performance.now();
    await insertSurveyTestData(database.db);
    await insertBulkSubmissions(database.db, {
      surveyId: SURVEY_ID,
      submissions: SUBMISSIONS,
      messagesPerSubmission: MESSAGES_PER_SUBMISSION,
    });
    await scoreTheQuestions(database.db);
    await withAdmin(databaseUrl.toString(), (client) => client.query('VACUUM ANALYZE'));
    const columns = await rawDataColumnsOf(database.db, SURVEY_ID);
    await database.close();
    const rows = SUBMISSIONS * MESSAGES_PER_SUBMISSION;
    const insertSeconds = (performance.now() - insertStartedAt) / 1000;
    console.log(`inserted ${rows.toLocaleString('en')} messages in ${insertSeconds.toFixed(1)} s`);

    child = fork(fileURLToPath(import.meta.url), ['--serve', databaseUrl.toString()], { execArgv: [...TSX_NODE_FLAGS] });
    const server = child;
    const nextMessage = () =>
      new Promise<FromServer>((resolve) => {
        server.once('message', (message: FromServer) => {
          resolve(message);
        });
      });
    const ready = await nextMessage();
    if (ready.type !== 'ready') throw new Error('The server child did not start');
    console.log(`server child ready, RSS ${(ready.rssBytes / MB).toFixed(0)} MB`);

    const ours: Reading[] = [];
    const copies: Reading[] = [];
    const peaks: number[] = [];
    const increments: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      server.send({ type: 'reset-peak' } satisfies ToServer);
      const reading = await readExport(ready.port, ready.token);
      const report = nextMessage();
      server.send({ type: 'report-peak' } satisfies ToServer);
      const peak = await report;
      if (peak.type !== 'peak') throw new Error('The server child did not report its peak');
      ours.push(reading);
      peaks.push(peak.peakRssBytes);
      increments.push(peak.peakRssBytes - peak.baselineRssBytes);
      const copy = await readCopy(databaseUrl.toString(), columns);
      copies.push(copy);
      console.log(
        `run ${run}: export ${(reading.bytes / MB / reading.seconds).toFixed(0)} MB/s ` +
          `(first byte ${reading.firstByteMs.toFixed(0)} ms, ` +
          `server RSS ${(peak.baselineRssBytes / MB).toFixed(0)} -> peak ${(peak.peakRssBytes / MB).toFixed(0)} MB); ` +
          `COPY ${(copy.bytes / MB / copy.seconds).toFixed(0)} MB/s`,
      );
    }

    const exportBytes = ours[0]?.bytes ?? 0;
    const copyBytes = copies[0]?.bytes ?? 0;
    // Ours = COPY's bytes + the byte-order mark and header + one CR per record.
    const headerBytes = Buffer.byteLength(BYTE_ORDER_MARK + csvRow(columns.map((column) => column.header)));
    if (exportBytes !== copyBytes + headerBytes + rows) {
      throw new Error(`The export has ${exportBytes} bytes; COPY's ${copyBytes} + header ${headerBytes} + ${rows} CRs expected`);
    }
    const oursMbps = median(ours.map((reading) => reading.bytes / MB / reading.seconds));
    const copyMbps = median(copies.map((reading) => reading.bytes / MB / reading.seconds));
    const ratio = oursMbps / copyMbps;
    const peakMb = Math.max(...peaks) / MB;
    console.log('');
    console.log(`file: ${(exportBytes / MB).toFixed(1)} MB, ${rows.toLocaleString('en')} rows (medians of ${RUNS} runs)`);
    const firstByteMs = (readings: readonly Reading[]) => median(readings.map((reading) => reading.firstByteMs)).toFixed(0);
    console.log(`our export over HTTP:     ${oursMbps.toFixed(0)} MB/s, first byte ${firstByteMs(ours)} ms`);
    console.log(`PostgreSQL COPY (pg):     ${copyMbps.toFixed(0)} MB/s, first byte ${firstByteMs(copies)} ms`);
    console.log(`ratio:                    ${ratio.toFixed(2)}x of COPY (goal >= ${GOAL_RATIO}x)`);
    const keyset = await readKeyset(databaseUrl.toString());
    if (keyset.bytes !== exportBytes) throw new Error(`The keyset path wrote ${keyset.bytes} bytes, COPY's ${exportBytes}`);
    console.log(
      `keyset path, in-process: ${(keyset.bytes / MB / keyset.seconds).toFixed(0)} MB/s, ` +
        `first byte ${keyset.firstByteMs.toFixed(0)} ms (PGlite's path; for information)`,
    );
    console.log(`server peak RSS:          ${peakMb.toFixed(0)} MB (goal < ${GOAL_PEAK_RSS_MB} MB)`);
    console.log(
      `  idle server before run 1: ${(ready.rssBytes / MB).toFixed(0)} MB; ` +
        `added during each run: ${increments.map((bytes) => (bytes / MB).toFixed(0)).join(', ')} MB`,
    );
    if (ratio < GOAL_RATIO || peakMb >= GOAL_PEAK_RSS_MB) {
      console.log('GOAL MISSED');
      process.exitCode = 1;
    }
  } finally {
    child?.send({ type: 'stop' } satisfies ToServer);
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3] ?? '');
else await main();
