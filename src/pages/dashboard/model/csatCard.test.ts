import { describe, expect, it } from 'vitest';

import { csatWindows, strictDashboardStats } from '@/shared/api';
import { recentResponsesSince } from '@/shared/lib/date';

import { DASHBOARD_FIXTURES_NOW, dashboardStatsOfFixtures } from '../index.mocks';
import { fallingCsat, levelCsat, makeDashboardCsat, risingCsat, tooFewCsat } from '../api/__mocks__/dashboardCsatFixtures';
import { csatCardModel } from './csatCard';

const NOW = DASHBOARD_FIXTURES_NOW;

describe('the CSAT windows', () => {
  it("start the current week where 'Recent Responses' start, UTC midnight seven days back, and the week before seven days earlier", () => {
    for (const now of [new Date('2026-11-27T03:00:00.000Z'), new Date('2026-11-27T23:59:59.999Z'), new Date('2027-03-01T00:00:00.000Z')]) {
      const windows = csatWindows(now);
      expect(windows.current).toEqual({ since: recentResponsesSince(now), until: now });
      expect(windows.previous.until).toEqual(windows.current.since);
      expect(windows.current.since.getTime() - windows.previous.since.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    }
    expect(csatWindows(new Date('2027-03-01T00:00:00.000Z')).previous.since.toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });
});

describe('the CSAT fixtures', () => {
  it('are what the server sends, exactly, in every state', () => {
    for (const csat of [risingCsat, fallingCsat, levelCsat, tooFewCsat, () => null]) {
      const stats = { ...dashboardStatsOfFixtures(), csat: csat(NOW) };
      expect(strictDashboardStats.parse(stats)).toEqual(stats);
    }
  });
});

describe('the CSAT card', () => {
  it('says there are no scored questions without rating answers', () => {
    expect(csatCardModel(null)).toEqual({ kind: 'no-scores', message: 'No scored questions yet' });
  });

  it('shows a rise: the score, the sample, the difference of the whole scores shown, and each country', () => {
    const model = csatCardModel(risingCsat(NOW));
    expect(model).toMatchObject({
      kind: 'scored',
      period: 'Last 7 days',
      // 88 of 124 = 70.97% against 60 of 100 = 60%.
      current: { score: '71%', sample: 'n = 124', tooFew: null },
      comparison: { trend: 'up', difference: '+11 points' },
      previousSummary: 'Against the 7 days before: 60%, n = 100',
      previous: { score: '60%', sample: 'n = 100', tooFew: null },
      countriesCaption: 'CSAT by country, last 7 days',
    });
    if (model.kind !== 'scored') throw new Error('not scored');
    // Highest first; Guatemala's 15 answers carry the mark.
    expect(model.countries.map((row) => [row.country, row.score, row.sample, row.tooFew])).toEqual([
      ['Mexico', '79%', 'n = 66', null],
      ['Brazil', '65%', 'n = 43', null],
      ['Guatemala', '53%', 'n = 15', 'too few responses to compare'],
    ]);
    const mexico = model.countries[0];
    // Wilson's 95% interval for 52 of 66.
    expect(mexico?.interval).toBe('67 to 87');
    expect(mexico?.bar?.score).toBeCloseTo(78.79, 2);
    expect(mexico?.bar?.low).toBeLessThan(mexico?.bar?.score ?? 0);
  });

  it('shows a fall and a level week', () => {
    expect(csatCardModel(fallingCsat(NOW))).toMatchObject({ comparison: { trend: 'down', difference: '−9 points' }, previous: { score: '80%' } });
    expect(csatCardModel(levelCsat(NOW))).toMatchObject({ comparison: { trend: 'level', difference: 'No change' }, previous: { score: '71%' } });
  });

  it('compares the whole scores shown: 70.6% against 69.6% reads 71% and 70%, one point', () => {
    // 12 of 17 (70.59%) against 16 of 23 (69.57%).
    const model = csatCardModel(makeDashboardCsat(NOW, { byCountry: { Mexico: [2, 1, 2, 6, 6] }, previous: [3, 2, 2, 8, 8] }));
    expect(model).toMatchObject({ current: { score: '71%' }, previous: { score: '70%' }, comparison: { trend: 'up', difference: '+1 point' } });
  });

  it('marks a sample under the minimum, in either week', () => {
    expect(csatCardModel(tooFewCsat(NOW))).toMatchObject({
      current: { score: '72%', sample: 'n = 18', tooFew: 'too few responses to compare' },
      previous: { score: '58%', sample: 'n = 12', tooFew: 'too few responses to compare' },
      comparison: { trend: 'up', difference: '+14 points' },
    });
  });

  it('has no comparison when a week has no answers', () => {
    const quietWeekBefore = csatCardModel(makeDashboardCsat(NOW, { byCountry: { Mexico: [0, 0, 1, 2, 2] }, previous: [0, 0, 0, 0, 0] }));
    expect(quietWeekBefore).toMatchObject({
      current: { score: '80%', sample: 'n = 5' },
      previous: { score: null, sample: 'n = 0' },
      comparison: null,
      previousSummary: 'Against the 7 days before: no ratings, n = 0',
    });
    const quietWeek = csatCardModel(makeDashboardCsat(NOW, { byCountry: {}, previous: [0, 0, 1, 2, 2] }));
    expect(quietWeek).toMatchObject({ current: { score: null, sample: 'n = 0' }, comparison: null, countries: [] });
  });
});
