import { describe, expect, it } from 'vitest';

import { reportPath, surveyDetailsPath } from './routes';

describe('surveyDetailsPath', () => {
  it.each([
    ['svy-008', '/surveys?surveyId=svy-008'],
    ['svy 1/2&x', '/surveys?surveyId=svy+1%2F2%26x'],
  ])('%s -> %s', (id, expected) => {
    expect(surveyDetailsPath(id)).toBe(expected);
  });
});

describe('reportPath', () => {
  it.each([
    ['rpt-004-global', '/reports/rpt-004-global'],
    ['a/b c', '/reports/a%2Fb%20c'],
  ])('%s -> %s', (id, expected) => {
    expect(reportPath(id)).toBe(expected);
  });
});
