/**
 * The markdown of a scored question (rating or NPS) and of a multiple-choice question, in English and Korean: every
 * score, interval and mark is written by the shared core (formatCsat, formatNps, formatInterval, TOO_FEW_TO_COMPARE).
 */
import {
  formatCsat,
  formatInterval,
  formatNps,
  type ReportChart,
  reportChartBlock,
  type ReportScopeType,
  SCORE_RULES,
  TOO_FEW_TO_COMPARE,
} from '../../../contract.ts';
import type { ChoiceQuestionFigures, Estimate, ScoredQuestionFigures, ScoreKind } from './scores.ts';
import { weekName } from './weeks.ts';

type Language = 'en' | 'ko';

/** How the report names what its tables list, in its language, made inert by the caller's rules. */
export interface SectionLabels {
  language: Language;
  scopeType: ReportScopeType;
  /** The scope's own name in the report's language. */
  scopeName: string;
  area: (name: string) => string;
  country: (name: string, code: string | undefined) => string;
  channel: (channel: string) => string;
  /** Staff- or respondent-written text made inert for markdown. */
  inert: (text: string) => string;
}

export function percent(part: number, whole: number): string {
  return `${whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)}%`;
}

/** The mark in Korean: the same rule as TOO_FEW_TO_COMPARE. */
export const TOO_FEW_TO_COMPARE_KO = '비교하기에는 응답이 너무 적음';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const SCORE_NAMES: Readonly<Record<ScoreKind, string>> = { rating: 'CSAT', nps: 'NPS' };

const text = {
  en: {
    noScore: 'Nobody has answered this question yet, so it has no score.',
    csat: (score: string, satisfied: number, count: number, interval: string) =>
      `CSAT: **${score}**: ${satisfied} of ${count} ${count === 1 ? 'answer was' : 'answers were'} ${SCORE_RULES.csatSatisfiedMin} or 5 (95% interval ${interval}).`,
    nps: (score: string, promoters: number, passives: number, detractors: number, count: number, interval: string) =>
      `NPS: **${score}**: ${counted(promoters, 'promoter')}, ${counted(passives, 'passive')} and ${counted(detractors, 'detractor')} of ${counted(count, 'answer')} (95% interval ${interval}).`,
    tooFew: TOO_FEW_TO_COMPARE,
    tooFewLine: `*${TOO_FEW_TO_COMPARE}* (fewer than ${SCORE_RULES.minSampleToCompare} answers).`,
    chartTitle: (question: number) => `Answers to question ${question}`,
    chartAxis: { rating: 'Rating', nps: 'Score' },
    answersAxis: 'Answers',
    comparisons: {
      GLOBAL: 'Beside the regions',
      REGIONAL: 'Beside the countries of the region',
      LOCAL: 'Beside the countries of the local unit',
      COUNTRY: 'Beside the other countries of the region',
    },
    channels: 'Channels',
    weeks: 'Week by week',
    columns: (first: string, score: string) => [first, score, '95% interval', 'Answers', 'Note'],
    firstColumn: { comparisons: 'Name', channels: 'Channel', weeks: 'Week' },
    thisReport: (name: string) => `${name} (this report)`,
    choiceAnswers: (count: number) => (count === 1 ? '1 answer.' : `${count} answers.`),
    noChoice: 'Nobody has chosen an option yet.',
    choiceChartTitle: (question: number) => `Options chosen, question ${question}`,
    choiceAxis: 'Option',
    choiceColumns: ['Option', 'Answers', 'Share'],
  },
  ko: {
    noScore: '아직 이 문항에 답한 응답자가 없어 점수가 없습니다.',
    csat: (score: string, satisfied: number, count: number, interval: string) =>
      `CSAT: **${score}**: 답변 ${count}건 중 ${SCORE_RULES.csatSatisfiedMin}점 또는 5점 ${satisfied}건(95% 신뢰구간 ${interval}).`,
    nps: (score: string, promoters: number, passives: number, detractors: number, count: number, interval: string) =>
      `NPS: **${score}**: 답변 ${count}건 중 추천 ${promoters}건, 중립 ${passives}건, 비추천 ${detractors}건(95% 신뢰구간 ${interval}).`,
    tooFew: TOO_FEW_TO_COMPARE_KO,
    tooFewLine: `*${TOO_FEW_TO_COMPARE_KO}*(답변 ${SCORE_RULES.minSampleToCompare}건 미만).`,
    chartTitle: (question: number) => `${question}번 문항 답변 분포`,
    chartAxis: { rating: '평점', nps: '점수' },
    answersAxis: '답변 수',
    comparisons: {
      GLOBAL: '지역별 비교',
      REGIONAL: '지역 내 국가별 비교',
      LOCAL: '로컬 내 국가별 비교',
      COUNTRY: '같은 지역의 다른 국가와 비교',
    },
    channels: '채널별',
    weeks: '주별 추이',
    columns: (first: string, score: string) => [first, score, '95% 신뢰구간', '답변', '비고'],
    firstColumn: { comparisons: '이름', channels: '채널', weeks: '주' },
    thisReport: (name: string) => `${name}(이 보고서)`,
    choiceAnswers: (count: number) => `답변 ${count}건.`,
    noChoice: '아직 선택된 보기가 없습니다.',
    choiceChartTitle: (question: number) => `${question}번 문항 보기별 선택 수`,
    choiceAxis: '보기',
    choiceColumns: ['보기', '답변', '비율'],
  },
} as const;

/** One row of a markdown table. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function formatScore(kind: ScoreKind, score: number): string {
  return kind === 'rating' ? formatCsat(score) : formatNps(score);
}

/** The sentence stating a scope's score, with its counts and interval. */
function scoreSentence(kind: ScoreKind, estimate: Estimate, language: Language): string {
  const t = text[language];
  const score = formatScore(kind, estimate.score ?? 0);
  const interval = formatInterval(estimate, language);
  if ('satisfied' in estimate) return t.csat(score, estimate.satisfied, estimate.count, interval);
  return t.nps(score, estimate.promoters, estimate.passives, estimate.detractors, estimate.count, interval);
}

function scoreTable(kind: ScoreKind, rows: readonly { name: string; score: Estimate }[], first: string, language: Language): string[] {
  const t = text[language];
  return [
    tableRow(t.columns(first, SCORE_NAMES[kind])),
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(({ name, score }) =>
      tableRow([
        name,
        score.score === null ? '—' : formatScore(kind, score.score),
        score.score === null ? '—' : formatInterval(score, language),
        String(score.count),
        score.tooFewToCompare ? t.tooFew : '',
      ]),
    ),
  ];
}

function distributionChart(figures: ScoredQuestionFigures, questionNumber: number, language: Language): ReportChart {
  const t = text[language];
  return {
    type: 'bar',
    id: `question-${questionNumber}-scores`,
    orientation: 'columns',
    title: t.chartTitle(questionNumber),
    x: t.chartAxis[figures.kind],
    y: t.answersAxis,
    data: figures.distribution.map(({ value, answers }) => ({ label: String(value), value: answers })),
  };
}

/** A rating or NPS question's section below its heading: score, distribution, comparisons, channels, weeks. */
export function scoredQuestionLines(figures: ScoredQuestionFigures, questionNumber: number, labels: SectionLabels): string[] {
  const { language } = labels;
  const t = text[language];
  if (figures.score.count === 0) return [t.noScore];
  const lines = [scoreSentence(figures.kind, figures.score, language)];
  if (figures.score.tooFewToCompare) lines.push('', t.tooFewLine);
  lines.push('', reportChartBlock(distributionChart(figures, questionNumber, language)));
  const own = { name: labels.inert(t.thisReport(labels.scopeName)), score: figures.score };
  if (figures.comparisons.length > 0) {
    const rows = figures.comparisons.map((row) => ({
      name: labels.inert(row.kind === 'area' ? labels.area(row.name) : labels.country(row.name, row.countryCode)),
      score: row.score,
    }));
    lines.push('', `**${t.comparisons[labels.scopeType]}**`, '', ...scoreTable(figures.kind, [own, ...rows], t.firstColumn.comparisons, language));
  }
  const channels = figures.channels.map((row) => ({ name: labels.inert(labels.channel(row.channel)), score: row.score }));
  lines.push('', `**${t.channels}**`, '', ...scoreTable(figures.kind, [own, ...channels], t.firstColumn.channels, language));
  if (figures.weeks.length > 0) {
    const weeks = figures.weeks.map((row) => ({ name: weekName(row.week, language), score: row.score }));
    lines.push('', `**${t.weeks}**`, '', ...scoreTable(figures.kind, weeks, t.firstColumn.weeks, language));
  }
  return lines;
}

/** A multiple-choice question's section below its heading: answers per option as a bar chart and a table. */
export function choiceQuestionLines(figures: ChoiceQuestionFigures, questionNumber: number, labels: SectionLabels): string[] {
  const t = text[labels.language];
  if (figures.answered === 0) return [t.noChoice];
  const chart: ReportChart = {
    type: 'bar',
    id: `question-${questionNumber}-options`,
    orientation: 'bars',
    title: t.choiceChartTitle(questionNumber),
    x: t.choiceAxis,
    y: t.answersAxis,
    data: figures.options.map((option) => ({ label: option.text[labels.language], value: option.answers })),
  };
  return [
    t.choiceAnswers(figures.answered),
    '',
    reportChartBlock(chart),
    '',
    tableRow(t.choiceColumns),
    '| --- | ---: | ---: |',
    ...figures.options.map((option) => tableRow([labels.inert(option.text[labels.language]), String(option.answers), percent(option.answers, figures.answered)])),
  ];
}
