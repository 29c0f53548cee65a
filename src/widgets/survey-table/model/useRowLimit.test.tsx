// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ROWS_PER_PAGE, useRowLimit } from './useRowLimit';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useRowLimit', () => {
  it('gives a short list whole, with nothing more to show', () => {
    const rows = numbers(8);
    const { result } = renderHook(() => useRowLimit(rows));
    expect(result.current.shown).toBe(rows);
    expect(result.current.hasMore).toBe(false);
  });

  it('gives a page of a long list and a page more on each request', () => {
    const rows = numbers(ROWS_PER_PAGE * 2 + 5);
    const { result } = renderHook(() => useRowLimit(rows));
    expect(result.current.shown).toEqual(rows.slice(0, ROWS_PER_PAGE));
    expect(result.current).toMatchObject({ total: rows.length, hasMore: true });
    act(() => {
      result.current.showMore();
    });
    expect(result.current.shown).toHaveLength(ROWS_PER_PAGE * 2);
    act(() => {
      result.current.showMore();
    });
    expect(result.current.shown).toBe(rows);
    expect(result.current.hasMore).toBe(false);
  });

  it('starts a new list from its first page again', () => {
    const first = numbers(ROWS_PER_PAGE * 2);
    const { result, rerender } = renderHook(({ rows }) => useRowLimit(rows), { initialProps: { rows: first } });
    act(() => {
      result.current.showMore();
    });
    expect(result.current.shown).toBe(first);
    const reversed = [...first].reverse();
    rerender({ rows: reversed });
    expect(result.current.shown).toEqual(reversed.slice(0, ROWS_PER_PAGE));
  });
});
