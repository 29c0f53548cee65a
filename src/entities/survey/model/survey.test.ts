import { describe, expect, it } from 'vitest';

import type { SurveyListItem } from '@/shared/api';

import { isSurveyActive, responseCount, surveyCreatedAt, surveyEndsAt, surveyStartsAt, type SurveySchedule } from './survey';

// Unit tests run in America/Mexico_City (UTC-6 all year), so local midnight is 06:00Z.
const at = (iso: string) => new Date(iso);

describe('isSurveyActive: (a) with an end UTC datetime', () => {
  const utc: SurveySchedule = {
    start_datetime_utc: '2026-11-01T15:00:00Z',
    end_datetime_utc: '2026-12-15T23:00:00Z',
    start_date: '2026-11-01',
    end_date: '2026-12-15',
  };

  it.each<[string, SurveySchedule, string, boolean]>([
    ['before the UTC start', utc, '2026-11-01T14:59:59.999Z', false],
    ['exactly at the UTC start', utc, '2026-11-01T15:00:00.000Z', true],
    ['between start and end', utc, '2026-11-21T12:00:00Z', true],
    ['exactly at the UTC end', utc, '2026-12-15T23:00:00.000Z', true],
    ['one ms after the UTC end', utc, '2026-12-15T23:00:00.001Z', false],
    // The end day's local evening is after the UTC end: rule (a) does not stretch to the end of the day.
    ['later on the end day (local)', utc, '2026-12-16T05:00:00Z', false],
    ['an end without a timezone read as UTC', { ...utc, end_datetime_utc: '2026-12-15 23:00:00' }, '2026-12-15T23:00:00Z', true],
    ['an end without a timezone read as UTC, 1 s later', { ...utc, end_datetime_utc: '2026-12-15 23:00:00' }, '2026-12-15T23:00:01Z', false],
    [
      'no UTC start: start_date at local midnight, just before',
      { end_datetime_utc: '2026-12-15T23:00:00Z', start_date: '2026-11-01' },
      '2026-11-01T05:59:59.999Z',
      false,
    ],
    [
      'no UTC start: start_date at local midnight, exactly',
      { end_datetime_utc: '2026-12-15T23:00:00Z', start_date: '2026-11-01' },
      '2026-11-01T06:00:00.000Z',
      true,
    ],
    [
      'an unreadable UTC start falls back to start_date',
      { end_datetime_utc: '2026-12-15T23:00:00Z', start_datetime_utc: 'soon', start_date: '2026-11-10' },
      '2026-11-05T12:00:00Z',
      false,
    ],
    ['no start at all: from the epoch', { end_datetime_utc: '2026-12-15T23:00:00Z' }, '1999-01-01T00:00:00Z', true],
    ['no start at all, after the end', { end_datetime_utc: '2026-12-15T23:00:00Z' }, '2027-01-01T00:00:00Z', false],
    ['an unreadable end is not active', { ...utc, end_datetime_utc: 'next month' }, '2026-11-21T12:00:00Z', false],
  ])('%s', (_case, survey, now, expected) => {
    expect(isSurveyActive(survey, at(now))).toBe(expected);
  });
});

describe('isSurveyActive: (b) with start_date and end_date only', () => {
  const days: SurveySchedule = { start_date: '2026-11-05', end_date: '2026-11-30', start_time: '09:00', end_time: '17:00' };

  it.each<[string, SurveySchedule, string, boolean]>([
    ['the last ms before the start day', days, '2026-11-05T05:59:59.999Z', false],
    ['the start of the start day (times are ignored)', days, '2026-11-05T06:00:00.000Z', true],
    ['the middle', days, '2026-11-21T12:00:00Z', true],
    ['after the end time on the end day', days, '2026-11-30T23:30:00Z', true],
    ['the last ms of the end day', days, '2026-12-01T05:59:59.999Z', true],
    ['the first ms after the end day', days, '2026-12-01T06:00:00.000Z', false],
    ['a one-day survey on its day', { start_date: '2026-11-21', end_date: '2026-11-21' }, '2026-11-22T05:59:59.999Z', true],
    ['an empty end UTC string uses rule (b)', { ...days, end_datetime_utc: '' }, '2026-11-21T12:00:00Z', true],
    ['a UTC start alone does not make rule (a)', { ...days, start_datetime_utc: '2026-12-01T00:00:00Z' }, '2026-11-21T12:00:00Z', true],
  ])('%s', (_case, survey, now, expected) => {
    expect(isSurveyActive(survey, at(now))).toBe(expected);
  });
});

describe('isSurveyActive: missing or invalid dates', () => {
  const now = at('2026-11-21T12:00:00Z');
  it.each<[string, SurveySchedule]>([
    ['no dates at all', {}],
    ['nulls', { start_date: null, end_date: null, end_datetime_utc: null }],
    ['no end date', { start_date: '2026-11-01' }],
    ['no start date', { end_date: '2026-12-01' }],
    ['an impossible month', { start_date: '2026-13-01', end_date: '2026-12-01' }],
    ['an impossible day', { start_date: '2026-11-01', end_date: '2026-11-31' }],
    ['a US-formatted date', { start_date: '11/01/2026', end_date: '12/01/2026' }],
    ['an empty string', { start_date: '', end_date: '2026-12-01' }],
  ])('%s is not active', (_case, survey) => {
    expect(isSurveyActive(survey, now)).toBe(false);
  });
});

describe('surveyCreatedAt', () => {
  it.each<[string | null | undefined, string | null]>([
    // What our server sends.
    ['2026-10-28T16:20:00.000Z', '2026-10-28T16:20:00.000Z'],
    // PostgreSQL's text form, and older servers' timestamps without a timezone (UTC).
    ['2026-10-28 16:20:00+00', '2026-10-28T16:20:00.000Z'],
    ['2026-10-28 16:20:00', '2026-10-28T16:20:00.000Z'],
    ['2026-10-28T16:20:00', '2026-10-28T16:20:00.000Z'],
    ['2026-10-28T16:20:00.123456', '2026-10-28T16:20:00.123Z'],
    ['2026-10-28T10:20:00-06:00', '2026-10-28T16:20:00.000Z'],
    ['2026-10-28T16:20:00Z', '2026-10-28T16:20:00.000Z'],
    [null, null],
    [undefined, null],
    ['', null],
    ['yesterday', null],
  ])('%s -> %s', (created_at, expected) => {
    const date = surveyCreatedAt({ created_at });
    expect(Number.isNaN(date.getTime()) ? null : date.toISOString()).toBe(expected);
  });
});

describe('responseCount', () => {
  it.each<[Pick<SurveyListItem, 'responses_count' | 'participants'>, number]>([
    [{ responses_count: 342 }, 342],
    [{ responses_count: 0, participants: 12 }, 0],
    [{ responses_count: null, participants: 12 }, 12],
    [{ participants: 7 }, 7],
    [{ responses_count: null, participants: null }, 0],
    [{}, 0],
  ])('%o -> %i', (survey, expected) => {
    expect(responseCount(survey)).toBe(expected);
  });
});

describe('surveyStartsAt / surveyEndsAt', () => {
  it.each<[SurveySchedule, string | null, string | null]>([
    [
      { start_datetime_utc: '2026-11-01T15:00:00Z', end_datetime_utc: '2026-12-15 23:00:00' },
      '2026-11-01T15:00:00.000Z',
      '2026-12-15T23:00:00.000Z',
    ],
    // Local days and times (UTC-6).
    [{ start_date: '2026-11-01', start_time: '09:00', end_date: '2026-12-15', end_time: '17:00' }, '2026-11-01T15:00:00.000Z', '2026-12-15T23:00:00.000Z'],
    [{ start_date: '2026-11-01', start_time: '9am', end_date: '2026-12-15' }, '2026-11-01T06:00:00.000Z', '2026-12-15T06:00:00.000Z'],
    [{ start_datetime_utc: 'garbage', start_date: 'garbage' }, null, null],
    [{}, null, null],
  ])('%o starts %s and ends %s', (survey, start, end) => {
    expect(surveyStartsAt(survey)?.toISOString() ?? null).toBe(start);
    expect(surveyEndsAt(survey)?.toISOString() ?? null).toBe(end);
  });
});
