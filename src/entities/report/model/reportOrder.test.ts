import { describe, expect, it } from 'vitest';

import type { ReportScopeType } from '@/shared/api';

import { makeReport } from '../api/__mocks__/reportFixtures';
import { reportTimestamp, sortReportsByScope } from './reportOrder';

type Row = [id: string, scope: ReportScopeType, generatedAt: string | null, createdAt: string | null];

const ids = (rows: Row[]) =>
  sortReportsByScope(
    rows.map(([id, scope, generated_at, created_at]) => makeReport({ id, report_scope_type: scope, generated_at, created_at })),
  ).map((report) => report.id);

describe('sortReportsByScope', () => {
  it.each<[string, Row[], string[]]>([
    ['empty', [], []],
    [
      'scope order GLOBAL, REGIONAL, LOCAL, COUNTRY whatever the times',
      [
        ['country', 'COUNTRY', '2026-07-01 09:00:00', null],
        ['local', 'LOCAL', '2026-07-01 08:00:00', null],
        ['global', 'GLOBAL', '2026-07-01 01:00:00', null],
        ['regional', 'REGIONAL', '2026-07-01 05:00:00', null],
      ],
      ['global', 'regional', 'local', 'country'],
    ],
    [
      'newest first within a scope',
      [
        ['older', 'COUNTRY', '2026-07-01 00:10:00', null],
        ['newer', 'COUNTRY', '2026-07-01 00:20:00', null],
      ],
      ['newer', 'older'],
    ],
    [
      'created_at stands in when generated_at is missing',
      [
        ['generated', 'COUNTRY', '2026-07-01 00:10:00', '2026-07-01 00:00:00'],
        ['failed-later', 'COUNTRY', null, '2026-07-01 00:30:00'],
      ],
      ['failed-later', 'generated'],
    ],
    [
      'a timestamp without timezone is UTC, compared with one that has an offset',
      [
        ['utc-10:00', 'LOCAL', '2026-07-01 10:00:00', null],
        ['utc-10:30', 'LOCAL', '2026-07-01T05:30:00-05:00', null],
      ],
      ['utc-10:30', 'utc-10:00'],
    ],
    [
      'reports with no readable time come last within their scope, in their order',
      [
        ['no-time-1', 'GLOBAL', null, null],
        ['bad-time', 'GLOBAL', 'not a date', null],
        ['timed', 'GLOBAL', '2026-01-01 00:00:00', null],
        ['country', 'COUNTRY', '2026-12-01 00:00:00', null],
      ],
      ['timed', 'no-time-1', 'bad-time', 'country'],
    ],
    [
      'equal times keep their order',
      [
        ['a', 'REGIONAL', '2026-07-01 00:10:00', null],
        ['b', 'REGIONAL', '2026-07-01 00:10:00', null],
      ],
      ['a', 'b'],
    ],
  ])('%s', (_case, rows, expected) => {
    expect(ids(rows)).toEqual(expected);
  });

  it('returns a copy and leaves the input as it was', () => {
    const input = [makeReport({ id: 'c', report_scope_type: 'COUNTRY' }), makeReport({ id: 'g', report_scope_type: 'GLOBAL' })];
    const sorted = sortReportsByScope(input);
    expect(sorted).not.toBe(input);
    expect(input.map((report) => report.id)).toEqual(['c', 'g']);
  });
});

describe('reportTimestamp', () => {
  it.each<[string | null, string | null, string | null]>([
    ['2026-07-01 00:21:00', '2026-06-30 23:05:00', '2026-07-01T00:21:00.000Z'],
    [null, '2026-06-30 23:05:00', '2026-06-30T23:05:00.000Z'],
    ['garbage', '2026-06-30 23:05:00', '2026-06-30T23:05:00.000Z'],
    [null, null, null],
  ])('generated %s, created %s -> %s', (generated_at, created_at, expected) => {
    expect(reportTimestamp({ generated_at, created_at })?.toISOString() ?? null).toBe(expected);
  });
});
