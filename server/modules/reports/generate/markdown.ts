/**
 * A report's markdown in English and Korean, from one computation of the scope's figures so both say the same: title,
 * scope and period; responses and completion; breakdowns by country, language and channel; per question its answers,
 * main themes per language and up to five answers quoted in their own language; a note on the method. Charts of the
 * responses over time and per country ride along as ```chart blocks (charts.ts). With a translation provider
 * (translation.ts) texts written in another language read in the report's, a quote marked and beside its original. With
 * a language model (insights.ts) each question adds a summary of themes and sentiment, and the quotes their translation.
 */
import { formatInTimeZone } from 'date-fns-tz';

import {
  type QuestionType,
  REPORT_CHART_LIMITS,
  reportChartBlock,
  type ReportScopeType,
  responsesOverTimeChart,
  responsesPerCountryChart,
  SCORE_RULES,
  TOO_FEW_TO_COMPARE,
} from '../../../contract.ts';
import { responsesOverTime, type ResponsesOverTime } from './charts.ts';
import { choiceQuestionLines, percent, scoredQuestionLines, type SectionLabels, tableRow, TOO_FEW_TO_COMPARE_KO } from './scoreMarkdown.ts';
import {
  type ChoiceQuestionFigures,
  choiceQuestionFigures,
  type ReportScores,
  type ScoredQuestionFigures,
  scoredQuestionFigures,
  type ThemeSplit,
  themeSplit,
} from './scores.ts';
import { baseLanguage, meaningfulTerms, rankThemes, type Theme } from './themes.ts';

export type ReportLanguage = 'en' | 'ko';
export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['en', 'ko'];
export type Localized = Readonly<Record<ReportLanguage, string>>;

export interface ReportSubmission {
  id: string;
  countryName: string;
  countryCode: string;
  languageCode: string;
  /** '1'..'N'. */
  channel: string;
  finished: boolean;
  startedAt: Date;
  /** The respondent's answers in question order, each with the answer to its follow-up where one was asked. */
  answers: readonly string[];
  /** The value given to the question that splits the themes into low and high scorers (scores.ts, themeSplit). */
  splitScore?: number;
}

export interface ReportQuestion {
  text: Localized;
  type: QuestionType;
  /** A multiple-choice question's options. */
  options: readonly Localized[];
}

/** Why texts written in another language than the report's read as they do: the report says it once. */
export type TranslationNotice =
  | { kind: 'machine-translated' }
  | { kind: 'no-provider' }
  | { kind: 'failed' }
  | { kind: 'limit'; characters: number };

/** The translations of the themes and quotes a report shows (translation.ts), and its notice per language. */
export interface ReportTranslations {
  /** `text`, written in `from`, in the report's language; undefined when it is shown as written. */
  of(language: ReportLanguage, from: string, text: string): string | undefined;
  notices: Readonly<Partial<Record<ReportLanguage, TranslationNotice>>>;
}

export interface ReportInput {
  survey: {
    title: Localized;
    timeZone: string;
    start: Date;
    end: Date;
    questions: readonly ReportQuestion[];
  };
  scope: { type: ReportScopeType; identifier: string };
  /** The scored answers' counts (SQL aggregates); without them every scored question reads as unanswered. */
  scores?: ReportScores;
  generatedAt: Date;
  /** REPORT_MIN_RESPONSES, which the method note states. */
  minResponses: number;
  submissions: readonly ReportSubmission[];
  /** Without them the themes and quotes are shown as written, and no notice says why. */
  translations?: ReportTranslations;
}

const THEMES_PER_LANGUAGE = 5;
const QUOTES_PER_QUESTION = 5;
/** The answers a language model reads per question: enough to see the themes, few enough for one short call. */
export const SAMPLED_ANSWERS_PER_QUESTION = 40;

interface Tally {
  key: string;
  responses: number;
  finished: number;
}

export interface QuotedAnswer {
  content: string;
  submission: ReportSubmission;
}

/** The main themes of a set of answers, per language (most answers first). */
export type LanguageThemes = { languageCode: string; answers: number; themes: Theme[] }[];

export interface QuestionFigures {
  text: Localized;
  type: QuestionType;
  /** Written answers (a text question's); scored and chosen answers are counted in `scored` and `choice`. */
  answers: number;
  themes: LanguageThemes;
  /** A text question's themes among the low and the high scorers of the survey's first rating (else NPS) question. */
  split?: { by: ThemeSplit; low: LanguageThemes; high: LanguageThemes };
  scored?: ScoredQuestionFigures;
  choice?: ChoiceQuestionFigures;
  quotes: QuotedAnswer[];
  /** The answers a language model summarises: the quotes first, then the next best of each language in turn. */
  sample: QuotedAnswer[];
}

export const sentiments = ['positive', 'mixed', 'negative', 'neutral'] as const;
export type Sentiment = (typeof sentiments)[number];

/** A language model's reading of one question's answers (insights.ts); respondent-derived text, rendered inert. */
export interface QuestionInsight {
  summary: Localized;
  sentiment: Sentiment;
  /** One per quote, in the quotes' order. */
  quoteTranslations: readonly Localized[];
}

export interface Figures {
  responses: number;
  finished: number;
  byCountry: Tally[];
  byLanguage: Tally[];
  byChannel: Tally[];
  overTime: ResponsesOverTime;
  questions: QuestionFigures[];
}

/**
 * Both languages' markdown. `insights` (per question, from a language model) add to the term-frequency report; without
 * them it is the report as written without a model.
 */
export function reportMarkdown(
  input: ReportInput,
  figures: Figures = reportFigures(input),
  insights: readonly (QuestionInsight | undefined)[] = [],
): Record<ReportLanguage, string> {
  return { en: render(input, figures, insights, 'en'), ko: render(input, figures, insights, 'ko') };
}

function tally(submissions: readonly ReportSubmission[], keyOf: (submission: ReportSubmission) => string, order: (a: string, b: string) => number): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const submission of submissions) {
    const key = keyOf(submission);
    const entry = tallies.get(key) ?? { key, responses: 0, finished: 0 };
    entry.responses += 1;
    if (submission.finished) entry.finished += 1;
    tallies.set(key, entry);
  }
  return [...tallies.values()].sort((a, b) => b.responses - a.responses || order(a.key, b.key));
}

/** One collator: `localeCompare` with a locale builds one per call, which a sort of a large survey's answers feels. */
const byText = new Intl.Collator('en').compare;

const NO_SCORES: ReportScores = {
  countries: new Set(),
  comparisons: [],
  counts: [],
  period: { start: new Date(0), last: new Date(0), timeZone: 'UTC' },
};

export function reportFigures({ survey, submissions, generatedAt, scores = NO_SCORES }: ReportInput): Figures {
  const split = themeSplit(survey.questions);
  const countryCodes = new Map(submissions.map((submission) => [submission.countryName, submission.countryCode]));
  return {
    responses: submissions.length,
    finished: submissions.filter((submission) => submission.finished).length,
    byCountry: tally(submissions, (submission) => submission.countryName, byText).map((row) => ({ ...row, key: countryCodes.get(row.key) ?? row.key })),
    byLanguage: tally(submissions, (submission) => submission.languageCode, byText),
    byChannel: tally(submissions, (submission) => submission.channel, (a, b) => Number(a) - Number(b)),
    overTime: responsesOverTime(
      submissions.map((submission) => submission.startedAt),
      { start: survey.start, end: survey.end, until: generatedAt, timeZone: survey.timeZone },
    ),
    questions: survey.questions.map((question, index) => {
      const base = { text: question.text, type: question.type, answers: 0, themes: [], quotes: [], sample: [] };
      switch (question.type) {
        case 'text':
          return textQuestionFigures(question, index, submissions, split);
        case 'multiple_choice':
          return { ...base, choice: choiceQuestionFigures(question.options, index + 1, scores) };
        case 'rating':
        case 'nps':
          return { ...base, scored: scoredQuestionFigures(question.type, index + 1, scores) };
      }
    }),
  };
}

interface WrittenAnswer {
  content: string;
  submission: ReportSubmission;
  languageCode: string;
  terms: ReadonlySet<string>;
}

/** Each answer's meaningful terms, found once per job however many scopes' reports count them. */
const answerTermsCache = new WeakMap<ReportSubmission, Map<number, ReadonlySet<string>>>();

function answerTerms(submission: ReportSubmission, index: number, content: string, languageCode: string): ReadonlySet<string> {
  let perQuestion = answerTermsCache.get(submission);
  if (!perQuestion) {
    perQuestion = new Map();
    answerTermsCache.set(submission, perQuestion);
  }
  let terms = perQuestion.get(index);
  if (!terms) {
    terms = meaningfulTerms(content, languageCode);
    perQuestion.set(index, terms);
  }
  return terms;
}

/** In one pass: the answers of a large survey are many, its languages few. */
function languageThemes(answered: readonly WrittenAnswer[]): LanguageThemes {
  const languages = new Map<string, { answers: number; terms: Map<string, number> }>();
  for (const { languageCode, terms } of answered) {
    let language = languages.get(languageCode);
    if (!language) {
      language = { answers: 0, terms: new Map() };
      languages.set(languageCode, language);
    }
    language.answers += 1;
    for (const term of terms) language.terms.set(term, (language.terms.get(term) ?? 0) + 1);
  }
  return [...languages]
    .sort(([a, first], [b, second]) => second.answers - first.answers || byText(a, b))
    .map(([languageCode, { answers, terms }]) => ({ languageCode, answers, themes: rankThemes(terms, THEMES_PER_LANGUAGE) }));
}

function textQuestionFigures(
  question: ReportQuestion,
  index: number,
  submissions: readonly ReportSubmission[],
  split: ThemeSplit | undefined,
): QuestionFigures {
  const answered = submissions.flatMap((submission): WrittenAnswer[] => {
    const content = submission.answers[index]?.trim();
    if (!content) return [];
    const languageCode = baseLanguage(submission.languageCode);
    return [{ content, submission, languageCode, terms: answerTerms(submission, index, content, languageCode) }];
  });
  const themes = languageThemes(answered);
  const sample = pickQuotes(answered, themes, SAMPLED_ANSWERS_PER_QUESTION);
  const splitThemes = (keep: (value: number) => boolean) =>
    languageThemes(answered.filter(({ submission }) => submission.splitScore !== undefined && keep(submission.splitScore)));
  return {
    text: question.text,
    type: question.type,
    answers: answered.length,
    themes,
    ...(split ? { split: { by: split, low: splitThemes(split.isLow), high: splitThemes(split.isHigh) } } : {}),
    quotes: sample.slice(0, QUOTES_PER_QUESTION),
    sample,
  };
}

/**
 * Up to `limit` answers that speak for the rest: those using the most of their language's main themes first, then the
 * fuller ones, taken in turn from each language (most answers first) so no language is left unheard. Ties by
 * submission id, so a rerun on the same data quotes the same answers. The first five are the quotes.
 */
function pickQuotes(
  answered: readonly WrittenAnswer[],
  themes: QuestionFigures['themes'],
  limit: number,
): QuotedAnswer[] {
  const ranked = themes.map(({ languageCode, themes: languageThemes }) => {
    const terms = new Set(languageThemes.map((theme) => theme.term));
    const scored = answered
      .filter((answer) => answer.languageCode === languageCode)
      .map((answer) => {
        let used = 0;
        for (const term of answer.terms) if (terms.has(term)) used += 1;
        return { answer, used };
      });
    return best(scored, limit, (a, b) => b.used - a.used || b.answer.content.length - a.answer.content.length || byText(a.answer.submission.id, b.answer.submission.id)).map(
      ({ answer }) => ({ content: answer.content, submission: answer.submission }),
    );
  });
  const quotes: QuotedAnswer[] = [];
  for (let round = 0; quotes.length < limit && ranked.some((list) => list.length > round); round += 1) {
    for (const list of ranked) {
      const quote = list[round];
      if (quote && quotes.length < limit) quotes.push(quote);
    }
  }
  return quotes;
}

/**
 * The first `limit` items in `order`, as a full sort would give them, in one pass: a language of a large survey has tens
 * of thousands of answers, and a report quotes a few.
 */
function best<T>(items: readonly T[], limit: number, order: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const last = kept.at(-1);
    if (kept.length >= limit && last !== undefined && order(item, last) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(item, kept[middle] as T) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** Markdown's markup and HTML characters, escaped with a backslash ('&' starts an entity). */
const MARKUP_CHARACTERS = /[\\`*_[\]<>|#~&]/g;
/** At the start of a line these begin a list item, a heading underline or an ordered list ('1.', '2)'). */
const LINE_START_MARKUP = /^([-+=]|\d+(?=[.)]))/;
/** U+2060 WORD JOINER: GFM finds autolink literals after escapes are decoded, so only a character between the parts stops them. */
const JOINER = '\u2060';

/**
 * Respondent text made inert (docs/decisions.md, "Report markdown renders no respondent's link or markup"): on one line,
 * every markdown and HTML character escaped, and 'www.', 'scheme://' and '@' broken by an invisible joiner so no viewer
 * turns them into a link.
 */
export function inertText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(MARKUP_CHARACTERS, '\\$&')
    .replace(LINE_START_MARKUP, (marker: string) => (/^\d/.test(marker) ? `${marker}\\` : `\\${marker}`))
    .replace(/\b(www)(?=\.)/gi, `$1${JOINER}`)
    .replace(/\b([a-z][a-z\d+.-]*)(?=:\/\/)/gi, `$1${JOINER}`)
    .replace(/@/g, `${JOINER}@`);
}

const displayNames = {
  en: { region: new Intl.DisplayNames(['en'], { type: 'region' }), language: new Intl.DisplayNames(['en'], { type: 'language' }) },
  ko: { region: new Intl.DisplayNames(['ko'], { type: 'region' }), language: new Intl.DisplayNames(['ko'], { type: 'language' }) },
} as const;

function nameOf(kind: 'region' | 'language', code: string, language: ReportLanguage): string {
  try {
    return displayNames[language][kind].of(code) ?? code;
  } catch {
    return code;
  }
}

/** Region and local names in Korean; a name not listed (an organisation's own) stays as it is. */
export const koreanAreaNames: Readonly<Record<string, string>> = {
  Global: '글로벌',
  'North America': '북미',
  'Latin America & Caribbean': '중남미·카리브',
  Europe: '유럽',
  'Asia Pacific': '아시아·태평양',
  'Middle East & Africa': '중동·아프리카',
  Mexico: '멕시코',
  'Central America': '중미',
  Andean: '안데스',
};

function scopeName(input: ReportInput, language: ReportLanguage): string {
  const { type, identifier } = input.scope;
  if (language === 'en') return identifier;
  if (type === 'COUNTRY') {
    const code = input.submissions.find((submission) => submission.countryName === identifier)?.countryCode;
    if (code) return nameOf('region', code, 'ko');
  }
  return koreanAreaNames[identifier] ?? identifier;
}

const text = {
  en: {
    scopeLabel: { GLOBAL: 'Global report', REGIONAL: 'Regional report', LOCAL: 'Local report', COUNTRY: 'Country report' },
    period: (from: string, to: string, generated: string) => `Survey period: ${from} to ${to}. Generated ${generated}.`,
    base: (complete: number, started: number) =>
      `Base: ${complete} complete of ${started} started responses. A response starts with the respondent's first answer; opening a link is not one.`,
    responsesHeading: 'Responses and completion',
    responses: (started: number, finished: number, rate: string) =>
      `${started} conversations were started and ${finished} of them were finished, every question answered (completion rate ${rate}).`,
    breakdowns: { country: 'By country', language: 'By language', channel: 'By channel' },
    columns: (first: string) => [first, 'Started', 'Finished', 'Completion'],
    firstColumn: { country: 'Country', language: 'Language', channel: 'Channel' },
    channel: (channel: string) => `Channel ${channel}`,
    questionsHeading: 'Questions',
    answers: (count: number) => (count === 1 ? '1 answer.' : `${count} answers.`),
    noAnswers: 'No answers to this question.',
    themes: 'Main themes',
    themeLine: (language: string, answers: number, terms: string) => `${language} (${answers} answers): ${terms}`,
    noThemes: 'no word recurs yet',
    quotes: 'Representative answers',
    summary: 'Summary (written by a language model)',
    sentiment: { positive: 'positive', mixed: 'mixed', negative: 'negative', neutral: 'neutral' },
    sentimentLine: (sentiment: string) => `Overall sentiment: ${sentiment}.`,
    translation: 'English translation',
    machineTranslated: '(machine-translated)',
    original: 'Original',
    translatedTheme: (translated: string, original: string, answers: number) => `${translated} (${original}, ${answers})`,
    notice: {
      'machine-translated':
        'Texts written in another language are shown machine-translated into English; each translated quote is marked and keeps its original beside it.',
      'no-provider': 'Quotes and other texts written in another language are shown in their original language: no machine-translation provider is set.',
      failed: 'Machine translation failed for part of this report, so some quotes and texts are shown in their original language.',
      limit: (characters: number) =>
        `This report reached its machine-translation limit of ${characters.toLocaleString('en')} characters, so some quotes and texts are shown in their original language.`,
    },
    methodHeading: 'Method',
    method: (min: number) =>
      `Figures count every response started (a first answer given; a link opened and left is not one) through this survey's links in the scope's countries by the time the report was generated; a response is finished, or complete, when every question was answered. A question's answer is what the respondent wrote after it, with their answer to the assistant's follow-up where one was asked. Themes are the words used by the most answers in each language, after common function words are removed; a word must appear in at least two answers. Representative answers are those using the most of their language's themes, taken in turn from each language and quoted as written, in the respondent's language; where the report shows one machine-translated, the original is beside it. A scope needs at least ${min} responses for a report.`,
    split: {
      rating: {
        low: (question: number) => `What low scorers talk about (1 to ${SCORE_RULES.csatSatisfiedMin - 1} on question ${question})`,
        high: (question: number) => `What high scorers talk about (${SCORE_RULES.csatSatisfiedMin} to 5 on question ${question})`,
      },
      nps: {
        low: (question: number) => `What detractors talk about (0 to ${SCORE_RULES.npsDetractorMax} on question ${question})`,
        high: (question: number) => `What promoters talk about (${SCORE_RULES.npsPromoterMin} to 10 on question ${question})`,
      },
    },
    noSplitAnswers: 'no answers from them yet',
    scoresMethod: `A rating question's CSAT is the share of its answers of ${SCORE_RULES.csatSatisfiedMin} or 5, with Wilson's 95% interval; an NPS question's score is the share of promoters (${SCORE_RULES.npsPromoterMin} or 10) minus the share of detractors (0 to ${SCORE_RULES.npsDetractorMax}), from -100 to +100, with the normal approximation's 95% interval. Every scored answer counts, whether or not the conversation was finished. A score from fewer than ${SCORE_RULES.minSampleToCompare} answers is marked '${TOO_FEW_TO_COMPARE}': its interval is too wide to tell it from another. Weeks start on Monday at 00:00 in the survey's time zone, and an answer counts in the week it was given.`,
    modelMethod: `Summaries, sentiment and translations marked as written by a language model were produced from up to ${SAMPLED_ANSWERS_PER_QUESTION} answers per question; the quotes are the respondents' own words and the evidence.`,
  },
  ko: {
    scopeLabel: { GLOBAL: '글로벌 보고서', REGIONAL: '지역 보고서', LOCAL: '로컬 보고서', COUNTRY: '국가별 보고서' },
    period: (from: string, to: string, generated: string) => `설문 기간: ${from} ~ ${to}. 작성 시각: ${generated}.`,
    base: (complete: number, started: number) =>
      `기준: 시작된 응답 ${started}건 중 완료 ${complete}건. 응답은 응답자의 첫 답변부터 집계하며, 링크를 열기만 한 경우는 포함하지 않습니다.`,
    responsesHeading: '응답 및 완료 현황',
    responses: (started: number, finished: number, rate: string) =>
      `대화 ${started}건이 시작되었고, 이 중 ${finished}건에서 응답자가 모든 문항에 답했습니다(완료율 ${rate}).`,
    breakdowns: { country: '국가별', language: '언어별', channel: '채널별' },
    columns: (first: string) => [first, '시작', '완료', '완료율'],
    firstColumn: { country: '국가', language: '언어', channel: '채널' },
    channel: (channel: string) => `채널 ${channel}`,
    questionsHeading: '문항별 결과',
    answers: (count: number) => `답변 ${count}건.`,
    noAnswers: '이 문항에 대한 답변이 없습니다.',
    themes: '주요 주제어',
    themeLine: (language: string, answers: number, terms: string) => `${language}(답변 ${answers}건): ${terms}`,
    noThemes: '아직 반복되는 단어가 없습니다',
    quotes: '대표 답변',
    summary: '요약(언어 모델 작성)',
    sentiment: { positive: '긍정적', mixed: '엇갈림', negative: '부정적', neutral: '중립적' },
    sentimentLine: (sentiment: string) => `전반적인 반응: ${sentiment}.`,
    translation: '한국어 번역',
    machineTranslated: '(기계 번역)',
    original: '원문',
    translatedTheme: (translated: string, original: string, answers: number) => `${translated} (${original}, ${answers})`,
    notice: {
      'machine-translated':
        "다른 언어로 작성된 텍스트는 한국어로 기계 번역하여 표시했습니다. 번역한 인용 답변에는 '기계 번역' 표시와 함께 원문을 실었습니다.",
      'no-provider': '기계 번역 제공자가 설정되어 있지 않아, 다른 언어로 작성된 인용 답변과 텍스트는 원래 언어 그대로 표시합니다.',
      failed: '이 보고서의 일부는 기계 번역에 실패하여, 일부 인용 답변과 텍스트는 원래 언어 그대로 표시합니다.',
      limit: (characters: number) =>
        `이 보고서의 기계 번역 한도(${characters.toLocaleString('ko')}자)에 도달하여, 일부 인용 답변과 텍스트는 원래 언어 그대로 표시합니다.`,
    },
    methodHeading: '작성 방법',
    method: (min: number) =>
      `수치는 보고서 작성 시점까지 이 설문의 링크로 해당 범위의 국가에서 첫 답변으로 시작된 모든 응답을 집계한 것이며(링크를 열기만 한 경우는 제외), 모든 문항에 답한 응답을 완료로 봅니다. 각 문항의 답변은 그 문항 뒤에 응답자가 쓴 내용이며, 어시스턴트가 후속 질문을 한 경우 그에 대한 답변도 포함합니다. 주제어는 언어별로 조사·접속사 같은 흔한 기능어를 제외한 뒤 가장 많은 답변에 등장한 단어이며, 두 건 이상의 답변에 나온 단어만 포함합니다. 대표 답변은 해당 언어의 주제어를 가장 많이 담은 답변을 언어별로 번갈아 고른 것으로, 응답자가 쓴 언어 그대로 인용하며, 기계 번역하여 보여 주는 경우에는 원문을 함께 싣습니다. 한 범위의 보고서에는 최소 ${min}건의 응답이 필요합니다.`,
    split: {
      rating: {
        low: (question: number) => `낮은 점수를 준 응답자들이 말한 내용(${question}번 문항 1~${SCORE_RULES.csatSatisfiedMin - 1}점)`,
        high: (question: number) => `높은 점수를 준 응답자들이 말한 내용(${question}번 문항 ${SCORE_RULES.csatSatisfiedMin}~5점)`,
      },
      nps: {
        low: (question: number) => `비추천 고객이 말한 내용(${question}번 문항 0~${SCORE_RULES.npsDetractorMax}점)`,
        high: (question: number) => `추천 고객이 말한 내용(${question}번 문항 ${SCORE_RULES.npsPromoterMin}~10점)`,
      },
    },
    noSplitAnswers: '아직 이 응답자들의 답변이 없습니다',
    scoresMethod: `평점 문항의 CSAT는 ${SCORE_RULES.csatSatisfiedMin}점 또는 5점 답변의 비율이며 Wilson 95% 신뢰구간을 함께 표시합니다. NPS 문항의 점수는 추천 고객(${SCORE_RULES.npsPromoterMin}~10점) 비율에서 비추천 고객(0~${SCORE_RULES.npsDetractorMax}점) 비율을 뺀 값(-100~+100)이며 정규 근사 95% 신뢰구간을 함께 표시합니다. 대화를 끝까지 마쳤는지와 관계없이 모든 점수 답변을 집계합니다. 답변이 ${SCORE_RULES.minSampleToCompare}건 미만인 점수에는 '${TOO_FEW_TO_COMPARE_KO}'으로 표시합니다. 신뢰구간이 너무 넓어 다른 점수와 구별할 수 없기 때문입니다. 주는 설문 시간대 기준 월요일 0시에 시작하며, 답변은 답한 시점의 주에 집계합니다.`,
    modelMethod: `언어 모델이 작성했다고 표시된 요약, 반응 및 번역은 문항당 최대 ${SAMPLED_ANSWERS_PER_QUESTION}건의 답변으로 작성되었으며, 인용된 답변은 응답자가 직접 쓴 원문이자 근거입니다.`,
  },
} as const;

function formatDay(date: Date, timeZone: string, language: ReportLanguage): string {
  return formatInTimeZone(date, timeZone, language === 'en' ? 'MMM d, yyyy HH:mm' : "yyyy'년' M'월' d'일' HH:mm");
}

function breakdownTable(rows: readonly Tally[], label: (key: string) => string, columns: readonly string[]): string[] {
  return [
    tableRow(columns),
    '| --- | ---: | ---: | ---: |',
    ...rows.map((row) => tableRow([label(row.key), String(row.responses), String(row.finished), percent(row.finished, row.responses)])),
  ];
}

/** The sentence a report says once about its texts in other languages. */
function noticeText(notice: TranslationNotice, language: ReportLanguage): string {
  const sentences = text[language].notice;
  return notice.kind === 'limit' ? sentences.limit(notice.characters) : sentences[notice.kind];
}

function render(input: ReportInput, figures: Figures, insights: readonly (QuestionInsight | undefined)[], language: ReportLanguage): string {
  const t = text[language];
  const { survey, translations } = input;
  const translated = (from: string, source: string) => translations?.of(language, from, source);
  const notice = translations?.notices[language];
  const zone = `(${survey.timeZone})`;
  const lines: string[] = [
    // Titles and question texts are staff-written, yet escaped too: a title is free text like any other.
    `# ${inertText(survey.title[language])} — ${inertText(scopeName(input, language))}`,
    '',
    `*${t.scopeLabel[input.scope.type]}*`,
    '',
    t.period(
      `${formatDay(survey.start, survey.timeZone, language)} ${zone}`,
      `${formatDay(survey.end, survey.timeZone, language)} ${zone}`,
      `${formatDay(input.generatedAt, 'UTC', language)} (UTC)`,
    ),
    '',
    ...(notice ? [`*${noticeText(notice, language)}*`, ''] : []),
    `**${t.base(figures.finished, figures.responses)}**`,
    '',
    `## ${t.responsesHeading}`,
    '',
    t.responses(figures.responses, figures.finished, percent(figures.finished, figures.responses)),
    '',
    reportChartBlock(responsesOverTimeChart(figures.overTime, language)),
  ];
  const breakdowns = [
    ['country', figures.byCountry, (code: string) => nameOf('region', code, language)],
    ['language', figures.byLanguage, (code: string) => nameOf('language', code, language)],
    ['channel', figures.byChannel, (channel: string) => t.channel(channel)],
  ] as const;
  for (const [kind, rows, label] of breakdowns) {
    lines.push('', `### ${t.breakdowns[kind]}`, '');
    // One bar says nothing the sentence above does not; more than a chart holds are left to the table.
    if (kind === 'country' && rows.length > 1 && rows.length <= REPORT_CHART_LIMITS.points) {
      const countries = rows.map((row) => ({ name: label(row.key), responses: row.responses }));
      lines.push(reportChartBlock(responsesPerCountryChart(countries, language)), '');
    }
    lines.push(...breakdownTable(rows, (key) => inertText(label(key)), t.columns(t.firstColumn[kind])));
  }
  lines.push('', `## ${t.questionsHeading}`);
  const labels: SectionLabels = {
    language,
    scopeType: input.scope.type,
    scopeName: scopeName(input, language),
    area: (name) => (language === 'en' ? name : (koreanAreaNames[name] ?? name)),
    country: (name, code) => (code ? nameOf('region', code, language) : name),
    channel: (channel) => t.channel(channel),
    inert: inertText,
  };
  const themeLines = (entries: LanguageThemes) =>
    entries.map((entry) => {
      const themeText = (theme: Theme) => {
        const translatedTerm = translated(entry.languageCode, theme.term);
        // A word both languages share ('app', 'ok') is said once.
        return translatedTerm === undefined || translatedTerm.toLocaleLowerCase() === theme.term
          ? `${inertText(theme.term)} (${theme.answers})`
          : t.translatedTheme(inertText(translatedTerm), inertText(theme.term), theme.answers);
      };
      const terms = entry.themes.length ? entry.themes.map(themeText).join(', ') : t.noThemes;
      return `- ${t.themeLine(inertText(nameOf('language', entry.languageCode, language)), entry.answers, terms)}`;
    });
  figures.questions.forEach((question, index) => {
    lines.push('', `### ${index + 1}. ${inertText(question.text[language])}`, '');
    if (question.scored) {
      lines.push(...scoredQuestionLines(question.scored, index + 1, labels));
      return;
    }
    if (question.choice) {
      lines.push(...choiceQuestionLines(question.choice, index + 1, labels));
      return;
    }
    if (question.answers === 0) {
      lines.push(t.noAnswers);
      return;
    }
    lines.push(t.answers(question.answers), '', `**${t.themes}**`, '', ...themeLines(question.themes));
    if (question.split) {
      const { by, low, high } = question.split;
      const headings = t.split[by.kind];
      for (const [heading, entries] of [
        [headings.low, low],
        [headings.high, high],
      ] as const) {
        lines.push('', `**${heading(by.questionIndex + 1)}**`, '', ...(entries.length > 0 ? themeLines(entries) : [`- ${t.noSplitAnswers}`]));
      }
    }
    const insight = insights[index];
    // A model's words are respondent-derived text like the answers: inert, whatever markup or links it wrote.
    if (insight) lines.push('', `**${t.summary}**`, '', inertText(insight.summary[language]), '', t.sentimentLine(t.sentiment[insight.sentiment]));
    lines.push('', `**${t.quotes}**`, '');
    question.quotes.forEach((quote, quoteIndex) => {
      const source = [
        nameOf('region', quote.submission.countryCode, language),
        nameOf('language', quote.submission.languageCode, language),
        t.channel(quote.submission.channel),
      ].join(' · ');
      // The provider's translation is read first and marked, the respondent's own words beside it as the evidence.
      const machineTranslation = translated(quote.submission.languageCode, quote.content);
      if (machineTranslation !== undefined) {
        lines.push(`> ${inertText(machineTranslation)} ${t.machineTranslated}`, `> ${t.original}: ${inertText(quote.content)}`);
      } else {
        lines.push(`> ${inertText(quote.content)}`);
        const translation = insight?.quoteTranslations[quoteIndex]?.[language];
        if (translation && baseLanguage(quote.submission.languageCode) !== language) lines.push(`> ${t.translation}: ${inertText(translation)}`);
      }
      lines.push(`> — ${inertText(source)}`, '');
    });
  });
  lines.push('', `## ${t.methodHeading}`, '', t.method(input.minResponses));
  if (figures.questions.some((question) => question.scored)) lines.push('', t.scoresMethod);
  if (insights.some(Boolean)) lines.push('', t.modelMethod);
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
