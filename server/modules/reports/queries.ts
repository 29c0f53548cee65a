import { asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { reports, reportScopeTypes } from '../../db/schema.ts';

/** Everything about a report but its content: what lists and the metadata call answer, and what rights are decided on. */
const reportMetadata = {
  id: reports.id,
  surveyId: reports.surveyId,
  scopeType: reports.scopeType,
  scopeIdentifier: reports.scopeIdentifier,
  title: reports.title,
  status: reports.status,
  generatedAt: reports.generatedAt,
  createdAt: reports.createdAt,
  errorMessage: reports.errorMessage,
};

export type ReportMetadata = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Scope rank as the spec orders reports inside a survey: GLOBAL, REGIONAL, LOCAL, COUNTRY. */
const scopeRank = sql`array_position(array[${sql.join(
  reportScopeTypes.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${reports.scopeType})`;

/**
 * The reports of these surveys ('all' for every survey), without content, in one query: by survey, then scope
 * (GLOBAL, REGIONAL, LOCAL, COUNTRY), then newest first, ties by id so the order is stable.
 */
export async function listReports(db: Db, surveyIds: 'all' | readonly string[]) {
  return db
    .select(reportMetadata)
    .from(reports)
    .where(surveyIds === 'all' ? undefined : inArray(reports.surveyId, [...surveyIds]))
    .orderBy(asc(reports.surveyId), asc(scopeRank), desc(reports.createdAt), asc(reports.id));
}

export async function findReport(db: Db, id: string) {
  const [row] = await db.select(reportMetadata).from(reports).where(eq(reports.id, id));
  return row;
}

/** The report with both languages' markdown: read in one query with the status it belongs to. */
export async function findReportWithContent(db: Db, id: string) {
  const [row] = await db
    .select({ ...reportMetadata, contentEn: reports.contentEn, contentKo: reports.contentKo })
    .from(reports)
    .where(eq(reports.id, id));
  return row;
}
