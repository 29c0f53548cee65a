import { describe, expect, it } from 'vitest';

import { strictSurveyList } from '@/shared/api';

import { makeManySurveys } from './manySurveys';

describe('makeManySurveys', () => {
  const surveys = makeManySurveys(2000);

  it('makes that many surveys with distinct ids, in the strict wire contract', () => {
    expect(surveys).toHaveLength(2000);
    expect(new Set(surveys.map((survey) => survey.id)).size).toBe(2000);
    expect(strictSurveyList.parse(surveys)).toEqual(surveys);
  });

  it('varies the creators (some missing) and the counts', () => {
    expect(new Set(surveys.map((survey) => survey.created_by_username)).size).toBe(8);
    expect(surveys.some((survey) => survey.created_by_username === null)).toBe(true);
    expect(new Set(surveys.map((survey) => survey.responses_count)).size).toBeGreaterThan(100);
  });
});
