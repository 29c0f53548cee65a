import { describe, expect, it } from 'vitest';

import { makeSurvey } from '@/entities/survey/mocks';

import { surveyRowOf, toSurveyRow } from './surveyRow';

const now = new Date('2026-03-15T12:00:00Z');

describe('toSurveyRow', () => {
  it('formats the dates and the responses with separators in the language asked for', () => {
    const row = toSurveyRow(
      makeSurvey({
        created_at: '2026-03-01T10:00:00Z',
        start_date: '2026-03-10',
        start_time: '09:00',
        end_date: '2026-03-20',
        end_time: '17:00',
        start_datetime_utc: null,
        end_datetime_utc: null,
        responses_count: 1204,
      }),
      now,
      'en',
    );
    expect(row).toMatchObject({ createdAt: 'Mar 1, 2026', start: 'Mar 10, 2026', end: 'Mar 20, 2026', responses: '1,204', isActive: true });
    const korean = toSurveyRow(makeSurvey({ created_at: '2026-03-01T10:00:00Z', responses_count: 1204 }), now, 'ko');
    expect(korean).toMatchObject({ createdAt: '2026년 3월 1일', responses: '1,204' });
  });

  it("shows 'N/A' for missing dates and a missing creator, and counts such a survey inactive", () => {
    const row = toSurveyRow(
      makeSurvey({
        created_at: '',
        created_by_username: null,
        start_date: null,
        end_date: null,
        start_datetime_utc: null,
        end_datetime_utc: null,
      }),
      now,
      'en',
    );
    expect(row).toMatchObject({ createdAt: 'N/A', start: 'N/A', end: 'N/A', creator: 'N/A', isActive: false });
  });
});

describe('surveyRowOf', () => {
  it('gives the same row object for the same survey object, moment and language, a new one otherwise', () => {
    const survey = makeSurvey();
    const first = surveyRowOf(survey, now, 'en');
    expect(surveyRowOf(survey, new Date(now), 'en')).toBe(first);
    expect(surveyRowOf({ ...survey }, now, 'en')).not.toBe(first);
    expect(surveyRowOf(survey, new Date('2026-03-16T12:00:00Z'), 'en')).not.toBe(first);
    expect(surveyRowOf(survey, now, 'es-MX')).not.toBe(first);
  });
});
