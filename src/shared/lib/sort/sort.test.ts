import { describe, expect, it } from 'vitest';

import { nextSort, sortRows, type SortState } from './sort';

type Column = 'created_at' | 'title' | 'responses_count';

describe('nextSort', () => {
  it.each<[SortState<Column>, Column, SortState<Column>]>([
    [{ column: 'created_at', direction: 'descending' }, 'created_at', { column: 'created_at', direction: 'ascending' }],
    [{ column: 'created_at', direction: 'ascending' }, 'created_at', { column: 'created_at', direction: 'descending' }],
    [{ column: 'created_at', direction: 'ascending' }, 'title', { column: 'title', direction: 'descending' }],
    [{ column: 'title', direction: 'descending' }, 'responses_count', { column: 'responses_count', direction: 'descending' }],
  ])('from %o, clicking %s gives %o', (current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', title: 'Encuesta 10', created_at: new Date('2026-03-01T00:00:00Z'), responses_count: 5 },
    { id: 'b', title: 'encuesta 9', created_at: new Date('2026-05-01T00:00:00Z'), responses_count: null },
    { id: 'c', title: 'Brand awareness', created_at: new Date('invalid'), responses_count: 120 },
    { id: 'd', title: 'Árbol', created_at: new Date('2026-04-01T00:00:00Z'), responses_count: 5 },
  ];
  const valueOf = (row: (typeof rows)[number], column: Column) => row[column];
  const ids = (sorted: typeof rows) => sorted.map((row) => row.id).join('');

  it('sorts dates newest first when descending, with invalid dates last', () => {
    expect(ids(sortRows(rows, { column: 'created_at', direction: 'descending' }, valueOf))).toBe('bdac');
  });

  it('keeps missing values last when ascending too', () => {
    expect(ids(sortRows(rows, { column: 'created_at', direction: 'ascending' }, valueOf))).toBe('adbc');
    expect(ids(sortRows(rows, { column: 'responses_count', direction: 'ascending' }, valueOf))).toBe('adcb');
  });

  it('compares text case- and accent-insensitively with numbers in natural order', () => {
    expect(ids(sortRows(rows, { column: 'title', direction: 'ascending' }, valueOf))).toBe('dcba');
  });

  it('keeps the original order of equal values in both directions', () => {
    expect(ids(sortRows(rows, { column: 'responses_count', direction: 'descending' }, valueOf))).toBe('cadb');
  });

  it('does not touch the input', () => {
    const before = ids(rows);
    sortRows(rows, { column: 'title', direction: 'descending' }, valueOf);
    expect(ids(rows)).toBe(before);
  });
});
