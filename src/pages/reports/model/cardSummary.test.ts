import { describe, expect, it } from 'vitest';

import { isStatusFilter, reportCountText, responseCountText, statusFilterOptions } from './cardSummary';

describe('reportCountText', () => {
  it.each([
    [0, 0, '0 reports'],
    [1, 1, '1 report'],
    [13, 13, '13 reports'],
    [2, 13, '2 of 13 reports'],
    [1, 1200, '1 of 1,200 reports'],
  ])('%i shown of %i -> %s', (shown, total, expected) => {
    expect(reportCountText(shown, total)).toBe(expected);
  });
});

describe('responseCountText', () => {
  it.each([
    [0, '0 responses'],
    [1, '1 response'],
    [1540, '1,540 responses'],
  ])('%i -> %s', (total, expected) => {
    expect(responseCountText(total)).toBe(expected);
  });
});

describe('the status filter', () => {
  it("offers the spec's five choices in its order", () => {
    expect(statusFilterOptions().map((option) => [option.id, option.label])).toEqual([
      ['all', 'All statuses'],
      ['COMPLETED', 'Completed'],
      ['GENERATING', 'Generating'],
      ['PENDING', 'Pending'],
      ['FAILED', 'Not Enough Data'],
    ]);
  });

  it.each([
    ['all', true],
    ['FAILED', true],
    ['failed', false],
    [null, false],
  ])('%j is a choice: %s', (value, expected) => {
    expect(isStatusFilter(value)).toBe(expected);
  });
});
