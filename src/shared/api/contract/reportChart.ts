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
