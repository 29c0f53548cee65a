import { describe, expect, it } from 'vitest';

import { parseRetryAfter } from './retryAfter.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-05-04T12:00:00Z');

  it.each([
    ['2', 2_000],
    ['0', 0],
    ['Mon, 04 May 2026 12:00:30 GMT', 30_000],
    ['Mon, 04 May 2026 11:59:00 GMT', 0],
    ['-5', undefined],
    ['soon', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
