/**
 * The markdown of a demo report, in English and in Korean, computed from the conversations of its scope: a summary,
 * responses by country, language and channel with the completion rate, and per question the split of positive, neutral
 * and negative answers, a few answers quoted in the respondent's language and a short finding. It is what the report
 * worker writes without an LLM provider.
 */
import { formatInTimeZone } from 'date-fns-tz';

import type { Sentiment } from './conversationLines.ts';
import { hashString } from './random.ts';

export type ReportLanguage = 'en' | 'ko';
export type ReportScopeType = 'GLOBAL' | 'REGIONAL' | 'LOCAL' | 'COUNTRY';

export interface ReportAnswer {
  questionId: string;
  content: string;
  sentiment: Sentiment;
}

export interface ReportSubmission {
  countryName: string;
  countryCode: string;
  languageCode: string;
  /** '1'..'N'. */
  channel: string;
  finished: boolean;
  answers: readonly ReportAnswer[];
}

export interface ReportMarkdownInput {
  survey: {
    title: Readonly<Record<ReportLanguage, string>>;
    timeZone: string;
    start: Date;
    end: Date;
    questions: readonly { questionId: string; text: Readonly<Record<ReportLanguage, string>> }[];
  };
  scope: { type: ReportScopeType; name: Readonly<Record<ReportLanguage, string>> };
  /** A final report covers the whole survey; an interim one the responses received by `cutoff`. */
  kind: 'final' | 'interim';
  cutoff: Date;
  submissions: readonly ReportSubmission[];
}

/** Both languages from one computation, so their figures cannot differ. */
export function reportMarkdown(input: ReportMarkdownInput): Record<ReportLanguage, string> {
  const figures = computeFigures(input);
  return { en: render(input, figures, 'en'), ko: render(input, figures, 'ko') };
}

const displayNames = {
  en: {
    region: new Intl.DisplayNames(['en'], { type: 'region' }),
    language: new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }),
  },
  ko: {
    region: new Intl.DisplayNames(['ko'], { type: 'region' }),
    language: new Intl.DisplayNames(['ko'], { type: 'language', languageDisplay: 'standard' }),
  },
} as const;

/** A language code's name as the report's reader says it ('Spanish (Mexico)', '스페인어(멕시코)'); the code if unknown. */
export function languageName(code: string, language: ReportLanguage): string {
  try {
    return displayNames[language].language.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name in the report's language ('Mexico', '멕시코'), from its ISO code. */
export function countryDisplayName(
  submission: Pick<ReportSubmission, 'countryName' | 'countryCode'>,
  language: ReportLanguage,
): string {
  if (language === 'en') return submission.countryName;
  try {
    return displayNames.ko.region.of(submission.countryCode) ?? submission.countryName;
  } catch {
    return submission.countryName;
  }
}

/** What the table shows for a channel: 'Channel 2' (the screens' label), '채널 2'. */
export function channelName(channel: string, language: ReportLanguage): string {
  return language === 'en' ? `Channel ${channel}` : `채널 ${channel}`;
}

/** One decimal, as the table and the findings show shares. */
export function percent(part: number, whole: number): string {
  return `${whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)}%`;
}

type SentimentCounts = Record<Sentiment, number>;

interface BreakdownRow {
  countryName: string;
  countryCode: string;
  languageCode: string;
  channel: string;
  responses: number;
  finished: number;
}

interface QuestionFigures {
  questionId: string;
  text: Readonly<Record<ReportLanguage, string>>;
  answers: number;
  counts: SentimentCounts;
  quotes: { content: string; sentiment: Sentiment; submission: ReportSubmission }[];
  /** The country whose answers are clearly more negative than the scope's, when the scope has several. */
  mostNegativeCountry: { submission: ReportSubmission; share: number } | undefined;
}

interface Figures {
  responses: number;
  finished: number;
  rows: BreakdownRow[];
  answers: number;
  counts: SentimentCounts;
  questions: QuestionFigures[];
}

const noCounts = (): SentimentCounts => ({ positive: 0, neutral: 0, negative: 0 });

/** A country needs this many answers to a question before its share is called out. */
const COUNTRY_CALL_OUT_MINIMUM = 5;
/** ... and its negative share must exceed the scope's by this much. */
const COUNTRY_CALL_OUT_MARGIN = 0.1;
const QUOTES_PER_QUESTION = 3;

function computeFigures({ survey, submissions }: ReportMarkdownInput): Figures {
  const rowsByKey = new Map<string, BreakdownRow>();
  for (const submission of submissions) {
    const key = `${submission.countryName}|${submission.languageCode}|${submission.channel}`;
    const row = rowsByKey.get(key) ?? {
      countryName: submission.countryName,
      countryCode: submission.countryCode,
      languageCode: submission.languageCode,
      channel: submission.channel,
      responses: 0,
      finished: 0,
    };
    row.responses += 1;
    if (submission.finished) row.finished += 1;
    rowsByKey.set(key, row);
  }
  const rows = [...rowsByKey.values()].sort(
    (a, b) =>
      a.countryName.localeCompare(b.countryName, 'en') ||
      a.languageCode.localeCompare(b.languageCode, 'en') ||
      Number(a.channel) - Number(b.channel),
  );

  const questions = survey.questions.map((question): QuestionFigures => {
    const answered = submissions.flatMap((submission) =>
      submission.answers.filter((answer) => answer.questionId === question.questionId).map((answer) => ({ answer, submission })),
    );
    const counts = noCounts();
    for (const { answer } of answered) counts[answer.sentiment] += 1;
    return {
      questionId: question.questionId,
      text: question.text,
      answers: answered.length,
      counts,
      quotes: pickQuotes(answered),
      mostNegativeCountry: mostNegativeCountry(answered, counts.negative / Math.max(answered.length, 1)),
    };
  });
  const counts = noCounts();
  for (const question of questions) {
    for (const sentiment of ['positive', 'neutral', 'negative'] as const) counts[sentiment] += question.counts[sentiment];
  }
  return {
    responses: submissions.length,
    finished: submissions.filter((submission) => submission.finished).length,
    rows,
    answers: questions.reduce((sum, question) => sum + question.answers, 0),
    counts,
    questions,
  };
}

type AnsweredBy = { answer: ReportAnswer; submission: ReportSubmission };

/**
 * One answer of each sentiment, praise first: drawn (by a hash of the text, so the choice is stable) from the longer
 * half of the answers, which say the most.
 */
function pickQuotes(answered: readonly AnsweredBy[]): QuestionFigures['quotes'] {
  const quotes: QuestionFigures['quotes'] = [];
  for (const sentiment of ['positive', 'neutral', 'negative'] as const) {
    const candidates = answered
      .filter(({ answer }) => answer.sentiment === sentiment)
      .sort((a, b) => b.answer.content.length - a.answer.content.length);
    const pool = candidates.slice(0, Math.ceil(candidates.length / 2));
    const chosen = pool.reduce<AnsweredBy | undefined>(
      (best, candidate) => (!best || hashString(candidate.answer.content) < hashString(best.answer.content) ? candidate : best),
      undefined,
    );
    if (chosen) quotes.push({ content: chosen.answer.content, sentiment, submission: chosen.submission });
  }
  return quotes.slice(0, QUOTES_PER_QUESTION);
}

function mostNegativeCountry(answered: readonly AnsweredBy[], scopeShare: number): QuestionFigures['mostNegativeCountry'] {
  const byCountry = new Map<string, { submission: ReportSubmission; answers: number; negative: number }>();
  for (const { answer, submission } of answered) {
    const entry = byCountry.get(submission.countryName) ?? { submission, answers: 0, negative: 0 };
    entry.answers += 1;
    if (answer.sentiment === 'negative') entry.negative += 1;
    byCountry.set(submission.countryName, entry);
  }
  if (byCountry.size < 2) return undefined;
  let worst: QuestionFigures['mostNegativeCountry'];
  for (const entry of [...byCountry.values()].sort((a, b) => a.submission.countryName.localeCompare(b.submission.countryName, 'en'))) {
    if (entry.answers < COUNTRY_CALL_OUT_MINIMUM) continue;
    const share = entry.negative / entry.answers;
    const clearlyWorse = share > scopeShare + COUNTRY_CALL_OUT_MARGIN;
    if (clearlyWorse && (!worst || share > worst.share)) worst = { submission: entry.submission, share };
  }
  return worst;
}

/** Markdown's markup and HTML characters, escaped with a backslash (~ strikes through, & starts an entity). */
const MARKUP_CHARACTERS = /[\\`*_[\]<>|#~&]/g;
/** At the start of a line these begin a list item, a heading underline or an ordered list ('1.', '2)'). */
const LINE_START_MARKUP = /^([-+=]|\d+(?=[.)]))/;
/**
 * U+2060 WORD JOINER: invisible and unbreakable. GFM viewers (remark-gfm among them) find autolink literals in the
 * decoded text, after backslash escapes are gone, so only a character between the parts stops them.
 */
const JOINER = '\u2060';

/**
 * Answers are the respondents' own words: keep them on one line and from being read as markdown, HTML or a link
 * ('www.x.example', 'http://...', 'name@x.example' stay text), or from breaking a table.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(MARKUP_CHARACTERS, '\\$&')
    .replace(LINE_START_MARKUP, (marker: string) => (/^\d/.test(marker) ? `${marker}\\` : `\\${marker}`))
    .replace(/\b(www)(?=\.)/gi, `$1${JOINER}`)
    .replace(/\b([a-z][a-z\d+.-]*)(?=:\/\/)/gi, `$1${JOINER}`)
    .replace(/@/g, `${JOINER}@`);
}

function formatDay(date: Date, timeZone: string, language: ReportLanguage): string {
  return formatInTimeZone(date, timeZone, language === 'en' ? 'MMM d, yyyy' : "yyyy'년' M'월' d'일'");
}

function formatMoment(date: Date, timeZone: string, language: ReportLanguage): string {
  return `${formatDay(date, timeZone, language)} ${formatInTimeZone(date, timeZone, 'HH:mm')} (${timeZone})`;
}

const text = {
  en: {
    scopeLabel: { GLOBAL: 'Global report', REGIONAL: 'Regional report', LOCAL: 'Local report', COUNTRY: 'Country report' },
    where: {
      GLOBAL: () => 'across all target countries',
      REGIONAL: (name: string) => `in the ${name} region`,
      LOCAL: (name: string) => `in ${name}`,
      COUNTRY: (name: string) => `in ${name}`,
    },
    final: (from: string, to: string) => `Final report on the whole survey, ${from} to ${to}.`,
    interim: (cutoff: string, to: string) => `Interim report on the responses received by ${cutoff}; the survey runs until ${to}.`,
    summary: 'Summary',
    people: (from: string, to: string, where: string, responses: number, finished: number, rate: string) =>
      `Between ${from} and ${to}, ${responses} people answered the survey ${where}; ${finished} of them (${rate}) answered every question.`,
    answerSplit: (answers: number, positive: string, neutral: string, negative: string) =>
      `Of their ${answers} answers, ${positive} were positive, ${neutral} neutral and ${negative} negative.`,
    bestAndWorst: (best: string, bestShare: string, worst: string, worstShare: string) =>
      `Respondents were happiest with "${best}" (${bestShare} positive) and least happy with "${worst}" (${worstShare} negative).`,
    responsesHeading: 'Responses',
    columns: ['Country', 'Language', 'Channel', 'Responses', 'Finished', 'Completion rate'],
    total: 'Total',
    completion: (rate: string, finished: number, responses: number) =>
      `Completion rate: **${rate}** (${finished} of ${responses} respondents answered every question).`,
    questionsHeading: 'Questions',
    answerCounts: (answers: number, counts: SentimentCounts, shares: Record<Sentiment, string>) =>
      `${answers} answers: ${counts.positive} positive (${shares.positive}), ${counts.neutral} neutral (${shares.neutral}), ${counts.negative} negative (${shares.negative}).`,
    noAnswers: 'No answers to this question yet.',
    finding: '**Finding:**',
    strength: (positive: string, negative: string) => `a clear strength: ${positive} of answers are positive and only ${negative} negative.`,
    painPoint: (negative: string) => `a pain point: ${negative} of answers are negative; this is where to act first.`,
    moreCriticism: (negative: string, positive: string) => `more criticism than praise (${negative} negative against ${positive} positive); worth a closer look.`,
    mixed: (positive: string, neutral: string, negative: string) => `mixed views: ${positive} positive, ${neutral} neutral, ${negative} negative.`,
    countryCallOut: (country: string, share: string) => `Negative answers were most frequent in ${country} (${share} of its answers).`,
  },
  ko: {
    scopeLabel: { GLOBAL: '글로벌 보고서', REGIONAL: '지역 보고서', LOCAL: '로컬 보고서', COUNTRY: '국가별 보고서' },
    where: {
      GLOBAL: () => '전체 대상 국가에서',
      REGIONAL: (name: string) => `${name} 지역에서`,
      LOCAL: (name: string) => `${name}에서`,
      COUNTRY: (name: string) => `${name}에서`,
    },
    final: (from: string, to: string) => `${from}부터 ${to}까지 진행된 설문 전체에 대한 최종 보고서입니다.`,
    interim: (cutoff: string, to: string) => `${cutoff}까지 접수된 응답을 바탕으로 한 중간 보고서입니다. 설문은 ${to}까지 진행됩니다.`,
    summary: '요약',
    people: (from: string, to: string, where: string, responses: number, finished: number, rate: string) =>
      `${from}부터 ${to}까지 ${where} 총 ${responses}명이 설문에 응답했으며, 이 중 ${finished}명(${rate})이 모든 문항에 답했습니다.`,
    answerSplit: (answers: number, positive: string, neutral: string, negative: string) =>
      `전체 답변 ${answers}건 가운데 긍정 ${positive}, 중립 ${neutral}, 부정 ${negative}였습니다.`,
    bestAndWorst: (best: string, bestShare: string, worst: string, worstShare: string) =>
      `응답자들은 "${best}" 문항에 가장 만족했고(긍정 ${bestShare}), "${worst}" 문항에 가장 불만이 많았습니다(부정 ${worstShare}).`,
    responsesHeading: '응답 현황',
    columns: ['국가', '언어', '채널', '응답 수', '완료', '완료율'],
    total: '합계',
    completion: (rate: string, finished: number, responses: number) =>
      `완료율: **${rate}** (응답자 ${responses}명 중 ${finished}명이 모든 문항에 답함).`,
    questionsHeading: '문항별 결과',
    answerCounts: (answers: number, counts: SentimentCounts, shares: Record<Sentiment, string>) =>
      `답변 ${answers}건: 긍정 ${counts.positive}건(${shares.positive}), 중립 ${counts.neutral}건(${shares.neutral}), 부정 ${counts.negative}건(${shares.negative}).`,
    noAnswers: '아직 이 문항에 대한 답변이 없습니다.',
    finding: '**주요 발견:**',
    strength: (positive: string, negative: string) => `뚜렷한 강점입니다. 답변의 ${positive}가 긍정적이며 부정적인 답변은 ${negative}에 그쳤습니다.`,
    painPoint: (negative: string) => `개선이 시급한 부분입니다. 답변의 ${negative}가 부정적이므로 가장 먼저 조치해야 합니다.`,
    moreCriticism: (negative: string, positive: string) => `칭찬보다 불만이 많습니다(부정 ${negative}, 긍정 ${positive}). 자세한 검토가 필요합니다.`,
    mixed: (positive: string, neutral: string, negative: string) => `의견이 엇갈립니다. 긍정 ${positive}, 중립 ${neutral}, 부정 ${negative}입니다.`,
    countryCallOut: (country: string, share: string) => `부정적인 답변은 ${country}에서 가장 많았습니다(해당 국가 답변의 ${share}).`,
  },
} as const;

const STRENGTH_SHARE = 0.6;
const PAIN_POINT_SHARE = 0.35;

function finding(question: QuestionFigures, language: ReportLanguage): string {
  const t = text[language];
  const { positive, neutral, negative } = question.counts;
  const share = (part: number) => percent(part, question.answers);
  let sentence: string;
  if (positive / question.answers >= STRENGTH_SHARE) sentence = t.strength(share(positive), share(negative));
  else if (negative / question.answers >= PAIN_POINT_SHARE) sentence = t.painPoint(share(negative));
  else if (negative > positive) sentence = t.moreCriticism(share(negative), share(positive));
  else sentence = t.mixed(share(positive), share(neutral), share(negative));
  const worst = question.mostNegativeCountry;
  const callOut = worst ? ` ${t.countryCallOut(countryDisplayName(worst.submission, language), percent(worst.share, 1))}` : '';
  return `${t.finding} ${sentence}${callOut}`;
}

function bestAndWorst(figures: Figures, language: ReportLanguage): string | undefined {
  const answered = figures.questions.filter((question) => question.answers > 0);
  if (answered.length < 2) return undefined;
  const positiveShare = (question: QuestionFigures) => question.counts.positive / question.answers;
  const negativeShare = (question: QuestionFigures) => question.counts.negative / question.answers;
  // Ties go to the earlier question, so the choice is stable.
  const best = answered.reduce((top, question) => (positiveShare(question) > positiveShare(top) ? question : top));
  const worst = answered.reduce((top, question) => (negativeShare(question) > negativeShare(top) ? question : top));
  if (best === worst) return undefined;
  return text[language].bestAndWorst(
    best.text[language],
    percent(best.counts.positive, best.answers),
    worst.text[language],
    percent(worst.counts.negative, worst.answers),
  );
}

function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function render(input: ReportMarkdownInput, figures: Figures, language: ReportLanguage): string {
  const t = text[language];
  const { survey, scope } = input;
  const periodEnd = input.kind === 'final' ? survey.end : input.cutoff;
  const from = formatDay(survey.start, survey.timeZone, language);
  const to = formatDay(periodEnd, survey.timeZone, language);
  const rate = percent(figures.finished, figures.responses);
  const share = (part: number) => percent(part, figures.answers);

  const lines: string[] = [
    `# ${survey.title[language]} — ${scope.name[language]}`,
    '',
    `*${t.scopeLabel[scope.type]} · ${
      input.kind === 'final'
        ? t.final(from, formatDay(survey.end, survey.timeZone, language))
        : t.interim(formatMoment(input.cutoff, survey.timeZone, language), formatDay(survey.end, survey.timeZone, language))
    }*`,
    '',
    `## ${t.summary}`,
    '',
    [
      t.people(from, to, t.where[scope.type](scope.name[language]), figures.responses, figures.finished, rate),
      t.answerSplit(figures.answers, share(figures.counts.positive), share(figures.counts.neutral), share(figures.counts.negative)),
      bestAndWorst(figures, language),
    ]
      .filter((sentence) => sentence !== undefined)
      .join(' '),
    '',
    `## ${t.responsesHeading}`,
    '',
    tableRow(t.columns),
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...figures.rows.map((row) =>
      tableRow([
        countryDisplayName(row, language),
        languageName(row.languageCode, language),
        channelName(row.channel, language),
        String(row.responses),
        String(row.finished),
        percent(row.finished, row.responses),
      ]),
    ),
    `| **${t.total}** | | | **${figures.responses}** | **${figures.finished}** | **${rate}** |`,
    '',
    t.completion(rate, figures.finished, figures.responses),
    '',
    `## ${t.questionsHeading}`,
  ];

  figures.questions.forEach((question, index) => {
    lines.push('', `### ${index + 1}. ${question.text[language]}`, '');
    if (question.answers === 0) {
      lines.push(t.noAnswers);
      return;
    }
    const shares = {
      positive: percent(question.counts.positive, question.answers),
      neutral: percent(question.counts.neutral, question.answers),
      negative: percent(question.counts.negative, question.answers),
    };
    lines.push(t.answerCounts(question.answers, question.counts, shares), '');
    for (const quote of question.quotes) {
      const source = [
        countryDisplayName(quote.submission, language),
        languageName(quote.submission.languageCode, language),
        channelName(quote.submission.channel, language),
      ].join(' · ');
      lines.push(`> "${escapeMarkdown(quote.content)}" — ${source}`, '');
    }
    lines.push(finding(question, language));
  });
  return `${lines.join('\n')}\n`;
}
