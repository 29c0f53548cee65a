import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  dashboardStats,
  isSurveyActive,
  recentResponsesSince,
  reportGroups,
  strictDashboardStats,
  surveyList,
} from '../../contract.ts';
import { countries, responseTallies, submissions, surveyLinks, surveys } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens, demoRoleCountries, demoRoles, type DemoRole } from '../../testing/accounts.ts';
import { createTestApp, surveyTestGeographySource } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { insertTestReports } from '../../testing/reports.ts';
import { insertTestSubmissions } from '../../testing/submissions.ts';
import { insertSurveyTestData, testSurveys } from '../../testing/surveys.ts';
import { readDashboardStats } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;
const ADMIN = { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' };

let accounts: AccountTokens;

beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('dashboard figures on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
  });

  /** The tallies as the triggers keep them, and the same sums counted from the submissions themselves. */
  async function talliesAndCounts() {
    const [tallied, counted] = await Promise.all([
      database.db
        .select({
          surveyId: responseTallies.surveyId,
          countryId: responseTallies.countryId,
          channel: responseTallies.channel,
          day: responseTallies.day,
          started: responseTallies.started,
          complete: responseTallies.complete,
        })
        .from(responseTallies)
        .where(sql`${responseTallies.started} > 0`),
      database.db
        .select({
          surveyId: submissions.surveyId,
          countryId: submissions.countryId,
          channel: submissions.channel,
          day: sql<string>`to_char(${submissions.startedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
          started: count(),
          complete: sql<number>`count(*) filter (where ${submissions.finished})`.mapWith(Number),
        })
        .from(submissions)
        .groupBy(submissions.surveyId, submissions.countryId, submissions.channel, sql`4`),
    ]);
    const order = (rows: typeof counted) => rows.map((row) => JSON.stringify(row)).sort();
    return { tallied: order(tallied), counted: order(counted) };
  }

  it('keeps the tallies equal to a count of the submissions through inserts, finishing, deletes and a deleted survey', async () => {
    const inserted = await insertTestSubmissions(database.db, ['mx-local-store-visits', 'latam-delivery'], {
      from: new Date('2026-11-19T23:50:00.000Z'),
      // Every third conversation stops after the greeting and one answer: started, not complete.
      conversation: ({ index, questions }) => [
        { role: 'assistant', content: 'Hello' },
        ...questions.flatMap((question, number) => (index % 3 === 0 && number > 0 ? [] : [{ role: 'assistant' as const, content: question }, { role: 'respondent' as const, content: 'Fine.' }])),
        ...(index % 3 === 0 ? [] : [{ role: 'assistant' as const, content: 'Thanks!' }]),
      ],
    });
    expect(inserted.some((submission) => !submission.finished)).toBe(true);
    // Conversations 7 minutes apart from 23:50 run over UTC midnight: two days of tallies.
    expect(new Set(inserted.map((submission) => submission.startedAt.toISOString().slice(0, 10))).size).toBeGreaterThan(1);
    let state = await talliesAndCounts();
    expect(state.tallied).toEqual(state.counted);
    expect(state.tallied.length).toBeGreaterThan(2);

    const unfinished = inserted.filter((submission) => !submission.finished).map((submission) => submission.id);
    await database.db.update(submissions).set({ finished: true }).where(inArray(submissions.id, unfinished.slice(0, 2)));
    // Each message moves submitted_at only: the tallies stay.
    await database.db.update(submissions).set({ submittedAt: sql`${submissions.submittedAt} + interval '1 minute'` });
    await database.db.delete(submissions).where(eq(submissions.id, inserted[1]?.id ?? ''));
    state = await talliesAndCounts();
    expect(state.tallied).toEqual(state.counted);

    await database.db.delete(surveys).where(eq(surveys.id, 'latam-delivery'));
    state = await talliesAndCounts();
    expect(state.tallied).toEqual(state.counted);
    const [left] = await database.db.select({ rows: count() }).from(responseTallies).where(eq(responseTallies.surveyId, 'latam-delivery'));
    expect(left?.rows).toBe(0);
  });

  it('counts conversations started at once on one link exactly, each in its own transaction', async () => {
    const [link] = await database.db
      .select({ id: surveyLinks.id, countryId: surveyLinks.countryId, languageCode: surveyLinks.languageCode, channel: surveyLinks.channel })
      .from(surveyLinks)
      .where(eq(surveyLinks.surveyId, 'mx-local-store-visits'))
      .limit(1);
    if (!link) throw new Error('no link');
    const startedAt = new Date('2026-11-25T12:00:00.000Z');
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db.transaction((tx) =>
          tx.insert(submissions).values({ id: `at-once-${String(index)}`, surveyId: 'mx-local-store-visits', linkId: link.id, countryId: link.countryId, languageCode: link.languageCode, channel: link.channel, startedAt, submittedAt: startedAt }),
        ),
      ),
    );
    const [tally] = await database.db
      .select({ started: responseTallies.started, complete: responseTallies.complete })
      .from(responseTallies)
      .where(and(eq(responseTallies.surveyId, 'mx-local-store-visits'), eq(responseTallies.day, '2026-11-25')));
    expect(tally).toEqual({ started: 20, complete: 0 });
  });

  it('counts recent responses from UTC midnight seven days back, inclusive', async () => {
    const now = new Date('2026-11-27T03:00:00.000Z');
    const since = recentResponsesSince(now);
    expect(since.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    // One conversation every 7 minutes from 23:00 the day before the window: 9 before midnight, the rest inside.
    const inserted = await insertTestSubmissions(database.db, ['mx-local-store-visits'], { from: new Date('2026-11-19T23:00:00.000Z'), perLink: 6 });
    const inside = inserted.filter((submission) => submission.startedAt >= since).length;
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(inserted.length);
    const stats = await readDashboardStats({ db: database.db, geography: surveyTestGeographySource }, ADMIN, now);
    expect(stats).toMatchObject({ recent_responses: inside, total_responses: inserted.length, recent_since: since.toISOString() });
  });

  describe('GET /api/dashboard/stats', () => {
    beforeEach(async () => {
      const ids = testSurveys.map((survey) => survey.id);
      // Responses from an hour before the recent window on, one every 7 minutes (some before it, most inside), visits on
      // every link, reports.
      await insertTestSubmissions(database.db, ids, { from: new Date(recentResponsesSince(new Date()).getTime() - HOUR_MS), perLink: 3 });
      await database.db.update(surveyLinks).set({ visits: sql`${surveyLinks.id} % 7 + 3` });
      await insertTestReports(database.db);
    });

    async function get(role: DemoRole, path: string): Promise<unknown> {
      const app = createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
      const response = await app.request(path, { headers: { Authorization: `Bearer ${await accounts.tokenFor(role)}` } });
      expect(response.status).toBe(200);
      return response.json();
    }

    /** Responses and visits counted straight from the rows, in the role's countries (server/testing/accounts.ts). */
    async function countedInScope(role: DemoRole) {
      const scope = demoRoleCountries[role];
      const inScope = scope === 'all' ? undefined : inArray(countries.name, [...scope]);
      const since = recentResponsesSince(new Date());
      const [[responses], [links]] = await Promise.all([
        database.db
          .select({
            started: count(),
            complete: sql<number>`count(*) filter (where ${submissions.finished})`.mapWith(Number),
            recent: sql<number>`count(*) filter (where ${submissions.startedAt} >= ${since.toISOString()})`.mapWith(Number),
          })
          .from(submissions)
          .innerJoin(countries, eq(countries.id, submissions.countryId))
          .where(inScope),
        database.db
          .select({ visits: sql<number>`coalesce(sum(${surveyLinks.visits}), 0)`.mapWith(Number) })
          .from(surveyLinks)
          .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
          .where(inScope),
      ]);
      return { responses, visits: links?.visits };
    }

    it.each(demoRoles)('answers %s the figures of their scope: what the rows count and what the lists add up to', async (role) => {
      const stats = strictDashboardStats.parse(await get(role, '/api/dashboard/stats'));
      const list = surveyList.parse(await get(role, '/api/surveys'));
      const groups = reportGroups.parse(await get(role, '/api/reports'));
      const counted = await countedInScope(role);

      expect(stats.total_responses).toBe(counted.responses?.started);
      expect(stats.total_responses).toBe(list.reduce((sum, survey) => sum + (survey.responses_count ?? 0), 0));
      expect(stats.recent_responses).toBe(counted.responses?.recent);
      expect(stats.recent_responses).toBeGreaterThan(0);
      expect(stats.recent_responses).toBeLessThan(stats.total_responses);
      expect(stats.funnel).toEqual({ visits: counted.visits, started: stats.total_responses, complete: counted.responses?.complete });
      expect(stats.active_surveys).toBe(list.filter((survey) => isSurveyActive(survey, new Date())).length);
      expect(stats.reports_completed).toBe(groups.reduce((sum, group) => sum + group.stats.completed, 0));
      expect(stats.reports_completed).toBeGreaterThan(0);
      expect(dashboardStats.parse(stats)).toEqual(stats);
    });

    it('differs by scope: a local user counts fewer responses than the admin', async () => {
      const admin = strictDashboardStats.parse(await get('admin', '/api/dashboard/stats'));
      const local = strictDashboardStats.parse(await get('mexico.local', '/api/dashboard/stats'));
      expect(local.total_responses).toBeGreaterThan(0);
      expect(local.total_responses).toBeLessThan(admin.total_responses);
      expect(local.reports_completed).toBeLessThan(admin.reports_completed);
    });

    it('refuses a caller without a token', async () => {
      const app = createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
      const response = await app.request('/api/dashboard/stats');
      expect(response.status).toBe(401);
    });
  });
});
