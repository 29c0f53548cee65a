import { describe, expect, it } from 'vitest';

import { surveyList } from '@/shared/api';

import { isSampleSurvey, sampleSurveys } from './sampleSurveys';

describe('sampleSurveys', () => {
  it('are five valid list items with distinct sample ids', () => {
    const samples = sampleSurveys();
    expect(surveyList.safeParse(samples).success).toBe(true);
    expect(samples).toHaveLength(5);
    expect(samples[0]?.title).toBe('Customer Satisfaction Survey');
    const ids = samples.map((survey) => survey.id);
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => id.startsWith('sample-'))).toBe(true);
  });

  it.each<[string, boolean]>([
    ['sample-1', true],
    ['sample-5', true],
    ['sample-6', false],
    ['svy-001', false],
  ])('isSampleSurvey(%s) -> %s', (id, expected) => {
    expect(isSampleSurvey({ id })).toBe(expected);
  });
});
