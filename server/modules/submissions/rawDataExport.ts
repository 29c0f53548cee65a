import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

import type { Db } from '../../db/client.ts';
import { BYTE_ORDER_MARK, createRecordEndRewriter, csvRow } from './csv.ts';
import {
  findValuedQuestions,
  type RawDataColumn,
  rawDataColumnsFor,
  rawDataCopySql,
  type RawDataCursor,
  type RawDataFilter,
  rawDataPage,
} from './queries.ts';

/**
 * 'copy': PostgreSQL's COPY through pg-copy-streams (the `pg` driver only): the database writes the CSV, we pass bytes on.
 * 'keyset': pages of rows read with keyset pagination and written here; works on every driver (PGlite has no COPY stream).
 */
export type RawDataExportPath = 'copy' | 'keyset';

export interface RawDataExportOptions {
  /** Default: 'copy' when the database is reached through `pg`, else 'keyset'. */
  path?: RawDataExportPath;
  /** Submissions per page on the keyset path (their messages make the page). */
  submissionsPerPage?: number;
  /** Told about a failure after the answer has started (the client then sees a cut-off file). */
  onError?: (error: unknown) => void;
}

// About 5,000 messages (a conversation is a greeting, up to 3 questions with answers and follow-ups, thanks): two
// short queries per megabyte or so of CSV, and a bounded buffer.
const DEFAULT_SUBMISSIONS_PER_PAGE = 250;

/** The `pg` pool behind a drizzle database, or undefined for PGlite: drizzle keeps the driver's client as `$client`. */
export function pgPoolOf(db: Db): pg.Pool | undefined {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof pg.Pool ? client : undefined;
}

/** The columns of the survey's export: the message's, then one or two per valued question (queries.ts). */
export async function rawDataColumnsOf(db: Pick<Db, 'select'>, surveyId: string): Promise<RawDataColumn[]> {
  return rawDataColumnsFor(await findValuedQuestions(db, surveyId));
}

/**
 * The survey's raw-data CSV as a byte stream with backpressure: chunks are read from the database only as the client
 * takes them, so memory stays at a chunk or a page whatever the size of the survey. The first rows are read before this
 * resolves, so a failing query rejects here (a 500) instead of cutting off a 200. Cancelling the stream (the client went
 * away) stops the query: COPY's connection is closed, the keyset path reads no further page.
 */
export async function openRawDataCsv(
  db: Db,
  filter: RawDataFilter,
  { path, submissionsPerPage = DEFAULT_SUBMISSIONS_PER_PAGE, onError }: RawDataExportOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const pool = pgPoolOf(db);
  const chosenPath = path ?? (pool ? 'copy' : 'keyset');
  if (chosenPath === 'copy' && !pool) throw new Error('The COPY export needs the pg driver');
  const columns = await rawDataColumnsOf(db, filter.surveyId);
  const body = pool && chosenPath === 'copy' ? copyChunks(pool, rawDataCopySql(filter, columns)) : keysetChunks(db, filter, columns, submissionsPerPage);
  const first = await body.next();
  const header = new TextEncoder().encode(BYTE_ORDER_MARK + csvRow(columns.map((column) => column.header)));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(header);
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      try {
        const next = await body.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        onError?.(error);
        controller.error(error);
      }
    },
    async cancel() {
      await body.return();
    },
  });
}

/** COPY's output with CRLF record ends, on a client of its own that goes back to the pool only after a complete COPY. */
async function* copyChunks(pool: pg.Pool, copySql: string): AsyncGenerator<Uint8Array, void, undefined> {
  const client = await pool.connect();
  // While a client is checked out the pool does not listen for its errors; the COPY stream reports them anyway.
  const ignore = () => undefined;
  client.on('error', ignore);
  let completed = false;
  try {
    const copy = client.query(copyTo(copySql));
    // Ending the connection mid-COPY makes pg fail the query: expected on cancel, and reported by the loop otherwise.
    copy.on('error', ignore);
    const toCrlf = createRecordEndRewriter();
    for await (const chunk of copy as AsyncIterable<Buffer>) yield toCrlf(chunk);
    completed = true;
  } finally {
    client.off('error', ignore);
    // A connection left in the middle of a COPY cannot serve anyone: releasing it with an error closes it, and the
    // server ends the query when it can no longer write to it.
    client.release(completed ? undefined : new Error('Raw-data export stopped before the end of its COPY'));
  }
}

/** Pages of submissions after a cursor, their messages turned into CSV here with the rules the database applies on COPY. */
async function* keysetChunks(
  db: Pick<Db, 'execute'>,
  filter: RawDataFilter,
  columns: readonly RawDataColumn[],
  submissionsPerPage: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  const encoder = new TextEncoder();
  let cursor: RawDataCursor | undefined;
  for (;;) {
    const page = await rawDataPage(db, filter, columns, cursor, submissionsPerPage);
    // Submissions without a message add nothing to the file, but the pages go on after them.
    if (page.rows.length > 0) yield encoder.encode(page.rows.map((cells) => csvRow(cells)).join(''));
    if (page.submissions < submissionsPerPage) return;
    cursor = page.next;
  }
}
