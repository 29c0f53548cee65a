import type { Report, ReportGroup, ReportStats, ReportStatus } from '@/shared/api';

/** A report as GET /api/reports/{id} sends it; override what the case needs. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 'rpt-007-global',
    survey_id: 'svy-007',
    status: 'COMPLETED',
    report_scope_type: 'GLOBAL',
    report_title: 'Global store experience 2026 — Global',
    scope_identifier: 'Global',
    generated_at: '2026-07-01T00:21:00.000Z',
    created_at: '2026-06-30T23:05:00.000Z',
    error_message: null,
    ...overrides,
  };
}

const STAT_OF_STATUS: Record<ReportStatus, Exclude<keyof ReportStats, 'totalResponses'>> = {
  COMPLETED: 'completed',
  PENDING: 'pending',
  GENERATING: 'generating',
  FAILED: 'failed',
};

/** The stats the server sends with a group: one count per status, and the survey's responses. */
export function statsOfReports(reports: readonly Report[], totalResponses: number): ReportStats {
  const stats: ReportStats = { completed: 0, pending: 0, generating: 0, failed: 0, totalResponses };
  for (const { status } of reports) stats[STAT_OF_STATUS[status]] += 1;
  return stats;
}

export interface ReportGroupOverrides {
  survey?: Partial<ReportGroup['survey']>;
  reports?: Report[];
  /** Defaults to counts that agree with `reports`. */
  stats?: Partial<ReportStats>;
}

/**
 * A group of GET /api/reports (default: svy-007 with 1540 responses, as the admin reads it: allowed to generate); its
 * stats agree with its reports unless overridden.
 */
export function makeReportGroup(overrides: ReportGroupOverrides = {}): ReportGroup {
  const survey = {
    id: 'svy-007',
    title: 'Global store experience 2026',
    created_by_username: 'admin',
    can_generate_reports: true,
    ...overrides.survey,
  };
  const reports = overrides.reports ?? [makeReport({ survey_id: survey.id })];
  return {
    survey,
    reports,
    stats: { ...statsOfReports(reports, overrides.stats?.totalResponses ?? 1540), ...overrides.stats },
  };
}

/** Responses of one country, language and channel: what the report tables break down. */
export interface ResponseBreakdownRow {
  country: string;
  language: string;
  channel: string;
  responses: number;
}

interface ScopeSpec {
  scope: Report['report_scope_type'];
  identifier: string;
  countries: readonly string[];
  status?: ReportStatus;
  /** Minutes after the survey's reports were queued that this one was generated. */
  minutesToGenerate?: number;
  errorMessage?: string;
  /** Leave the report untitled, as older servers did. */
  untitled?: boolean;
}

interface CatalogueSurvey {
  id: string;
  title: string;
  created_by_username: string;
  responses: number;
  /** When the survey's reports were queued, as the server writes an instant. */
  queuedAt: string | null;
  breakdown: readonly ResponseBreakdownRow[];
  scopes: readonly ScopeSpec[];
}

const LATAM = 'Latin America & Caribbean';
const NORTH_AMERICA = 'North America';

/** The shared fixture catalogue's surveys that have reports (or could), with the scope each report covers. */
const CATALOGUE: readonly CatalogueSurvey[] = [
  {
    id: 'svy-002',
    title: 'Satisfacción del cliente — Centroamérica',
    created_by_username: 'carlos.mendoza',
    responses: 128,
    queuedAt: null,
    breakdown: [
      { country: 'Guatemala', language: 'es', channel: '1', responses: 41 },
      { country: 'Honduras', language: 'es', channel: '1', responses: 29 },
      { country: 'El Salvador', language: 'es', channel: '1', responses: 23 },
      { country: 'Costa Rica', language: 'es', channel: '1', responses: 35 },
    ],
    scopes: [],
  },
  {
    id: 'svy-001',
    title: 'Experiencia en tienda — México Q4 2026',
    created_by_username: 'ana.garcia',
    responses: 342,
    queuedAt: '2026-11-21T10:40:00.000Z',
    breakdown: [
      { country: 'Mexico', language: 'es-MX', channel: '1', responses: 214 },
      { country: 'Mexico', language: 'es-MX', channel: '2', responses: 128 },
    ],
    scopes: [
      { scope: 'GLOBAL', identifier: 'Global', countries: ['Mexico'], status: 'GENERATING' },
      { scope: 'REGIONAL', identifier: LATAM, countries: ['Mexico'], status: 'PENDING' },
      { scope: 'LOCAL', identifier: 'Mexico', countries: ['Mexico'], status: 'PENDING' },
      { scope: 'COUNTRY', identifier: 'Mexico', countries: ['Mexico'], status: 'PENDING' },
    ],
  },
  {
    id: 'svy-004',
    title: 'Customer loyalty (NPS) — North America',
    created_by_username: 'kim.minji',
    responses: 233,
    queuedAt: '2026-10-31T21:05:00.000Z',
    breakdown: [
      { country: 'United States', language: 'en', channel: '1', responses: 161 },
      { country: 'United States', language: 'es', channel: '1', responses: 68 },
      { country: 'Canada', language: 'en', channel: '1', responses: 3 },
      { country: 'Canada', language: 'fr', channel: '1', responses: 1 },
    ],
    scopes: [
      { scope: 'GLOBAL', identifier: 'Global', countries: ['United States', 'Canada'], minutesToGenerate: 14 },
      { scope: 'REGIONAL', identifier: NORTH_AMERICA, countries: ['United States', 'Canada'], minutesToGenerate: 11 },
      { scope: 'COUNTRY', identifier: 'United States', countries: ['United States'], minutesToGenerate: 8 },
      {
        scope: 'COUNTRY',
        identifier: 'Canada',
        countries: ['Canada'],
        status: 'FAILED',
        errorMessage: 'Only 4 responses for Canada; at least 5 are needed.',
      },
    ],
  },
  {
    id: 'svy-003',
    title: 'Pesquisa de satisfação — Brasil',
    created_by_username: 'lucas.silva',
    responses: 611,
    queuedAt: '2026-09-30T20:05:00.000Z',
    breakdown: [
      { country: 'Brazil', language: 'pt-BR', channel: '1', responses: 402 },
      { country: 'Brazil', language: 'pt-BR', channel: '2', responses: 209 },
    ],
    scopes: [
      { scope: 'GLOBAL', identifier: 'Global', countries: ['Brazil'], minutesToGenerate: 19 },
      { scope: 'REGIONAL', identifier: LATAM, countries: ['Brazil'], minutesToGenerate: 16 },
      { scope: 'COUNTRY', identifier: 'Brazil', countries: ['Brazil'], minutesToGenerate: 9 },
    ],
  },
  {
    id: 'svy-006',
    title: 'Experiencia digital — Argentina',
    created_by_username: 'park.jiho',
    responses: 87,
    queuedAt: '2026-08-15T20:05:00.000Z',
    breakdown: [{ country: 'Argentina', language: 'es', channel: '1', responses: 87 }],
    scopes: [
      { scope: 'GLOBAL', identifier: 'Global', countries: ['Argentina'], minutesToGenerate: 7 },
      { scope: 'REGIONAL', identifier: LATAM, countries: ['Argentina'], minutesToGenerate: 6 },
      { scope: 'COUNTRY', identifier: 'Argentina', countries: ['Argentina'], minutesToGenerate: 4, untitled: true },
    ],
  },
  {
    id: 'svy-007',
    title: 'Global store experience 2026',
    created_by_username: 'admin',
    responses: 1540,
    queuedAt: '2026-06-30T23:05:00.000Z',
    breakdown: [
      { country: 'Mexico', language: 'es-MX', channel: '1', responses: 301 },
      { country: 'Mexico', language: 'es-MX', channel: '2', responses: 211 },
      { country: 'Guatemala', language: 'es', channel: '1', responses: 148 },
      { country: 'Colombia', language: 'es', channel: '1', responses: 236 },
      { country: 'Brazil', language: 'pt-BR', channel: '1', responses: 198 },
      { country: 'Brazil', language: 'pt-BR', channel: '2', responses: 133 },
      { country: 'Argentina', language: 'es', channel: '1', responses: 187 },
      { country: 'United States', language: 'en', channel: '1', responses: 71 },
      { country: 'United States', language: 'es', channel: '1', responses: 52 },
      { country: 'Canada', language: 'en', channel: '1', responses: 2 },
      { country: 'Canada', language: 'fr', channel: '1', responses: 1 },
    ],
    scopes: [
      {
        scope: 'GLOBAL',
        identifier: 'Global',
        countries: ['Mexico', 'Guatemala', 'Colombia', 'Brazil', 'Argentina', 'United States', 'Canada'],
        minutesToGenerate: 46,
      },
      {
        scope: 'REGIONAL',
        identifier: LATAM,
        countries: ['Mexico', 'Guatemala', 'Colombia', 'Brazil', 'Argentina'],
        minutesToGenerate: 38,
      },
      { scope: 'REGIONAL', identifier: NORTH_AMERICA, countries: ['United States', 'Canada'], minutesToGenerate: 31 },
      { scope: 'LOCAL', identifier: 'Mexico', countries: ['Mexico'], minutesToGenerate: 27 },
      { scope: 'LOCAL', identifier: 'Central America', countries: ['Guatemala'], minutesToGenerate: 24 },
      { scope: 'LOCAL', identifier: 'Andean', countries: ['Colombia'], minutesToGenerate: 22 },
      { scope: 'COUNTRY', identifier: 'Mexico', countries: ['Mexico'], minutesToGenerate: 15 },
      { scope: 'COUNTRY', identifier: 'Guatemala', countries: ['Guatemala'], minutesToGenerate: 13 },
      { scope: 'COUNTRY', identifier: 'Colombia', countries: ['Colombia'], minutesToGenerate: 12 },
      { scope: 'COUNTRY', identifier: 'Brazil', countries: ['Brazil'], minutesToGenerate: 11 },
      { scope: 'COUNTRY', identifier: 'Argentina', countries: ['Argentina'], minutesToGenerate: 10 },
      { scope: 'COUNTRY', identifier: 'United States', countries: ['United States'], minutesToGenerate: 9 },
      {
        scope: 'COUNTRY',
        identifier: 'Canada',
        countries: ['Canada'],
        status: 'FAILED',
        errorMessage: 'Only 3 responses for Canada; at least 5 are needed.',
      },
    ],
  },
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An instant plus minutes, written as the server writes instants. */
function addMinutes(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}

function reportOf(survey: CatalogueSurvey, spec: ScopeSpec): Report {
  const status = spec.status ?? 'COMPLETED';
  const createdAt = survey.queuedAt ?? '2026-11-21T00:00:00.000Z';
  const scopeSlug = spec.scope === 'GLOBAL' ? 'global' : `${spec.scope.toLowerCase()}-${slug(spec.identifier)}`;
  return makeReport({
    id: `rpt-${survey.id.replace('svy-', '')}-${scopeSlug}`,
    survey_id: survey.id,
    status,
    report_scope_type: spec.scope,
    report_title: spec.untitled ? null : `${survey.title} — ${spec.identifier}`,
    scope_identifier: spec.identifier,
    created_at: createdAt,
    generated_at: status === 'COMPLETED' ? addMinutes(createdAt, spec.minutesToGenerate ?? 10) : null,
    error_message: spec.errorMessage ?? null,
  });
}

/** Everything a report's content is written from: the report, its survey and the responses in its scope. */
export interface ReportSource {
  report: Report;
  /** The survey itself: its content does not depend on who reads it. */
  survey: Omit<ReportGroup['survey'], 'can_generate_reports'>;
  breakdown: ResponseBreakdownRow[];
}

const SOURCES: readonly ReportSource[] = CATALOGUE.flatMap((survey) =>
  survey.scopes.map((spec) => ({
    report: reportOf(survey, spec),
    survey: { id: survey.id, title: survey.title, created_by_username: survey.created_by_username },
    breakdown: survey.breakdown.filter((row) => spec.countries.includes(row.country)),
  })),
);

/** GET /api/reports as the demo server answers it: one group per survey, newest survey first. */
export const reportGroupFixtures: ReportGroup[] = CATALOGUE.map((survey) =>
  makeReportGroup({
    survey: { id: survey.id, title: survey.title, created_by_username: survey.created_by_username },
    reports: SOURCES.filter((source) => source.survey.id === survey.id).map((source) => source.report),
    stats: { totalResponses: survey.responses },
  }),
);

/** Every report of the fixture set. */
export const reportFixtures: Report[] = reportGroupFixtures.flatMap((group) => group.reports);

/** Named reports of the fixture set, one per state a screen shows. */
export const reportFixtureIds = {
  completed: 'rpt-007-global',
  completedCountry: 'rpt-007-country-mexico',
  untitled: 'rpt-006-country-argentina',
  failed: 'rpt-007-country-canada',
  generating: 'rpt-001-global',
  pending: 'rpt-001-country-mexico',
} as const;

export function findReportFixture(id: string): Report | undefined {
  return reportFixtures.find((candidate) => candidate.id === id);
}

export function findReportSource(id: string): ReportSource | undefined {
  return SOURCES.find((source) => source.report.id === id);
}
