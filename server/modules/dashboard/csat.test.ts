import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { csatScore, csatWindows, strictDashboardStats } from '../../contract.ts';
import { conversationLogs, countries, submissions, surveyLinks, surveyQuestions, surveys } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens, type DemoRole } from '../../testing/accounts.ts';
import { createTestApp, surveyTestGeographySource } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { insertSurveyTestData } from '../../testing/surveys.ts';
import { byComparableScore } from './csat.ts';
import { readDashboardStats } from './service.ts';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const ADMIN = { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' };

const counts = (values: readonly number[]) => {
  const tally = new Map<number, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return tally;
};

/** A CSAT as the wire carries it, computed here from the values the test inserted. */
const expectedCsat = (values: readonly number[]) => {
  const { count, satisfied, score, low, high, tooFewToCompare } = csatScore(counts(values));
  return { count, satisfied, score, low, high, too_few_to_compare: tooFewToCompare };
};

let accounts: AccountTokens;

describe('the countries’ order', () => {
  it('puts the countries with enough answers to compare first, each group highest score first', () => {
    const country = (name: string, values: number[]) => ({ country_name: name, ...expectedCsat(values) });
    const rows = [
      country('Colombia', [5, 5, 5, 5]),
      country('Brazil', [...Array<number>(20).fill(5), ...Array<number>(20).fill(1)]),
      country('Mexico', [...Array<number>(30).fill(4), ...Array<number>(10).fill(2)]),
      country('Guatemala', [4, 1]),
    ];
    expect(rows.sort(byComparableScore).map((row) => [row.country_name, row.score, row.too_few_to_compare])).toEqual([
      ['Mexico', 75, false],
      ['Brazil', 50, false],
      ['Colombia', 100, true],
      ['Guatemala', 50, true],
    ]);
  });
});

beforeAll(async () => {
  accounts = await createAccountTokens();
});

describe.each(testTargets)('the Dashboard CSAT on $name', (target) => {
  const database = useTestDatabase(target);
  let sequence = 0;

  beforeEach(async () => {
    await database.db.delete(surveys);
    await insertSurveyTestData(database.db);
  });

  /** Makes question `position` of `surveyId` a rating (or NPS) question. */
  async function setType(surveyId: string, position: number, type: 'rating' | 'nps') {
    await database.db
      .update(surveyQuestions)
      .set({ type })
      .where(and(eq(surveyQuestions.surveyId, surveyId), eq(surveyQuestions.position, position)));
  }

  /**
   * One conversation per entry of `answers` on a link of `surveyId` in `country`, its answers given at `at`: each entry
   * maps a question number to its stored value (null: a typed answer that matched nothing).
   */
  async function answer(surveyId: string, country: string, at: string, answers: readonly Readonly<Record<number, number | null>>[]) {
    const [link] = await database.db
      .select({ id: surveyLinks.id, countryId: surveyLinks.countryId, languageCode: surveyLinks.languageCode, channel: surveyLinks.channel })
      .from(surveyLinks)
      .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
      .where(and(eq(surveyLinks.surveyId, surveyId), eq(countries.name, country)))
      .limit(1);
    if (!link) throw new Error(`no link of ${surveyId} in ${country}`);
    const createdAt = new Date(at);
    for (const values of answers) {
      sequence += 1;
      const id = `csat-${String(sequence)}`;
      await database.db.insert(submissions).values({ id, surveyId, linkId: link.id, countryId: link.countryId, languageCode: link.languageCode, channel: link.channel, startedAt: createdAt, submittedAt: createdAt });
      await database.db.insert(conversationLogs).values([
        { submissionId: id, position: 1, role: 'assistant', content: 'Hello', createdAt },
        ...Object.entries(values).map(([question, value], index) => ({
          submissionId: id,
          position: index + 2,
          role: 'respondent' as const,
          content: value === null ? 'It depends' : String(value),
          createdAt,
          questionNumber: Number(question),
          answerValue: value,
        })),
      ]);
    }
  }

  const rated = (...values: (number | null)[]) => values.map((value) => ({ 1: value }));

  it('answers null without a rating answer, in scope, ever; and empty windows when the answers are older', async () => {
    await setType('latam-delivery', 1, 'rating');
    await setType('latam-delivery', 3, 'nps');
    // An NPS answer and a typed answer to the rating question that matched no value: no rating value.
    await answer('latam-delivery', 'Mexico', '2026-11-25T10:00:00.000Z', [{ 1: null, 3: 9 }]);
    expect((await readDashboardStats({ db: database.db, geography: surveyTestGeographySource }, ADMIN, NOW)).csat).toBeNull();

    await answer('latam-delivery', 'Guatemala', '2026-10-01T10:00:00.000Z', rated(5));
    const stats = await readDashboardStats({ db: database.db, geography: surveyTestGeographySource }, ADMIN, NOW);
    expect(stats.csat).toEqual({
      current: { since: '2026-11-20T00:00:00.000Z', ...expectedCsat([]) },
      previous: { since: '2026-11-13T00:00:00.000Z', ...expectedCsat([]) },
      by_country: [],
    });
    expect(stats.csat?.current).toMatchObject({ count: 0, satisfied: 0, score: null, low: null, high: null, too_few_to_compare: true });
  });

  describe('with rating answers inside, between and outside the windows', () => {
    const HOUR_MS = 60 * 60 * 1000;

    /** The data set, placed by the windows at `now`. */
    async function answerAround(now: Date) {
      const { current, previous } = csatWindows(now);
      const at = (edge: Date, hours: number) => new Date(edge.getTime() + hours * HOUR_MS).toISOString();
      await setType('latam-delivery', 1, 'rating');
      await setType('latam-delivery', 3, 'nps');
      await setType('border-crossing', 1, 'rating');
      // The current window, from its first instant on; an NPS value and a typed answer without a value count in no CSAT.
      await answer('latam-delivery', 'Mexico', at(current.since, 6 * 24 + 2), [{ 1: 5, 3: 10 }, { 1: 5, 3: 2 }, { 1: 4 }, { 1: 3 }, { 1: 1 }, { 1: null }]);
      await answer('latam-delivery', 'Mexico', at(current.since, 0), rated(4));
      await answer('latam-delivery', 'Guatemala', at(current.since, 60), rated(4, 2));
      await answer('border-crossing', 'United States', at(current.since, 100), rated(5, 4, 4));
      // The previous window, up to the current one's first instant.
      await answer('border-crossing', 'Mexico', at(previous.since, 60), rated(5, 2, 2, 1));
      await answer('latam-delivery', 'Mexico', new Date(current.since.getTime() - 1).toISOString(), rated(5));
      await answer('latam-delivery', 'Guatemala', at(previous.since, 0), rated(4));
      // Before the previous window.
      await answer('latam-delivery', 'Mexico', new Date(previous.since.getTime() - 1).toISOString(), rated(5, 5));
    }

    it('counts each window and country exactly for a global reader, up to today (an answer dated tomorrow is not counted)', async () => {
      await answerAround(NOW);
      await answer('latam-delivery', 'Mexico', new Date(NOW.getTime() + 86_400_000).toISOString(), rated(1));
      const { csat } = await readDashboardStats({ db: database.db, geography: surveyTestGeographySource }, ADMIN, NOW);
      expect(csat).toEqual({
        current: { since: '2026-11-20T00:00:00.000Z', ...expectedCsat([5, 5, 4, 3, 1, 4, 4, 2, 5, 4, 4]) },
        previous: { since: '2026-11-13T00:00:00.000Z', ...expectedCsat([5, 2, 2, 1, 5, 4]) },
        // Highest score first (every one under the minimum); the counts add up to the current window's.
        by_country: [
          { country_name: 'United States', ...expectedCsat([5, 4, 4]) },
          { country_name: 'Mexico', ...expectedCsat([5, 5, 4, 3, 1, 4]) },
          { country_name: 'Guatemala', ...expectedCsat([4, 2]) },
        ],
      });
      // 8 of 11 satisfied: 72.7%, Wilson's 95% interval 43.4% to 90.3%; 3 of 6 before: 50%.
      expect(csat?.current).toMatchObject({ count: 11, satisfied: 8, too_few_to_compare: true });
      expect(csat?.current.score).toBeCloseTo(72.727, 3);
      expect(csat?.current.low).toBeCloseTo(43.44, 2);
      expect(csat?.current.high).toBeCloseTo(90.25, 2);
      expect(csat?.previous).toMatchObject({ count: 6, satisfied: 3, score: 50 });
    });

    it.each<[DemoRole, number[], number[], string[]]>([
      ['admin', [5, 5, 4, 3, 1, 4, 4, 2, 5, 4, 4], [5, 2, 2, 1, 5, 4], ['United States', 'Mexico', 'Guatemala']],
      ['latam.manager', [5, 5, 4, 3, 1, 4, 4, 2], [5, 2, 2, 1, 5, 4], ['Mexico', 'Guatemala']],
      ['mexico.local', [5, 5, 4, 3, 1, 4], [5, 2, 2, 1, 5], ['Mexico']],
    ])('answers %s (GET /api/dashboard/stats) the answers from the countries in their scope only', async (role, current, previous, countryOrder) => {
      await answerAround(new Date());
      const app = createTestApp(database, accounts.issuer.verifier, { geography: surveyTestGeographySource });
      const response = await app.request('/api/dashboard/stats', { headers: { Authorization: `Bearer ${await accounts.tokenFor(role)}` } });
      expect(response.status).toBe(200);
      const { csat } = strictDashboardStats.parse(await response.json());
      expect(csat?.current).toMatchObject(expectedCsat(current));
      expect(csat?.previous).toMatchObject(expectedCsat(previous));
      expect(csat?.by_country.map((country) => country.country_name)).toEqual(countryOrder);
      expect(csat?.by_country.reduce((sum, country) => sum + country.count, 0)).toBe(current.length);
    });

    it('sees nothing of a survey outside the scope, even from a country inside it', async () => {
      await answerAround(NOW);
      await setType('us-support', 1, 'rating');
      await answer('us-support', 'United States', '2026-11-25T10:00:00.000Z', rated(1, 1));
      await database.db.delete(submissions).where(inArray(submissions.surveyId, ['latam-delivery', 'border-crossing']));
      const local = { username: 'mexico.local', groups: ['Local-Mexico'], region: 'Latin America & Caribbean', local: 'Mexico' };
      expect((await readDashboardStats({ db: database.db, geography: surveyTestGeographySource }, local, NOW)).csat).toBeNull();
      const admin = (await readDashboardStats({ db: database.db, geography: surveyTestGeographySource }, ADMIN, NOW)).csat;
      expect(admin?.current).toMatchObject({ count: 2, satisfied: 0, score: 0, low: 0 });
    });
  });
});
