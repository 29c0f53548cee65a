import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ROWS_PER_STEP, useProgressiveRows } from './useProgressiveRows';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useProgressiveRows', () => {
  it('gives a short list whole at once', () => {
    const rows = numbers(8);
    const { result } = renderHook(() => useProgressiveRows(rows));
    expect(result.current).toBe(rows);
  });

  it('gives the first step of a long list, then all of it in the following frames', async () => {
    const rows = numbers(ROWS_PER_STEP * 3 + 5);
    const { result } = renderHook(() => useProgressiveRows(rows));
    expect(result.current).toEqual(rows.slice(0, ROWS_PER_STEP));
    await waitFor(() => {
      expect(result.current).toBe(rows);
    });
  });

  it('starts a new list from its first step again', async () => {
    const first = numbers(ROWS_PER_STEP * 2);
    const { result, rerender } = renderHook(({ rows }) => useProgressiveRows(rows), { initialProps: { rows: first } });
    await waitFor(() => {
      expect(result.current).toBe(first);
    });
    const reversed = [...first].reverse();
    rerender({ rows: reversed });
    expect(result.current).toEqual(reversed.slice(0, ROWS_PER_STEP));
  });
});
