import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, surveyTestGeographySource } from '../../testing/app.ts';
import { strictSurveyDetail, strictSurveyList, surveyDetail, surveyList } from '../../contract.ts';
import {
  conversationLogs,
  countries,
  reports,
  submissions,
  surveyLinks,
  surveyLocales,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
} from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import {
  type AccountTokens,
  createAccountTokens,
  demoRoleReads,
  demoRoles,
  type TestAccount as Account,
} from '../../testing/accounts.ts';
import { type InsertedTestSubmission, insertTestSubmissions } from '../../testing/submissions.ts';
import { insertSurveyTestData, LATAM, testSurveys, type TestSurveyId, US } from '../../testing/surveys.ts';

const ALL_SURVEYS = testSurveys.map((survey) => survey.id);

/**
 * What each role may do with each test survey. Surveys: mx-local-store-visits [Mexico, by mexico.local],
 * mx-admin-pricing [Mexico, by admin], latam-delivery [Mexico + Guatemala, by latam.manager], br-onboarding [Brazil, by
 * latam.manager], us-support [United States, by admin], border-crossing [Mexico + United States, by mexico.local].
 */
const matrix: Record<(typeof demoRoles)[number], { sees: readonly TestSurveyId[]; deletes: readonly TestSurveyId[] }> = {
  admin: { sees: ALL_SURVEYS, deletes: ALL_SURVEYS },
  'latam.manager': {
    sees: ['mx-local-store-visits', 'mx-admin-pricing', 'latam-delivery', 'br-onboarding', 'border-crossing'],
    // Its own surveys; border-crossing reaches the US, outside its region, and is not its own anyway.
    deletes: ['latam-delivery', 'br-onboarding'],
  },
  'mexico.local': {
    // Every survey that targets Mexico, whoever made it.
    sees: ['mx-local-store-visits', 'mx-admin-pricing', 'latam-delivery', 'border-crossing'],
    // border-crossing is its own but also targets the US, outside its scope.
    deletes: ['mx-local-store-visits'],
  },
  // Region ALL without a create group: sees everything, deletes nothing (it has no create right, so owns nothing).
  viewer: { sees: ALL_SURVEYS, deletes: [] },
};

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

const tokenFor = (account: Account) => accounts.tokenFor(account);

describe.each(testTargets)('surveys API on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    // Deleting the surveys cascades to their rows; the regions and countries are kept and reused.
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
  });

  function appFor(options: { publicOrigin?: string } = {}) {
    return createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource, ...options });
  }

  async function call(account: Account, path: string, method = 'GET', options?: { publicOrigin?: string }) {
    return appFor(options).request(path, { method, headers: { Authorization: `Bearer ${await tokenFor(account)}` } });
  }

  async function surveyExists(id: string): Promise<boolean> {
    const rows = await database.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, id));
    return rows.length === 1;
  }

  describe('GET /api/surveys', () => {
    it.each(demoRoles)('lists exactly the surveys %s may see, newest first', async (role) => {
      const response = await call(role, '/api/surveys');
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      // parse drops unknown keys, so equality also says the answer carries nothing outside the contract.
      expect(surveyList.parse(body)).toEqual(body);
      const newestFirst = [...ALL_SURVEYS].reverse().filter((id) => matrix[role].sees.includes(id));
      expect(surveyList.parse(body).map((survey) => survey.id)).toEqual(newestFirst);
    });

    it.each(demoRoles)('says, per survey, whether %s may delete it: exactly what DELETE allows', async (role) => {
      const list = surveyList.parse(await (await call(role, '/api/surveys')).json());
      expect(list.filter((survey) => survey.can_delete).map((survey) => survey.id).sort()).toEqual([...matrix[role].deletes].sort());
      for (const id of matrix[role].sees) {
        const detail = surveyDetail.parse(await (await call(role, `/api/surveys/${id}`)).json());
        expect(detail.can_delete).toBe(matrix[role].deletes.includes(id));
      }
    });

    it('lists nothing for a user without a region claim, even in group Global', async () => {
      const response = await call('no.region', '/api/surveys');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    });

    it('answers the list fields, with the schedule in UTC computed from the survey timezone', async () => {
      const body = surveyList.parse(await (await call('admin', '/api/surveys')).json());
      const byId = new Map(body.map((survey) => [survey.id, survey]));
      expect(byId.get('mx-local-store-visits')).toEqual({
        id: 'mx-local-store-visits',
        title: 'Store visits in Mexico',
        created_by_username: 'mexico.local',
        created_at: '2026-01-01T10:00:00.000Z',
        start_date: '2026-11-21',
        start_time: '09:00',
        end_date: '2026-11-30',
        end_time: '18:00',
        // America/Mexico_City is UTC-6 all year (no daylight saving since 2022).
        start_datetime_utc: '2026-11-21T15:00:00.000Z',
        end_datetime_utc: '2026-12-01T00:00:00.000Z',
        timezone: 'America/Mexico_City',
        responses_count: 0,
        can_delete: true,
      });
      // New York in July is on daylight time (UTC-4); São Paulo is UTC-3.
      expect(byId.get('us-support')).toMatchObject({
        start_datetime_utc: '2026-07-04T13:00:00.000Z',
        end_datetime_utc: '2026-07-31T21:00:00.000Z',
      });
      expect(byId.get('br-onboarding')).toMatchObject({
        start_datetime_utc: '2026-04-10T15:30:00.000Z',
        end_datetime_utc: '2026-04-20T15:30:00.000Z',
      });
    });

    it('answers null UTC instants for a survey whose timezone is unknown, instead of failing the list', async () => {
      await database.db.update(surveys).set({ timezone: 'Mars/Olympus_Mons' }).where(eq(surveys.id, 'us-support'));
      const body = surveyList.parse(await (await call('admin', '/api/surveys')).json());
      expect(body.find((survey) => survey.id === 'us-support')).toMatchObject({
        start_datetime_utc: null,
        end_datetime_utc: null,
      });
    });
  });

  describe('GET /api/surveys/:id', () => {
    const cells = demoRoles.flatMap((role) => ALL_SURVEYS.map((id) => [role, id] as const));

    it.each(cells)('as %s, %s: 200 when visible, else the same 404 as a missing id', async (role, id) => {
      const response = await call(role, `/api/surveys/${id}`);
      if (matrix[role].sees.includes(id)) {
        expect(response.status).toBe(200);
        const body: unknown = await response.json();
        expect(surveyDetail.parse(body)).toEqual(body);
        expect(surveyDetail.parse(body).id).toBe(id);
      } else {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
      }
    });

    it('answers 404 with the same body for an id that does not exist', async () => {
      const response = await call('admin', '/api/surveys/no-such-survey');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
    });

    it('answers the links, the target countries with their region and the questions in order', async () => {
      const response = await call('latam.manager', '/api/surveys/latam-delivery');
      const body = surveyDetail.parse(await response.json());
      const [guatemala, mexico] = await database.db
        .select({ id: countries.id })
        .from(countries)
        .where(inArray(countries.name, ['Guatemala', 'Mexico']))
        .orderBy(countries.name);
      expect(body).toMatchObject({
        id: 'latam-delivery',
        created_by_username: 'latam.manager',
        start_datetime_utc: '2026-03-01T06:00:00.000Z',
        end_datetime_utc: '2026-03-16T05:59:00.000Z',
        responses_count: 0,
      });
      expect(body.target_countries).toEqual([
        { id: guatemala?.id, name: 'Guatemala', region: LATAM },
        { id: mexico?.id, name: 'Mexico', region: LATAM },
      ]);
      expect(body.questions).toEqual([
        { questionId: 'q1', text: 'Did your order arrive on time?', order: 1, type: 'text', options: [] },
        { questionId: 'q2', text: 'Was it complete?', order: 2, type: 'text', options: [] },
        { questionId: 'q3', text: 'Would you order again?', order: 3, type: 'text', options: [] },
      ]);
      expect(body.links).toEqual([
        {
          country_code: 'GT',
          language_code: 'es',
          channel: '1',
          url: 'http://localhost/r/latam-delivery.gt.es.1',
          effective_language: 'es',
        },
        {
          country_code: 'MX',
          language_code: 'es-MX',
          channel: '1',
          url: 'http://localhost/r/latam-delivery.mx.es-mx.1',
          effective_language: 'es-MX',
        },
      ]);
    });

    it('orders questions by their position, not by insertion', async () => {
      await database.db.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, 'br-onboarding'));
      await database.db.insert(surveyQuestions).values([
        { surveyId: 'br-onboarding', questionId: 'later', text: 'Second', position: 2 },
        { surveyId: 'br-onboarding', questionId: 'first', text: 'First', position: 1 },
      ]);
      const body = surveyDetail.parse(await (await call('admin', '/api/surveys/br-onboarding')).json());
      expect(body.questions?.map((question) => question.questionId)).toEqual(['first', 'later']);
    });

    it('builds link urls on the configured public origin when one is set', async () => {
      const response = await call('mexico.local', '/api/surveys/mx-local-store-visits', 'GET', {
        publicOrigin: 'https://surveys.example.com/',
      });
      const body = surveyDetail.parse(await response.json());
      expect(body.links?.map((link) => [link.channel, link.url])).toEqual([
        ['1', 'https://surveys.example.com/r/mx-local-store-visits.mx.es-mx.1'],
        ['2', 'https://surveys.example.com/r/mx-local-store-visits.mx.es-mx.2'],
      ]);
    });
  });

  describe('responses and links in the reader scope', () => {
    let inserted: InsertedTestSubmission[];

    beforeEach(async () => {
      inserted = await insertTestSubmissions(database.db, ALL_SURVEYS);
    });

    function responsesIn(role: (typeof demoRoles)[number], surveyId: string): number {
      return inserted.filter((submission) => submission.surveyId === surveyId && demoRoleReads(role, submission.countryName))
        .length;
    }

    it.each(demoRoles)('counts, in the list, the responses from the countries %s may read', async (role) => {
      const body: unknown = await (await call(role, '/api/surveys')).json();
      expect(strictSurveyList.parse(body)).toEqual(body);
      const counts = Object.fromEntries(strictSurveyList.parse(body).map((survey) => [survey.id, survey.responses_count]));
      const expected = Object.fromEntries(matrix[role].sees.map((id) => [id, responsesIn(role, id)]));
      expect(counts).toEqual(expected);
      expect(Object.values(counts).some((responses) => responses > 0)).toBe(true);
    });

    it.each(demoRoles)('counts, in the detail, the responses from the countries %s may read', async (role) => {
      for (const id of matrix[role].sees) {
        const body: unknown = await (await call(role, `/api/surveys/${id}`)).json();
        expect(strictSurveyDetail.parse(body)).toEqual(body);
        expect(strictSurveyDetail.parse(body).responses_count, id).toBe(responsesIn(role, id));
      }
    });

    it('counts only the Mexico responses of a Mexico and Guatemala survey for a Mexico local user', async () => {
      const list = surveyList.parse(await (await call('mexico.local', '/api/surveys')).json());
      const all = surveyList.parse(await (await call('admin', '/api/surveys')).json());
      const delivery = (surveysRead: typeof list) => surveysRead.find((survey) => survey.id === 'latam-delivery')?.responses_count;
      expect(delivery(list)).toBe(2);
      expect(delivery(all)).toBe(4);
    });

    it('lists only the links of countries in scope, and every target country', async () => {
      const mexicoOnly = surveyDetail.parse(await (await call('mexico.local', '/api/surveys/latam-delivery')).json());
      expect(mexicoOnly.links?.map((link) => link.country_code)).toEqual(['MX']);
      expect(mexicoOnly.target_countries?.map((country) => country.name)).toEqual(['Guatemala', 'Mexico']);

      const region = surveyDetail.parse(await (await call('latam.manager', '/api/surveys/border-crossing')).json());
      expect(region.links?.map((link) => link.country_code)).toEqual(['MX']);
      expect(region.target_countries?.map((country) => country.name)).toEqual(['Mexico', US]);

      const everyone = surveyDetail.parse(await (await call('viewer', '/api/surveys/border-crossing')).json());
      expect(everyone.links?.map((link) => link.country_code)).toEqual(['MX', 'US']);
    });
  });

  describe('DELETE /api/surveys/:id', () => {
    const cells = demoRoles.flatMap((role) => ALL_SURVEYS.map((id) => [role, id] as const));

    it.each(cells)('as %s, %s: 204 when deletable, 403 when only visible, else 404', async (role, id) => {
      const response = await call(role, `/api/surveys/${id}`, 'DELETE');
      if (matrix[role].deletes.includes(id)) {
        expect(response.status).toBe(204);
        expect(await response.text()).toBe('');
        expect(await surveyExists(id)).toBe(false);
        return;
      }
      if (matrix[role].sees.includes(id)) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ code: 'survey.delete_forbidden', detail: 'You may not delete this survey.' });
      } else {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
      }
      expect(await surveyExists(id)).toBe(true);
    });

    it('answers 404 for an id that does not exist, for every role', async () => {
      for (const role of demoRoles) {
        const response = await call(role, '/api/surveys/no-such-survey', 'DELETE');
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'survey.not_found', detail: 'Survey not found' });
      }
    });

    it('removes the questions, links, target countries and locales with the survey, and nothing else', async () => {
      await database.db.insert(surveyLocales).values([
        { surveyId: 'latam-delivery', locale: 'es' },
        { surveyId: 'br-onboarding', locale: 'pt-BR' },
      ]);
      const rowsOf = async (surveyId: string) => ({
        questions: (await database.db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId))).length,
        links: (await database.db.select().from(surveyLinks).where(eq(surveyLinks.surveyId, surveyId))).length,
        targets: (await database.db.select().from(surveyTargetCountries).where(eq(surveyTargetCountries.surveyId, surveyId)))
          .length,
        locales: (await database.db.select().from(surveyLocales).where(eq(surveyLocales.surveyId, surveyId))).length,
      });
      expect(await rowsOf('latam-delivery')).toEqual({ questions: 3, links: 2, targets: 2, locales: 1 });
      const countriesBefore = await database.db.select().from(countries);

      const response = await call('latam.manager', '/api/surveys/latam-delivery', 'DELETE');

      expect(response.status).toBe(204);
      expect(await surveyExists('latam-delivery')).toBe(false);
      expect(await rowsOf('latam-delivery')).toEqual({ questions: 0, links: 0, targets: 0, locales: 0 });
      expect(await rowsOf('br-onboarding')).toEqual({ questions: 1, links: 1, targets: 1, locales: 1 });
      expect(await database.db.select().from(countries)).toEqual(countriesBefore);
      const second = await call('latam.manager', '/api/surveys/latam-delivery', 'DELETE');
      expect(second.status).toBe(404);
    });

    async function conversationRowsOf(surveyId: string) {
      const surveySubmissions = await database.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.surveyId, surveyId));
      const ids = surveySubmissions.map((row) => row.id);
      const logs = ids.length === 0 ? [] : await database.db.select().from(conversationLogs).where(inArray(conversationLogs.submissionId, ids));
      return {
        submissions: ids.length,
        logs: logs.length,
        reports: (await database.db.select().from(reports).where(eq(reports.surveyId, surveyId))).length,
      };
    }

    async function insertConversationsAndReports(surveyIds: readonly TestSurveyId[]) {
      const inserted = await insertTestSubmissions(database.db, surveyIds);
      await database.db.insert(reports).values(
        surveyIds.map((surveyId) => ({
          id: `${surveyId}-global`,
          surveyId,
          scopeType: 'GLOBAL' as const,
          scopeIdentifier: 'Global',
        })),
      );
      return inserted;
    }

    it('removes the submissions, their conversations and the reports with the survey, and nothing of another survey', async () => {
      const inserted = await insertConversationsAndReports(['latam-delivery', 'br-onboarding']);
      const delivery = inserted.filter((submission) => submission.surveyId === 'latam-delivery');
      const messages = delivery.reduce((total, submission) => total + submission.messages.length, 0);
      expect(await conversationRowsOf('latam-delivery')).toEqual({ submissions: 4, logs: messages, reports: 1 });
      const otherBefore = await conversationRowsOf('br-onboarding');
      expect(otherBefore.submissions).toBeGreaterThan(0);

      const response = await call('latam.manager', '/api/surveys/latam-delivery', 'DELETE');

      expect(response.status).toBe(204);
      expect(await conversationRowsOf('latam-delivery')).toEqual({ submissions: 0, logs: 0, reports: 0 });
      expect(await conversationRowsOf('br-onboarding')).toEqual(otherBefore);
    });

    it('deletes in one transaction: a failure at the last step leaves the conversations and reports in place', async () => {
      await insertConversationsAndReports(['latam-delivery']);
      const before = await conversationRowsOf('latam-delivery');
      await database.db.execute(sql`create function refuse_survey_delete() returns trigger language plpgsql as $$
        begin raise exception 'survey delete refused by the test'; end $$`);
      await database.db.execute(
        sql`create trigger refuse_survey_delete before delete on surveys for each row execute function refuse_survey_delete()`,
      );
      try {
        const response = await call('latam.manager', '/api/surveys/latam-delivery', 'DELETE');
        expect(response.status).toBe(500);
      } finally {
        await database.db.execute(sql`drop trigger refuse_survey_delete on surveys`);
        await database.db.execute(sql`drop function refuse_survey_delete()`);
      }
      expect(await surveyExists('latam-delivery')).toBe(true);
      expect(await conversationRowsOf('latam-delivery')).toEqual(before);
      expect(before.logs).toBeGreaterThan(0);
    });

    it('lets only a global user delete a survey that has no recorded creator', async () => {
      await database.db.update(surveys).set({ createdByUsername: null }).where(eq(surveys.id, 'mx-local-store-visits'));
      expect((await call('mexico.local', '/api/surveys/mx-local-store-visits', 'DELETE')).status).toBe(403);
      expect((await call('admin', '/api/surveys/mx-local-store-visits', 'DELETE')).status).toBe(204);
    });
  });

  describe('malformed ids', () => {
    const badIds = ['has.dot', 'a%20b', 'semi%3Bcolon', 'x'.repeat(65), '%C3%A9t%C3%A9'];

    it.each(badIds.flatMap((id) => [['GET', id] as const, ['DELETE', id] as const]))(
      '%s /api/surveys/%s answers 400 with a detail',
      async (method, id) => {
        const response = await call('admin', `/api/surveys/${id}`, method);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ code: 'validation.invalid', detail: expect.stringContaining('Invalid survey id') as unknown, params: { problem: expect.stringContaining('Invalid survey id') as unknown } });
      },
    );

    it('accepts the longest well-formed id (64 characters) and answers 404 when it does not exist', async () => {
      const response = await call('admin', `/api/surveys/${'a'.repeat(64)}`);
      expect(response.status).toBe(404);
    });
  });
});
