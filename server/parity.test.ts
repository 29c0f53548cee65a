/*
 * Issue 9's parity test: every call of spec section 7 that the SPA makes, made by the SPA's own request functions
 * against the assembled server (real HTTP on loopback, real signed tokens, the demo data on PGlite and PostgreSQL),
 * with each answer's raw JSON also held to the strict contract, and every exchange on the wire held to the OpenAPI
 * document, which in turn must list exactly the routes the app serves under /api.
 *
 * It runs in the server project (Node): the SPA code needs only `window.__APP_CONFIG__` and `localStorage`, stubbed
 * below (server/testing/parity/browserGlobals.ts says why not jsdom).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';

import { fetchDashboardSources } from '@/pages/dashboard/api/dashboardSources';
import { getReport, getReportContent, downloadReport, listReportGroups } from '@/entities/report';
import { logout } from '@/entities/session';
import { getSubmission, listSubmissions } from '@/entities/submission';
import {
  createSurvey,
  deleteSurvey,
  downloadSurveyRawData,
  getSurvey,
  getSurveyFunnel,
  getSurveyTranslations,
  getTranslationProgress,
  listSurveys,
} from '@/entities/survey';
import { saveTranslation } from '@/pages/surveys/api/saveTranslation';
import { listCountriesWithLanguages, listRegionsWithCountries, listUserAllowedCountries } from '@/entities/geography';
import { answerValueLabel, ApiError, tokenStorage, type SurveyDetail, type SurveyListItem } from '@/shared/api';
import { activateLocale } from '@/shared/i18n';

import {
  conversation as conversationShape,
  participationLink,
  RESPOND_LIMITS,
  strictCountriesWithLanguages,
  strictCreateSurveyResponse,
  strictErrorBody,
  strictLogoutResponse,
  strictRefreshTokenResponse,
  strictRegionsWithCountries,
  strictReport,
  strictReportGroups,
  strictReportRunStarted,
  strictSubmissionDetail,
  strictSubmissionList,
  strictSurveyDetail,
  strictLocaleTranslations,
  strictSurveyFunnel,
  strictDashboardStats,
  isSurveyActive,
  isValuedQuestionType,
  strictSurveyList,
  strictSurveyTranslations,
  surveyFunnel,
  strictTranslationProgress,
  strictUserAllowedCountries,
} from './contract.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from './testing/databases.ts';
import { seedDemoResponses } from './demo/index.ts';
import { findReportJobsToQueue, startReportRun } from './modules/reports/generate/index.ts';
import { buildOpenApiDocument, pageAssetRoutes } from './modules/api-docs/index.ts';
import { rawDataColumnsFor } from './modules/submissions/queries.ts';
import { readGeographyConfig, seedGeography } from './modules/geography/index.ts';
import { strictConversation, strictParticipationLink } from './modules/respond/index.ts';
import { seedDemoSurveys } from './demo/surveys.ts';
import { surveys } from './db/schema.ts';
import { respondentMessagesFor } from '../src/shared/config/respondent-messages/index.ts';
import { type AccountTokens, createAccountTokens, type DemoRole, demoRoles } from './testing/accounts.ts';
import { documentedOperations, type Exchange, openApiPath, operationFor, recordingFetch, undocumentedPartOf } from './testing/parity/apiTraffic.ts';
import { spaBrowserGlobals } from './testing/parity/browserGlobals.ts';
import { parseCsv } from './testing/parity/csv.ts';
import { signInThroughProvider } from './testing/parity/providerSignIn.ts';
import { insertScoredSurvey, SCORED_SURVEY_ID } from './testing/scoredSubmissions.ts';
import { type ParityStack, startParityStack } from './testing/parity/stack.ts';

const document = buildOpenApiDocument();
const operations = documentedOperations(document);

const RAW_DATA_HEADER = ['submission_id', 'submitted_at', 'country', 'language', 'channel', 'role', 'timestamp', 'message'];

/** The raw-data header a survey's questions make, as the SPA reads them: the message's columns, then each value's. */
function rawDataHeaderOf(survey: Pick<SurveyDetail, 'questions'>): string[] {
  const valued = (survey.questions ?? []).flatMap(({ order, type, options }) =>
    type && isValuedQuestionType(type) ? [{ number: order, type, options: options ?? [] }] : [],
  );
  return rawDataColumnsFor(valued).map((column) => column.header);
}

let accountsDirectory: string;
beforeAll(async () => {
  // The SPA's request functions word their failures through its catalogue, in English here.
  await activateLocale('en');
  accountsDirectory = await mkdtemp(path.join(tmpdir(), 'parity-test-'));
});
afterAll(async () => {
  await rm(accountsDirectory, { recursive: true, force: true });
});

describe.each(testTargets)('the SPA against the server on $name', (target) => {
  const now = new Date();
  let database: OpenTestDatabase;
  let stack: ParityStack;
  let accountTokens: AccountTokens;
  let exchanges: Exchange[];
  /** What the role tests met, so the suite cannot pass on data that lacks a kind of answer. */
  const met = { submissions: 0, completedReports: 0, unfinishedReports: 0, outOfScopeSurveys: 0 };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    await seedDemoSurveys(database.db, { now });
    await seedDemoResponses(database.db, { now });
    accountTokens = await createAccountTokens();
    stack = await startParityStack({ database, testIssuerVerifier: accountTokens.issuer.verifier, accountsDirectory });
    // The queue's start-up sweep has the job write the ended demo surveys' reports: the tests read them settled.
    await vi.waitFor(
      async () => {
        const jobs = await findReportJobsToQueue(database.db, now);
        expect([...jobs.inProgress, ...jobs.ended]).toEqual([]);
      },
      { timeout: 60_000, interval: 250 },
    );
    // And a run nobody works on, which the screens show in progress.
    await startReportRun(database.db, 'demo-mx-store-experience');
    const recorder = recordingFetch(stack.origin, globalThis.fetch);
    exchanges = recorder.exchanges;
    const browser = spaBrowserGlobals(stack.origin);
    vi.stubGlobal('fetch', recorder.fetch);
    vi.stubGlobal('window', browser.window);
    vi.stubGlobal('localStorage', browser.localStorage);
    vi.stubGlobal('navigator', browser.navigator);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await stack.close();
    await database.release();
  });

  /** The SPA's session for `role`, as the sign-in callback stores it. */
  async function actAs(role: DemoRole): Promise<string> {
    const token = await accountTokens.tokenFor(role);
    tokenStorage.write({ AccessToken: token, IdToken: token, TokenType: 'Bearer' });
    return token;
  }

  /** A call made outside the SPA's code, to see the answer as sent. */
  function fetchRaw(path: string, token: string | null, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(`${stack.origin}${path}`, { ...init, headers, redirect: 'manual' });
  }

  /** The raw JSON of a 200, held to the strict schema (a failing parse names the fields). */
  async function strictAnswer<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.infer<S>> {
    expect(response.status, response.url).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`${response.url} breaks the strict contract: ${JSON.stringify(parsed.error.issues)}`);
    return parsed.data;
  }

  /** The detail of an error answer, held to the error body; the status as expected. */
  async function errorDetail(response: Response, status: number): Promise<string> {
    expect(response.status, response.url).toBe(status);
    return strictErrorBody.parse(await response.json()).detail;
  }

  /** A rejection of the SPA's call, as its ApiError carries it. */
  async function rejectionOf(call: Promise<unknown>): Promise<ApiError> {
    const error = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof ApiError)) throw new Error(`Expected the call to reject with an ApiError, got ${String(error)}`);
    return error;
  }

  describe.each(demoRoles)('signed in as %s', (role) => {
    let token: string;
    let surveys: SurveyListItem[];

    beforeAll(async () => {
      token = await actAs(role);
      surveys = await listSurveys();
    });

    it('reads the geography exactly as the server sends it', async () => {
      expect(await listRegionsWithCountries()).toEqual(await strictAnswer(await fetchRaw('/api/regions-with-countries', token), strictRegionsWithCountries));
      expect(await listCountriesWithLanguages()).toEqual(
        await strictAnswer(await fetchRaw('/api/countries-with-languages', token), strictCountriesWithLanguages),
      );
      const allowed = await listUserAllowedCountries();
      expect(allowed).toEqual(await strictAnswer(await fetchRaw('/api/user-allowed-countries', token), strictUserAllowedCountries));
      if (role === 'mexico.local') expect(allowed).toEqual(['Mexico']);
      else expect(allowed.length).toBeGreaterThan(1);
    });

    it('lists the surveys in scope and reads each one', async () => {
      expect(surveys.length).toBeGreaterThan(0);
      expect(surveys).toEqual(await strictAnswer(await fetchRaw('/api/surveys', token), strictSurveyList));
      for (const { id } of surveys) {
        const detail = await getSurvey(id);
        expect(detail).toEqual(await strictAnswer(await fetchRaw(`/api/surveys/${id}`, token), strictSurveyDetail));
        expect(detail.id).toBe(id);
        if (role === 'mexico.local') {
          expect(detail.target_countries?.map((country) => country.name)).toContain('Mexico');
          expect(new Set(detail.links?.map((link) => link.country_code))).toEqual(new Set(['MX']));
        }
      }
    });

    it("reads each survey's funnel as the server sends it: its started responses are the list's count, in the reader's scope", async () => {
      for (const { id, responses_count: responses } of surveys) {
        const funnel = await getSurveyFunnel(id);
        expect(funnel).toEqual(await strictAnswer(await fetchRaw(`/api/surveys/${id}/funnel`, token), strictSurveyFunnel));
        expect(funnel.started).toBe(responses);
        expect(funnel.complete).toBeLessThanOrEqual(funnel.started);
        expect(funnel.by_country.reduce((sum, country) => sum + country.started, 0)).toBe(funnel.started);
        expect(funnel.by_channel.reduce((sum, channel) => sum + channel.visits, 0)).toBe(funnel.visits);
        if (role === 'mexico.local') expect(funnel.by_country.map((country) => country.country_code)).toEqual(['MX']);
      }
    });

    it("reads each survey's translations, and whether the reader may edit them, exactly as the server sends them", async () => {
      for (const { id } of surveys) {
        const translations = await getSurveyTranslations(id);
        expect(translations).toEqual(await strictAnswer(await fetchRaw(`/api/surveys/${id}/translations`, token), strictSurveyTranslations));
        expect(translations.locales.map((locale) => locale.locale)).not.toContain(translations.source_language);
        if (role === 'admin') expect(translations.can_edit_translations).toBe(true);
        if (role === 'viewer') expect(translations.can_edit_translations).toBe(false);
      }
    });

    it("pages through each survey's submissions and counts them as the dashboard does", async () => {
      for (const survey of surveys) {
        const firstPage = await listSubmissions(survey.id, { page: 1, pageSize: 50 });
        const raw = await fetchRaw(`/api/surveys/${survey.id}/submissions?page=1&page_size=50`, token);
        expect(raw.headers.get('x-total-count')).toBe(String(firstPage.total));
        expect(raw.headers.get('x-page-size')).toBe('50');
        expect(firstPage.items).toEqual(await strictAnswer(raw, strictSubmissionList));
        expect(firstPage.pageSize).toBe(50);
        // The list's count and the submissions call agree, in the reader's scope.
        expect(firstPage.total).toBe(survey.responses_count);
        expect(firstPage.items).toHaveLength(Math.min(firstPage.total, 50));

        const forDashboard = await listSubmissions(survey.id, { pageSize: 500 });
        expect(forDashboard.total).toBe(survey.responses_count);
        expect(forDashboard.items).toHaveLength(Math.min(forDashboard.total, 500));
        expect(forDashboard.items.slice(0, 50)).toEqual(firstPage.items);
        if (firstPage.total > 50) {
          const secondPage = await listSubmissions(survey.id, { page: 2, pageSize: 50 });
          expect(secondPage.items).toEqual(forDashboard.items.slice(50, 100));
        }
      }
    });

    it('reads a submission of each survey with its conversation in order', async () => {
      for (const survey of surveys) {
        const [newest] = (await listSubmissions(survey.id, { page: 1, pageSize: 1 })).items;
        if (!newest) continue;
        const detail = await getSubmission(newest.id);
        expect(detail).toEqual(await strictAnswer(await fetchRaw(`/api/submissions/${newest.id}`, token), strictSubmissionDetail));
        expect(detail).toMatchObject({ id: newest.id, survey_id: survey.id, country_code: newest.country_code, channel: newest.channel });
        expect(detail.conversation_logs.length).toBeGreaterThan(0);
        const times = detail.conversation_logs.map((log) => log.timestamp_str ?? '');
        expect(times).toEqual([...times].sort());
        if (role === 'mexico.local') expect(detail.country_code).toBe('MX');
        met.submissions += 1;
      }
    });

    it("downloads each survey's raw data: the CSV of exactly the submissions the list shows", async () => {
      for (const survey of surveys) {
        const { blob, fileName } = await downloadSurveyRawData(survey.id, now);
        expect(fileName).toMatch(new RegExp(`^survey_${survey.id}_raw_data_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
        expect(blob.type).toMatch(/^text\/csv\b/);
        const bytes = Buffer.from(await blob.arrayBuffer());
        const raw = await fetchRaw(`/api/surveys/${survey.id}/export/raw-data`, token);
        expect(raw.status).toBe(200);
        expect(Buffer.from(await raw.arrayBuffer()).equals(bytes)).toBe(true);

        const text = bytes.toString('utf8');
        expect(text.startsWith('\uFEFF')).toBe(true);
        const [header, ...rows] = parseCsv(text.slice(1));
        expect(header).toEqual(rawDataHeaderOf(await getSurvey(survey.id)));
        expect(header?.slice(0, RAW_DATA_HEADER.length)).toEqual(RAW_DATA_HEADER);
        const exported = new Set(rows.map(([submissionId]) => submissionId));
        const listed = await listSubmissions(survey.id, { pageSize: 500 });
        if (listed.total <= 500) expect(exported).toEqual(new Set(listed.items.map((item) => item.id)));
        else expect(exported.size).toBe(listed.total);
      }
    });

    it('reads the report groups, every report, and the content and files of the completed ones', async () => {
      const groups = await listReportGroups();
      expect(groups).toEqual(await strictAnswer(await fetchRaw('/api/reports', token), strictReportGroups));
      expect(new Set(groups.map((group) => group.survey.id))).toEqual(new Set(surveys.map((survey) => survey.id)));

      for (const group of groups) {
        let downloaded = false;
        for (const listed of group.reports) {
          const report = await getReport(listed.id);
          expect(report).toEqual(await strictAnswer(await fetchRaw(`/api/reports/${listed.id}`, token), strictReport));
          expect(report).toEqual(listed);

          if (report.status !== 'COMPLETED') {
            const contentRefusal = await errorDetail(await fetchRaw(`/api/reports/${report.id}/content`, token), 400);
            expect(await rejectionOf(getReportContent(report.id))).toMatchObject({ status: 400, message: contentRefusal });
            const downloadRefusal = await errorDetail(await fetchRaw(`/api/reports/${report.id}/download?lang=all`, token), 400);
            expect(await rejectionOf(downloadReport(report.id, { lang: 'all' }))).toMatchObject({ status: 400, message: downloadRefusal });
            expect(downloadRefusal).toContain(report.status);
            met.unfinishedReports += 1;
            continue;
          }

          const markdown = await getReportContent(report.id);
          const rawContent = await fetchRaw(`/api/reports/${report.id}/content`, token);
          expect(rawContent.headers.get('content-type')).toMatch(/^text\/markdown\b/);
          expect(await rawContent.text()).toBe(markdown);
          expect(markdown.trim().length).toBeGreaterThan(0);
          met.completedReports += 1;

          // Each download once per group is enough: the files are built the same way for every report.
          if (downloaded) continue;
          downloaded = true;
          const all = await downloadReport(report.id, { lang: 'all' });
          expect(all.fileName).toBe(`report_${report.id}_all.zip`);
          expect(all.blob.type).toBe('application/zip');
          const files = unzipSync(new Uint8Array(await all.blob.arrayBuffer()));
          const names = Object.keys(files);
          expect(names.filter((name) => name.endsWith('.md')).sort()).toEqual([`report_${report.id}_en.md`, `report_${report.id}_ko.md`]);
          // The zipped markdown is the content with each chart block shown as its SVG file, which the zip holds too.
          const zipped = strFromU8(files[`report_${report.id}_en.md`] ?? new Uint8Array());
          const charts = names.filter((name) => name.startsWith('charts/') && name.endsWith('_en.svg'));
          expect(charts.length).toBeGreaterThan(0);
          for (const chart of charts) expect(zipped).toContain(`](${chart})`);
          expect(zipped.replace(/^!\[.*\]\(charts\/.*\)$/gm, '')).toBe(markdown.replace(/^```chart\n.*\n```$/gm, ''));
          const english = await downloadReport(report.id, { lang: 'en' });
          expect(english.fileName).toBe(`report_${report.id}_en.md`);
          expect(await english.blob.text()).toBe(markdown);
        }
      }
    });

    it("fetches the dashboard sources as the dashboard does: the server's figures agree with the lists it reads", async () => {
      const sources = await fetchDashboardSources();
      expect(sources.stats).toEqual(await strictAnswer(await fetchRaw('/api/dashboard/stats', token), strictDashboardStats));
      expect(sources.surveys).toEqual(surveys);
      expect(sources.reportGroups).toEqual(await listReportGroups());
      expect(sources.stats.total_responses).toBe(surveys.reduce((sum, survey) => sum + (survey.responses_count ?? 0), 0));
      expect(sources.stats.reports_completed).toBe(sources.reportGroups.reduce((sum, group) => sum + group.stats.completed, 0));
      expect(sources.stats.active_surveys).toBe(surveys.filter((survey) => isSurveyActive(survey, new Date())).length);
      expect(sources.stats.funnel.started).toBe(sources.stats.total_responses);
      // The demo's store pulse survey reaches every role's scope (Mexico) with ratings in both weeks.
      const { csat } = sources.stats;
      expect(csat?.current.count).toBeGreaterThan(0);
      expect(csat?.previous.count).toBeGreaterThan(0);
      expect(csat?.by_country.reduce((sum, country) => sum + country.count, 0)).toBe(csat?.current.count);
    });

    it('hears an id outside the scope exactly as an unknown id: 404 with the detail the SPA shows', async () => {
      expect(await rejectionOf(getSurvey('no-such-survey'))).toMatchObject({ status: 404, message: 'Survey not found' });
      expect(await rejectionOf(getSubmission('no-such-submission'))).toMatchObject({ status: 404, message: 'Submission not found' });
      expect(await rejectionOf(getReport('no-such-report'))).toMatchObject({ status: 404, message: 'Report not found' });

      const everyone = await accountTokens.tokenFor('admin');
      const visible = new Set(surveys.map((survey) => survey.id));
      const hidden = (await strictAnswer(await fetchRaw('/api/surveys', everyone), strictSurveyList)).filter((survey) => !visible.has(survey.id));
      if (role === 'mexico.local' || role === 'latam.manager') expect(hidden.length).toBeGreaterThan(0);
      for (const survey of hidden) {
        expect(await errorDetail(await fetchRaw(`/api/surveys/${survey.id}`, token), 404)).toBe('Survey not found');
        expect(await rejectionOf(getSurvey(survey.id))).toMatchObject({ status: 404, message: 'Survey not found' });
        expect(await rejectionOf(listSubmissions(survey.id, { page: 1, pageSize: 50 }))).toMatchObject({ status: 404, message: 'Survey not found' });
        expect(await rejectionOf(downloadSurveyRawData(survey.id))).toMatchObject({ status: 404, message: 'Survey not found' });
        const [submission] = await strictAnswer(await fetchRaw(`/api/surveys/${survey.id}/submissions?page_size=1`, everyone), strictSubmissionList);
        if (submission) {
          expect(await rejectionOf(getSubmission(submission.id))).toMatchObject({ status: 404, message: 'Submission not found' });
        }
        met.outOfScopeSurveys += 1;
      }
    });
  });

  it("reads a scored conversation's values in the detail and the raw data as the server sends them", async () => {
    // Open until 2099: no report job takes it up while it exists. Gone again at the end, so no later test meets it.
    await insertScoredSurvey(database.db, { endDate: '2099-12-31' });
    try {
      const token = await actAs('latam.manager');
      const detail = await getSubmission('scored-mx-1');
      expect(detail).toEqual(await strictAnswer(await fetchRaw('/api/submissions/scored-mx-1', token), strictSubmissionDetail));
      const valued = detail.conversation_logs.filter((log) => log.answer_value !== null);
      expect(valued.map((log) => [log.content, log.answer_value, log.answer_question_type, log.answer_option_text])).toEqual([
        ['4', 4, 'rating', null],
        ['9', 9, 'nps', null],
        ['Precio', 2, 'multiple_choice', '=Price'],
      ]);
      expect(valued.map(answerValueLabel)).toEqual(['Rating 4 / 5', 'NPS 9', 'Option 2: =Price']);

      const { blob } = await downloadSurveyRawData(SCORED_SURVEY_ID, now);
      const [header, ...rows] = parseCsv((await blob.text()).replace(/^\uFEFF/, ''));
      expect(header).toEqual([...RAW_DATA_HEADER, 'q1_rating', 'q2_nps', 'q3_choice', 'q3_choice_text']);
      expect(header).toEqual(rawDataHeaderOf(await getSurvey(SCORED_SURVEY_ID)));
      const answers = rows.filter((row) => row[5] === 'respondent' && row[0] === 'scored-mx-1').map((row) => [row[7], ...row.slice(8)]);
      expect(answers).toEqual([
        ['4', '4', '', '', ''],
        ['La fila avanzó rápido', '', '', '', ''],
        ['9', '', '9', '', ''],
        ['Precio', '', '', '2', "'=Price"],
        ['Nada más', '', '', '', ''],
      ]);
    } finally {
      await actAs('admin');
      await deleteSurvey(SCORED_SURVEY_ID);
    }
  });

  it('signs out: logout answers the provider end-session address, and signout sends the browser there', async () => {
    const token = await accountTokens.separateTokenFor('latam.manager');
    tokenStorage.write({ AccessToken: token, IdToken: token, TokenType: 'Bearer' });
    const logoutUrl = await logout();
    const raw = await strictAnswer(await fetchRaw('/api/auth/logout', token, { method: 'POST' }), strictLogoutResponse);
    expect(logoutUrl).toBe(raw.logout_url);
    expect(logoutUrl?.startsWith(`${stack.origin}/idp/`)).toBe(true);
    const signout = await fetchRaw('/api/auth/signout', null);
    expect(signout.status).toBe(302);
    expect(signout.headers.get('location')?.startsWith(`${stack.origin}/idp/`)).toBe(true);
  });

  it('renews a session once on a 401 and retries the call with the new id token', async () => {
    const session = await signInThroughProvider(stack.origin, 'mexico.local');
    const expired = await accountTokens.issuer.sign({ 'cognito:username': 'mexico.local' }, { expiresIn: '-10m' });
    tokenStorage.write({ AccessToken: session.accessToken, IdToken: expired, RefreshToken: session.refreshToken, TokenType: 'Bearer' });
    const before = exchanges.length;

    expect(await listUserAllowedCountries()).toEqual(['Mexico']);

    expect(exchanges.slice(before).map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'GET /api/user-allowed-countries 401',
      'POST /api/refresh-token 200',
      'GET /api/user-allowed-countries 200',
    ]);
    const renewed = tokenStorage.read();
    expect(renewed?.IdToken).not.toBe(expired);
    expect(await stack.providerVerifier.verify(renewed?.IdToken ?? '')).toMatchObject({ username: 'mexico.local', local: 'Mexico' });
    expect(renewed?.RefreshToken).toBeTypeOf('string');

    const raw = await fetchRaw('/api/refresh-token', null, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: renewed?.RefreshToken }),
    });
    expect(await strictAnswer(raw, strictRefreshTokenResponse)).toMatchObject({ TokenType: 'Bearer' });
  });

  it("runs the respondent's calls: a link in each schedule state, whole and early-ended conversations, the refusals", async () => {
    const adminToken = await accountTokens.tokenFor('admin');
    const listed = await strictAnswer(await fetchRaw('/api/surveys', adminToken), strictSurveyList);
    const stateOf = (survey: SurveyListItem) =>
      now < new Date(survey.start_datetime_utc ?? '') ? 'not_started' : now < new Date(survey.end_datetime_utc ?? '') ? 'open' : 'ended';
    /** A survey in that state and the token of its first link, read from the staff detail's link URL. */
    async function linkIn(state: 'not_started' | 'open' | 'ended') {
      const survey = listed.find((candidate) => stateOf(candidate) === state);
      if (!survey) throw new Error(`The demo data has no survey in schedule state ${state}`);
      const detail = await strictAnswer(await fetchRaw(`/api/surveys/${survey.id}`, adminToken), strictSurveyDetail);
      const token = new URL(detail.links[0]?.url ?? '').pathname.split('/').at(-1) ?? '';
      return { survey, token };
    }
    /** The raw JSON of a respondent answer, held to the shared schema the page reads and to the strict one. */
    async function respondAnswer<S extends z.ZodMiniType>(response: Response, status: number, shared: z.ZodMiniType, strict: S): Promise<z.infer<S>> {
      expect(response.status, response.url).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
      const body: unknown = await response.json();
      expect(shared.safeParse(body).success, JSON.stringify(body)).toBe(true);
      const parsed = strict.safeParse(body);
      if (!parsed.success) throw new Error(`${response.url} breaks the strict contract: ${JSON.stringify(parsed.error.issues)}`);
      return parsed.data;
    }
    const post = (path: string, body?: unknown) =>
      fetchRaw(path, null, { method: 'POST', ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }) });
    const link = (token: string) => `/api/respond/${token}`;
    /** The first answer as the page sends it, under the token the page makes. */
    const firstAnswer = (content: string) => ({
      conversation_token: randomBytes(32).toString('base64url'),
      message: { client_message_id: randomUUID(), content },
    });

    for (const state of ['not_started', 'open', 'ended'] as const) {
      const { survey, token } = await linkIn(state);
      const opened = await respondAnswer(await fetchRaw(link(token), null), 200, participationLink, strictParticipationLink);
      expect(opened).toMatchObject({ schedule: state, starts_at: survey.start_datetime_utc, ends_at: survey.end_datetime_utc });
      expect(opened.first_question.length).toBeGreaterThan(0);
      if (state !== 'open') expect(await errorDetail(await post(`${link(token)}/conversations`, firstAnswer('Hola.')), 409)).toMatch(/^This survey has/);
      expect((await post(`${link(token)}/visits`)).status).toBe(204);
    }
    expect(await errorDetail(await fetchRaw(link('no-such-link-token'), null), 404)).toBe('Survey link not found');

    const { survey: open, token } = await linkIn('open');
    const funnelBefore = await strictAnswer(await fetchRaw(`/api/surveys/${open.id}/funnel`, adminToken), strictSurveyFunnel);
    expect(funnelBefore.started).toBe(open.responses_count);
    expect((await post(`${link(token)}/visits`)).status).toBe(204);
    const start = firstAnswer('Answer 1: todo bien.');
    const started = await respondAnswer(await post(`${link(token)}/conversations`, start), 201, conversationShape, strictConversation);
    expect(started.conversation_token).toBe(start.conversation_token);
    // The page sends a first answer it heard nothing back from again: the same conversation, stored once.
    expect(await respondAnswer(await post(`${link(token)}/conversations`, start), 200, conversationShape, strictConversation)).toEqual(started);
    const conversationPath = `${link(token)}/conversations/${started.conversation_token}`;
    expect(started).toMatchObject({ awaiting_question: 2, finished: false });
    let current = started;
    while (current.awaiting_question !== null) {
      const message = { client_message_id: randomUUID(), content: `Answer ${current.awaiting_question}: todo bien.` };
      current = await respondAnswer(await post(`${conversationPath}/messages`, message), 200, conversationShape, strictConversation);
      // The page retries a send it heard nothing back from: stored once, the same answer.
      expect(await respondAnswer(await post(`${conversationPath}/messages`, message), 200, conversationShape, strictConversation)).toEqual(current);
    }
    expect(current.finished).toBe(true);
    expect(await respondAnswer(await fetchRaw(conversationPath, null), 200, conversationShape, strictConversation)).toEqual(current);
    expect(await respondAnswer(await post(`${conversationPath}/finish`), 200, conversationShape, strictConversation)).toEqual(current);
    expect(await errorDetail(await post(`${conversationPath}/messages`, { client_message_id: randomUUID(), content: 'More.' }), 409)).toBe(
      'This conversation has already finished.',
    );

    const second = await respondAnswer(await post(`${link(token)}/conversations`, firstAnswer('Bien.')), 201, conversationShape, strictConversation);
    const secondPath = `${link(token)}/conversations/${second.conversation_token}`;
    const tooLong = { client_message_id: randomUUID(), content: 'x'.repeat(RESPOND_LIMITS.messageLength + 1) };
    expect(await errorDetail(await post(`${secondPath}/messages`, tooLong), 413)).toContain('content');
    expect(await errorDetail(await post(`${secondPath}/messages`, { content: 'No id.' }), 422)).toContain('client_message_id');
    const ended = await respondAnswer(await post(`${secondPath}/finish`), 200, conversationShape, strictConversation);
    expect(ended).toMatchObject({ finished: true, awaiting_question: null });
    expect(await errorDetail(await fetchRaw(`${link(token)}/conversations/${'A'.repeat(43)}`, null), 404)).toBe('Conversation not found');

    // Staff see both at once, counted as the dashboard counts, and the funnel agrees: one visit, two started, one complete.
    const after = await strictAnswer(await fetchRaw('/api/surveys', adminToken), strictSurveyList);
    expect(after.find((survey) => survey.id === open.id)?.responses_count).toBe(open.responses_count + 2);
    const funnelAfter = surveyFunnel.parse(await strictAnswer(await fetchRaw(`/api/surveys/${open.id}/funnel`, adminToken), strictSurveyFunnel));
    expect(funnelAfter).toMatchObject({
      visits: funnelBefore.visits + 1,
      started: funnelBefore.started + 2,
      complete: funnelBefore.complete + 1,
    });
  });

  it('deletes a survey with everything it holds: refused to a reader who may not, then gone for everyone', async () => {
    const adminToken = await accountTokens.tokenFor('admin');
    const groups = await strictAnswer(await fetchRaw('/api/reports', adminToken), strictReportGroups);
    const doomed = groups.find((group) => group.reports.length > 0 && group.stats.totalResponses > 0);
    if (!doomed) throw new Error('The demo data has no survey with both reports and submissions');
    const [submission] = await strictAnswer(await fetchRaw(`/api/surveys/${doomed.survey.id}/submissions?page_size=1`, adminToken), strictSubmissionList);

    await actAs('viewer');
    expect(await rejectionOf(deleteSurvey(doomed.survey.id))).toMatchObject({ status: 403, message: 'You may not delete this survey.' });
    expect((await getSurvey(doomed.survey.id)).id).toBe(doomed.survey.id);

    await actAs('admin');
    await deleteSurvey(doomed.survey.id);
    expect(await rejectionOf(getSurvey(doomed.survey.id))).toMatchObject({ status: 404, message: 'Survey not found' });
    expect(await rejectionOf(getReport(doomed.reports[0]?.id ?? ''))).toMatchObject({ status: 404 });
    if (submission) expect(await rejectionOf(getSubmission(submission.id))).toMatchObject({ status: 404, message: 'Submission not found' });
    expect((await listReportGroups()).map((group) => group.survey.id)).not.toContain(doomed.survey.id);
  });

  it('creates a survey through the SPA\'s call, polls its translation to the end and finds its links in the detail', async () => {
    await actAs('latam.manager');
    const payload = {
      id: 'parity-created-survey',
      title: 'Parity: how was your visit?',
      start_date: '2030-05-01',
      end_date: '2030-05-31',
      start_time: '09:00',
      end_time: '17:00',
      questions: [
        { questionId: 'q1', text: 'How satisfied are you with your visit today?', order: 1, type: 'rating' as const },
        { questionId: 'q2', text: 'What brought you to the store?', order: 2, type: 'multiple_choice' as const, options: ['Groceries', 'Clothes', 'Pharmacy'] },
      ],
      target_country_names: ['Mexico', 'Brazil'],
      target_languages: ['es-MX', 'pt-BR'],
      target_channels: 2,
      timezone: 'America/Mexico_City',
    };
    const created = await createSurvey(payload);
    expect(created.links).toHaveLength(4);
    const token = await accountTokens.tokenFor('latam.manager');
    // The same request again: the same survey and links, held to the strict contract. A link's effective language is
    // read as it is now: the translation job may have settled it between the two calls.
    const again = await fetchRaw('/api/surveys', token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    const withoutEffectiveLanguage = (answer: typeof created) => ({
      ...answer,
      links: answer.links.map((link) => ({ ...link, effective_language: undefined })),
    });
    expect(withoutEffectiveLanguage(await strictAnswer(again, strictCreateSurveyResponse))).toEqual(withoutEffectiveLanguage(created));
    expect(await rejectionOf(createSurvey({ ...payload, title: 'Parity: another survey' }))).toMatchObject({
      status: 409,
      message: 'A different survey already has the id parity-created-survey.',
    });
    // Another option is another survey too: the request's identity reaches into its questions.
    const otherOptions = payload.questions.map((question) => (question.options ? { ...question, options: ['Groceries', 'Clothes'] } : question));
    expect(await rejectionOf(createSurvey({ ...payload, questions: otherOptions }))).toMatchObject({ status: 409 });

    const deadline = Date.now() + 20_000;
    let progress = await getTranslationProgress(created.id);
    while (progress.is_complete !== true && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      progress = await getTranslationProgress(created.id);
    }
    expect(progress).toEqual(await strictAnswer(await fetchRaw(`/api/surveys/${created.id}/translation-progress`, token), strictTranslationProgress));
    // Per locale the title, two questions and the three options.
    expect(progress).toMatchObject({ status: 'completed', is_complete: true, target_locales_count: 2, overall_translated_items_count: 12 });
    const detail = await getSurvey(created.id);
    expect(detail.questions).toEqual([
      { questionId: 'q1', text: 'How satisfied are you with your visit today?', order: 1, type: 'rating', options: [] },
      { questionId: 'q2', text: 'What brought you to the store?', order: 2, type: 'multiple_choice', options: ['Groceries', 'Clothes', 'Pharmacy'] },
    ]);
    expect(detail).toEqual(await strictAnswer(await fetchRaw(`/api/surveys/${created.id}`, token), strictSurveyDetail));
    expect(detail.links?.map((link) => [link.url, link.effective_language]).sort()).toEqual(
      created.links.map((link) => [link.link, link.language]).sort(),
    );
    await actAs('mexico.local');
    expect(await rejectionOf(createSurvey({ ...payload, id: 'parity-out-of-scope' }))).toMatchObject({
      status: 403,
      message: 'Target countries outside your scope: Brazil',
    });
  });

  it("edits a translation through the SPA's call: refused to a reader who is not the creator, saved for the creator, idempotent", async () => {
    const target = { surveyId: 'parity-created-survey', locale: 'pt-BR', item: 'q1' };
    const staffText = 'Quão satisfeito você ficou com a sua visita hoje?';
    await actAs('mexico.local');
    expect(await rejectionOf(saveTranslation(target, staffText))).toMatchObject({ status: 403, message: "You may not edit this survey's translations." });

    await actAs('latam.manager');
    const { source_language: sourceLanguage } = await getSurveyTranslations(target.surveyId);
    const saved = await saveTranslation(target, `  ${staffText}  `);
    expect(saved.items.find((item) => item.item === 'q1')).toMatchObject({ text: staffText, origin: 'staff' });
    // The same edit again, as sent: the same answer, held to the strict contract.
    const creator = await accountTokens.tokenFor('latam.manager');
    const again = await fetchRaw(`/api/surveys/${target.surveyId}/translations/pt-BR/q1`, creator, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: staffText }),
    });
    expect(await strictAnswer(again, strictLocaleTranslations)).toEqual(saved);
    expect((await getSurveyTranslations(target.surveyId)).locales.find((locale) => locale.locale === 'pt-BR')).toEqual(saved);

    expect(await rejectionOf(saveTranslation({ ...target, item: 'q9' }, staffText))).toMatchObject({ status: 404, message: 'Item not found' });
    expect(await rejectionOf(saveTranslation({ ...target, locale: sourceLanguage }, staffText))).toMatchObject({
      status: 422,
      message: 'The source language is not translated: edit the survey itself.',
    });
    const blank = await fetchRaw(`/api/surveys/${target.surveyId}/translations/pt-BR/q1`, creator, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: '   ' }),
    });
    expect(await errorDetail(blank, 422)).toBe('Enter the translation.');
  });

  it("generates a survey's reports on demand: 202 to its creator, then written by the job; 403 and 404 to others", async () => {
    const creator = await accountTokens.tokenFor('latam.manager');
    const started = await fetchRaw('/api/surveys/parity-created-survey/reports', creator, { method: 'POST' });
    expect(started.status).toBe(202);
    // GLOBAL, Latin America & Caribbean, the local Mexico, Brazil and Mexico.
    expect(strictReportRunStarted.parse(await started.json())).toEqual({ survey_id: 'parity-created-survey', reports_pending: 5 });
    const local = await accountTokens.tokenFor('mexico.local');
    expect(await errorDetail(await fetchRaw('/api/surveys/parity-created-survey/reports', local, { method: 'POST' }), 403)).toBe(
      'You may not generate reports for this survey.',
    );
    expect(await errorDetail(await fetchRaw('/api/surveys/no-such-survey/reports', creator, { method: 'POST' }), 404)).toBe('Survey not found');

    await actAs('mexico.local');
    // The list offers the action to exactly those the POST lets through.
    const flagOf = async () => (await listReportGroups()).find((group) => group.survey.id === 'parity-created-survey')?.survey.can_generate_reports;
    expect(await flagOf()).toBe(false);
    await actAs('latam.manager');
    expect(await flagOf()).toBe(true);
    const reportsOf = async () => (await listReportGroups()).find((group) => group.survey.id === 'parity-created-survey')?.reports ?? [];
    const deadline = Date.now() + 20_000;
    while ((await reportsOf()).some((report) => report.status !== 'FAILED') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Nobody has answered yet: every scope the manager reads fails for want of responses.
    const written = await reportsOf();
    expect(written.map((report) => [report.report_scope_type, report.status])).toEqual([
      ['REGIONAL', 'FAILED'],
      ['LOCAL', 'FAILED'],
      ['COUNTRY', 'FAILED'],
      ['COUNTRY', 'FAILED'],
    ]);
    const [first] = written;
    expect((await getReport(first?.id ?? '')).error_message).toBe('Not enough data: 0 responses in this scope, fewer than the 5 a report needs.');
  });

  it("answers a rating and a choice with quick replies: values, the 'Why?', its skip and the refusal, as the page reads them", async () => {
    // The survey created above, opened now: its Mexican link in Spanish, translated by the job.
    await database.db.update(surveys).set({ startDate: '2020-01-01', endDate: '2099-12-31' }).where(eq(surveys.id, 'parity-created-survey'));
    const detail = await getSurvey('parity-created-survey');
    const mexican = detail.links?.find((link) => link.effective_language === 'es-MX');
    const token = new URL(mexican?.url ?? 'http://invalid/').pathname.split('/').at(-1) ?? '';
    const link = `/api/respond/${token}`;
    const read = async <S extends z.ZodMiniType>(response: Response, status: number, shared: z.ZodMiniType, strict: S): Promise<z.infer<S>> => {
      expect(response.status, await response.clone().text()).toBe(status);
      const body: unknown = await response.json();
      expect(shared.safeParse(body).success, JSON.stringify(body)).toBe(true);
      return strict.parse(body);
    };
    const post = (path: string, body: unknown) =>
      fetchRaw(path, null, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const spanish = respondentMessagesFor('es-MX');

    const opened = await read(await fetchRaw(link, null), 200, participationLink, strictParticipationLink);
    expect(opened.first_question_reply).toMatchObject({ type: 'rating', low_label: spanish.ratingLow, high_label: spanish.ratingHigh });
    const start = { conversation_token: randomBytes(32).toString('base64url'), message: { client_message_id: randomUUID(), content: '4', value: 4 } };
    const started = await read(await post(`${link}/conversations`, start), 201, conversationShape, strictConversation);
    expect(started).toMatchObject({ awaiting_question: 1, awaiting_follow_up: true, awaiting_reply: null });
    expect(started.messages.at(-1)?.content).toBe(spanish.whyScore);

    const path = `${link}/conversations/${started.conversation_token}`;
    const skipped = await read(await post(`${path}/skip`, { question: 1 }), 200, conversationShape, strictConversation);
    expect(skipped.awaiting_reply?.type).toBe('multiple_choice');
    // The options as the job translated them (the pseudo provider marks its language).
    expect(skipped.awaiting_reply?.choices.map((choice) => choice.value)).toEqual([1, 2, 3]);
    expect(await read(await post(`${path}/skip`, { question: 1 }), 200, conversationShape, strictConversation)).toEqual(skipped);
    const notOffered = { client_message_id: randomUUID(), content: '9', value: 9 };
    expect(await errorDetail(await post(`${path}/messages`, notOffered), 422)).toMatch(/^value: /);
    const label = skipped.awaiting_reply?.choices[1]?.label ?? '';
    const done = await read(await post(`${path}/messages`, { client_message_id: randomUUID(), content: label, value: 2 }), 200, conversationShape, strictConversation);
    expect(done).toMatchObject({ finished: true, awaiting_question: null, awaiting_reply: null, awaiting_follow_up: false });
  });

  it('met every kind of answer: submissions, completed and unfinished reports, surveys out of a scope', () => {
    expect(met.submissions).toBeGreaterThan(0);
    expect(met.completedReports).toBeGreaterThan(0);
    expect(met.unfinishedReports).toBeGreaterThan(0);
    expect(met.outOfScopeSurveys).toBeGreaterThan(0);
  });

  it('serves the OpenAPI document and its reference, and every exchange so far is in that document', async () => {
    const served = await fetchRaw('/api/openapi.json', null);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(document);
    expect((await fetchRaw('/api/docs', null)).status).toBe(200);

    expect(exchanges.length).toBeGreaterThan(100);
    expect(exchanges.map((exchange) => undocumentedPartOf(operations, exchange)).filter((problem) => problem !== null)).toEqual([]);
    const used = new Set(exchanges.map((exchange) => operationFor(operations, exchange)));
    const unused = operations.filter((operation) => !used.has(operation)).map(({ method, template }) => `${method} ${template}`);
    expect(unused).toEqual([]);
  });

  it('documents every route the app serves under /api, and the app serves every documented one', () => {
    const assets = new Set(pageAssetRoutes.map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const served = stack.app.routes
      .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/') && !assets.has(`${method} ${path}`))
      .map(({ method, path }) => `${method} ${openApiPath(path)}`);
    const documented = operations.map(({ method, template }) => `${method} ${template}`);
    expect([...new Set(served)].sort()).toEqual([...documented].sort());
  });
});
