import { formatInTimeZone } from 'date-fns-tz';
import { z } from 'zod/mini';

/** The info string of the fenced code block that carries a chart in a report's markdown (```chart). */
export const REPORT_CHART_INFO = 'chart';

/** Bounds a viewer can draw legibly; the server groups days into weeks or months to stay within them. */
export const REPORT_CHART_LIMITS = { points: 100, label: 80 } as const;

const text = z.string().check(z.minLength(1), z.maxLength(REPORT_CHART_LIMITS.label));

/**
 * A chart in a report: one series of counts by category, as a fenced ```chart block of one-line JSON in the markdown.
 * `id` names the chart's file in the downloaded zip; `orientation` is 'columns' for a time line (categories across),
 * 'bars' for named categories (one row each, names readable on a phone).
 */
export const reportChart = z.strictObject({
  type: z.literal('bar'),
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected a lower-case slug')),
  orientation: z.enum(['columns', 'bars']),
  title: text,
  /** The categories' axis, e.g. 'Day'. */
  x: text,
  /** The values' axis, e.g. 'Conversations started'. */
  y: text,
  data: z
    .array(z.strictObject({ label: text, value: z.int().check(z.nonnegative()) }))
    .check(z.minLength(1), z.maxLength(REPORT_CHART_LIMITS.points)),
});
export type ReportChart = z.infer<typeof reportChart>;

/** A chart block's JSON read against the schema; undefined when it is not JSON or not a chart. */
export function parseReportChart(json: string): ReportChart | undefined {
  try {
    const parsed = reportChart.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The languages reports are written in, and the periods a time line is counted by (days become weeks, then months). */
export type ReportChartLanguage = 'en' | 'ko';
export type ReportChartPeriod = 'day' | 'week' | 'month';

/*
 * The report's two charts, built by the report job and drawn from the same definition by the stories and tests: their
 * titles and axes in English and Korean.
 */
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

/** Conversations started per period, as columns labelled in the report's language. */
export function responsesOverTimeChart(
  figures: { period: ReportChartPeriod; counts: readonly { start: string; count: number }[] },
  language: ReportChartLanguage,
): ReportChart {
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
export function responsesPerCountryChart(rows: readonly { name: string; responses: number }[], language: ReportChartLanguage): ReportChart {
  const t = chartText[language];
  const data = rows.map((row) => ({ label: row.name, value: row.responses }));
  return { type: 'bar', id: 'responses-per-country', orientation: 'bars', title: t.perCountry, x: t.countryAxis, y: t.valueAxis, data };
}

/** A chart as the report's markdown carries it: one line of JSON cannot hold a line that closes the fence. */
export function reportChartBlock(chart: ReportChart): string {
  return ['```' + REPORT_CHART_INFO, JSON.stringify(chart), '```'].join('\n');
}
