/**
 * A report's charts as files for the downloaded zip: each ```chart block of the markdown becomes an SVG drawn from the
 * SPA's geometry (so it is the picture Report detail shows), and the zipped markdown shows it as an image, for markdown
 * viewers draw images but not chart blocks.
 */
import { parseReportChart, REPORT_CHART_INFO, type ReportChart } from '../../contract.ts';
import { barChartGeometry, CHART_FONT_SIZE } from '../../../src/shared/lib/chart/barChart.ts';
import { fonts, lightColors } from '../../../src/shared/ui/theme/tokens.ts';

/** The width a file is drawn at: a page's column in a markdown viewer. */
const SVG_WIDTH = 640;
const PADDING = 16;
const TITLE_HEIGHT = 32;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const TEXT_STYLE = {
  'axis-title': `fill="${lightColors.textMuted}" font-weight="600"`,
  tick: `fill="${lightColors.textMuted}"`,
  category: `fill="${lightColors.text}"`,
  value: `fill="${lightColors.text}"`,
} as const;

const round = (value: number) => Math.round(value * 100) / 100;

/** A standalone SVG of the chart, named by its title and described by its figures for screen readers. */
export function chartSvg(chart: ReportChart): string {
  const geometry = barChartGeometry({ orientation: chart.orientation, data: chart.data, x: chart.x, y: chart.y, width: SVG_WIDTH - 2 * PADDING });
  const width = geometry.width + 2 * PADDING;
  const height = geometry.height + TITLE_HEIGHT + 2 * PADDING;
  const line = ({ x1, y1, x2, y2 }: typeof geometry.axis, colour: string) =>
    `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${colour}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title" aria-describedby="desc">`,
    `<title id="title">${escapeXml(chart.title)}</title>`,
    `<desc id="desc">${escapeXml(`${chart.x}, ${chart.y}: ${chart.data.map((datum) => `${datum.label} ${datum.value}`).join('; ')}`)}</desc>`,
    `<rect width="${width}" height="${height}" fill="${lightColors.surface}"/>`,
    `<g font-family="${escapeXml(fonts.body)}" font-size="${CHART_FONT_SIZE}">`,
    `<text x="${PADDING}" y="${PADDING + 16}" font-size="16" font-weight="600" fill="${lightColors.text}">${escapeXml(chart.title)}</text>`,
    `<g transform="translate(${PADDING} ${PADDING + TITLE_HEIGHT})">`,
    ...geometry.gridLines.map((grid) => line(grid, lightColors.border)),
    ...geometry.bars.map(
      (bar) => `<rect x="${round(bar.x)}" y="${round(bar.y)}" width="${round(bar.width)}" height="${round(bar.height)}" fill="${lightColors.accent}"/>`,
    ),
    line(geometry.axis, lightColors.borderStrong),
    ...geometry.texts.map(
      (text) => `<text x="${round(text.x)}" y="${round(text.y)}" text-anchor="${text.anchor}" ${TEXT_STYLE[text.role]}>${escapeXml(text.text)}</text>`,
    ),
    '</g>',
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/** A chart block as the generator writes it (charts.ts): the fence, one line of JSON, the closing fence. */
const CHART_BLOCK = new RegExp(`^\`\`\`${REPORT_CHART_INFO}\\n(.*)\\n\`\`\`$`, 'gm');

export interface ChartFile {
  path: string;
  svg: string;
}

/**
 * The markdown with each chart block the contract reads replaced by an image of its SVG file at `pathOf(chart)`, and
 * those files; a block it does not read stays as it is.
 */
export function markdownWithChartFiles(markdown: string, pathOf: (chart: ReportChart) => string): { markdown: string; files: ChartFile[] } {
  const files: ChartFile[] = [];
  const replaced = markdown.replace(CHART_BLOCK, (block, json: string) => {
    const chart = parseReportChart(json);
    if (!chart) return block;
    const path = pathOf(chart);
    files.push({ path, svg: chartSvg(chart) });
    return `![${chart.title.replace(/[\\[\]]/g, '\\$&')}](${path})`;
  });
  return { markdown: replaced, files };
}
