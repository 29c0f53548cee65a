import { describe, expect, it } from 'vitest';

import { createRequestBudget } from './requestBudget.ts';

describe('createRequestBudget', () => {
  it('lets the budget start at once, and no more than it within any one second', async () => {
    const takeTurn = createRequestBudget(4);
    const started = performance.now();

    const turns = await Promise.all(Array.from({ length: 10 }, () => takeTurn().then(() => performance.now() - started)));

    expect(turns.slice(0, 4).every((at) => at < 200)).toBe(true);
    // Each turn is read when its promise settles, a few milliseconds after the budget grants it (more on a loaded
    // machine): the margins allow that, and a budget that let five start within a second would still fail.
    for (let index = 4; index < turns.length; index += 1) {
      expect((turns[index] ?? 0) - (turns[index - 4] ?? 0)).toBeGreaterThanOrEqual(950);
    }
    expect(turns.at(-1)).toBeLessThan(5_000);
  });
});
