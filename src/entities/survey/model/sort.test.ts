import { describe, expect, it } from 'vitest';

import type { SurveyListItem } from '@/shared/api';
import type { SortState } from '@/shared/lib/sort';

import { DEFAULT_SURVEY_SORT, sortSurveys, type SurveyColumn } from './sort';

const now = new Date('2026-11-21T12:00:00Z');

const surveys: SurveyListItem[] = [
  {
    id: 'a',
    title: 'Experiencia en tienda',
    created_by_username: 'ana.garcia',
    created_at: '2026-10-28 16:20:00',
    start_datetime_utc: '2026-11-01T15:00:00Z',
    end_datetime_utc: '2026-12-15T23:00:00Z',
    responses_count: 342,
  },
  {
    id: 'b',
    title: 'andean checkout',
    created_by_username: 'lee.seoyeon',
    created_at: '2026-11-18 10:45:00',
    start_date: '2026-12-01',
    start_time: '09:00',
    end_date: '2027-01-15',
    end_time: '17:00',
    responses_count: 0,
  },
  {
    id: 'c',
    title: 'Customer loyalty',
    created_by_username: null,
    created_at: null,
    start_datetime_utc: '2026-10-01T13:00:00Z',
    end_datetime_utc: '2026-10-31T21:00:00Z',
    participants: 233,
  },
  {
    id: 'd',
    title: 'Calidad del servicio',
    created_by_username: 'Carlos.Mendoza',
    created_at: '2026-11-20T08:15:00Z',
    start_date: '2026-11-20',
    end_date: '2026-12-20',
    responses_count: 3,
  },
];

const ids = (sorted: SurveyListItem[]) => sorted.map((survey) => survey.id).join('');

describe('sortSurveys', () => {
  it.each<[SurveyColumn, string, string]>([
    // [column, descending, ascending]; missing values stay last both ways.
    ['created_at', 'dbac', 'abdc'],
    ['start', 'bdac', 'cadb'],
    ['end', 'bdac', 'cadb'],
    ['title', 'acdb', 'bdca'],
    ['creator', 'bdac', 'adbc'],
    ['status', 'adbc', 'bcad'],
    ['responses', 'acdb', 'bdca'],
  ])('by %s: descending %s, ascending %s', (column, descending, ascending) => {
    expect(ids(sortSurveys(surveys, { column, direction: 'descending' }, now))).toBe(descending);
    expect(ids(sortSurveys(surveys, { column, direction: 'ascending' }, now))).toBe(ascending);
  });

  it('defaults to created_at, newest first', () => {
    expect(DEFAULT_SURVEY_SORT).toEqual<SortState<SurveyColumn>>({ column: 'created_at', direction: 'descending' });
    expect(ids(sortSurveys(surveys, DEFAULT_SURVEY_SORT, now))).toBe('dbac');
  });

  it('returns a copy and leaves the input alone', () => {
    const input = [...surveys];
    sortSurveys(input, DEFAULT_SURVEY_SORT, now);
    expect(ids(input)).toBe('abcd');
  });
});
