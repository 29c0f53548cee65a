import { describe, expect, it } from 'vitest';

import { mapWithConcurrency } from './mapWithConcurrency';

/** A task whose completion the test controls, recording how many run at once. */
function trackedTasks() {
  let running = 0;
  let peak = 0;
  const pending: (() => void)[] = [];
  const task = async (value: number) => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    return value * 10;
  };
  const finishAll = async () => {
    while (pending.length > 0 || running > 0) {
      pending.shift()?.();
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { task, finishAll, peak: () => peak, running: () => running };
}

describe('mapWithConcurrency', () => {
  it.each([
    [1, 8, 1],
    [4, 8, 4],
    [4, 3, 3],
    [10, 8, 8],
  ])('with a limit of %i runs at most that many of %i tasks at once (peak %i)', async (limit, count, expectedPeak) => {
    const tracked = trackedTasks();
    const items = Array.from({ length: count }, (_, index) => index);
    const done = mapWithConcurrency(items, limit, tracked.task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tracked.running()).toBe(expectedPeak);
    await tracked.finishAll();
    await expect(done).resolves.toEqual(items.map((value) => value * 10));
    expect(tracked.peak()).toBe(expectedPeak);
  });

  it('keeps the input order although tasks finish in another order', async () => {
    const delays = [30, 5, 20, 0];
    const result = await mapWithConcurrency(delays, 2, async (ms, index) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return `item ${index}`;
    });
    expect(result).toEqual(['item 0', 'item 1', 'item 2', 'item 3']);
  });

  it('resolves to an empty list for no items', async () => {
    await expect(mapWithConcurrency([], 3, () => Promise.resolve(1))).resolves.toEqual([]);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapWithConcurrency([1, 2, 3], 2, (value) => (value === 2 ? Promise.reject(new Error('boom 2')) : Promise.resolve(value))),
    ).rejects.toThrow('boom 2');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the limit %s', async (limit) => {
    await expect(mapWithConcurrency([1], limit, () => Promise.resolve(1))).rejects.toThrow(RangeError);
  });
});
