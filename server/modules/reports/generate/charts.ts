/**
 * The charts a report carries, as data (the wire contract's ReportChart): conversations started per day over the
 * survey's period in its time zone, and per country. Days become weeks, then months, so a long survey stays legible.
 */
import { formatInTimeZone } from 'date-fns-tz';


import type { ReportChartPeriod as Period } from '../../../contract.ts';

export interface PeriodCount {
  /** The first day of the period, yyyy-MM-dd in the survey's time zone. */
  start: string;
  count: number;
}

export interface ResponsesOverTime {
  period: Period;
  counts: PeriodCount[];
}

const DAY_MS = 86_400_000;
/** More days than this are drawn as weeks, more weeks as months: about as many columns as fit a phone's width. */
const MAX_COLUMNS = 60;

const dayKey = (instant: Date, timeZone: string) => formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
/** Every time zone's offset is a whole number of quarter hours, so a day never starts inside one. */
const QUARTER_HOUR_MS = 900_000;
/** Calendar days counted at UTC midnight: a time zone's daylight-saving shifts do not move a day key. */
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS;
const keyOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Conversations started per day from the survey's first day to its last (or to `until`, when written before the end),
 * days without any included; a conversation started outside the period widens it rather than being dropped.
 */
export function responsesOverTime(
  startedAt: readonly Date[],
  period: { start: Date; end: Date; until: Date; timeZone: string },
): ResponsesOverTime {
  // Formatting in a time zone is slow: each quarter hour is formatted once, however many conversations it holds.
  const quarterDays = new Map<number, number>();
  const days = startedAt.map((instant) => {
    const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
    let day = quarterDays.get(quarter);
    if (day === undefined) {
      day = dayNumber(dayKey(new Date(quarter * QUARTER_HOUR_MS), period.timeZone));
      quarterDays.set(quarter, day);
    }
    return day;
  });
  const last = period.end < period.until ? period.end : period.until;
  // Loops, not Math.min(...days): a spread of a large survey's days would overflow the call stack.
  let first = dayNumber(dayKey(period.start, period.timeZone));
  let final = Math.max(dayNumber(dayKey(last, period.timeZone)), first);
  for (const day of days) {
    first = Math.min(first, day);
    final = Math.max(final, day);
  }
  const span = final - first + 1;
  const unit: Period = span <= MAX_COLUMNS ? 'day' : span <= MAX_COLUMNS * 7 ? 'week' : 'month';
  const bucketOf = (day: number): string =>
    unit === 'day' ? keyOfDayNumber(day) : unit === 'week' ? keyOfDayNumber(day - ((day - first) % 7)) : `${keyOfDayNumber(day).slice(0, 7)}-01`;
  const counts = new Map<string, number>();
  for (let day = first; day <= final; day += 1) counts.set(bucketOf(day), 0);
  for (const day of days) {
    const bucket = bucketOf(day);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return { period: unit, counts: [...counts].map(([start, count]) => ({ start, count })) };
}
