import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { conversationLogs, countries, submissions } from '../../db/schema.ts';
import { FORMULA_START_CHARACTERS } from './csv.ts';

/** The countries a reader may see, by name: every country, or these (never empty: the caller answers nothing itself). */
export type CountryNames = 'all' | readonly string[];

function inCountries(names: CountryNames): SQL | undefined {
  return names === 'all' ? undefined : inArray(countries.name, [...names]);
}

/** How many of the survey's submissions come from these countries. */
export async function countSurveySubmissions(db: Db, surveyId: string, names: CountryNames): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(submissions)
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(and(eq(submissions.surveyId, surveyId), inCountries(names)));
  return row?.total ?? 0;
}

/** One page of the survey's submissions from these countries, newest first (the index's order). */
export async function listSurveySubmissions(
  db: Db,
  surveyId: string,
  names: CountryNames,
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select({
      id: submissions.id,
      submittedAt: submissions.submittedAt,
      countryCode: countries.isoCode,
      languageCode: submissions.languageCode,
      channel: submissions.channel,
      finished: submissions.finished,
    })
    .from(submissions)
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(and(eq(submissions.surveyId, surveyId), inCountries(names)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit)
    .offset(offset);
}

/** A submission with its country's name (what scope is decided on) and ISO code. */
export async function findSubmission(db: Db, id: string) {
  const [row] = await db
    .select({
      id: submissions.id,
      surveyId: submissions.surveyId,
      submittedAt: submissions.submittedAt,
      countryName: countries.name,
      countryCode: countries.isoCode,
      languageCode: submissions.languageCode,
      channel: submissions.channel,
      finished: submissions.finished,
    })
    .from(submissions)
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .where(eq(submissions.id, id));
  return row;
}

export async function findConversationLogs(db: Db, submissionId: string) {
  return db
    .select({
      id: conversationLogs.id,
      role: conversationLogs.role,
      content: conversationLogs.content,
      createdAt: conversationLogs.createdAt,
    })
    .from(conversationLogs)
    .where(eq(conversationLogs.submissionId, submissionId))
    .orderBy(asc(conversationLogs.position));
}

/*
 * The raw-data export: one row per conversation message of the survey's submissions from the reader's countries,
 * ordered by submission (submitted_at, id), then by the message's position. Timestamps are written by the database in
 * the API's format (toISOString: UTC, milliseconds, Z; both truncate microseconds), so the COPY and the paged paths
 * print the same text.
 */

export interface RawDataFilter {
  surveyId: string;
  countries: CountryNames;
}

function utcInstantText(column: SQL | typeof submissions.submittedAt | typeof conversationLogs.createdAt): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The export's columns in file order: the header's name, the cell's text, and whether that text is free (may begin with
 * a formula character). The others cannot: instants begin with a digit, and the schema's checks hold channels to digits
 * and roles to 'assistant' or 'respondent'. COPY neutralises only the free cells, which is most of its CPU saved; the
 * paged path runs every cell through the CSV module, with the same result.
 */
const rawDataColumns: readonly { header: string; cell: SQL; free: boolean }[] = [
  { header: 'submission_id', cell: sql`${submissions.id}`, free: true },
  { header: 'submitted_at', cell: utcInstantText(submissions.submittedAt), free: false },
  { header: 'country', cell: sql`${countries.name}`, free: true },
  { header: 'language', cell: sql`${submissions.languageCode}`, free: true },
  { header: 'channel', cell: sql`${submissions.channel}`, free: false },
  { header: 'role', cell: sql`${conversationLogs.role}`, free: false },
  { header: 'timestamp', cell: utcInstantText(conversationLogs.createdAt), free: false },
  { header: 'message', cell: sql`${conversationLogs.content}`, free: true },
];

export const RAW_DATA_HEADER: readonly string[] = rawDataColumns.map((column) => column.header);

function rawDataSource({ surveyId, countries: names }: RawDataFilter): SQL {
  const scope = inCountries(names);
  return sql`from ${submissions}
    inner join ${countries} on ${countries.id} = ${submissions.countryId}
    inner join ${conversationLogs} on ${conversationLogs.submissionId} = ${submissions.id}
    where ${submissions.surveyId} = ${surveyId}${scope ? sql` and ${scope}` : sql``}`;
}

const rawDataOrder = sql`order by ${submissions.submittedAt}, ${submissions.id}, ${conversationLogs.position}`;

// ascii() is the first character's code (0 for ''): an integer test, no substring made per cell.
const formulaStartCodes = sql.raw(FORMULA_START_CHARACTERS.map((character) => character.charCodeAt(0)).join(', '));

/** The CSV module's neutralisation, in SQL: an apostrophe before a cell a spreadsheet would run as a formula. */
function neutralised(cell: SQL): SQL {
  return sql`case when ascii(${cell}) in (${formulaStartCodes}) then '''' || ${cell} else ${cell} end`;
}

/**
 * `COPY (select …) TO STDOUT` as one SQL text, for pg-copy-streams (COPY takes no bind parameters, so drizzle inlines
 * them as escaped literals). Every cell is quoted and neutralised by the database; the caller adds the byte-order mark,
 * the header and the CRLF record ends.
 */
export function rawDataCopySql(filter: RawDataFilter): string {
  const cells = rawDataColumns.map((column) => (column.free ? neutralised(column.cell) : column.cell));
  const copy = sql`copy (select ${sql.join(cells, sql`, `)} ${rawDataSource(filter)} ${rawDataOrder})
    to stdout with (format csv, force_quote *)`;
  return new PgDialect().sqlToQuery(copy.inlineParams()).sql;
}

/** Where a page of the paged export starts: after this message. */
export interface RawDataCursor {
  /** submitted_at as the database prints it (microseconds kept), so the comparison is exact. */
  submittedAt: string;
  submissionId: string;
  position: number;
}

export interface RawDataRow {
  /** The cells in the header's order, as the database wrote them (not yet neutralised nor quoted). */
  cells: string[];
  cursor: RawDataCursor;
}

type RawDataRecord = { cells: string[]; cursorSubmittedAt: string; cursorSubmissionId: string; cursorPosition: number };

/** One page of the export after `after` (keyset pagination: each page is one short query, whatever the depth). */
export async function rawDataPage(
  db: Pick<Db, 'execute'>,
  filter: RawDataFilter,
  after: RawDataCursor | undefined,
  limit: number,
): Promise<RawDataRow[]> {
  const cells = sql`array[${sql.join(
    rawDataColumns.map((column) => column.cell),
    sql`, `,
  )}]`;
  const afterCursor = after
    ? sql` and (${submissions.submittedAt}, ${submissions.id}, ${conversationLogs.position}) >
        (${after.submittedAt}::timestamptz, ${after.submissionId}, ${after.position})`
    : sql``;
  const { rows } = await db.execute<RawDataRecord>(sql`select ${cells} as "cells",
      ${submissions.submittedAt}::text as "cursorSubmittedAt", ${submissions.id} as "cursorSubmissionId",
      ${conversationLogs.position} as "cursorPosition"
    ${rawDataSource(filter)}${afterCursor}
    ${rawDataOrder}
    limit ${limit}`);
  return rows.map((row) => ({
    cells: row.cells,
    cursor: { submittedAt: row.cursorSubmittedAt, submissionId: row.cursorSubmissionId, position: row.cursorPosition },
  }));
}
