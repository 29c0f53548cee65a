import { afterEach, describe, expect, it, vi } from 'vitest';

import { createRequestBudget } from './requestBudget.ts';

describe('createRequestBudget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the budget start at once, and no more than it within any one second', async () => {
    // Fake clocks: the turns are read at the instant the budget grants them, whatever else the machine is doing.
    vi.useFakeTimers();
    const takeTurn = createRequestBudget(4);
    const started = Date.now();
    const turns: number[] = [];
    const all = Promise.all(
      Array.from({ length: 10 }, () =>
        takeTurn().then(() => {
          turns.push(Date.now() - started);
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    await all;

    expect(turns).toHaveLength(10);
    expect(turns.slice(0, 4)).toEqual([0, 0, 0, 0]);
    for (let index = 4; index < turns.length; index += 1) {
      expect((turns[index] ?? 0) - (turns[index - 4] ?? 0)).toBeGreaterThanOrEqual(1_000);
    }
    // Waiting no longer than the budget needs: the tenth turn within the third second (p-throttle spaces strict turns out).
    expect(turns.at(-1)).toBeLessThan(3_000);
  });
});
