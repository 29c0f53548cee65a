import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ErrorCode, strictErrorBody, strictReportGroups, strictReportRunStarted } from '../../contract.ts';
import { reports } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens, type DemoRole, demoRoles, type TestAccount } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { listenOnLoopback, type LoopbackServer } from '../../testing/loopbackServer.ts';
import { insertTestSubmissions } from '../../testing/submissions.ts';
import { insertSurveyTestData, LATAM, NORTH_AMERICA, testSurveys, US } from '../../testing/surveys.ts';
import { readGeographyConfig, seedGeography } from '../geography/index.ts';
import { generateSurveyReports } from './generate/index.ts';

/**
 * The scopes each demo role reads, written out from docs/decisions.md ("Who reads which report") rather than computed
 * with permissions.ts, so the test checks the rule on reports the generator wrote.
 */
const readableScopes: Record<DemoRole, 'every report' | readonly string[]> = {
  admin: 'every report',
  viewer: 'every report',
  'latam.manager': [`REGIONAL ${LATAM}`, 'LOCAL Mexico', 'LOCAL Central America', 'COUNTRY Mexico', 'COUNTRY Guatemala', 'COUNTRY Brazil'],
  'mexico.local': ['LOCAL Mexico', 'COUNTRY Mexico'],
};

let accounts: AccountTokens;
beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('POST /api/surveys/:id/reports on $name', (target) => {
  let database: OpenTestDatabase;
  let server: LoopbackServer;
  const queued: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    await insertSurveyTestData(database.db);
    await insertTestSubmissions(
      database.db,
      testSurveys.map((survey) => survey.id),
      { perLink: 5 },
    );
    const app = createTestApp(database, accounts.issuer.verifier, {
      enqueueReports: (surveyId) => {
        queued.push(surveyId);
        return Promise.resolve();
      },
    });
    server = await listenOnLoopback(app.fetch);
  });
  afterAll(async () => {
    await server.close();
    await database.release();
  });

  async function call(account: TestAccount | null, path: string, method = 'POST'): Promise<Response> {
    const headers: Record<string, string> = account ? { Authorization: `Bearer ${await accounts.tokenFor(account)}` } : {};
    return fetch(`${server.origin}${path}`, { method, headers });
  }
  async function expectError(response: Response, status: number, code: ErrorCode, detail: string | RegExp): Promise<void> {
    expect(response.status).toBe(status);
    const body = strictErrorBody.parse(await response.json());
    expect(body.code).toBe(code);
    if (typeof detail === 'string') expect(body.detail).toBe(detail);
    else expect(body.detail).toMatch(detail);
  }
  const statuses = async (surveyId: string) =>
    (await database.db.select({ status: reports.status }).from(reports).where(eq(reports.surveyId, surveyId))).map((row) => row.status);

  it('answers 202 with the PENDING reports, stores them and queues the job; 409 while that run is under way', async () => {
    const response = await call('latam.manager', '/api/surveys/latam-delivery/reports');
    expect(response.status).toBe(202);
    expect(strictReportRunStarted.parse(await response.json())).toEqual({ survey_id: 'latam-delivery', reports_pending: 6 });
    expect(await statuses('latam-delivery')).toEqual(Array.from({ length: 6 }, () => 'PENDING'));
    expect(queued).toEqual(['latam-delivery']);

    await expectError(await call('admin', '/api/surveys/latam-delivery/reports'), 409, 'report.already_running', "This survey's reports are already being generated.");
    expect(queued).toEqual(['latam-delivery']);
    expect(await statuses('latam-delivery')).toHaveLength(6);
  });

  it('answers 403 to a user who sees the survey without a create right over every target country', async () => {
    await expectError(await call('viewer', '/api/surveys/mx-admin-pricing/reports'), 403, 'report.generate_forbidden', 'You may not generate reports for this survey.');
    // mexico.local creates for Mexico, but border-crossing also targets the United States.
    await expectError(await call('mexico.local', '/api/surveys/border-crossing/reports'), 403, 'report.generate_forbidden', 'You may not generate reports for this survey.');
    await expectError(await call('latam.manager', '/api/surveys/border-crossing/reports'), 403, 'report.generate_forbidden', 'You may not generate reports for this survey.');
    expect(await statuses('border-crossing')).toEqual([]);
  });

  it('answers 404 for a survey the user cannot see, as for a missing one; 400 for a malformed id; 401 without a token', async () => {
    await expectError(await call('mexico.local', '/api/surveys/us-support/reports'), 404, 'survey.not_found', 'Survey not found');
    await expectError(await call('admin', '/api/surveys/no-such-survey/reports'), 404, 'survey.not_found', 'Survey not found');
    await expectError(await call('no.region', '/api/surveys/mx-admin-pricing/reports'), 404, 'survey.not_found', 'Survey not found');
    await expectError(await call('admin', '/api/surveys/has.dot/reports'), 400, 'validation.invalid', /^Invalid survey id: /);
    expect((await call(null, '/api/surveys/mx-admin-pricing/reports')).status).toBe(401);
    expect(await statuses('us-support')).toEqual([]);
  });

  it('lets each demo role read exactly its scopes of the generated reports through the read calls', async () => {
    for (const surveyId of ['border-crossing', 'mx-local-store-visits']) {
      expect((await call('admin', `/api/surveys/${surveyId}/reports`)).status).toBe(202);
    }
    for (const surveyId of ['latam-delivery', 'border-crossing', 'mx-local-store-visits']) {
      await generateSurveyReports({ db: database.db, minResponses: 5, logger: pino({ level: 'silent' }) }, surveyId);
      expect((await statuses(surveyId)).every((status) => status === 'COMPLETED')).toBe(true);
    }
    const everyScope: Record<string, string[]> = {
      'latam-delivery': ['GLOBAL Global', `REGIONAL ${LATAM}`, 'LOCAL Central America', 'LOCAL Mexico', 'COUNTRY Guatemala', 'COUNTRY Mexico'],
      'border-crossing': ['GLOBAL Global', `REGIONAL ${LATAM}`, `REGIONAL ${NORTH_AMERICA}`, 'LOCAL Mexico', 'COUNTRY Mexico', `COUNTRY ${US}`],
      'mx-local-store-visits': ['GLOBAL Global', `REGIONAL ${LATAM}`, 'LOCAL Mexico', 'COUNTRY Mexico'],
    };
    for (const role of demoRoles) {
      const response = await call(role, '/api/reports', 'GET');
      const groups = strictReportGroups.parse(await response.json());
      const read = Object.fromEntries(
        groups
          .filter((group) => group.survey.id in everyScope)
          .map((group) => [group.survey.id, group.reports.map((report) => `${report.report_scope_type} ${report.scope_identifier}`)]),
      );
      const scopes = readableScopes[role];
      const expected = Object.fromEntries(
        Object.entries(everyScope).map(([surveyId, all]) => [surveyId, scopes === 'every report' ? all : all.filter((scope) => scopes.includes(scope))]),
      );
      expect(read, role).toEqual(expected);
      for (const group of groups) {
        for (const report of group.reports.filter((candidate) => candidate.status === 'COMPLETED')) {
          const content = await call(role, `/api/reports/${report.id}/content?lang=ko`, 'GET');
          expect(content.status, `${role} ${report.id}`).toBe(200);
        }
      }
    }
  });

  // Last: it starts runs of every survey the list flags.
  it('flags in the list exactly the surveys whose reports the POST lets the user generate', async () => {
    for (const role of demoRoles) {
      const groups = strictReportGroups.parse(await (await call(role, '/api/reports', 'GET')).json());
      expect(groups.length, role).toBeGreaterThan(0);
      for (const { survey } of groups) {
        const { status } = await call(role, `/api/surveys/${survey.id}/reports`);
        // 409: another role's run of the same survey is still under way (no job writes them here).
        expect([role, survey.id, status]).toEqual([role, survey.id, survey.can_generate_reports ? expect.toBeOneOf([202, 409]) : 403]);
      }
    }
    const flagged = async (role: DemoRole) =>
      strictReportGroups
        .parse(await (await call(role, '/api/reports', 'GET')).json())
        .filter((group) => group.survey.can_generate_reports)
        .map((group) => group.survey.id)
        .sort();
    expect(await flagged('admin')).toEqual(testSurveys.map((survey) => survey.id).sort());
    expect(await flagged('viewer')).toEqual([]);
    expect(await flagged('mexico.local')).toEqual(['mx-admin-pricing', 'mx-local-store-visits']);
  });
});
