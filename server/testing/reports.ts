/**
 * Test data for reports, inserted straight with drizzle on PGlite or PostgreSQL: a set of reports on the surveys of
 * server/testing/surveys.ts covering every scope type and status, so the routes' visibility, ordering, stats
 * and downloads are checked against known rows. Scope identifiers are config/geography.json's names.
 */
import type { ReportScopeType, ReportStatus } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { reports } from '../db/schema.ts';
import { LATAM, NORTH_AMERICA, type TestSurveyId, US } from './surveys.ts';

export interface TestReport {
  id: string;
  surveyId: TestSurveyId;
  scopeType: ReportScopeType;
  /** 'Global', a region, a local or a country name. */
  scopeIdentifier: string;
  title: string | null;
  status: ReportStatus;
  createdAt: Date;
  /** Set for COMPLETED and FAILED (when generation ended), null while PENDING or GENERATING. */
  generatedAt: Date | null;
  errorMessage: string | null;
  /** Both languages' markdown once COMPLETED, else null. */
  content: { en: string; ko: string } | null;
}

type TestReportSpec = Pick<TestReport, 'id' | 'surveyId' | 'scopeType' | 'scopeIdentifier' | 'status'> & {
  createdAt: string;
  title?: string;
};

const GENERATION_MS = 4 * 60_000;

/** Markdown as the generator writes it, with accents and Korean so the bytes are checked as UTF-8. */
function markdownFor({ id, surveyId, scopeType, scopeIdentifier }: TestReportSpec): { en: string; ko: string } {
  return {
    en: [
      `# ${scopeType} report: ${scopeIdentifier}`,
      '',
      `Survey \`${surveyId}\`, report ${id}.`,
      '',
      '## Findings',
      '',
      '- Customers praised the quick checkout ("la fila avanzó rápido").',
      '- Some shelves were empty in the afternoon.',
      '',
    ].join('\n'),
    ko: [
      `# ${scopeType} 보고서: ${scopeIdentifier}`,
      '',
      `설문 \`${surveyId}\`, 보고서 ${id}.`,
      '',
      '## 주요 결과',
      '',
      '- 고객들은 빠른 계산을 칭찬했습니다.',
      '- 오후에는 일부 진열대가 비어 있었습니다.',
      '',
    ].join('\n'),
  };
}

/** Fills what a report in `status` carries: generation time, content for COMPLETED, the reason for FAILED. */
export function makeTestReport(spec: TestReportSpec): TestReport {
  const createdAt = new Date(spec.createdAt);
  const ended = spec.status === 'COMPLETED' || spec.status === 'FAILED';
  return {
    id: spec.id,
    surveyId: spec.surveyId,
    scopeType: spec.scopeType,
    scopeIdentifier: spec.scopeIdentifier,
    title: spec.title ?? null,
    status: spec.status,
    createdAt,
    generatedAt: ended ? new Date(createdAt.getTime() + GENERATION_MS) : null,
    errorMessage: spec.status === 'FAILED' ? `Not enough data: 2 responses in ${spec.scopeIdentifier}, 5 needed.` : null,
    content: spec.status === 'COMPLETED' ? markdownFor(spec) : null,
  };
}

function reportsOf(surveyId: TestSurveyId, specs: readonly Omit<TestReportSpec, 'surveyId'>[]): TestReport[] {
  return specs.map((spec) => makeTestReport({ ...spec, surveyId }));
}

/**
 * Listed in no particular order (the API orders them). Within a survey the creation times run against the scope order
 * (the COUNTRY reports are the newest), so an answer ordered by time alone would show. mx-admin-pricing has none.
 */
export const testReports: readonly TestReport[] = [
  ...reportsOf('mx-local-store-visits', [
    {
      id: 'msv-country-mx', scopeType: 'COUNTRY', scopeIdentifier: 'Mexico', status: 'COMPLETED', createdAt: '2026-12-01T10:05:00.000Z',
      title: 'Store visits: Mexico',
    },
    { id: 'msv-country-mx-first', scopeType: 'COUNTRY', scopeIdentifier: 'Mexico', status: 'FAILED', createdAt: '2026-11-30T10:05:00.000Z' },
    { id: 'msv-local-mx', scopeType: 'LOCAL', scopeIdentifier: 'Mexico', status: 'COMPLETED', createdAt: '2026-12-01T10:04:00.000Z' },
    { id: 'msv-latam', scopeType: 'REGIONAL', scopeIdentifier: LATAM, status: 'COMPLETED', createdAt: '2026-12-01T10:03:00.000Z' },
    { id: 'msv-global', scopeType: 'GLOBAL', scopeIdentifier: 'Global', status: 'COMPLETED', createdAt: '2026-12-01T10:02:00.000Z' },
  ]),
  ...reportsOf('latam-delivery', [
    { id: 'dlv-global', scopeType: 'GLOBAL', scopeIdentifier: 'Global', status: 'GENERATING', createdAt: '2026-03-16T06:00:00.000Z' },
    { id: 'dlv-latam', scopeType: 'REGIONAL', scopeIdentifier: LATAM, status: 'PENDING', createdAt: '2026-03-16T06:00:01.000Z' },
    { id: 'dlv-local-ca', scopeType: 'LOCAL', scopeIdentifier: 'Central America', status: 'FAILED', createdAt: '2026-03-16T06:00:02.000Z' },
    { id: 'dlv-local-mx', scopeType: 'LOCAL', scopeIdentifier: 'Mexico', status: 'COMPLETED', createdAt: '2026-03-16T06:00:03.000Z' },
    {
      id: 'dlv-country-gt', scopeType: 'COUNTRY', scopeIdentifier: 'Guatemala', status: 'COMPLETED', createdAt: '2026-03-16T06:00:04.000Z',
      title: 'Entregas en Guatemala',
    },
    { id: 'dlv-country-mx', scopeType: 'COUNTRY', scopeIdentifier: 'Mexico', status: 'PENDING', createdAt: '2026-03-16T06:00:05.000Z' },
  ]),
  ...reportsOf('br-onboarding', [
    { id: 'brz-latam', scopeType: 'REGIONAL', scopeIdentifier: LATAM, status: 'FAILED', createdAt: '2026-04-21T00:00:00.000Z' },
    { id: 'brz-country-br', scopeType: 'COUNTRY', scopeIdentifier: 'Brazil', status: 'COMPLETED', createdAt: '2026-04-21T00:00:01.000Z' },
    { id: 'brz-global', scopeType: 'GLOBAL', scopeIdentifier: 'Global', status: 'COMPLETED', createdAt: '2026-04-21T00:00:02.000Z' },
  ]),
  ...reportsOf('us-support', [
    { id: 'uss-global', scopeType: 'GLOBAL', scopeIdentifier: 'Global', status: 'COMPLETED', createdAt: '2026-08-01T12:00:00.000Z' },
    { id: 'uss-na', scopeType: 'REGIONAL', scopeIdentifier: NORTH_AMERICA, status: 'COMPLETED', createdAt: '2026-08-01T12:00:01.000Z' },
    { id: 'uss-country-us', scopeType: 'COUNTRY', scopeIdentifier: US, status: 'GENERATING', createdAt: '2026-08-01T12:00:02.000Z' },
    // A Mexico report on a survey that does not target Mexico (its countries were changed): the survey's visibility
    // decides, so a Mexico reader still may not read it.
    { id: 'uss-stray-mx', scopeType: 'COUNTRY', scopeIdentifier: 'Mexico', status: 'COMPLETED', createdAt: '2026-08-01T12:00:03.000Z' },
  ]),
  ...reportsOf('border-crossing', [
    { id: 'bdr-local-mx', scopeType: 'LOCAL', scopeIdentifier: 'Mexico', status: 'GENERATING', createdAt: '2026-06-01T08:00:00.000Z' },
    { id: 'bdr-latam', scopeType: 'REGIONAL', scopeIdentifier: LATAM, status: 'COMPLETED', createdAt: '2026-06-01T08:00:01.000Z' },
    { id: 'bdr-na', scopeType: 'REGIONAL', scopeIdentifier: NORTH_AMERICA, status: 'PENDING', createdAt: '2026-06-01T08:00:02.000Z' },
    { id: 'bdr-country-mx', scopeType: 'COUNTRY', scopeIdentifier: 'Mexico', status: 'COMPLETED', createdAt: '2026-06-01T08:00:03.000Z' },
    { id: 'bdr-country-us', scopeType: 'COUNTRY', scopeIdentifier: US, status: 'COMPLETED', createdAt: '2026-06-01T08:00:04.000Z' },
  ]),
];

/** Inserts the reports (their surveys must exist) in one statement. */
export async function insertTestReports(db: Db, rows: readonly TestReport[] = testReports): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(reports).values(
    rows.map((row) => ({
      id: row.id,
      surveyId: row.surveyId,
      scopeType: row.scopeType,
      scopeIdentifier: row.scopeIdentifier,
      title: row.title,
      status: row.status,
      contentEn: row.content?.en ?? null,
      contentKo: row.content?.ko ?? null,
      generatedAt: row.generatedAt,
      createdAt: row.createdAt,
      errorMessage: row.errorMessage,
    })),
  );
}
