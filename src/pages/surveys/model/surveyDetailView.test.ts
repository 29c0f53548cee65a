import { describe, expect, it } from 'vitest';

import { makeSurveyDetail, makeSurveyQuestion } from '@/entities/survey/mocks';
import { ApiError } from '@/shared/api';

import { failureMessage, questionsInOrder, surveyDetailFields } from './surveyDetailView';

describe('surveyDetailFields', () => {
  // The unit project runs in America/Mexico_City (vitest.config.ts): the viewer's zone.
  const VIEWER = 'America/Mexico_City';

  it('lists the title, the creation time and the schedule in English, in the viewer zone it names', () => {
    const detail = makeSurveyDetail({
      title: 'Calidad del servicio — Mexico',
      created_at: '2026-11-20T08:15:00.000Z',
      start_date: '2026-11-20',
      start_time: '09:00',
      end_date: '2026-12-20',
      end_time: '17:00',
      start_datetime_utc: '2026-11-20T15:00:00.000Z',
      end_datetime_utc: '2026-12-20T23:00:00.000Z',
      timezone: VIEWER,
    });
    const fields = Object.fromEntries(surveyDetailFields(detail, VIEWER, 'en'));
    expect(Object.keys(fields)).toEqual(['Title', 'Created At', 'Start Date', 'Start Time', 'End Date', 'End Time', 'Times Shown In']);
    expect(fields).toEqual({
      Title: 'Calidad del servicio — Mexico',
      'Created At': 'Nov 20, 2026, 2:15 AM',
      'Start Date': 'Nov 20, 2026',
      'Start Time': '09:00',
      'End Date': 'Dec 20, 2026',
      'End Time': '17:00',
      'Times Shown In': 'America/Mexico_City (GMT-6), your time zone',
    });
  });

  it("shows a survey set in another zone at the viewer's times, the day the list shows, and as it was set", () => {
    // 09:00 on Nov 21 in Seoul is 18:00 on Nov 20 in Mexico City.
    const detail = makeSurveyDetail({
      start_date: '2026-11-21',
      start_time: '09:00',
      end_date: '2026-11-30',
      end_time: '18:00',
      start_datetime_utc: '2026-11-21T00:00:00.000Z',
      end_datetime_utc: '2026-11-30T09:00:00.000Z',
      timezone: 'Asia/Seoul',
    });
    const fields = Object.fromEntries(surveyDetailFields(detail, VIEWER, 'en'));
    expect(fields).toMatchObject({
      'Start Date': 'Nov 20, 2026',
      'Start Time': '18:00',
      'End Date': 'Nov 30, 2026',
      'End Time': '03:00',
      'Scheduled In': 'Asia/Seoul (GMT+9): Nov 21, 2026 09:00 to Nov 30, 2026 18:00',
    });
  });

  it("writes the days in the locale it is given (the labels follow the active catalogue)", () => {
    const detail = makeSurveyDetail({
      created_at: '2026-11-20T08:15:00.000Z',
      start_date: '2026-11-21',
      start_time: '09:00',
      end_date: '2026-11-30',
      end_time: '18:00',
      start_datetime_utc: '2026-11-21T00:00:00.000Z',
      end_datetime_utc: '2026-11-30T09:00:00.000Z',
      timezone: 'Asia/Seoul',
    });
    expect(Object.fromEntries(surveyDetailFields(detail, VIEWER, 'ko'))).toMatchObject({
      'Start Date': '2026년 11월 20일',
      'End Date': '2026년 11월 30일',
      'Scheduled In': 'Asia/Seoul (GMT+9): 2026년 11월 21일 09:00 to 2026년 11월 30일 18:00',
    });
    expect(Object.fromEntries(surveyDetailFields(detail, VIEWER, 'es-MX'))).toMatchObject({ 'Start Date': '20 nov 2026' });
  });

  it("shows 'N/A' for every missing or unreadable value", () => {
    const detail = makeSurveyDetail({
      title: '',
      created_at: '',
      start_date: null,
      start_time: null,
      end_date: 'soon',
      end_time: '',
      start_datetime_utc: null,
      end_datetime_utc: null,
      timezone: null,
    });
    expect(surveyDetailFields(detail, VIEWER, 'en').map(([, value]) => value)).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      expect.stringMatching(/^America\/Mexico_City \(GMT-\d\), your time zone$/),
    ]);
  });
});

describe('questionsInOrder', () => {
  it('orders by order, not by list position, and leaves the input alone', () => {
    const questions = [
      makeSurveyQuestion({ questionId: 'q3', order: 3 }),
      makeSurveyQuestion({ questionId: 'q1', order: 1 }),
      makeSurveyQuestion({ questionId: 'q2', order: 2 }),
    ];
    expect(questionsInOrder(questions).map((question) => question.questionId)).toEqual(['q1', 'q2', 'q3']);
    expect(questions[0]?.questionId).toBe('q3');
  });

  it('reads a missing list as none', () => {
    expect(questionsInOrder(null)).toEqual([]);
  });
});

describe('failureMessage', () => {
  it("takes the error's message, else the fallback", () => {
    expect(failureMessage(new ApiError('Survey not found', 404), 'Delete failed')).toBe('Survey not found');
    expect(failureMessage('boom', 'Delete failed')).toBe('Delete failed');
    expect(failureMessage(new Error(''), 'An unknown error occurred')).toBe('An unknown error occurred');
  });
});
