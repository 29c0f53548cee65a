import { describe, expect, it } from 'vitest';

import { createRequestBudget } from './requestBudget.ts';

describe('createRequestBudget', () => {
  it('lets the budget start at once, and no more than it within any one second', async () => {
    const takeTurn = createRequestBudget(4);
    const started = performance.now();

    const turns = await Promise.all(Array.from({ length: 10 }, () => takeTurn().then(() => performance.now() - started)));

    expect(turns.slice(0, 4).every((at) => at < 200)).toBe(true);
    for (let index = 4; index < turns.length; index += 1) {
      expect((turns[index] ?? 0) - (turns[index - 4] ?? 0)).toBeGreaterThanOrEqual(990);
    }
    expect(turns.at(-1)).toBeLessThan(2_500);
  });
});
