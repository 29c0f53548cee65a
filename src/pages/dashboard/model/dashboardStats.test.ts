import { describe, expect, it } from 'vitest';

import { makeReportGroup } from '@/entities/report/mocks';
import { makeSubmission } from '@/entities/submission/mocks';
import { makeSurvey } from '@/entities/survey/mocks';
import type { SurveyListItem } from '@/shared/api';

import { computeDashboardStats } from './dashboardStats';

const NOW = new Date('2026-11-21T12:00:00Z');

const submittedAt = (...times: string[]) => times.map((submitted_at) => makeSubmission({ submitted_at }));
/** A survey whose call answered these submissions, and a total (x-total-count) of as many unless told. */
const survey = (times: string[], total = times.length) => ({ items: submittedAt(...times), total });

describe('computeDashboardStats', () => {
  describe('recent responses: from UTC midnight seven days back, inclusive', () => {
    it.each<[string, string, Date, number]>([
      ['exactly UTC midnight seven days back counts', '2026-11-14T00:00:00.000Z', NOW, 1],
      ['1 ms before it does not', '2026-11-13T23:59:59.999Z', NOW, 0],
      // Older servers wrote timestamps without a timezone, meaning UTC.
      ['a legacy timestamp without timezone is UTC: midnight counts', '2026-11-14 00:00:00', NOW, 1],
      ['a legacy timestamp without timezone is UTC: the second before does not', '2026-11-13 23:59:59', NOW, 0],
      ["PostgreSQL's text form with a two-digit offset: midnight counts", '2026-11-14 00:00:00+00', NOW, 1],
      // 18:00 on Nov 13 in Mexico City is Nov 14 00:00 UTC: the window is UTC, not the browser's day.
      ['an offset timestamp on the local day before, at UTC midnight, counts', '2026-11-13T18:00:00-06:00', NOW, 1],
      ['the newest submission counts', '2026-11-21T11:59:00.000Z', NOW, 1],
      // 00:30 UTC on Nov 21 is still Nov 20 in the browser's zone; the window starts at Nov 14 00:00 UTC all the same.
      ['just after UTC midnight the window still starts seven UTC days back', '2026-11-14T00:00:00Z', new Date('2026-11-21T00:30:00Z'), 1],
      ['just before UTC midnight the window starts a day earlier', '2026-11-13T00:00:00Z', new Date('2026-11-20T23:59:59Z'), 1],
      ['an unreadable submitted_at is not recent', 'yesterday', NOW, 0],
    ])('%s', (_case, time, now, expected) => {
      const stats = computeDashboardStats({ surveys: [], submissionsBySurvey: [survey([time])], reportGroups: [] }, now);
      expect(stats.recentResponses).toBe(expected);
      expect(stats.totalResponses).toBe(1);
    });
  });

  it.each<[string, ReturnType<typeof survey>[], { recentResponses: number; totalResponses: number }]>([
    ['no surveys', [], { recentResponses: 0, totalResponses: 0 }],
    ['a survey without submissions (or whose call failed)', [survey([])], { recentResponses: 0, totalResponses: 0 }],
    [
      'sums every survey, old and recent',
      [
        survey(['2026-11-20T15:32:10.000Z', '2026-11-02T10:00:00.000Z']),
        survey(['2026-11-15T09:00:00.000Z']),
        survey(['2026-06-01T12:00:00.000Z', 'not a date']),
      ],
      { recentResponses: 2, totalResponses: 5 },
    ],
    [
      // The list stops at 500; the total is the server's count, the recent count reads the items received.
      'totals from the server, beyond the items received',
      [survey(['2026-11-20T15:32:10.000Z', '2026-11-02T10:00:00.000Z'], 1540), survey(['2026-11-15T09:00:00.000Z'], 611), survey([])],
      { recentResponses: 2, totalResponses: 2151 },
    ],
  ])('responses: %s', (_case, submissionsBySurvey, expected) => {
    const stats = computeDashboardStats({ surveys: [], submissionsBySurvey, reportGroups: [] }, NOW);
    expect(stats).toMatchObject(expected);
  });

  const scheduled = (start: string | null, end: string | null): SurveyListItem =>
    makeSurvey({ start_datetime_utc: start, end_datetime_utc: end, start_date: null, end_date: null });

  it.each<[string, SurveyListItem[], number]>([
    ['none', [], 0],
    ['open now', [scheduled('2026-11-01T15:00:00Z', '2026-12-15T23:00:00Z')], 1],
    ['ended', [scheduled('2026-10-01T13:00:00Z', '2026-10-31T21:00:00Z')], 0],
    ['not started', [scheduled('2026-12-01T14:00:00Z', '2027-01-15T22:00:00Z')], 0],
    ['ends exactly now', [scheduled('2026-11-01T00:00:00Z', '2026-11-21T12:00:00Z')], 1],
    ['no dates at all', [scheduled(null, null)], 0],
    [
      'a mix',
      [
        scheduled('2026-11-01T15:00:00Z', '2026-12-15T23:00:00Z'),
        scheduled('2026-11-20T14:00:00Z', '2026-12-20T22:00:00Z'),
        scheduled('2026-09-01T12:00:00Z', '2026-09-30T20:00:00Z'),
      ],
      2,
    ],
  ])('active surveys at now: %s', (_case, surveys, expected) => {
    expect(computeDashboardStats({ surveys, submissionsBySurvey: [], reportGroups: [] }, NOW).activeSurveys).toBe(expected);
  });

  it.each<[string, number[], number]>([
    ['no groups', [], 0],
    ['stats.completed of every group', [14, 0, 3, 4], 21],
  ])('reports generated: %s', (_case, completed, expected) => {
    const reportGroups = completed.map((count) => makeReportGroup({ reports: [], stats: { completed: count } }));
    expect(computeDashboardStats({ surveys: [], submissionsBySurvey: [], reportGroups }, NOW).reportsGenerated).toBe(expected);
  });
});
