import { describe, expect, it } from 'vitest';

import {
  formatIsoMinute,
  formatRelativeTime,
  formatDate,
  formatDateTime,
  formatDateTimeWithSeconds,
  formatTimeOfDay,
  timeZoneLabel,
  parseCalendarDate,
  parseServerTimestamp,
  utcMidnightDaysAgo,
  zonedDateTimeToUtc,
} from '.';

// The unit project runs with TZ=America/Mexico_City (UTC-6, no daylight saving) so local-time rules are exercised.
describe('parseServerTimestamp', () => {
  it.each([
    ['2026-11-21T14:05:00.000Z', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T14:05:09.123Z', '2026-11-21T14:05:09.123Z'],
    ['2026-11-21T14:05:00Z', '2026-11-21T14:05:00.000Z'],
  ])('reads our server instant %s as %s', (input, iso) => {
    expect(parseServerTimestamp(input).toISOString()).toBe(iso);
  });

  it.each([
    ['+HH:MM', '2026-11-21T14:05:00+09:00', '2026-11-21T05:05:00.000Z'],
    ['+HHMM', '2026-11-21T14:05:00-0600', '2026-11-21T20:05:00.000Z'],
    ['+HH (PostgreSQL text)', '2026-11-01 10:00:00+00', '2026-11-01T10:00:00.000Z'],
    ['+HH with microseconds', '2026-11-01 10:00:00.123456+00', '2026-11-01T10:00:00.123Z'],
    ['-HH', '2026-11-01 04:00:00-06', '2026-11-01T10:00:00.000Z'],
    ['+HH:MM, half hour', '2026-11-01 15:30:00+05:30', '2026-11-01T10:00:00.000Z'],
  ])('reads an offset written %s: %s as %s', (_form, input, iso) => {
    expect(parseServerTimestamp(input).toISOString()).toBe(iso);
  });

  // Older servers wrote timestamps without a timezone; they meant UTC.
  it.each([
    ['2026-11-21 14:05:00', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T14:05:00', '2026-11-21T14:05:00.000Z'],
    ['2026-11-21T14:05:00.123456', '2026-11-21T14:05:00.123Z'],
    ['2026-11-21', '2026-11-21T00:00:00.000Z'],
  ])('reads a legacy timestamp without timezone, %s, as UTC %s', (input, iso) => {
    expect(parseServerTimestamp(input).toISOString()).toBe(iso);
  });

  it.each([null, undefined, '', 'yesterday', '2026-13-45 99:00'])('gives an invalid date for %j', (input) => {
    expect(Number.isNaN(parseServerTimestamp(input).getTime())).toBe(true);
  });
});

describe('parseCalendarDate', () => {
  it('reads a day as local midnight', () => {
    const day = parseCalendarDate('2026-11-21');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 21, 0]);
  });

  it.each([null, '', '21/11/2026', '2026-11-21T10:00'])('rejects %j', (input) => {
    expect(Number.isNaN(parseCalendarDate(input).getTime())).toBe(true);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T09:30:00Z', '2 hours ago'],
    ['2026-11-18T12:00:00Z', '3 days ago'],
    ['2026-11-21T11:59:00Z', '1 minute ago'],
    ['2026-11-21T11:59:00.001Z', 'just now'],
    ['2026-11-21T11:59:30Z', 'just now'],
    ['2026-11-21T12:00:00Z', 'just now'],
    ['2026-11-21T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T09:30:00Z', '2 hours ago'],
    ['2026-11-18T12:00:00Z', '3 days ago'],
    ['2026-08-01T12:00:00Z', '3 months ago'],
  ])('%s is "%s"', (iso, expected) => {
    expect(formatRelativeTime(new Date(iso), 'en', now)).toBe(expected);
  });

  // The server's clock may run a little ahead of the browser's: never 'in 5 seconds'.
  it.each([
    ['2026-11-21T12:00:05Z', 'just now'],
    ['2026-11-21T12:00:59.999Z', 'just now'],
    ['2026-11-21T12:01:00Z', 'just now'],
  ])('a time slightly ahead, %s, is "%s"', (iso, expected) => {
    expect(formatRelativeTime(new Date(iso), 'en', now)).toBe(expected);
  });

  it.each([
    ['2026-11-21T12:01:00.001Z', 'Nov 21, 2026, 6:01 AM'],
    ['2026-11-21T20:00:00Z', 'Nov 21, 2026, 2:00 PM'],
    ['2027-03-01T18:30:00Z', 'Mar 1, 2027, 12:30 PM'],
  ])('a time further ahead, %s, is its date and time (local): %s', (iso, expected) => {
    expect(formatRelativeTime(new Date(iso), 'en', now)).toBe(expected);
  });

  it('says Invalid date for an invalid date', () => {
    expect(formatRelativeTime(new Date('nope'), 'en', now)).toBe('Invalid date');
  });
});

describe('date formats in a locale, and ISO formats', () => {
  const moment = new Date('2026-11-21T20:05:00Z'); // 14:05 in Mexico City

  it('formats dates and times in the locale, local time', () => {
    expect(formatDate(moment, 'en')).toBe('Nov 21, 2026');
    expect(formatDateTime(moment, 'en')).toBe('Nov 21, 2026, 2:05 PM');
    expect(formatDateTimeWithSeconds(new Date('2026-11-21T20:05:09Z'), 'en')).toBe('Nov 21, 2026, 2:05:09 PM');
    expect(formatDateTimeWithSeconds(new Date(Number.NaN), 'en')).toBe('Invalid date');
  });

  it('formats dates, times and ages in Spanish (Mexico) and Korean', () => {
    const now = new Date('2026-11-21T20:10:00Z');
    expect(formatDate(moment, 'es-MX')).toBe('21 nov 2026');
    expect(formatDate(moment, 'ko')).toBe('2026년 11월 21일');
    expect(formatDateTime(moment, 'ko')).toBe('2026년 11월 21일 오후 2:05');
    expect(formatRelativeTime(moment, 'es-MX', now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(moment, 'ko', now)).toBe('5분 전');
  });

  it('formats yyyy-MM-dd HH:mm in local time, N/A when invalid', () => {
    expect(formatIsoMinute(moment)).toBe('2026-11-21 14:05');
    expect(formatIsoMinute(new Date(Number.NaN))).toBe('N/A');
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('Invalid date');
  });

  it('formats the time of day on 24 hours, local time', () => {
    expect(formatTimeOfDay(moment)).toBe('14:05');
    expect(formatTimeOfDay(new Date(Number.NaN))).toBe('Invalid date');
  });

  it('names a zone with its offset at that moment, and an unknown zone as it is', () => {
    expect(timeZoneLabel('America/Mexico_City', moment)).toBe('America/Mexico_City (GMT-6)');
    expect(timeZoneLabel('Asia/Seoul', moment)).toBe('Asia/Seoul (GMT+9)');
    // New York in summer time.
    expect(timeZoneLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('America/New_York (GMT-4)');
    expect(timeZoneLabel('Mars/Olympus_Mons', moment)).toBe('Mars/Olympus_Mons');
  });
});

describe('utcMidnightDaysAgo', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-14T00:00:00.000Z'],
    ['2026-11-21T00:00:00Z', '2026-11-14T00:00:00.000Z'],
    ['2026-11-21T23:59:59Z', '2026-11-14T00:00:00.000Z'],
    ['2026-03-03T05:00:00Z', '2026-02-24T00:00:00.000Z'],
  ])('seven days before %s starts at %s', (now, start) => {
    expect(utcMidnightDaysAgo(new Date(now), 7).toISOString()).toBe(start);
  });
});

describe('zonedDateTimeToUtc', () => {
  it.each([
    ['2026-11-21', '09:00', 'America/Mexico_City', '2026-11-21T15:00:00.000Z'],
    ['2026-11-21', '09:00', 'Asia/Seoul', '2026-11-21T00:00:00.000Z'],
    ['2026-07-01', '17:00', 'America/Sao_Paulo', '2026-07-01T20:00:00.000Z'],
    ['2026-07-01', '17:00', 'America/New_York', '2026-07-01T21:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, iso) => {
    expect(zonedDateTimeToUtc(day, time, zone).toISOString()).toBe(iso);
  });
});
