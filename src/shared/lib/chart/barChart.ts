/**
 * The geometry of a bar chart: rectangles, lines and texts in pixels for a given width, with no React and no CSS, so the
 * SPA's chart and the server's SVG files draw the same picture. 'columns' stand along a time line (labels thinned to fit),
 * 'bars' lie in rows, one per named category with its count at the end.
 */

export interface ChartDatum {
  label: string;
  value: number;
}

export type BarOrientation = 'columns' | 'bars';

export interface ChartText {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  anchor: 'start' | 'middle' | 'end';
  role: 'axis-title' | 'tick' | 'category' | 'value';
}

export interface ChartLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  datum: ChartDatum;
}

export interface BarChartGeometry {
  width: number;
  height: number;
  bars: ChartBar[];
  /** Gridlines at the value ticks (columns only: bars carry their counts). */
  gridLines: ChartLine[];
  /** The baseline the bars grow from. */
  axis: ChartLine;
  texts: ChartText[];
}

export interface BarChartInput {
  orientation: BarOrientation;
  data: readonly ChartDatum[];
  /** The categories' axis title. */
  x: string;
  /** The values' axis title. */
  y: string;
  /** The width to fill, in px; the height follows from the data. */
  width: number;
}

/** Text size in px, shared by the renderers so the estimates below hold. */
export const CHART_FONT_SIZE = 12;
const LINE = 20;
const GAP = 8;
const COLUMNS_PLOT_HEIGHT = 180;
const ROW_HEIGHT = 28;
const BAR_THICKNESS = 18;
const MIN_WIDTH = 240;
/** The share of the width the row labels of 'bars' may take before they are shortened. */
const MAX_LABEL_SHARE = 0.4;

/**
 * The width of a text in px, estimated without a browser (the server has none): Latin glyphs about 0.6 em, Hangul and
 * other wide scripts 1 em. Generous, so labels laid out from it do not collide.
 */
export function estimateTextWidth(text: string, fontSize = CHART_FONT_SIZE): number {
  let ems = 0;
  for (const character of text) ems += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(character) ? 1 : 0.6;
  return ems * fontSize;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` cut with an ellipsis to fit `width`, between whole characters as a reader sees them. */
export function fitText(text: string, width: number, fontSize = CHART_FONT_SIZE): string {
  if (estimateTextWidth(text, fontSize) <= width) return text;
  const characters = Array.from(graphemes.segment(text), (part) => part.segment);
  while (characters.length > 1 && estimateTextWidth(`${characters.join('')}…`, fontSize) > width) characters.pop();
  return `${characters.join('')}…`;
}

/**
 * Round ticks from 0 covering `max`: a step of 1, 2 or 5 times a power of ten, whole numbers only (counts), at most
 * about `count` of them. The last tick is the scale's top.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

export function barChartGeometry(input: BarChartInput): BarChartGeometry {
  const width = Math.max(MIN_WIDTH, Math.round(input.width));
  return input.orientation === 'columns' ? columns(input, width) : bars(input, width);
}

function columns({ data, x, y }: BarChartInput, width: number): BarChartGeometry {
  const ticks = niceTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => estimateTextWidth(String(tick)))) + GAP;
  const plot = { left, top: LINE + GAP, width: width - left - GAP, height: COLUMNS_PLOT_HEIGHT };
  const bottom = plot.top + plot.height;
  const band = plot.width / data.length;
  const barWidth = Math.max(1, band * 0.8);
  const valueY = (value: number) => bottom - (value / top) * plot.height;

  // Every step-th label, so the widest fits its share of the axis.
  const widest = Math.max(...data.map((datum) => estimateTextWidth(datum.label)));
  const step = Math.max(1, Math.ceil((widest + GAP) / band));
  const texts: ChartText[] = [
    { text: y, x: 0, y: CHART_FONT_SIZE, anchor: 'start', role: 'axis-title' },
    ...ticks.map((tick): ChartText => ({ text: String(tick), x: left - GAP / 2, y: valueY(tick) + CHART_FONT_SIZE / 3, anchor: 'end', role: 'tick' })),
    ...data.flatMap((datum, index): ChartText[] =>
      index % step === 0
        ? [{ text: datum.label, x: plot.left + band * (index + 0.5), y: bottom + LINE - GAP / 2, anchor: 'middle', role: 'category' }]
        : [],
    ),
    { text: x, x: plot.left + plot.width / 2, y: bottom + 2 * LINE, anchor: 'middle', role: 'axis-title' },
  ];
  return {
    width,
    height: bottom + 2 * LINE + GAP,
    bars: data.map((datum, index) => ({
      x: plot.left + band * index + (band - barWidth) / 2,
      y: valueY(datum.value),
      width: barWidth,
      height: bottom - valueY(datum.value),
      datum,
    })),
    gridLines: ticks.slice(1).map((tick) => ({ x1: plot.left, y1: valueY(tick), x2: plot.left + plot.width, y2: valueY(tick) })),
    axis: { x1: plot.left, y1: bottom, x2: plot.left + plot.width, y2: bottom },
    texts,
  };
}

function bars({ data, x, y }: BarChartInput, width: number): BarChartGeometry {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const labelWidth = Math.min(Math.max(...data.map((datum) => estimateTextWidth(datum.label))), width * MAX_LABEL_SHARE);
  const valueWidth = estimateTextWidth(String(max)) + GAP;
  const plot = { left: labelWidth + GAP, top: LINE + GAP, width: width - labelWidth - GAP - valueWidth };
  const bottom = plot.top + data.length * ROW_HEIGHT;
  const length = (value: number) => (value / max) * plot.width;
  const rowMiddle = (index: number) => plot.top + ROW_HEIGHT * (index + 0.5);
  const baseline = (index: number) => rowMiddle(index) + CHART_FONT_SIZE / 3;
  return {
    width,
    height: bottom + LINE + GAP,
    bars: data.map((datum, index) => ({
      x: plot.left,
      y: rowMiddle(index) - BAR_THICKNESS / 2,
      width: length(datum.value),
      height: BAR_THICKNESS,
      datum,
    })),
    gridLines: [],
    axis: { x1: plot.left, y1: plot.top, x2: plot.left, y2: bottom },
    texts: [
      { text: x, x: 0, y: CHART_FONT_SIZE, anchor: 'start', role: 'axis-title' },
      ...data.flatMap((datum, index): ChartText[] => [
        { text: fitText(datum.label, labelWidth), x: labelWidth, y: baseline(index), anchor: 'end', role: 'category' },
        { text: String(datum.value), x: plot.left + length(datum.value) + GAP / 2, y: baseline(index), anchor: 'start', role: 'value' },
      ]),
      { text: y, x: plot.left, y: bottom + LINE, anchor: 'start', role: 'axis-title' },
    ],
  };
}
