import { QUESTION_SCALES, type QuestionType } from './surveyRules';

/*
 * What a scored answer is worth and what the scores are (issue 26), defined once for the chat, the exports, the reports and
 * the Dashboard:
 * - a multiple-choice, rating or NPS answer is stored as its value (answerValueOf): the option's 1-based number, 1-5 or
 *   0-10, beside the text shown. A conversation holds at most one value per question (a unique index), so a count of
 *   values is a count of respondents; an answer that matches no option or number is kept as text and has no value;
 * - CSAT is the share of 4 and 5 among a rating question's values; NPS is the share of promoters (9-10) minus the share
 *   of detractors (0-6) among an NPS question's values, from -100 to 100. Every answer counts, whether or not its
 *   conversation went on to the end: the respondent gave that score;
 * - each comes with a 95% interval (Wilson's for the CSAT share, the normal approximation for NPS) and, under
 *   SCORE_RULES.minSampleToCompare values, the mark 'too few responses to compare'.
 */

export const SCORE_RULES = {
  /** CSAT counts the ratings from this value up as satisfied. */
  csatSatisfiedMin: 4,
  npsPromoterMin: 9,
  npsDetractorMax: 6,
  /**
   * Under this many answers a score is shown but marked 'too few responses to compare': at 30 the 95% interval of a
   * CSAT share is still about ±17 points wide, and comparing narrower differences would be noise (docs/decisions.md).
   */
  minSampleToCompare: 30,
  /** The Dashboard's CSAT card compares the last this many days against the same number of days before. */
  dashboardWindowDays: 7,
} as const;

/** z for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

export const TOO_FEW_TO_COMPARE = 'too few responses to compare';

/** The question types whose answers are stored as values. */
export const VALUED_QUESTION_TYPES = ['multiple_choice', 'rating', 'nps'] as const satisfies readonly QuestionType[];
export type ValuedQuestionType = (typeof VALUED_QUESTION_TYPES)[number];

export function isValuedQuestionType(type: QuestionType): type is ValuedQuestionType {
  return (VALUED_QUESTION_TYPES as readonly string[]).includes(type);
}

/** The values a question's answer may take, in order; empty for a text question. */
export function answerValues(question: { type: QuestionType; options: readonly unknown[] }): number[] {
  switch (question.type) {
    case 'multiple_choice':
      return question.options.map((_, index) => index + 1);
    case 'rating':
    case 'nps': {
      const { min, max } = QUESTION_SCALES[question.type];
      return Array.from({ length: max - min + 1 }, (_, index) => min + index);
    }
    case 'text':
      return [];
  }
}

/** Case, accents and surrounding punctuation do not tell two answers apart ('Déjà vu!' is 'deja vu'). */
function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/^[\p{P}\p{Z}]+|[\p{P}\p{Z}]+$/gu, '')
    .replace(/\s+/gu, ' ');
}

/** A whole answer that is a number: '4', ' 9 ', '4.', '10!'; digits of any script ('٤' is 4, '８' is 8). */
function answeredNumber(text: string): number | undefined {
  const match = /^\s*(\p{Nd}{1,2})\s*[.!)]?\s*$/u.exec(text.normalize('NFKC'));
  if (!match?.[1]) return undefined;
  let number = 0;
  for (const digit of match[1].match(/\p{Nd}/gu) ?? []) number = number * 10 + digitValue(digit.codePointAt(0) ?? 0);
  return number;
}

/** Every Unicode decimal digit block is ten consecutive code points from its zero: the first one before it is no digit. */
function digitValue(code: number): number {
  let zero = code;
  while (zero > code - 9 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return code - zero;
}

/**
 * The value of a typed (or quick-reply) answer to a question: a number in its range (for a choice, the option's number),
 * or, for a choice, the words of one of its options in any of the languages given (the link's and the source). Null when
 * the answer is anything else: it is kept as text, and counts in no score.
 */
export function answerValueOf(
  question: { type: QuestionType; options: readonly string[] },
  answer: string,
  optionLabels: readonly (readonly string[])[] = [question.options],
): number | null {
  const values = answerValues(question);
  if (values.length === 0) return null;
  const number = answeredNumber(answer);
  if (number !== undefined) return values.includes(number) ? number : null;
  if (question.type !== 'multiple_choice') return null;
  const wanted = comparable(answer);
  for (const labels of optionLabels) {
    const index = labels.findIndex((label) => comparable(label) === wanted);
    if (index >= 0) return index + 1;
  }
  return null;
}

/** A score with its 95% interval, in points; null score and interval when there are no answers. */
export interface ScoreEstimate {
  /** The answers the score is computed from. */
  count: number;
  score: number | null;
  low: number | null;
  high: number | null;
  /** Fewer than SCORE_RULES.minSampleToCompare answers. */
  tooFewToCompare: boolean;
}

export interface CsatEstimate extends ScoreEstimate {
  /** Answers of 4 or 5. */
  satisfied: number;
}

export interface NpsEstimate extends ScoreEstimate {
  promoters: number;
  passives: number;
  detractors: number;
}

/** `counts[value]` answers gave `value`; the counts of one question's values. */
export type ValueCounts = ReadonlyMap<number, number>;

function total(counts: ValueCounts, keep: (value: number) => boolean = () => true): number {
  let sum = 0;
  for (const [value, count] of counts) if (keep(value)) sum += count;
  return sum;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** CSAT: the share (0-100) of a rating question's answers that are 4 or 5, with Wilson's 95% interval. */
export function csatScore(counts: ValueCounts): CsatEstimate {
  const count = total(counts);
  const satisfied = total(counts, (value) => value >= SCORE_RULES.csatSatisfiedMin);
  const tooFewToCompare = count < SCORE_RULES.minSampleToCompare;
  if (count === 0) return { count, satisfied, score: null, low: null, high: null, tooFewToCompare };
  const share = satisfied / count;
  const z2 = Z_95 * Z_95;
  const centre = (share + z2 / (2 * count)) / (1 + z2 / count);
  const half = (Z_95 / (1 + z2 / count)) * Math.sqrt((share * (1 - share)) / count + z2 / (4 * count * count));
  return {
    count,
    satisfied,
    score: share * 100,
    // Wilson's bounds are exactly 0 and 1 at the ends; floating point would write 99.99999999999999.
    low: satisfied === 0 ? 0 : clamp(centre - half, 0, 1) * 100,
    high: satisfied === count ? 100 : clamp(centre + half, 0, 1) * 100,
    tooFewToCompare,
  };
}

/**
 * NPS: promoters' share minus detractors' share (-100 to 100), with the normal approximation's 95% interval (the variance
 * of a difference of two shares of one sample), clipped to the scale.
 */
export function npsScore(counts: ValueCounts): NpsEstimate {
  const count = total(counts);
  const promoters = total(counts, (value) => value >= SCORE_RULES.npsPromoterMin);
  const detractors = total(counts, (value) => value <= SCORE_RULES.npsDetractorMax);
  const passives = count - promoters - detractors;
  const tooFewToCompare = count < SCORE_RULES.minSampleToCompare;
  if (count === 0) return { count, promoters, passives, detractors, score: null, low: null, high: null, tooFewToCompare };
  const promoterShare = promoters / count;
  const detractorShare = detractors / count;
  const nps = promoterShare - detractorShare;
  const half = Z_95 * Math.sqrt((promoterShare + detractorShare - nps * nps) / count);
  return {
    count,
    promoters,
    passives,
    detractors,
    score: nps * 100,
    low: clamp(nps - half, -1, 1) * 100,
    high: clamp(nps + half, -1, 1) * 100,
    tooFewToCompare,
  };
}

/** Whole points, a half away from zero, so +2.5 and -2.5 read alike ('+3', '-3'); never '-0'. */
export function roundScore(score: number): number {
  const rounded = Math.sign(score) * Math.round(Math.abs(score));
  return rounded === 0 ? 0 : rounded;
}

/** How a score reads everywhere (reports, Dashboard): CSAT as a whole percentage, NPS as a signed whole number. */
export function formatCsat(score: number): string {
  return `${String(roundScore(score))}%`;
}

export function formatNps(score: number): string {
  const rounded = roundScore(score);
  return rounded > 0 ? `+${String(rounded)}` : String(rounded);
}

/**
 * The interval as it reads beside a score, in whole points: '78 to 86' ('-11 to 61' for NPS) in English, '78~86' in
 * Korean (the range mark Korean reports use).
 */
export function formatInterval(estimate: Pick<ScoreEstimate, 'low' | 'high'>, language: 'en' | 'ko' = 'en'): string {
  if (estimate.low === null || estimate.high === null) return '';
  const [low, high] = [String(roundScore(estimate.low)), String(roundScore(estimate.high))];
  return language === 'ko' ? `${low}~${high}` : `${low} to ${high}`;
}
