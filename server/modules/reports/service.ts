import { strToU8, zipSync, type Zippable } from 'fflate';
import type { z } from 'zod/mini';

import { canCreateForCountries, canSeeReport, canSeeSurvey, countriesInScope, type Geography, type Principal } from '../../auth/permissions.ts';
import type { ReportStatus, strictReport, strictReportGroup } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { GeographySource } from '../geography/index.ts';
import { countSubmissionsBySurvey, findSurveyWithCountries, isSurveyVisible, listSurveysWithCountries } from '../surveys/index.ts';
import { markdownWithChartFiles } from './chartFiles.ts';
import { startReportRun } from './generate/index.ts';
import { findReport, findReportWithContent, listReports, type ReportMetadata } from './queries.ts';

export interface ReportServiceDeps {
  db: Db;
  geography: GeographySource;
}

type ReportBody = z.infer<typeof strictReport>;
type ReportGroupBody = z.infer<typeof strictReportGroup>;

export const reportLanguages = ['en', 'ko'] as const;
export type ReportLanguage = (typeof reportLanguages)[number];

/** A blank title or error message says nothing: the contract has null for that, and the screen then shows its own text. */
function nullIfBlank(text: string | null): string | null {
  return text?.trim() ? text : null;
}

function toReportBody(row: ReportMetadata): ReportBody {
  return {
    id: row.id,
    survey_id: row.surveyId,
    status: row.status,
    report_scope_type: row.scopeType,
    report_title: nullIfBlank(row.title),
    scope_identifier: row.scopeIdentifier,
    generated_at: row.generatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    error_message: nullIfBlank(row.errorMessage),
  };
}

function readsReport(principal: Principal, row: ReportMetadata, geography: Geography): boolean {
  return canSeeReport(principal, { type: row.scopeType, identifier: row.scopeIdentifier }, geography);
}

function statsOf(reports: readonly ReportBody[], totalResponses: number): ReportGroupBody['stats'] {
  const counted = (status: ReportStatus) => reports.filter((report) => report.status === status).length;
  return {
    completed: counted('COMPLETED'),
    pending: counted('PENDING'),
    generating: counted('GENERATING'),
    failed: counted('FAILED'),
    totalResponses,
  };
}

/**
 * A run rewrites the reports of every scope, so it takes a create right over every target country: seeing one country
 * of the survey is not enough (as for delete). The list's flag and the POST share this rule.
 */
function mayRequestRun(principal: Principal, surveyCountries: readonly string[], geography: Geography): boolean {
  return canCreateForCountries(principal, surveyCountries, geography).allowed;
}

/**
 * One group per survey the user may see, newest survey first, each with the reports the user may read (scope GLOBAL,
 * REGIONAL, LOCAL, COUNTRY, then newest first; possibly none: the screen badges such a survey 'No reports'), their
 * counts by status, the survey's responses from countries in the user's scope and whether the user may start a run of
 * them (mayRequestRun). Four queries whatever the number of surveys: surveys, their countries, reports, response counts.
 */
export async function listReportGroups(
  { db, geography: geographySource }: ReportServiceDeps,
  principal: Principal,
): Promise<ReportGroupBody[]> {
  const [surveys, geography] = await Promise.all([listSurveysWithCountries(db), geographySource()]);
  const visible = surveys.filter((survey) => canSeeSurvey(principal, survey.countryNames, geography));
  if (visible.length === 0) return [];
  const scope = countriesInScope(principal, geography);
  // Every survey is visible to a user whose scope is every country: no need to send the ids back to the database.
  const surveyIds = scope === 'all' ? 'all' : visible.map((survey) => survey.id);
  const [reportRows, responses] = await Promise.all([
    listReports(db, surveyIds),
    countSubmissionsBySurvey(db, scope === 'all' ? 'all' : [...scope], surveyIds === 'all' ? undefined : surveyIds),
  ]);
  const reportsBySurvey = new Map<string, ReportBody[]>();
  for (const row of reportRows) {
    if (!readsReport(principal, row, geography)) continue;
    const group = reportsBySurvey.get(row.surveyId) ?? [];
    group.push(toReportBody(row));
    reportsBySurvey.set(row.surveyId, group);
  }
  return visible.map((survey) => {
    const reports = reportsBySurvey.get(survey.id) ?? [];
    return {
      survey: {
        id: survey.id,
        title: survey.title,
        created_by_username: survey.createdByUsername,
        can_generate_reports: mayRequestRun(principal, survey.countryNames, geography),
      },
      reports,
      stats: statsOf(reports, responses.get(survey.id) ?? 0),
    };
  });
}

/**
 * The row `find` reads, when the user may read the report: its scope is theirs (canSeeReport) and its survey is
 * visible to them. Undefined otherwise, as for a missing id, so ids outside the user's scope leak nothing.
 */
async function findReadable<Row extends ReportMetadata>(
  { db, geography: geographySource }: ReportServiceDeps,
  principal: Principal,
  id: string,
  find: (db: Db, id: string) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const [row, geography] = await Promise.all([find(db, id), geographySource()]);
  if (!row || !readsReport(principal, row, geography)) return undefined;
  return (await isSurveyVisible(db, geography, principal, row.surveyId)) ? row : undefined;
}

/** The report's metadata, or undefined when it does not exist or the user may not read it. */
export async function findReadableReport(
  deps: ReportServiceDeps,
  principal: Principal,
  id: string,
): Promise<ReportBody | undefined> {
  const row = await findReadable(deps, principal, id, findReport);
  return row && toReportBody(row);
}

export type ReportContent =
  | { outcome: 'not-found' }
  | { outcome: 'not-ready'; status: Exclude<ReportStatus, 'COMPLETED'> }
  | { outcome: 'ready'; id: string; generatedAt: Date; markdown: Record<ReportLanguage, string> };

/** The markdown of both languages once COMPLETED; 'not-found' when missing or not readable, as for the metadata. */
export async function readReportContent(deps: ReportServiceDeps, principal: Principal, id: string): Promise<ReportContent> {
  const row = await findReadable(deps, principal, id, findReportWithContent);
  if (!row) return { outcome: 'not-found' };
  if (row.status !== 'COMPLETED') return { outcome: 'not-ready', status: row.status };
  // The table's CHECK constraint guarantees these for COMPLETED; their absence is a broken row, not a client error.
  if (row.contentEn === null || row.contentKo === null || row.generatedAt === null) {
    throw new Error(`Report ${row.id} is COMPLETED without its content or generation time`);
  }
  return { outcome: 'ready', id: row.id, generatedAt: row.generatedAt, markdown: { en: row.contentEn, ko: row.contentKo } };
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

/** Anything but letters, digits, '-' and '_' becomes '_': the id goes into a file name and a header. */
function fileNameId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The markdown of one language as `report_{id}_{lang}.md`. */
function reportMarkdownFileName(id: string, lang: ReportLanguage): string {
  return `report_${fileNameId(id)}_${lang}.md`;
}

/**
 * What a download of a ready report delivers: one language's markdown, or for 'all' a zip of every language's
 * (`report_{id}_all.zip`) with its charts as SVG files under charts/ that the zipped markdown shows as images, each file
 * dated when the report was generated.
 */
export function reportDownloadFile(
  report: Extract<ReportContent, { outcome: 'ready' }>,
  lang: ReportLanguage | 'all',
): ReportFile {
  if (lang !== 'all') {
    return {
      fileName: reportMarkdownFileName(report.id, lang),
      contentType: 'text/markdown; charset=utf-8',
      body: strToU8(report.markdown[lang]),
    };
  }
  const files: Zippable = {};
  const mtime = report.generatedAt;
  for (const language of reportLanguages) {
    const zipped = markdownWithChartFiles(report.markdown[language], (chart) => `charts/report_${fileNameId(report.id)}_${chart.id}_${language}.svg`);
    files[reportMarkdownFileName(report.id, language)] = [strToU8(zipped.markdown), { mtime }];
    for (const chart of zipped.files) files[chart.path] = [strToU8(chart.svg), { mtime }];
  }
  return { fileName: `report_${fileNameId(report.id)}_all.zip`, contentType: 'application/zip', body: zipSync(files) };
}

export type ReportRunRequest =
  | { outcome: 'started'; reportsPending: number }
  | { outcome: 'not-found' | 'forbidden' | 'already-running' };

/**
 * Starts a run of the survey's reports for a user with a create right whose scope holds every target country
 * (mayRequestRun). A survey the user cannot see is 'not-found', as a missing one.
 */
export async function requestReportRun(
  { db, geography: geographySource }: ReportServiceDeps,
  principal: Principal,
  surveyId: string,
): Promise<ReportRunRequest> {
  const [survey, geography] = await Promise.all([findSurveyWithCountries(db, surveyId), geographySource()]);
  if (!survey || !canSeeSurvey(principal, survey.countryNames, geography)) return { outcome: 'not-found' };
  if (!mayRequestRun(principal, survey.countryNames, geography)) return { outcome: 'forbidden' };
  const run = await startReportRun(db, surveyId);
  if (!run) return { outcome: 'not-found' };
  return run.started ? { outcome: 'started', reportsPending: run.reportIds.length } : { outcome: 'already-running' };
}
