import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, surveyTestGeographySource } from '../../testing/app.ts';
import { strictErrorBody, strictSubmissionDetail, strictSubmissionList, submissionPageHeaders } from '../../contract.ts';
import { countries, submissions, surveys } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import {
  type AccountTokens,
  createAccountTokens,
  type DemoRole,
  demoRoleReads as inScope,
  demoRoles,
  type TestAccount,
} from '../../testing/accounts.ts';
import { type InsertedTestSubmission, insertTestSubmissions } from '../../testing/submissions.ts';
import { insertSurveyTestData, testSurveys, US } from '../../testing/surveys.ts';

function seesSurvey(role: DemoRole, surveyId: string): boolean {
  const survey = testSurveys.find((candidate) => candidate.id === surveyId);
  return survey !== undefined && survey.countries.some((country: string) => inScope(role, country));
}

/** Newest first, ties by id descending: the list's order. */
function newestFirst(a: InsertedTestSubmission, b: InsertedTestSubmission): number {
  return b.submittedAt.getTime() - a.submittedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

function listItem(submission: InsertedTestSubmission) {
  return {
    id: submission.id,
    submitted_at: submission.submittedAt.toISOString(),
    country_code: submission.countryCode,
    language_code: submission.languageCode,
    channel: submission.channel,
    finished: submission.finished,
  };
}

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('submissions API on $name', (target) => {
  const database = useTestDatabase(target);
  let inserted: InsertedTestSubmission[];

  beforeEach(async () => {
    // Deleting the surveys cascades to their submissions and conversations; regions and countries are reused.
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
    inserted = await insertTestSubmissions(
      database.db,
      testSurveys.map((survey) => survey.id),
    );
  });

  function app() {
    return createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
  }

  async function call(account: TestAccount, path: string) {
    return app().request(path, { headers: { Authorization: `Bearer ${await accounts.tokenFor(account)}` } });
  }

  describe('GET /api/surveys/:id/submissions', () => {
    const cells = demoRoles.flatMap((role) => testSurveys.map((survey) => [role, survey.id] as const));

    it.each(cells)('as %s, %s: the submissions from countries in scope, newest first, else 404', async (role, surveyId) => {
      const response = await call(role, `/api/surveys/${surveyId}/submissions`);
      if (!seesSurvey(role, surveyId)) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
        return;
      }
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      // Strict: exactly the fields and formats the contract says the server sends.
      expect(strictSubmissionList.parse(body)).toEqual(body);
      const expected = inserted
        .filter((submission) => submission.surveyId === surveyId && inScope(role, submission.countryName))
        .sort(newestFirst);
      expect(expected.length).toBeGreaterThan(0);
      expect(body).toEqual(expected.map(listItem));
      expect(response.headers.get(submissionPageHeaders.totalCount)).toBe(String(expected.length));
      expect(response.headers.get(submissionPageHeaders.pageSize)).toBe('50');
    });

    it('leaves out the Guatemala submissions of a Mexico + Guatemala survey for a Mexico user, in the total too', async () => {
      const all = await call('admin', '/api/surveys/latam-delivery/submissions');
      const mexicoOnly = await call('mexico.local', '/api/surveys/latam-delivery/submissions');
      const countryCodes = (body: unknown) => strictSubmissionList.parse(body).map((item) => item.country_code);
      expect(new Set(countryCodes(await all.json()))).toEqual(new Set(['GT', 'MX']));
      expect(new Set(countryCodes(await mexicoOnly.json()))).toEqual(new Set(['MX']));
      expect(Number(mexicoOnly.headers.get(submissionPageHeaders.totalCount))).toBeLessThan(
        Number(all.headers.get(submissionPageHeaders.totalCount)),
      );
    });

    it('pages through every submission exactly once with page and page_size', async () => {
      const whole = strictSubmissionList.parse(await (await call('admin', '/api/surveys/border-crossing/submissions')).json());
      expect(whole.length).toBe(4);
      const pages = [];
      for (const page of [1, 2, 3]) {
        const response = await call('admin', `/api/surveys/border-crossing/submissions?page=${page}&page_size=3`);
        expect(response.status).toBe(200);
        expect(response.headers.get(submissionPageHeaders.totalCount)).toBe('4');
        expect(response.headers.get(submissionPageHeaders.pageSize)).toBe('3');
        pages.push(strictSubmissionList.parse(await response.json()));
      }
      expect(pages.map((page) => page.length)).toEqual([3, 1, 0]);
      expect(pages.flat()).toEqual(whole);
    });

    it('breaks ties of submitted_at by id, descending', async () => {
      const instant = new Date('2026-06-01T12:00:00.000Z');
      await database.db
        .update(submissions)
        .set({ startedAt: instant, submittedAt: instant })
        .where(eq(submissions.surveyId, 'latam-delivery'));
      const body = strictSubmissionList.parse(await (await call('admin', '/api/surveys/latam-delivery/submissions')).json());
      const ids = inserted.filter((submission) => submission.surveyId === 'latam-delivery').map((submission) => submission.id);
      expect(body.map((item) => item.id)).toEqual([...ids].sort().reverse());
    });

    it('answers 50 a page by default and up to 500 when asked', async () => {
      await database.db.delete(submissions);
      const many = await insertTestSubmissions(database.db, ['us-support'], { perLink: 520 });
      const byDefault = await call('admin', '/api/surveys/us-support/submissions');
      expect(strictSubmissionList.parse(await byDefault.json())).toHaveLength(50);
      expect(byDefault.headers.get(submissionPageHeaders.totalCount)).toBe(String(many.length));
      const largest = await call('admin', '/api/surveys/us-support/submissions?page_size=500');
      expect(strictSubmissionList.parse(await largest.json())).toHaveLength(500);
      expect(largest.headers.get(submissionPageHeaders.pageSize)).toBe('500');
      const last = await call('admin', '/api/surveys/us-support/submissions?page=2&page_size=500');
      expect(strictSubmissionList.parse(await last.json())).toEqual([...many].sort(newestFirst).slice(500).map(listItem));
    });

    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=', 'page'],
      ['page=01', 'page'],
      ['page=1e3', 'page'],
      ['page=1000000000', 'page'],
      ['page=1&page=2', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=501', 'page_size'],
      ['page_size=ten', 'page_size'],
      ['page_size=50&page_size=50', 'page_size'],
    ])('answers 400 naming the parameter for %s', async (query, parameter) => {
      const response = await call('admin', `/api/surveys/latam-delivery/submissions?${query}`);
      expect(response.status).toBe(400);
      const body = strictErrorBody.parse(await response.json());
      expect(body.code).toBe('validation.invalid');
      expect(body.detail).toMatch(new RegExp(`^Invalid ${parameter}: `));
    });

    it('accepts the largest page number and answers an empty page past the end with the total', async () => {
      const response = await call('admin', '/api/surveys/latam-delivery/submissions?page=999999999&page_size=500');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
      expect(response.headers.get(submissionPageHeaders.totalCount)).toBe('4');
    });

    it('answers 404 for a survey that does not exist, and for a user without a region claim', async () => {
      for (const [account, surveyId] of [
        ['admin', 'no-such-survey'],
        ['no.region', 'latam-delivery'],
      ] as const) {
        const response = await call(account, `/api/surveys/${surveyId}/submissions`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
      }
    });

    it('rejects a malformed survey id with the same 400 as the survey routes', async () => {
      for (const id of ['has.dot', 'x'.repeat(65), '%C3%A9t%C3%A9']) {
        const response = await call('admin', `/api/surveys/${id}/submissions`);
        const surveyRoute = await call('admin', `/api/surveys/${id}`);
        expect(response.status).toBe(400);
        expect(surveyRoute.status).toBe(400);
        expect(await response.json()).toEqual(await surveyRoute.json());
      }
    });
  });

  describe('GET /api/submissions/:id', () => {
    it('answers each submission to the roles that see its survey and its country, else 404 as for a missing id', async () => {
      let answered = 0;
      let hidden = 0;
      for (const role of demoRoles) {
        for (const submission of inserted) {
          const response = await call(role, `/api/submissions/${submission.id}`);
          if (!seesSurvey(role, submission.surveyId) || !inScope(role, submission.countryName)) {
            expect(response.status, `${role} ${submission.id}`).toBe(404);
            expect(await response.json()).toEqual({ code: 'submission.not_found', detail: 'Submission not found' });
            hidden += 1;
            continue;
          }
          expect(response.status, `${role} ${submission.id}`).toBe(200);
          const body: unknown = await response.json();
          expect(strictSubmissionDetail.parse(body)).toEqual(body);
          expect(body).toMatchObject({ ...listItem(submission), survey_id: submission.surveyId });
          answered += 1;
        }
      }
      // Both outcomes were exercised for more than a token few.
      expect(answered).toBeGreaterThan(20);
      expect(hidden).toBeGreaterThan(10);
    });

    it('answers the conversation in position order with each message time', async () => {
      const submission = inserted.find((candidate) => candidate.surveyId === 'latam-delivery' && candidate.finished);
      if (!submission) throw new Error('no finished latam-delivery submission in the test data');
      const body = strictSubmissionDetail.parse(await (await call('latam.manager', `/api/submissions/${submission.id}`)).json());
      expect(body.conversation_logs.map(({ role, content, timestamp_str }) => ({ role, content, timestamp_str }))).toEqual(
        submission.messages.map((message) => ({
          role: message.role,
          content: message.content,
          timestamp_str: message.createdAt.toISOString(),
        })),
      );
      // Questions asked, answers given, thanks: a full conversation has 2 messages per question plus greeting and thanks.
      expect(body.conversation_logs).toHaveLength(2 * 3 + 2);
      const ids = body.conversation_logs.map((log) => log.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('hides a submission from a country in scope when its survey is not visible', async () => {
      // A Mexico submission recorded against the United States survey (e.g. a link forwarded across the border).
      const [mexico] = await database.db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Mexico'));
      if (!mexico) throw new Error('Mexico is missing from the test countries');
      await database.db.insert(submissions).values({
        id: 'us-support-from-mexico',
        surveyId: 'us-support',
        countryId: mexico.id,
        languageCode: 'es-MX',
        channel: '1',
      });
      expect((await call('mexico.local', '/api/submissions/us-support-from-mexico')).status).toBe(404);
      expect((await call('admin', '/api/submissions/us-support-from-mexico')).status).toBe(200);
    });

    it('answers an empty conversation for a submission without messages', async () => {
      await database.db.execute(sql`delete from conversation_logs where submission_id = ${inserted[0]?.id ?? ''}`);
      const body = strictSubmissionDetail.parse(await (await call('admin', `/api/submissions/${inserted[0]?.id ?? ''}`)).json());
      expect(body.conversation_logs).toEqual([]);
    });

    it('answers 404 for an id that does not exist and 400 for a malformed one', async () => {
      const missing = await call('admin', '/api/submissions/no-such-submission');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ code: 'submission.not_found', detail: 'Submission not found' });
      for (const id of ['has.dot', 'x'.repeat(65), 'semi%3Bcolon']) {
        const response = await call('admin', `/api/submissions/${id}`);
        expect(response.status).toBe(400);
        expect(strictErrorBody.parse(await response.json()).detail).toMatch(/^Invalid submission id/);
      }
    });

    it('answers 404 to a user without a region claim', async () => {
      const response = await call('no.region', `/api/submissions/${inserted[0]?.id ?? ''}`);
      expect(response.status).toBe(404);
    });
  });

  it('counts the US submissions of border-crossing only for readers whose scope has the United States', async () => {
    const usSubmissions = inserted.filter(
      (submission) => submission.surveyId === 'border-crossing' && submission.countryName === US,
    );
    expect(usSubmissions.length).toBeGreaterThan(0);
    const latam = await call('latam.manager', '/api/surveys/border-crossing/submissions');
    const admin = await call('admin', '/api/surveys/border-crossing/submissions');
    const total = (response: Response) => Number(response.headers.get(submissionPageHeaders.totalCount));
    expect(total(admin) - total(latam)).toBe(usSubmissions.length);
  });
});
