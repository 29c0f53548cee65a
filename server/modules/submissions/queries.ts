import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import { isValuedQuestionType, VALUED_QUESTION_TYPES, type ValuedQuestionType } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { conversationLogs, countries, submissions, surveyQuestions } from '../../db/schema.ts';
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
    // DESC NULLS LAST, exactly the index's order, so a page reads the index instead of sorting the survey's submissions.
    .orderBy(sql`${submissions.submittedAt} desc nulls last`, sql`${submissions.id} desc nulls last`)
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

/**
 * The submission's messages in order; an answer that carries a value comes with its question's type and options (a
 * join only for those rows: the value's question is its survey's question at that position).
 */
export async function findConversationLogs(db: Db, { submissionId, surveyId }: { submissionId: string; surveyId: string }) {
  return db
    .select({
      id: conversationLogs.id,
      role: conversationLogs.role,
      content: conversationLogs.content,
      createdAt: conversationLogs.createdAt,
      answerValue: conversationLogs.answerValue,
      questionType: surveyQuestions.type,
      questionOptions: surveyQuestions.options,
    })
    .from(conversationLogs)
    .leftJoin(
      surveyQuestions,
      and(
        isNotNull(conversationLogs.answerValue),
        eq(surveyQuestions.surveyId, surveyId),
        eq(surveyQuestions.position, conversationLogs.questionNumber),
      ),
    )
    .where(eq(conversationLogs.submissionId, submissionId))
    .orderBy(asc(conversationLogs.position));
}

/** A question whose answers are stored as values (scores.ts), by its 1-based number in the survey. */
export interface ValuedQuestion {
  number: number;
  type: ValuedQuestionType;
  /** A multiple-choice question's options in the source language; empty otherwise. */
  options: readonly string[];
}

/** The survey's multiple-choice, rating and NPS questions in the order asked. */
export async function findValuedQuestions(db: Pick<Db, 'select'>, surveyId: string): Promise<ValuedQuestion[]> {
  const rows = await db
    .select({ number: surveyQuestions.position, type: surveyQuestions.type, options: surveyQuestions.options })
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, surveyId), inArray(surveyQuestions.type, [...VALUED_QUESTION_TYPES])))
    .orderBy(asc(surveyQuestions.position));
  return rows.flatMap(({ number, type, options }) => (isValuedQuestionType(type) ? [{ number, type, options }] : []));
}

/*
 * The raw-data export: one row per conversation message of the survey's submissions from the reader's countries,
 * ordered by submission (submitted_at, id), then by the message's position. Timestamps are written by the database in
 * the API's format (toISOString: UTC, milliseconds, Z; both truncate microseconds), so the COPY and the paged paths
 * print the same text. After the message's columns come the survey's valued questions' columns (rawDataColumnsFor).
 */

export interface RawDataFilter {
  surveyId: string;
  countries: CountryNames;
}

function utcInstantText(column: SQL | typeof submissions.submittedAt | typeof conversationLogs.createdAt): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A column of the export: the header's name, the cell's text (never null: an empty cell is ''), and whether that text
 * is free (may begin with a formula character). The others cannot: instants begin with a digit, the schema's checks
 * hold channels to digits, roles to 'assistant' or 'respondent' and values to 0-10. COPY neutralises only the free
 * cells, which is most of its CPU saved; the paged path runs every cell through the CSV module, with the same result.
 */
export interface RawDataColumn {
  header: string;
  cell: SQL;
  free: boolean;
}

const messageColumns: readonly RawDataColumn[] = [
  { header: 'submission_id', cell: sql`${submissions.id}`, free: true },
  { header: 'submitted_at', cell: utcInstantText(submissions.submittedAt), free: false },
  { header: 'country', cell: sql`${countries.name}`, free: true },
  { header: 'language', cell: sql`${submissions.languageCode}`, free: true },
  { header: 'channel', cell: sql`${submissions.channel}`, free: false },
  { header: 'role', cell: sql`${conversationLogs.role}`, free: false },
  { header: 'timestamp', cell: utcInstantText(conversationLogs.createdAt), free: false },
  { header: 'message', cell: sql`${conversationLogs.content}`, free: true },
];

/** What a valued question's columns are called after its number: 'q2_rating', 'q3_nps', 'q1_choice'. */
const VALUE_COLUMN_WORDS: Record<ValuedQuestionType, string> = { rating: 'rating', nps: 'nps', multiple_choice: 'choice' };

/**
 * A valued question's columns: its value (the option's number, 1-5, 0-10) and, for a choice, the option's words in
 * the source language ('q1_choice_text'). Filled on the row of the respondent message that gave the value, empty on
 * every other row, so a column's count in a spreadsheet is a count of respondents (docs/decisions.md, issue 26 item 4).
 */
function valueColumns(question: ValuedQuestion): RawDataColumn[] {
  // The number comes from the database's integer column, never from a request.
  const answered = sql`case when ${conversationLogs.questionNumber} = ${sql.raw(String(question.number))} then ${conversationLogs.answerValue} end`;
  const header = `q${String(question.number)}_${VALUE_COLUMN_WORDS[question.type]}`;
  const value: RawDataColumn = { header, cell: sql`coalesce((${answered})::text, '')`, free: false };
  if (question.type !== 'multiple_choice') return [value];
  const optionTexts = question.options.map((option, index) => sql`when ${sql.raw(String(index + 1))} then ${option}::text`);
  const optionText = sql`coalesce(case ${answered} ${sql.join(optionTexts, sql` `)} end, '')`;
  return [value, { header: `${header}_text`, cell: optionText, free: true }];
}

/** The export's columns in file order for a survey with these valued questions. */
export function rawDataColumnsFor(questions: readonly ValuedQuestion[]): RawDataColumn[] {
  return [...messageColumns, ...questions.flatMap(valueColumns)];
}

function rawDataSource({ surveyId, countries: names }: RawDataFilter): SQL {
  const scope = inCountries(names);
  return sql`from ${submissions}
    inner join ${countries} on ${countries.id} = ${submissions.countryId}
    inner join ${conversationLogs} on ${conversationLogs.submissionId} = ${submissions.id}
    where ${submissions.surveyId} = ${surveyId}${scope ? sql` and ${scope}` : sql``}`;
}

/**
 * Submissions oldest first. NULLS FIRST is the order in which the (survey_id, submitted_at desc, id desc) index reads
 * backwards: the columns are NOT NULL, but the planner only walks an index in exactly its own order.
 */
const submissionOrder = sql`${submissions.submittedAt} asc nulls first, ${submissions.id} asc nulls first`;
const rawDataOrder = sql`order by ${submissionOrder}, ${conversationLogs.position}`;

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
export function rawDataCopySql(filter: RawDataFilter, columns: readonly RawDataColumn[]): string {
  const cells = columns.map((column) => (column.free ? neutralised(column.cell) : column.cell));
  const copy = sql`copy (select ${sql.join(cells, sql`, `)} ${rawDataSource(filter)} ${rawDataOrder})
    to stdout with (format csv, force_quote *)`;
  return new PgDialect().sqlToQuery(copy.inlineParams()).sql;
}

/** Where a page of the paged export starts: after this submission. */
export interface RawDataCursor {
  /** submitted_at as the database prints it (microseconds kept), so the comparison is exact. */
  submittedAt: string;
  submissionId: string;
}

export interface RawDataPage {
  /** Each message's cells in the header's order, as the database wrote them (not yet neutralised nor quoted). */
  rows: string[][];
  /** How many submissions the page covers: fewer than asked on the last page. */
  submissions: number;
  /** Where the next page starts (undefined when this one covers none). */
  next: RawDataCursor | undefined;
}

/**
 * The messages of the next `submissionsPerPage` submissions after `after`: keyset pagination over the submissions
 * index, so each page costs the same however deep it is, then one lookup of those submissions' messages.
 */
export async function rawDataPage(
  db: Pick<Db, 'execute'>,
  filter: RawDataFilter,
  columns: readonly RawDataColumn[],
  after: RawDataCursor | undefined,
  submissionsPerPage: number,
): Promise<RawDataPage> {
  const scope = inCountries(filter.countries);
  const conditions = [
    sql`${submissions.surveyId} = ${filter.surveyId}`,
    ...(scope ? [sql`${submissions.countryId} in (select ${countries.id} from ${countries} where ${scope})`] : []),
    ...(after
      ? [sql`(${submissions.submittedAt}, ${submissions.id}) > (${after.submittedAt}::timestamptz, ${after.submissionId})`]
      : []),
  ];
  const { rows: keys } = await db.execute<{ id: string; submittedAt: string }>(sql`
    select ${submissions.id} as "id", ${submissions.submittedAt}::text as "submittedAt"
    from ${submissions}
    where ${sql.join(conditions, sql` and `)}
    order by ${submissionOrder}
    limit ${submissionsPerPage}`);
  const last = keys.at(-1);
  if (!last) return { rows: [], submissions: 0, next: undefined };
  const cells = sql.join(
    columns.map((column) => column.cell),
    sql`, `,
  );
  const pageSubmissions = inArray(
    submissions.id,
    keys.map((key) => key.id),
  );
  const { rows } = await db.execute<{ cells: string[] }>(sql`select array[${cells}] as "cells"
    from ${submissions}
    inner join ${countries} on ${countries.id} = ${submissions.countryId}
    inner join ${conversationLogs} on ${conversationLogs.submissionId} = ${submissions.id}
    where ${pageSubmissions}
    ${rawDataOrder}`);
  return {
    rows: rows.map((row) => row.cells),
    submissions: keys.length,
    next: { submittedAt: last.submittedAt, submissionId: last.id },
  };
}
