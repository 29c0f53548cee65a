/**
 * A scope's scored figures (issue 26), summed from the survey's SQL counts (scoreQueries.ts): per rating or NPS question
 * the distribution, the score (csatScore / npsScore, the shared core's only definition), the scope beside its
 * comparisons, each channel and each week; per multiple-choice question the answers per option. Also which scored
 * question splits the text questions' themes into low and high scorers.
 */
import {
  type CsatEstimate,
  csatScore,
  type NpsEstimate,
  npsScore,
  type QuestionType,
  SCORE_RULES,
  answerValues,
} from '../../../contract.ts';
import type { ReportScopeType } from '../../../contract.ts';
import type { Localized } from './markdown.ts';
import type { ScoredAnswerCount } from './scoreQueries.ts';
import { weekOf, weeksBetween } from './weeks.ts';

/** A scored question's kind of score: CSAT for a rating, NPS for an NPS question. */
export type ScoreKind = 'rating' | 'nps';
export type Estimate = CsatEstimate | NpsEstimate;

/** A part of the survey a scope is shown beside: a region or local ('area') or a country. */
export interface ScopeComparison {
  kind: 'area' | 'country';
  name: string;
  countries: ReadonlySet<string>;
}

/** A scope as scopes.ts lists it. */
interface Scope {
  type: ReportScopeType;
  identifier: string;
  countries: ReadonlySet<string>;
}

/**
 * What a scope is shown beside (docs/decisions.md): GLOBAL its regions; a region and a local their countries; a country
 * the other countries of its region. Only the survey's target countries count, so each is one of the run's scopes.
 */
export function scopeComparisons(scope: Scope, scopes: readonly Scope[]): ScopeComparison[] {
  const ofType = (type: ReportScopeType) => scopes.filter((candidate) => candidate.type === type);
  const asComparison = (candidate: Scope): ScopeComparison => ({
    kind: candidate.type === 'COUNTRY' ? 'country' : 'area',
    name: candidate.identifier,
    countries: candidate.countries,
  });
  switch (scope.type) {
    case 'GLOBAL':
      return ofType('REGIONAL').map(asComparison);
    case 'REGIONAL':
    case 'LOCAL':
      return ofType('COUNTRY').filter((country) => scope.countries.has(country.identifier)).map(asComparison);
    case 'COUNTRY': {
      const region = ofType('REGIONAL').find((candidate) => candidate.countries.has(scope.identifier));
      return ofType('COUNTRY')
        .filter((country) => country.identifier !== scope.identifier && region?.countries.has(country.identifier))
        .map(asComparison);
    }
  }
}

export interface ReportScores {
  /** The scope's countries. */
  countries: ReadonlySet<string>;
  comparisons: readonly ScopeComparison[];
  /** The whole survey's counts: comparisons reach beyond the scope. */
  counts: readonly ScoredAnswerCount[];
  /** The weeks of the survey's period shown even without answers: from its start to its end, or to the report. */
  period: { start: Date; last: Date; timeZone: string };
}

export interface ScoredQuestionFigures {
  kind: ScoreKind;
  /** Every value of the scale in order, with its answers (0 included). */
  distribution: { value: number; answers: number }[];
  score: Estimate;
  comparisons: { kind: 'area' | 'country'; name: string; countryCode?: string; score: Estimate }[];
  channels: { channel: string; score: Estimate }[];
  weeks: { week: string; score: Estimate }[];
}

export interface ChoiceQuestionFigures {
  answered: number;
  options: { text: Localized; answers: number }[];
}

type ValueCountsMap = Map<number, number>;

function add(counts: ValueCountsMap, value: number, answers: number): void {
  counts.set(value, (counts.get(value) ?? 0) + answers);
}

function grouped<Row extends { value: number; answers: number }>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, ValueCountsMap> {
  const groups = new Map<string, ValueCountsMap>();
  for (const row of rows) {
    const key = keyOf(row);
    const counts = groups.get(key) ?? new Map<number, number>();
    add(counts, row.value, row.answers);
    groups.set(key, counts);
  }
  return groups;
}

const scoreOf = (kind: ScoreKind, counts: ValueCountsMap = new Map()): Estimate => (kind === 'rating' ? csatScore(counts) : npsScore(counts));

export function scoredQuestionFigures(kind: ScoreKind, questionNumber: number, scores: ReportScores): ScoredQuestionFigures {
  const ofQuestion = scores.counts.filter((row) => row.questionNumber === questionNumber);
  const inScope = ofQuestion.filter((row) => scores.countries.has(row.countryName));
  const scopeCounts = grouped(inScope, () => 'scope').get('scope') ?? new Map<number, number>();
  const byCountry = grouped(ofQuestion, (row) => row.countryName);
  const countryCodes = new Map(ofQuestion.map((row) => [row.countryName, row.countryCode]));
  const comparisons = scores.comparisons.map((comparison) => {
    const counts = new Map<number, number>();
    for (const country of comparison.countries) for (const [value, answers] of byCountry.get(country) ?? []) add(counts, value, answers);
    const countryCode = comparison.kind === 'country' ? countryCodes.get(comparison.name) : undefined;
    return { kind: comparison.kind, name: comparison.name, ...(countryCode ? { countryCode } : {}), score: scoreOf(kind, counts) };
  });
  const channels = [...grouped(inScope, (row) => row.channel)]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([channel, counts]) => ({ channel, score: scoreOf(kind, counts) }));
  const byWeek = grouped(inScope, (row) => row.week);
  const { start, last, timeZone } = scores.period;
  const periodWeeks = weeksBetween(weekOf(start, timeZone), weekOf(last, timeZone));
  // An answer outside the period (a survey's dates edited since) widens it rather than being dropped.
  const answeredWeeks = [...byWeek.keys()].sort();
  const first = [periodWeeks[0], answeredWeeks[0]].filter((week) => week !== undefined).sort()[0];
  const final = [periodWeeks.at(-1), answeredWeeks.at(-1)].filter((week) => week !== undefined).sort().at(-1);
  const weeks = first && final ? weeksBetween(first, final).map((week) => ({ week, score: scoreOf(kind, byWeek.get(week)) })) : [];
  return {
    kind,
    distribution: answerValues({ type: kind, options: [] }).map((value) => ({ value, answers: scopeCounts.get(value) ?? 0 })),
    score: scoreOf(kind, scopeCounts),
    comparisons,
    channels,
    weeks,
  };
}

export function choiceQuestionFigures(options: readonly Localized[], questionNumber: number, scores: ReportScores): ChoiceQuestionFigures {
  const counts = grouped(
    scores.counts.filter((row) => row.questionNumber === questionNumber && scores.countries.has(row.countryName)),
    () => 'scope',
  ).get('scope');
  const rows = options.map((text, index) => ({ text, answers: counts?.get(index + 1) ?? 0 }));
  return { answered: rows.reduce((sum, row) => sum + row.answers, 0), options: rows };
}

/** Which respondents a text question's themes are split by: low and high scorers of one scored question. */
export interface ThemeSplit {
  /** 0-based index of the scored question. */
  questionIndex: number;
  kind: ScoreKind;
  isLow: (value: number) => boolean;
  isHigh: (value: number) => boolean;
}

/**
 * The survey's first rating question (low 1-3, high 4-5: CSAT's satisfied), else its first NPS question (detractors
 * 0-6, promoters 9-10; passives in neither); none without a scored question.
 */
export function themeSplit(questions: readonly { type: QuestionType }[]): ThemeSplit | undefined {
  const rating = questions.findIndex((question) => question.type === 'rating');
  if (rating >= 0) {
    return {
      questionIndex: rating,
      kind: 'rating',
      isLow: (value) => value < SCORE_RULES.csatSatisfiedMin,
      isHigh: (value) => value >= SCORE_RULES.csatSatisfiedMin,
    };
  }
  const nps = questions.findIndex((question) => question.type === 'nps');
  if (nps < 0) return undefined;
  return {
    questionIndex: nps,
    kind: 'nps',
    isLow: (value) => value <= SCORE_RULES.npsDetractorMax,
    isHigh: (value) => value >= SCORE_RULES.npsPromoterMin,
  };
}
