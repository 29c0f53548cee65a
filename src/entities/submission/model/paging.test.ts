import { describe, expect, it } from 'vitest';

import { appendPage, hasMorePages } from './paging';

describe('hasMorePages', () => {
  it.each<[number, number, number, boolean]>([
    // [page, total, pageSize, more]
    [1, 342, 50, true],
    [6, 342, 50, true],
    [7, 342, 50, false], // 342 / 50 -> 7 pages
    [8, 342, 50, false],
    [1, 50, 50, false],
    [1, 51, 50, true],
    [2, 100, 50, false],
    [1, 0, 50, false],
    [1, 3, 50, false],
    [0, 10, 50, true], // nothing loaded yet
    [1, 10, 0, false], // no page size: never ask for more
    [1, 10, -5, false],
    [1, Number.NaN, 50, false],
    [1, -1, 50, false],
  ])('page %i of %i items by %i -> %s', (page, total, pageSize, expected) => {
    expect(hasMorePages(page, total, pageSize)).toBe(expected);
  });
});

describe('appendPage', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };
  const d = { id: 'd' };

  it.each<[string, { id: string }[], { id: string }[], number, string]>([
    ['page 1 replaces', [a, b], [c, d], 1, 'cd'],
    ['page 1 on an empty list', [], [a, b], 1, 'ab'],
    ['page 2 appends', [a, b], [c, d], 2, 'abcd'],
    ['an id already listed is not added twice', [a, b], [b, c], 2, 'abc'],
    ['duplicates inside a page are dropped', [a], [c, c, d], 3, 'acd'],
    ['an empty next page keeps the list', [a, b], [], 2, 'ab'],
    ['an empty first page empties the list', [a, b], [], 1, ''],
  ])('%s', (_case, existing, next, page, expected) => {
    expect(
      appendPage(existing, next, page)
        .map((item) => item.id)
        .join(''),
    ).toBe(expected);
  });

  it('returns a new list', () => {
    const existing = [a];
    expect(appendPage(existing, [b], 2)).not.toBe(existing);
    expect(existing).toEqual([a]);
  });
});
