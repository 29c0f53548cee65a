/**
 * The charts a report carries, as data (the wire contract's ReportChart): conversations started per day over the
 * survey's period in its time zone, and per country. Days become weeks, then months, so a long survey stays legible.
 */
import { formatInTimeZone } from 'date-fns-tz';

import { REPORT_CHART_INFO, type ReportChart } from '../../../contract.ts';

type ReportLanguage = 'en' | 'ko';
type Period = 'day' | 'week' | 'month';

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
  const days = startedAt.map((instant) => dayNumber(dayKey(instant, period.timeZone)));
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

const chartText = {
  en: {
    overTime: { day: 'Responses per day', week: 'Responses per week', month: 'Responses per month' },
    periodAxis: { day: 'Day', week: 'Week starting', month: 'Month' },
    periodLabel: { day: 'MMM d', week: 'MMM d', month: 'MMM yyyy' },
    perCountry: 'Responses per country',
    countryAxis: 'Country',
    valueAxis: 'Conversations started',
  },
  ko: {
    overTime: { day: '일별 응답 수', week: '주별 응답 수', month: '월별 응답 수' },
    periodAxis: { day: '날짜', week: '주 시작일', month: '월' },
    periodLabel: { day: "M'월' d'일'", week: "M'월' d'일'", month: "yyyy'년' M'월'" },
    perCountry: '국가별 응답 수',
    countryAxis: '국가',
    valueAxis: '시작된 대화 수',
  },
} as const;

export function responsesOverTimeChart(figures: ResponsesOverTime, language: ReportLanguage): ReportChart {
  const t = chartText[language];
  return {
    type: 'bar',
    id: 'responses-over-time',
    orientation: 'columns',
    title: t.overTime[figures.period],
    x: t.periodAxis[figures.period],
    y: t.valueAxis,
    data: figures.counts.map(({ start, count }) => ({
      label: formatInTimeZone(new Date(`${start}T00:00:00Z`), 'UTC', t.periodLabel[figures.period]),
      value: count,
    })),
  };
}

/** Countries by responses, most first (the caller leaves it out where one bar or too many would say nothing). */
export function responsesPerCountryChart(rows: readonly { name: string; responses: number }[], language: ReportLanguage): ReportChart {
  const t = chartText[language];
  const data = rows.map((row) => ({ label: row.name, value: row.responses }));
  return { type: 'bar', id: 'responses-per-country', orientation: 'bars', title: t.perCountry, x: t.countryAxis, y: t.valueAxis, data };
}

/** A chart as the report's markdown carries it: one line of JSON cannot hold a line that closes the fence. */
export function chartBlock(chart: ReportChart): string {
  return ['```' + REPORT_CHART_INFO, JSON.stringify(chart), '```'].join('\n');
}
