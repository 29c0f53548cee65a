import { describe, expect, it } from 'vitest';

import { makeSurveyDetail, makeSurveyQuestion } from '@/entities/survey/mocks';
import { ApiError } from '@/shared/api';

import { failureMessage, questionsInOrder, surveyDetailFields } from './surveyDetailView';

describe('surveyDetailFields', () => {
  it('lists the title, the creation time and the schedule in US English', () => {
    const detail = makeSurveyDetail({
      title: 'Calidad del servicio — Colombia',
      created_at: '2026-11-20T08:15:00.000Z',
      start_date: '2026-11-20',
      start_time: '09:00',
      end_date: '2026-12-20',
      end_time: '17:00',
    });
    const fields = Object.fromEntries(surveyDetailFields(detail));
    expect(Object.keys(fields)).toEqual(['Title', 'Created At', 'Start Date', 'Start Time', 'End Date', 'End Time']);
    expect(fields).toMatchObject({
      Title: 'Calidad del servicio — Colombia',
      'Start Date': 'Nov 20, 2026',
      'Start Time': '09:00',
      'End Date': 'Dec 20, 2026',
      'End Time': '17:00',
    });
    expect(fields['Created At']).toMatch(/^Nov 20, 2026, \d{1,2}:15 [AP]M$/);
  });

  it("shows 'N/A' for every missing or unreadable value", () => {
    const detail = makeSurveyDetail({ title: '', created_at: '', start_date: null, start_time: null, end_date: 'soon', end_time: '' });
    expect(surveyDetailFields(detail).map(([, value]) => value)).toEqual(['N/A', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A']);
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
