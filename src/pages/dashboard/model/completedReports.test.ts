import { describe, expect, it } from 'vitest';

import type { ReportStatus } from '@/shared/api';

import { makeReport, makeReportGroup } from '@/entities/report/mocks';
import { newestCompletedReports } from './completedReports';

describe('newestCompletedReports', () => {
  type Row = [id: string, status: ReportStatus, generatedAt: string | null];
  const groupsOf = (...surveys: Row[][]) =>
    surveys.map((rows, index) =>
      makeReportGroup({
        survey: { id: `svy-${index}`, title: `Survey ${index}` },
        reports: rows.map(([id, status, generated_at]) => makeReport({ id, status, generated_at, survey_id: `svy-${index}` })),
      }),
    );

  it.each<[string, Row[][], number, string[]]>([
    ['nothing', [], 3, []],
    [
      'newest first across surveys',
      [
        [['a', 'COMPLETED', '2026-07-01 00:00:00'], ['b', 'COMPLETED', '2026-10-31 21:19:00']],
        [['c', 'COMPLETED', '2026-09-30 20:24:00']],
      ],
      3,
      ['b', 'c', 'a'],
    ],
    [
      'at most n',
      [[['a', 'COMPLETED', '2026-07-01 00:00:00'], ['b', 'COMPLETED', '2026-07-02 00:00:00'], ['c', 'COMPLETED', '2026-07-03 00:00:00']]],
      2,
      ['c', 'b'],
    ],
    [
      'only COMPLETED ones',
      [[['done', 'COMPLETED', '2026-07-01 00:00:00'], ['failed', 'FAILED', '2026-08-01 00:00:00'], ['gen', 'GENERATING', null]]],
      3,
      ['done'],
    ],
    [
      'a completed report without a readable generated_at is left out',
      [[['dated', 'COMPLETED', '2026-07-01 00:00:00'], ['undated', 'COMPLETED', null], ['garbled', 'COMPLETED', 'soon']]],
      3,
      ['dated'],
    ],
    ['n of 0', [[['a', 'COMPLETED', '2026-07-01 00:00:00']]], 0, []],
  ])('%s', (_case, surveys, count, expected) => {
    expect(newestCompletedReports(groupsOf(...surveys), count).map((entry) => entry.report.id)).toEqual(expected);
  });

  it('gives each report with its survey', () => {
    const [entry] = newestCompletedReports(groupsOf([['a', 'COMPLETED', '2026-07-01 00:00:00']]), 1);
    expect(entry?.survey).toMatchObject({ id: 'svy-0', title: 'Survey 0', created_by_username: 'admin' });
  });
});
