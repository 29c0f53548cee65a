import { describe, expect, it } from 'vitest';

import type { SubmissionListItem } from '@/shared/api';

import { DEFAULT_SUBMISSION_SORT, sortSubmissions, type SubmissionColumn } from './sort';

const submissions: SubmissionListItem[] = [
  { id: 'a', submitted_at: '2026-11-20T15:32:10.000Z', country_code: 'MX', language_code: 'es-MX', channel: '2', finished: true },
  { id: 'b', submitted_at: '2026-11-21T09:00:00.000Z', country_code: 'BR', language_code: 'pt-BR', channel: '1', finished: true },
  { id: 'c', submitted_at: 'not a time', country_code: 'CA', language_code: 'fr', channel: null },
  // An older server's answer: 2026-11-20 16:00 at UTC-6 is 22:00Z, later than a, earlier than b; 'Channel 10' is 10.
  { id: 'd', submitted_at: '2026-11-20T16:00:00-06:00', country_code: 'us', language_code: 'en', channel: 'Channel 10' },
];

const ids = (sorted: SubmissionListItem[]) => sorted.map((submission) => submission.id).join('');

describe('sortSubmissions', () => {
  it.each<[SubmissionColumn, string, string]>([
    // [column, descending, ascending]; missing values last both ways.
    ['submitted_at', 'bdac', 'adbc'],
    ['country_code', 'dacb', 'bcad'],
    ['language_code', 'bcad', 'dacb'],
    ['channel', 'dabc', 'badc'], // numeric order: 1, 2, 10 (as text 'Channel 10' would sort first)
  ])('by %s: descending %s, ascending %s', (column, descending, ascending) => {
    expect(ids(sortSubmissions(submissions, { column, direction: 'descending' }))).toBe(descending);
    expect(ids(sortSubmissions(submissions, { column, direction: 'ascending' }))).toBe(ascending);
  });

  it("sorts channels as numbers: '2' before '10'", () => {
    const channels = ['10', '2', '1', '21', '3'].map(
      (channel, index): SubmissionListItem => ({
        id: String(index),
        submitted_at: '2026-11-20T15:32:10.000Z',
        country_code: 'MX',
        language_code: 'es-MX',
        channel,
        finished: true,
      }),
    );
    const ascending = sortSubmissions(channels, { column: 'channel', direction: 'ascending' }).map((submission) => submission.channel);
    expect(ascending).toEqual(['1', '2', '3', '10', '21']);
  });

  it('defaults to submitted_at, newest first', () => {
    expect(DEFAULT_SUBMISSION_SORT).toEqual({ column: 'submitted_at', direction: 'descending' });
    expect(ids(sortSubmissions(submissions, DEFAULT_SUBMISSION_SORT))).toBe('bdac');
  });
});
