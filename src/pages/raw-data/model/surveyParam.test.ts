import { describe, expect, it } from 'vitest';

import { rawDataPath, surveyIdFromSearch } from './surveyParam';

describe('surveyIdFromSearch', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['?surveyId=svy-001', 'svy-001'],
    ['surveyId=svy-001', 'svy-001'],
    ['?other=1&surveyId=demo-mx-store-experience', 'demo-mx-store-experience'],
    ['?surveyId=', null],
    ['?surveyId=%20%20', null],
    ['?surveyid=svy-001', null],
  ])('%j -> %j', (search, expected) => {
    expect(surveyIdFromSearch(search)).toBe(expected);
  });
});

describe('rawDataPath', () => {
  it.each<[string | null | undefined, string]>([
    [undefined, '/raw-data'],
    [null, '/raw-data'],
    ['', '/raw-data'],
    ['svy-001', '/raw-data?surveyId=svy-001'],
    ['a b&c', '/raw-data?surveyId=a+b%26c'],
  ])('%j -> %s', (surveyId, expected) => {
    expect(rawDataPath(surveyId)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const path = rawDataPath('a b&c');
    expect(surveyIdFromSearch(path.slice(path.indexOf('?')))).toBe('a b&c');
  });
});
