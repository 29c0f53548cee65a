import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../../testing/app.ts';
import { type ErrorCode, strictErrorBody, strictReport, strictReportGroups } from '../../contract.ts';
import { reports } from '../../db/schema.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { listenOnLoopback, type LoopbackServer } from '../../testing/loopbackServer.ts';
import {
  type AccountTokens,
  createAccountTokens,
  type DemoRole,
  demoRoleReads,
  demoRoles,
  type TestAccount,
} from '../../testing/accounts.ts';
import { insertTestReports, makeTestReport, type TestReport, testReports } from '../../testing/reports.ts';
import { type InsertedTestSubmission, insertTestSubmissions } from '../../testing/submissions.ts';
import { readGeographyConfig, seedGeography } from '../geography/index.ts';
import { insertSurveyTestData, LATAM, testSurveys } from '../../testing/surveys.ts';

/**
 * Which reports each demo role reads besides GLOBAL (every-country users only), written out from the decision in
 * docs/decisions.md ("Who reads which report") rather than computed with permissions.ts, so the test checks the rule.
 */
const readableScopes: Record<DemoRole, 'every report' | Record<'REGIONAL' | 'LOCAL' | 'COUNTRY', readonly string[]>> = {
  admin: 'every report',
  viewer: 'every report',
  'latam.manager': { REGIONAL: [LATAM], LOCAL: ['Mexico', 'Central America'], COUNTRY: ['Mexico', 'Guatemala', 'Brazil'] },
  'mexico.local': { REGIONAL: [], LOCAL: ['Mexico'], COUNTRY: ['Mexico'] },
};

/**
 * The surveys whose reports each demo role may generate again: a create right over every target country, written out
 * like readableScopes. The viewer reads everything and creates nothing.
 */
const generatableSurveys: Record<DemoRole, 'every survey' | readonly string[]> = {
  admin: 'every survey',
  viewer: [],
  'latam.manager': ['mx-local-store-visits', 'mx-admin-pricing', 'latam-delivery', 'br-onboarding'],
  'mexico.local': ['mx-local-store-visits', 'mx-admin-pricing'],
};

function generatesFor(role: DemoRole, surveyId: string): boolean {
  const surveys = generatableSurveys[role];
  return surveys === 'every survey' || surveys.includes(surveyId);
}

function seesSurvey(role: DemoRole, surveyId: string): boolean {
  const survey = testSurveys.find((candidate) => candidate.id === surveyId);
  return survey !== undefined && survey.countries.some((country: string) => demoRoleReads(role, country));
}

function readsReport(role: DemoRole, report: TestReport): boolean {
  if (!seesSurvey(role, report.surveyId)) return false;
  const scopes = readableScopes[role];
  if (scopes === 'every report') return true;
  return report.scopeType !== 'GLOBAL' && scopes[report.scopeType].includes(report.scopeIdentifier);
}

const SCOPE_ORDER = ['GLOBAL', 'REGIONAL', 'LOCAL', 'COUNTRY'];

/** The spec's order inside a survey: scope GLOBAL, REGIONAL, LOCAL, COUNTRY, then newest first. */
function reportOrder(a: TestReport, b: TestReport): number {
  return SCOPE_ORDER.indexOf(a.scopeType) - SCOPE_ORDER.indexOf(b.scopeType) || b.createdAt.getTime() - a.createdAt.getTime();
}

function reportBody(report: TestReport) {
  return {
    id: report.id,
    survey_id: report.surveyId,
    status: report.status,
    report_scope_type: report.scopeType,
    report_title: report.title,
    scope_identifier: report.scopeIdentifier,
    generated_at: report.generatedAt?.toISOString() ?? null,
    created_at: report.createdAt.toISOString(),
    error_message: report.errorMessage,
  };
}

const byId = (id: string) => testReports.find((report) => report.id === id) ?? missing(id);
const completed = testReports.filter((report) => report.status === 'COMPLETED');
const notReady = testReports.filter((report) => report.status !== 'COMPLETED');

function missing(id: string): never {
  throw new Error(`No test report ${id}`);
}

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

// Over real HTTP (the app as main.ts builds it, behind a loopback socket): binary zips and headers as a browser gets them.
describe.each(testTargets)('reports API on $name', (target) => {
  let database: OpenTestDatabase;
  let server: LoopbackServer;
  let submissions: InsertedTestSubmission[];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    await insertSurveyTestData(database.db);
    submissions = await insertTestSubmissions(
      database.db,
      testSurveys.map((survey) => survey.id),
    );
    await insertTestReports(database.db);
    // No geography given: permissions read the database's, seeded from config/geography.json above.
    const app = createTestApp(database, accounts.issuer.verifier);
    server = await listenOnLoopback(app.fetch);
  });
  afterAll(async () => {
    await server.close();
    await database.release();
  });

  async function call(account: TestAccount | null, path: string): Promise<Response> {
    const headers: Record<string, string> = account ? { Authorization: `Bearer ${await accounts.tokenFor(account)}` } : {};
    return fetch(`${server.origin}${path}`, { headers });
  }

  async function expectError(response: Response, status: number, code: ErrorCode, detail: string | RegExp): Promise<void> {
    expect(response.status).toBe(status);
    const body = strictErrorBody.parse(await response.json());
    expect(body.code).toBe(code);
    if (typeof detail === 'string') expect(body.detail).toBe(detail);
    else expect(body.detail).toMatch(detail);
  }

  function expectedGroups(role: DemoRole) {
    return [...testSurveys]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .filter((survey) => seesSurvey(role, survey.id))
      .map((survey) => {
        const reports = testReports.filter((report) => report.surveyId === survey.id && readsReport(role, report)).sort(reportOrder);
        const counted = (status: TestReport['status']) => reports.filter((report) => report.status === status).length;
        return {
          survey: {
            id: survey.id,
            title: survey.title,
            created_by_username: survey.createdBy,
            can_generate_reports: generatesFor(role, survey.id),
          },
          reports: reports.map(reportBody),
          stats: {
            completed: counted('COMPLETED'),
            pending: counted('PENDING'),
            generating: counted('GENERATING'),
            failed: counted('FAILED'),
            totalResponses: submissions.filter(
              (submission) => submission.surveyId === survey.id && demoRoleReads(role, submission.countryName),
            ).length,
          },
        };
      });
  }

  async function groupsOf(account: TestAccount) {
    const response = await call(account, '/api/reports');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    // Strict: exactly the fields and formats the contract says the server sends.
    expect(strictReportGroups.parse(body)).toEqual(body);
    return strictReportGroups.parse(body);
  }

  describe('GET /api/reports', () => {
    it.each(demoRoles)('as %s: every visible survey, newest first, with the reports it may read, ordered, and stats', async (role) => {
      expect(await groupsOf(role)).toEqual(expectedGroups(role));
    });

    it('gives a local user the LOCAL and COUNTRY reports of its local only, on the surveys it sees', async () => {
      const groups = await groupsOf('mexico.local');
      expect(Object.fromEntries(groups.map((group) => [group.survey.id, group.reports.map((report) => report.id)]))).toEqual({
        'border-crossing': ['bdr-local-mx', 'bdr-country-mx'],
        'latam-delivery': ['dlv-local-mx', 'dlv-country-mx'],
        'mx-admin-pricing': [],
        'mx-local-store-visits': ['msv-local-mx', 'msv-country-mx', 'msv-country-mx-first'],
      });
    });

    it("gives a regional user its region's REGIONAL, LOCAL and COUNTRY reports, never GLOBAL or another region's", async () => {
      const groups = await groupsOf('latam.manager');
      expect(Object.fromEntries(groups.map((group) => [group.survey.id, group.reports.map((report) => report.id)]))).toEqual({
        'border-crossing': ['bdr-latam', 'bdr-local-mx', 'bdr-country-mx'],
        'br-onboarding': ['brz-latam', 'brz-country-br'],
        'latam-delivery': ['dlv-latam', 'dlv-local-mx', 'dlv-local-ca', 'dlv-country-mx', 'dlv-country-gt'],
        'mx-admin-pricing': [],
        'mx-local-store-visits': ['msv-latam', 'msv-local-mx', 'msv-country-mx', 'msv-country-mx-first'],
      });
    });

    it('orders groups by survey creation, newest first, and reports by scope before time', async () => {
      const groups = await groupsOf('admin');
      expect(groups.map((group) => group.survey.id)).toEqual([
        'border-crossing',
        'us-support',
        'br-onboarding',
        'latam-delivery',
        'mx-admin-pricing',
        'mx-local-store-visits',
      ]);
      const storeVisits = groups.find((group) => group.survey.id === 'mx-local-store-visits');
      // Created GLOBAL first and COUNTRY last, yet listed GLOBAL first; the two COUNTRY reports newest first.
      expect(storeVisits?.reports.map((report) => report.id)).toEqual([
        'msv-global',
        'msv-latam',
        'msv-local-mx',
        'msv-country-mx',
        'msv-country-mx-first',
      ]);
    });

    it('counts reports by status and responses from countries in scope only', async () => {
      const delivery = (groups: { survey: { id: string }; stats: unknown }[]) =>
        groups.find((group) => group.survey.id === 'latam-delivery')?.stats;
      // Two links (Mexico, Guatemala) with two submissions each.
      expect(delivery(await groupsOf('admin'))).toEqual({ completed: 2, pending: 2, generating: 1, failed: 1, totalResponses: 4 });
      expect(delivery(await groupsOf('mexico.local'))).toEqual({ completed: 1, pending: 1, generating: 0, failed: 0, totalResponses: 2 });
    });

    it("keeps a survey without reports as an empty group (the card's 'No reports')", async () => {
      const pricing = (await groupsOf('viewer')).find((group) => group.survey.id === 'mx-admin-pricing');
      expect(pricing).toEqual({
        survey: { id: 'mx-admin-pricing', title: 'Pricing in Mexico', created_by_username: 'admin', can_generate_reports: false },
        reports: [],
        stats: { completed: 0, pending: 0, generating: 0, failed: 0, totalResponses: 2 },
      });
    });

    it('answers an empty list to a user without a region claim (no scope, no survey)', async () => {
      expect(await groupsOf('no.region')).toEqual([]);
    });
  });

  describe('GET /api/reports/:id', () => {
    it.each(demoRoles)('as %s: the metadata of every report it may read, 404 for the others', async (role) => {
      const answers: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const report of testReports) {
        const response = await call(role, `/api/reports/${report.id}`);
        const body: unknown = await response.json();
        answers[report.id] = { status: response.status, body };
        expected[report.id] = readsReport(role, report)
          ? { status: 200, body: reportBody(report) }
          : { status: 404, body: { code: 'report.not_found', detail: 'Report not found' } };
        if (response.status === 200) expect(strictReport.parse(body)).toEqual(body);
      }
      expect(answers).toEqual(expected);
      expect(Object.values(expected).filter((answer) => (answer as { status: number }).status === 200).length).toBeGreaterThan(0);
    });

    it('hides a report whose scope the user reads when its survey is not visible to them', async () => {
      const stray = byId('uss-stray-mx');
      expect(stray.scopeType === 'COUNTRY' && stray.scopeIdentifier === 'Mexico').toBe(true);
      await expectError(await call('mexico.local', '/api/reports/uss-stray-mx'), 404, 'report.not_found', 'Report not found');
      expect((await call('admin', '/api/reports/uss-stray-mx')).status).toBe(200);
    });

    it('answers a blank title or error message as null, as the contract has it', async () => {
      const failed = makeTestReport({
        id: 'msv-blank',
        surveyId: 'mx-local-store-visits',
        scopeType: 'GLOBAL',
        scopeIdentifier: 'Global',
        status: 'FAILED',
        createdAt: '2026-12-02T00:00:00.000Z',
        title: '',
      });
      const blank = { ...failed, errorMessage: '  ' };
      await insertTestReports(database.db, [blank]);
      try {
        const response = await call('admin', '/api/reports/msv-blank');
        const body: unknown = await response.json();
        expect(strictReport.parse(body)).toMatchObject({ report_title: null, error_message: null, status: 'FAILED' });
      } finally {
        await database.db.delete(reports).where(eq(reports.id, blank.id));
      }
    });

    it('answers 404 for an unknown id with the same body as for an id out of scope', async () => {
      await expectError(await call('admin', '/api/reports/no-such-report'), 404, 'report.not_found', 'Report not found');
      await expectError(await call('mexico.local', '/api/reports/msv-global'), 404, 'report.not_found', 'Report not found');
      await expectError(await call('no.region', '/api/reports/msv-country-mx'), 404, 'report.not_found', 'Report not found');
    });
  });

  describe('GET /api/reports/:id/content', () => {
    it('answers the markdown as text/markdown, English by default, Korean with lang=ko', async () => {
      for (const report of completed) {
        const english = await call('admin', `/api/reports/${report.id}/content`);
        expect(english.status).toBe(200);
        expect(english.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
        expect(english.headers.get('content-language')).toBe('en');
        expect(await english.text()).toBe(report.content?.en);
        const explicitEnglish = await call('admin', `/api/reports/${report.id}/content?lang=en`);
        expect(await explicitEnglish.text()).toBe(report.content?.en);
        const korean = await call('admin', `/api/reports/${report.id}/content?lang=ko`);
        expect(korean.headers.get('content-language')).toBe('ko');
        expect(await korean.text()).toBe(report.content?.ko);
      }
    });

    it.each(demoRoles)('as %s: 404 for every completed report it may not read', async (role) => {
      for (const report of completed) {
        const response = await call(role, `/api/reports/${report.id}/content`);
        if (readsReport(role, report)) expect(response.status, report.id).toBe(200);
        else await expectError(response, 404, 'report.not_found', 'Report not found');
      }
    });

    it('answers 400 naming the status while a report is not COMPLETED', async () => {
      expect(new Set(notReady.map((report) => report.status))).toEqual(new Set(['PENDING', 'GENERATING', 'FAILED']));
      for (const report of notReady) {
        await expectError(
          await call('admin', `/api/reports/${report.id}/content`),
          400,
          'report.not_ready',
          `Report is not ready: its status is ${report.status}.`,
        );
      }
    });

    it.each(['fr', 'EN', 'all', '', 'en&lang=ko'])('answers 400 for lang=%s', async (lang) => {
      await expectError(await call('admin', `/api/reports/msv-global/content?lang=${lang}`), 400, 'validation.invalid', /^Invalid lang: /);
    });
  });

  describe('GET /api/reports/:id/download', () => {
    async function expectZip(response: Response, report: TestReport): Promise<void> {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="report_${report.id}_all.zip"; filename*=UTF-8''report_${report.id}_all.zip`,
      );
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual([`report_${report.id}_en.md`, `report_${report.id}_ko.md`]);
      expect(strFromU8(files[`report_${report.id}_en.md`] ?? new Uint8Array())).toBe(report.content?.en);
      expect(strFromU8(files[`report_${report.id}_ko.md`] ?? new Uint8Array())).toBe(report.content?.ko);
    }

    it('answers a zip of both languages by default and for lang=all', async () => {
      for (const report of completed) {
        await expectZip(await call('admin', `/api/reports/${report.id}/download`), report);
        await expectZip(await call('admin', `/api/reports/${report.id}/download?lang=all`), report);
      }
    });

    it.each(['en', 'ko'] as const)('answers one markdown file for lang=%s', async (lang) => {
      const report = byId('dlv-country-gt');
      const response = await call('latam.manager', `/api/reports/${report.id}/download?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="report_dlv-country-gt_${lang}.md"; filename*=UTF-8''report_dlv-country-gt_${lang}.md`,
      );
      expect(strFromU8(new Uint8Array(await response.arrayBuffer()))).toBe(report.content?.[lang]);
    });

    it('marks downloads private and not to be sniffed', async () => {
      const response = await call('admin', '/api/reports/msv-global/download');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it.each(demoRoles)('as %s: 404 for every completed report it may not read', async (role) => {
      for (const report of completed) {
        const response = await call(role, `/api/reports/${report.id}/download`);
        if (readsReport(role, report)) await expectZip(response, report);
        else await expectError(response, 404, 'report.not_found', 'Report not found');
      }
    });

    it('answers 400 naming the status while a report is not COMPLETED', async () => {
      for (const report of notReady) {
        for (const lang of ['all', 'en', 'ko']) {
          await expectError(
            await call('admin', `/api/reports/${report.id}/download?lang=${lang}`),
            400,
            'report.not_ready_for_download',
            `Report is not ready for download: its status is ${report.status}.`,
          );
        }
      }
    });

    it.each(['zip', 'KO', '', 'all&lang=en'])('answers 400 for lang=%s', async (lang) => {
      await expectError(await call('admin', `/api/reports/msv-global/download?lang=${lang}`), 400, 'validation.invalid', /^Invalid lang: /);
    });
  });

  describe('every report call', () => {
    const paths = ['/api/reports', '/api/reports/msv-global', '/api/reports/msv-global/content', '/api/reports/msv-global/download'];

    it.each(paths)('answers 401 without a token: %s', async (path) => {
      const response = await call(null, path);
      expect(response.status).toBe(401);
      strictErrorBody.parse(await response.json());
    });

    it.each(['has.dot', 'x'.repeat(65), '%C3%A9t%C3%A9'])('answers 400 for the malformed id %s, before looking it up', async (id) => {
      for (const suffix of ['', '/content', '/download']) {
        await expectError(await call('admin', `/api/reports/${id}${suffix}`), 400, 'validation.invalid', /^Invalid report id: /);
      }
    });

    it('checks lang before the id is looked up, so a bad lang says the same for every id', async () => {
      for (const id of ['no-such-report', 'msv-global', 'dlv-latam']) {
        await expectError(await call('mexico.local', `/api/reports/${id}/download?lang=pdf`), 400, 'validation.invalid', /^Invalid lang: /);
      }
    });
  });
});
