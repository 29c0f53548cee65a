import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';

import type { Sentiment } from './conversationLines.ts';
import {
  channelName,
  escapeMarkdown,
  languageName,
  percent,
  reportMarkdown,
  type ReportMarkdownInput,
  type ReportSubmission,
} from './reportMarkdown.ts';

const survey: ReportMarkdownInput['survey'] = {
  title: { en: 'In-store experience', ko: '매장 방문 경험' },
  timeZone: 'America/Mexico_City',
  start: new Date('2026-06-01T15:00:00.000Z'),
  end: new Date('2026-06-20T03:00:00.000Z'),
  questions: [
    { questionId: 'q1', text: { en: 'Could you find everything?', ko: '찾으시던 상품을 쉽게 찾으셨나요?' } },
    { questionId: 'q2', text: { en: 'How long did you wait?', ko: '얼마나 기다리셨나요?' } },
    { questionId: 'q3', text: { en: 'Anything else?', ko: '더 하실 말씀이 있나요?' } },
  ],
};

/** A respondent of `country` who answered q1 and q2 with these sentiments (q3 never: nobody got that far). */
function respondent(
  country: { countryName: string; countryCode: string; languageCode: string },
  channel: string,
  sentiments: readonly [Sentiment, Sentiment],
  finished = true,
): ReportSubmission {
  return {
    ...country,
    channel,
    finished,
    answers: sentiments.map((sentiment, index) => ({
      questionId: `q${index + 1}`,
      content: `${country.countryName} ${sentiment} answer ${index + 1} | with *stars*`,
      sentiment,
    })),
  };
}

const mexico = { countryName: 'Mexico', countryCode: 'MX', languageCode: 'es-MX' };
const guatemala = { countryName: 'Guatemala', countryCode: 'GT', languageCode: 'es' };

// Mexico: 6 respondents, all happy with q1, half unhappy about waiting; Guatemala: 5, all unhappy about waiting.
const submissions: ReportSubmission[] = [
  ...Array.from({ length: 4 }, (_, index) => respondent(mexico, '1', ['positive', index % 2 === 0 ? 'negative' : 'neutral'])),
  respondent(mexico, '2', ['positive', 'negative'], false),
  respondent(mexico, '2', ['positive', 'positive']),
  ...Array.from({ length: 5 }, (_, index) => respondent(guatemala, '1', ['positive', 'negative'], index !== 0)),
];

const input: ReportMarkdownInput = {
  survey,
  scope: { type: 'LOCAL', name: { en: 'Central America', ko: '중미' } },
  kind: 'final',
  cutoff: survey.end,
  submissions,
};

describe('reportMarkdown', () => {
  const { en, ko } = reportMarkdown(input);

  it('titles the report by survey and scope and says which period it covers', () => {
    expect(en.startsWith('# In-store experience — Central America\n')).toBe(true);
    expect(en).toContain('*Local report · Final report on the whole survey, Jun 1, 2026 to Jun 19, 2026.*');
    expect(ko.startsWith('# 매장 방문 경험 — 중미\n')).toBe(true);
    expect(ko).toContain('2026년 6월 1일부터 2026년 6월 19일까지 진행된 설문 전체에 대한 최종 보고서입니다.');
  });

  it('tables responses by country, language and channel, sorted, with completion rates and a total', () => {
    expect(en).toContain(
      [
        '| Country | Language | Channel | Responses | Finished | Completion rate |',
        '| --- | --- | --- | ---: | ---: | ---: |',
        '| Guatemala | Spanish | Channel 1 | 5 | 4 | 80.0% |',
        '| Mexico | Spanish (Mexico) | Channel 1 | 4 | 4 | 100.0% |',
        '| Mexico | Spanish (Mexico) | Channel 2 | 2 | 1 | 50.0% |',
        '| **Total** | | | **11** | **9** | **81.8%** |',
      ].join('\n'),
    );
    expect(en).toContain('Completion rate: **81.8%** (9 of 11 respondents answered every question).');
    expect(ko).toContain('| 과테말라 | 스페인어 | 채널 1 | 5 | 4 | 80.0% |');
    expect(ko).toContain('| 멕시코 | 스페인어(멕시코) | 채널 2 | 2 | 1 | 50.0% |');
    expect(ko).toContain('| **합계** | | | **11** | **9** | **81.8%** |');
  });

  it('summarises the split of answers and names the best and the worst question', () => {
    // q1: 11 positive; q2: 1 positive, 2 neutral, 8 negative.
    expect(en).toContain('Of their 22 answers, 54.5% were positive, 9.1% neutral and 36.4% negative.');
    expect(en).toContain(
      'Respondents were happiest with "Could you find everything?" (100.0% positive) and least happy with "How long did you wait?" (72.7% negative).',
    );
    expect(ko).toContain('전체 답변 22건 가운데 긍정 54.5%, 중립 9.1%, 부정 36.4%였습니다.');
  });

  it('counts each question’s answers and draws a finding from them, calling out the most negative country', () => {
    expect(en).toContain('### 1. Could you find everything?\n\n11 answers: 11 positive (100.0%), 0 neutral (0.0%), 0 negative (0.0%).');
    expect(en).toContain('**Finding:** a clear strength: 100.0% of answers are positive and only 0.0% negative.');
    expect(en).toContain('### 2. How long did you wait?\n\n11 answers: 1 positive (9.1%), 2 neutral (18.2%), 8 negative (72.7%).');
    expect(en).toContain(
      '**Finding:** a pain point: 72.7% of answers are negative; this is where to act first. Negative answers were most frequent in Guatemala (100.0% of its answers).',
    );
    expect(en).toContain('### 3. Anything else?\n\nNo answers to this question yet.');
    expect(ko).toContain('**주요 발견:** 개선이 시급한 부분입니다.');
    expect(ko).toContain('부정적인 답변은 과테말라에서 가장 많았습니다(해당 국가 답변의 100.0%).');
  });

  it('quotes answers in their own words, escaped so they cannot break the markdown', () => {
    expect(en).toMatch(
      /> "(Mexico|Guatemala) positive answer 1 \\\| with \\\*stars\\\*" — (Mexico · Spanish \(Mexico\)|Guatemala · Spanish) · Channel \d\n/,
    );
    expect(en).not.toMatch(/answer \d \| with/);
    expect(ko).toMatch(/> ".+" — (멕시코|과테말라) · 스페인어/);
  });

  it('writes the Korean report in Korean', () => {
    for (const heading of ['## 요약', '## 응답 현황', '## 문항별 결과', '### 1. 찾으시던 상품을 쉽게 찾으셨나요?']) expect(ko).toContain(heading);
    for (const english of ['Summary', 'Responses', 'Finding', 'answers']) expect(ko).not.toContain(english);
  });

  it('says an interim report covers the responses received by its cut-off', () => {
    const interim = reportMarkdown({ ...input, kind: 'interim', cutoff: new Date('2026-06-10T11:00:00.000Z') });
    expect(interim.en).toContain(
      'Interim report on the responses received by Jun 10, 2026 05:00 (America/Mexico_City); the survey runs until Jun 19, 2026.',
    );
    expect(interim.en).toContain('Between Jun 1, 2026 and Jun 10, 2026,');
    expect(interim.ko).toContain('2026년 6월 10일 05:00 (America/Mexico_City)까지 접수된 응답을 바탕으로 한 중간 보고서입니다.');
  });
});

describe('report labels', () => {
  it('names languages in the reader’s language and leaves an unknown code as it is', () => {
    expect(languageName('pt-BR', 'en')).toBe('Portuguese (Brazil)');
    expect(languageName('pt-BR', 'ko')).toBe('포르투갈어(브라질)');
    expect(languageName('not a code', 'en')).toBe('not a code');
  });

  it('labels channels as the screens do and shows shares with one decimal', () => {
    expect(channelName('3', 'en')).toBe('Channel 3');
    expect(channelName('3', 'ko')).toBe('채널 3');
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(0, 0)).toBe('0.0%');
  });
});

/** Markdown as a GFM viewer reads it (remark-gfm's own parts: tables, autolink literals, strikethrough...). */
function parseGfm(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The types of every node under `node`. */
function nodeTypes(node: Nodes): string[] {
  return [node.type, ...('children' in node ? node.children.flatMap(nodeTypes) : [])];
}

/** The text a reader sees, without the invisible word joiners. */
function visibleText(node: Nodes): string {
  if ('value' in node) return node.value.replaceAll('\u2060', '');
  return 'children' in node ? node.children.map(visibleText).join('') : '';
}

const HOSTILE_ANSWERS = [
  'Visit www.evil.example for prizes',
  'See http://evil.example/x and HTTPS://evil.example',
  'Write to someone@example.com or mailto:someone@example.com',
  '<script>alert(1)</script> <img src=x onerror=alert(2)>',
  '[click](javascript:alert(1)) ![pixel](https://tracker.example/p.gif)',
  '**bold** _em_ ~~struck~~ `code` # not a heading',
  '- not a list',
  '+ not a list either',
  '> not a quote',
  '1. not an ordered list',
  '2) nor this',
  '= not an underline',
  '| not | a | table |',
  'an &amp; entity and &#x3C;b&#x3E;',
  'two\nlines\n\n- and a list',
] as const;

describe('escapeMarkdown', () => {
  it.each(HOSTILE_ANSWERS)('keeps %j plain text in a GFM viewer', (answer) => {
    const escaped = escapeMarkdown(answer);
    expect(escaped).not.toContain('\n');
    const tree = parseGfm(escaped);
    expect(nodeTypes(tree)).toEqual(['root', 'paragraph', 'text']);
    expect(visibleText(tree)).toBe(answer.replace(/\s+/g, ' '));
  });

  it('keeps a quoted answer inside its blockquote, unlinked, in a generated report', () => {
    const hostile: ReportSubmission = {
      ...mexico,
      channel: '1',
      finished: true,
      answers: [{ questionId: 'q1', content: 'Great! www.evil.example, someone@example.com\n- <b>x</b>', sentiment: 'positive' }],
    };
    const { en } = reportMarkdown({ ...input, submissions: [hostile] });
    const tree = parseGfm(en);
    expect(nodeTypes(tree)).not.toContain('link');
    expect(nodeTypes(tree)).not.toContain('html');
    const quote = tree.children.find((node) => node.type === 'blockquote');
    expect(quote && visibleText(quote)).toBe('"Great! www.evil.example, someone@example.com - <b>x</b>" — Mexico · Spanish (Mexico) · Channel 1');
  });
});
