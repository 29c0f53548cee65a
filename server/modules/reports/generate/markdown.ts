/**
 * A report's markdown in English and Korean, from one computation of the scope's figures so both say the same: title,
 * scope and period; responses and completion; breakdowns by country, language and channel; per question its answers,
 * main themes per language and up to five answers quoted in their own language; a note on the method. Charts of the
 * responses over time and per country ride along as ```chart blocks (charts.ts).
 */
import { formatInTimeZone } from 'date-fns-tz';

import { REPORT_CHART_LIMITS, type ReportScopeType } from '../../../contract.ts';
import { chartBlock, responsesOverTime, type ResponsesOverTime, responsesOverTimeChart, responsesPerCountryChart } from './charts.ts';
import { baseLanguage, meaningfulTerms, type Theme, topThemes } from './themes.ts';

export type ReportLanguage = 'en' | 'ko';
type Localized = Readonly<Record<ReportLanguage, string>>;

export interface ReportSubmission {
  id: string;
  countryName: string;
  countryCode: string;
  languageCode: string;
  /** '1'..'N'. */
  channel: string;
  finished: boolean;
  startedAt: Date;
  /** The respondent's answers in question order: the first answers the first question, and so on. */
  answers: readonly string[];
}

export interface ReportInput {
  survey: {
    title: Localized;
    timeZone: string;
    start: Date;
    end: Date;
    questions: readonly Localized[];
  };
  scope: { type: ReportScopeType; identifier: string };
  generatedAt: Date;
  /** REPORT_MIN_RESPONSES, which the method note states. */
  minResponses: number;
  submissions: readonly ReportSubmission[];
}

const THEMES_PER_LANGUAGE = 5;
const QUOTES_PER_QUESTION = 5;

interface Tally {
  key: string;
  responses: number;
  finished: number;
}

interface QuestionFigures {
  text: Localized;
  answers: number;
  themes: { languageCode: string; answers: number; themes: Theme[] }[];
  quotes: { content: string; submission: ReportSubmission }[];
}

interface Figures {
  responses: number;
  finished: number;
  byCountry: Tally[];
  byLanguage: Tally[];
  byChannel: Tally[];
  overTime: ResponsesOverTime;
  questions: QuestionFigures[];
}

export function reportMarkdown(input: ReportInput): Record<ReportLanguage, string> {
  const figures = computeFigures(input);
  return { en: render(input, figures, 'en'), ko: render(input, figures, 'ko') };
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

const byText = (a: string, b: string) => a.localeCompare(b, 'en');

function computeFigures({ survey, submissions, generatedAt }: ReportInput): Figures {
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
    questions: survey.questions.map((text, index) => questionFigures(text, index, submissions)),
  };
}

function questionFigures(text: Localized, index: number, submissions: readonly ReportSubmission[]): QuestionFigures {
  const answered = submissions.flatMap((submission) => {
    const content = submission.answers[index]?.trim();
    return content ? [{ content, submission, languageCode: baseLanguage(submission.languageCode) }] : [];
  });
  const languages = tally(answered.map((answer) => answer.submission), (submission) => baseLanguage(submission.languageCode), byText);
  const themes = languages.map(({ key, responses }) => ({
    languageCode: key,
    answers: responses,
    themes: topThemes(answered.filter((answer) => answer.languageCode === key), THEMES_PER_LANGUAGE),
  }));
  return { text, answers: answered.length, themes, quotes: pickQuotes(answered, themes) };
}

/**
 * Up to five answers that speak for the rest: those using the most of their language's main themes first, then the
 * fuller ones, taken in turn from each language (most answers first) so no language is left unheard. Ties by
 * submission id, so a rerun on the same data quotes the same answers.
 */
function pickQuotes(
  answered: readonly { content: string; submission: ReportSubmission; languageCode: string }[],
  themes: QuestionFigures['themes'],
): QuestionFigures['quotes'] {
  const ranked = themes.map(({ languageCode, themes: languageThemes }) => {
    const terms = new Set(languageThemes.map((theme) => theme.term));
    return answered
      .filter((answer) => answer.languageCode === languageCode)
      .map((answer) => {
        const used = [...meaningfulTerms(answer.content, languageCode)].filter((term) => terms.has(term)).length;
        return { answer, used };
      })
      .sort((a, b) => b.used - a.used || b.answer.content.length - a.answer.content.length || byText(a.answer.submission.id, b.answer.submission.id))
      .map(({ answer }) => ({ content: answer.content, submission: answer.submission }));
  });
  const quotes: QuestionFigures['quotes'] = [];
  for (let round = 0; quotes.length < QUOTES_PER_QUESTION && ranked.some((list) => list.length > round); round += 1) {
    for (const list of ranked) {
      const quote = list[round];
      if (quote && quotes.length < QUOTES_PER_QUESTION) quotes.push(quote);
    }
  }
  return quotes;
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

function percent(part: number, whole: number): string {
  return `${whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)}%`;
}

const text = {
  en: {
    scopeLabel: { GLOBAL: 'Global report', REGIONAL: 'Regional report', LOCAL: 'Local report', COUNTRY: 'Country report' },
    period: (from: string, to: string, generated: string) => `Survey period: ${from} to ${to}. Generated ${generated}.`,
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
    methodHeading: 'Method',
    method: (min: number) =>
      `Figures count every conversation started through this survey's links in the scope's countries by the time the report was generated; a conversation is finished when every question was answered. The respondent's first message answers the first question, the second the second, and so on. Themes are the words used by the most answers in each language, after common function words are removed; a word must appear in at least two answers. Representative answers are those using the most of their language's themes, taken in turn from each language and quoted as written, in the respondent's language. A scope needs at least ${min} responses for a report.`,
  },
  ko: {
    scopeLabel: { GLOBAL: '글로벌 보고서', REGIONAL: '지역 보고서', LOCAL: '로컬 보고서', COUNTRY: '국가별 보고서' },
    period: (from: string, to: string, generated: string) => `설문 기간: ${from} ~ ${to}. 작성 시각: ${generated}.`,
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
    methodHeading: '작성 방법',
    method: (min: number) =>
      `수치는 보고서 작성 시점까지 이 설문의 링크로 해당 범위의 국가에서 시작된 모든 대화를 집계한 것이며, 모든 문항에 답한 대화를 완료로 봅니다. 응답자의 첫 번째 메시지는 첫 번째 문항에 대한 답변으로, 두 번째 메시지는 두 번째 문항에 대한 답변으로 처리합니다. 주제어는 언어별로 조사·접속사 같은 흔한 기능어를 제외한 뒤 가장 많은 답변에 등장한 단어이며, 두 건 이상의 답변에 나온 단어만 포함합니다. 대표 답변은 해당 언어의 주제어를 가장 많이 담은 답변을 언어별로 번갈아 고른 것으로, 응답자가 쓴 언어 그대로 인용합니다. 한 범위의 보고서에는 최소 ${min}건의 응답이 필요합니다.`,
  },
} as const;

function formatDay(date: Date, timeZone: string, language: ReportLanguage): string {
  return formatInTimeZone(date, timeZone, language === 'en' ? 'MMM d, yyyy HH:mm' : "yyyy'년' M'월' d'일' HH:mm");
}

function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function breakdownTable(rows: readonly Tally[], label: (key: string) => string, columns: readonly string[]): string[] {
  return [
    tableRow(columns),
    '| --- | ---: | ---: | ---: |',
    ...rows.map((row) => tableRow([label(row.key), String(row.responses), String(row.finished), percent(row.finished, row.responses)])),
  ];
}

function render(input: ReportInput, figures: Figures, language: ReportLanguage): string {
  const t = text[language];
  const { survey } = input;
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
    `## ${t.responsesHeading}`,
    '',
    t.responses(figures.responses, figures.finished, percent(figures.finished, figures.responses)),
    '',
    chartBlock(responsesOverTimeChart(figures.overTime, language)),
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
      lines.push(chartBlock(responsesPerCountryChart(countries, language)), '');
    }
    lines.push(...breakdownTable(rows, (key) => inertText(label(key)), t.columns(t.firstColumn[kind])));
  }
  lines.push('', `## ${t.questionsHeading}`);
  figures.questions.forEach((question, index) => {
    lines.push('', `### ${index + 1}. ${inertText(question.text[language])}`, '');
    if (question.answers === 0) {
      lines.push(t.noAnswers);
      return;
    }
    lines.push(t.answers(question.answers), '', `**${t.themes}**`, '');
    for (const entry of question.themes) {
      const terms = entry.themes.length
        ? entry.themes.map((theme) => `${inertText(theme.term)} (${theme.answers})`).join(', ')
        : t.noThemes;
      lines.push(`- ${t.themeLine(inertText(nameOf('language', entry.languageCode, language)), entry.answers, terms)}`);
    }
    lines.push('', `**${t.quotes}**`, '');
    for (const quote of question.quotes) {
      const source = [
        nameOf('region', quote.submission.countryCode, language),
        nameOf('language', quote.submission.languageCode, language),
        t.channel(quote.submission.channel),
      ].join(' · ');
      lines.push(`> ${inertText(quote.content)}`, `> — ${inertText(source)}`, '');
    }
  });
  lines.push('', `## ${t.methodHeading}`, '', t.method(input.minResponses));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
