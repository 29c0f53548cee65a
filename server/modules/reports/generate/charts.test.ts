import { describe, expect, it } from 'vitest';

import { parseReportChart, type ReportChart, responsesOverTimeChart } from '../../../contract.ts';
import { responsesOverTime } from './charts.ts';
import { reportMarkdown, type ReportInput, type ReportSubmission } from './markdown.ts';

const MEXICO_CITY = 'America/Mexico_City';

describe('responsesOverTime', () => {
  const period = {
    start: new Date('2026-03-01T15:00:00Z'),
    end: new Date('2026-03-05T23:00:00Z'),
    until: new Date('2026-04-01T00:00:00Z'),
    timeZone: MEXICO_CITY,
  };

  it('counts each day of the period in the survey time zone, days without responses included', () => {
    const figures = responsesOverTime(
      // 05:30 UTC on the 3rd is still the 2nd in Mexico City (UTC-6).
      [new Date('2026-03-01T18:00:00Z'), new Date('2026-03-03T05:30:00Z'), new Date('2026-03-03T18:00:00Z'), new Date('2026-03-05T20:00:00Z')],
      period,
    );
    expect(figures).toEqual({
      period: 'day',
      counts: [
        { start: '2026-03-01', count: 1 },
        { start: '2026-03-02', count: 1 },
        { start: '2026-03-03', count: 1 },
        { start: '2026-03-04', count: 0 },
        { start: '2026-03-05', count: 1 },
      ],
    });
  });

  it('ends at the writing when written before the survey ends, and widens for a response outside the period', () => {
    const early = responsesOverTime([new Date('2026-03-01T18:00:00Z')], { ...period, until: new Date('2026-03-02T18:00:00Z') });
    expect(early.counts.map((entry) => entry.start)).toEqual(['2026-03-01', '2026-03-02']);
    const outside = responsesOverTime([new Date('2026-02-27T18:00:00Z')], period);
    expect(outside.counts[0]).toEqual({ start: '2026-02-27', count: 1 });
    expect(outside.counts).toHaveLength(7);
  });

  it('groups by week beyond 60 days and by month beyond 60 weeks, every response counted once', () => {
    const started = [new Date('2026-01-01T18:00:00Z'), new Date('2026-01-08T18:00:00Z'), new Date('2026-03-20T18:00:00Z')];
    const weeks = responsesOverTime(started, { ...period, start: new Date('2026-01-01T18:00:00Z'), end: new Date('2026-03-31T18:00:00Z') });
    expect(weeks.period).toBe('week');
    expect(weeks.counts.slice(0, 3)).toEqual([
      { start: '2026-01-01', count: 1 },
      { start: '2026-01-08', count: 1 },
      { start: '2026-01-15', count: 0 },
    ]);
    expect(weeks.counts).toHaveLength(13);
    const months = responsesOverTime(started, { ...period, start: new Date('2026-01-01T18:00:00Z'), end: new Date('2027-12-31T18:00:00Z'), until: new Date('2028-01-01T00:00:00Z') });
    expect(months.period).toBe('month');
    expect(months.counts).toHaveLength(24);
    expect(months.counts[0]).toEqual({ start: '2026-01-01', count: 2 });
    expect(months.counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
  });

  it('labels the columns in the report language', () => {
    const figures = { period: 'day' as const, counts: [{ start: '2026-03-01', count: 2 }] };
    expect(responsesOverTimeChart(figures, 'en')).toMatchObject({ title: 'Responses per day', x: 'Day', data: [{ label: 'Mar 1', value: 2 }] });
    expect(responsesOverTimeChart(figures, 'ko')).toMatchObject({ title: '일별 응답 수', x: '날짜', data: [{ label: '3월 1일', value: 2 }] });
  });
});

function submission(index: number, countryName: string, countryCode: string, startedAt: string): ReportSubmission {
  return {
    id: `s${index}`,
    countryName,
    countryCode,
    languageCode: countryCode === 'BR' ? 'pt-BR' : 'es-MX',
    channel: '1',
    finished: index % 2 === 0,
    startedAt: new Date(startedAt),
    // A country name or an answer never reaches a chart, but an answer with fence and JSON syntax must not close one.
    answers: ['```\n{"type":"bar"}\n``` <img src=x>'],
  };
}

const input: ReportInput = {
  survey: {
    title: { en: 'In-store experience', ko: '매장 경험' },
    timeZone: MEXICO_CITY,
    start: new Date('2026-03-01T06:00:00Z'),
    end: new Date('2026-03-03T05:59:00Z'),
    questions: [{ text: { en: 'How was it?', ko: '어떠셨나요?' }, type: 'text', options: [] }],
  },
  scope: { type: 'GLOBAL', identifier: 'Global' },
  generatedAt: new Date('2026-03-10T12:00:00Z'),
  minResponses: 1,
  submissions: [
    submission(1, 'Mexico', 'MX', '2026-03-01T18:00:00Z'),
    submission(2, 'Mexico', 'MX', '2026-03-01T19:00:00Z'),
    submission(3, 'Brazil', 'BR', '2026-03-02T18:00:00Z'),
  ],
};

/** The charts of a report's markdown, each block's JSON read by the contract's schema. */
function chartsOf(markdown: string): (ReportChart | undefined)[] {
  return [...markdown.matchAll(/^```chart\n(.*)\n```$/gm)].map((match) => parseReportChart(match[1] ?? ''));
}

describe('reportMarkdown charts', () => {
  const { en, ko } = reportMarkdown(input);

  it('carries the responses per day and per country as chart blocks with the counts', () => {
    expect(chartsOf(en)).toEqual([
      {
        type: 'bar',
        id: 'responses-over-time',
        orientation: 'columns',
        title: 'Responses per day',
        x: 'Day',
        y: 'Conversations started',
        data: [
          { label: 'Mar 1', value: 2 },
          { label: 'Mar 2', value: 1 },
        ],
      },
      {
        type: 'bar',
        id: 'responses-per-country',
        orientation: 'bars',
        title: 'Responses per country',
        x: 'Country',
        y: 'Conversations started',
        data: [
          { label: 'Mexico', value: 2 },
          { label: 'Brazil', value: 1 },
        ],
      },
    ]);
  });

  it('writes the same charts in Korean', () => {
    const charts = chartsOf(ko);
    expect(charts.map((chart) => chart?.title)).toEqual(['일별 응답 수', '국가별 응답 수']);
    expect(charts[1]?.data).toEqual([
      { label: '멕시코', value: 2 },
      { label: '브라질', value: 1 },
    ]);
  });

  it('draws no country chart for a single country, and respondent text never opens or closes a chart block', () => {
    const mexico = reportMarkdown({ ...input, scope: { type: 'COUNTRY', identifier: 'Mexico' }, submissions: input.submissions.slice(0, 2) });
    expect(chartsOf(mexico.en).map((chart) => chart?.id)).toEqual(['responses-over-time']);
    expect(en.match(/^```/gm)).toHaveLength(4);
  });
});
