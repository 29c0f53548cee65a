import { describe, expect, it } from 'vitest';

import { surveyList } from '@/shared/api';

import { isSampleSurvey, SAMPLE_SURVEYS } from './sampleSurveys';

describe('SAMPLE_SURVEYS', () => {
  it('are five valid list items with distinct sample ids', () => {
    expect(surveyList.safeParse(SAMPLE_SURVEYS).success).toBe(true);
    expect(SAMPLE_SURVEYS).toHaveLength(5);
    const ids = SAMPLE_SURVEYS.map((survey) => survey.id);
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
