import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import type { ReportChart } from '../../contract.ts';
import { chartSvg, markdownWithChartFiles } from './chartFiles.ts';
import { reportMarkdown, type ReportSubmission } from './generate/markdown.ts';
import { reportDownloadFile } from './service.ts';

function submission(index: number, countryName: string, countryCode: string, startedAt: string): ReportSubmission {
  return { id: `s${index}`, countryName, countryCode, languageCode: 'es-MX', channel: '1', finished: true, startedAt: new Date(startedAt), answers: ['Muy bien'] };
}

const markdown = reportMarkdown({
  survey: {
    title: { en: 'In-store experience', ko: '매장 경험' },
    timeZone: 'America/Mexico_City',
    start: new Date('2026-03-01T06:00:00Z'),
    end: new Date('2026-03-04T05:59:00Z'),
    questions: [{ text: { en: 'How was it?', ko: '어떠셨나요?' }, type: 'text', options: [] }],
  },
  scope: { type: 'GLOBAL', identifier: 'Global' },
  generatedAt: new Date('2026-03-10T12:00:00Z'),
  minResponses: 1,
  submissions: [
    submission(1, 'Mexico', 'MX', '2026-03-01T18:00:00Z'),
    submission(2, 'Mexico', 'MX', '2026-03-03T18:00:00Z'),
    submission(3, 'Guatemala', 'GT', '2026-03-03T19:00:00Z'),
  ],
});

const report = { outcome: 'ready' as const, id: 'r1', generatedAt: new Date('2026-03-10T12:00:00Z'), markdown };

const hostileChart: ReportChart = {
  type: 'bar',
  id: 'responses-per-country',
  orientation: 'bars',
  title: 'Responses <per> "country"',
  x: 'Country & area',
  y: "Conversations 'started'",
  data: [{ label: '<script>alert(1)</script>', value: 2 }],
};

describe('the zip of a report', () => {
  const files = unzipSync(reportDownloadFile(report, 'all').body);
  const text = (path: string) => strFromU8(files[path] ?? new Uint8Array());

  it('holds both languages and each chart of each as an SVG file', () => {
    expect(Object.keys(files).sort()).toEqual([
      'charts/report_r1_responses-over-time_en.svg',
      'charts/report_r1_responses-over-time_ko.svg',
      'charts/report_r1_responses-per-country_en.svg',
      'charts/report_r1_responses-per-country_ko.svg',
      'report_r1_en.md',
      'report_r1_ko.md',
    ]);
  });

  it('shows the charts in the zipped markdown as images of those files instead of chart blocks', () => {
    const english = text('report_r1_en.md');
    expect(english).not.toContain('```chart');
    expect(english).toContain('![Responses per day](charts/report_r1_responses-over-time_en.svg)');
    expect(english).toContain('![Responses per country](charts/report_r1_responses-per-country_en.svg)');
    expect(text('report_r1_ko.md')).toContain('![일별 응답 수](charts/report_r1_responses-over-time_ko.svg)');
    // Everything else as generated.
    expect(english.replace(/!\[[^\]]*\]\([^)]*\)/g, '')).toBe(markdown.en.replace(/```chart\n.*\n```/g, ''));
  });

  it('draws the counts: one column per day in the survey time zone, one bar per country', () => {
    const perDay = text('charts/report_r1_responses-over-time_en.svg');
    expect(perDay.match(/<rect x=/g)).toHaveLength(3);
    expect(perDay).toContain('<desc id="desc">Day, Conversations started: Mar 1 1; Mar 2 0; Mar 3 2</desc>');
    const perCountry = text('charts/report_r1_responses-per-country_ko.svg');
    expect(perCountry).toContain('<title id="title">국가별 응답 수</title>');
    expect(perCountry).toMatch(/>멕시코<\/text>/);
    expect(perCountry).toMatch(/>과테말라<\/text>/);
  });

  it('keeps serving one language as the generated markdown, chart blocks and all', () => {
    const english = reportDownloadFile(report, 'en');
    expect(english.contentType).toBe('text/markdown; charset=utf-8');
    expect(strFromU8(english.body)).toBe(markdown.en);
  });
});

describe('chartSvg', () => {
  it('escapes every text it writes', () => {
    const svg = chartSvg(hostileChart);
    expect(svg).not.toMatch(/<script|<per>|"country"|& area/);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('Responses &lt;per&gt; &quot;country&quot;');
    expect(svg).toContain('Country &amp; area');
    expect(svg).toContain('Conversations &apos;started&apos;');
    // Only the elements it draws.
    expect(new Set(svg.match(/<[a-z]+/g))).toEqual(new Set(['<svg', '<title', '<desc', '<rect', '<g', '<text', '<line']));
  });
});

describe('markdownWithChartFiles', () => {
  it('leaves a block the contract does not read as it is, and escapes brackets in an image text', () => {
    const source = ['```chart', '{"type":"pie"}', '```', '', '```chart', JSON.stringify({ ...hostileChart, title: 'A [b] c' }), '```'].join('\n');
    const result = markdownWithChartFiles(source, (chart) => `charts/${chart.id}.svg`);
    expect(result.markdown).toBe(['```chart', '{"type":"pie"}', '```', '', '![A \\[b\\] c](charts/responses-per-country.svg)'].join('\n'));
    expect(result.files.map((file) => file.path)).toEqual(['charts/responses-per-country.svg']);
  });
});
