/**
 * Plans the demo submissions of one survey: who answered through which link, when (in the country's daytime, inside the
 * schedule, before `now`), and the whole conversation in the link's language. Pure: the same survey, links and `now`
 * give the same plan, drawn from a generator keyed by the survey id.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

import type { DemoQuestion, DemoSurvey } from './surveys.ts';
import {
  type AnswerBank,
  answerDecorations,
  assistantLines,
  type LineLanguage,
  lineLanguages,
  type QuestionLines,
  type Sentiment,
  sentiments,
  type SurveyLines,
} from './conversationLines.ts';
import { hashString, type Random, seededRandom } from './random.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A participation link of the survey as stored, with its country. */
export interface DemoLink {
  id: number;
  countryId: number;
  countryName: string;
  countryCode: string;
  languageCode: string;
  channel: string;
}

export interface PlannedMessage {
  role: 'assistant' | 'respondent';
  content: string;
  createdAt: Date;
  /** The question a message asks or answers (1-based); absent for the greeting and the thanks. */
  questionNumber?: number;
  /** A scored answer's value (server/db/schema.ts, conversation_logs.answer_value). */
  answerValue?: number;
}

/** One answer as the script wrote it, with the sentiment it was written in. */
export interface DemoAnswer {
  questionId: string;
  content: string;
  sentiment: Sentiment;
}

export interface PlannedSubmission {
  id: string;
  surveyId: string;
  linkId: number;
  countryId: number;
  countryName: string;
  countryCode: string;
  languageCode: string;
  channel: string;
  startedAt: Date;
  /** The respondent's latest message. */
  submittedAt: Date;
  finished: boolean;
  messages: PlannedMessage[];
  /** The respondent's answers with the sentiment they were written with. */
  answers: DemoAnswer[];
}

interface ResponsePlan {
  /** How many people answer, drawn in this range. */
  responses: readonly [number, number];
  /** Relative share of each country's respondents (1 for a country not named). */
  countryWeights?: Readonly<Record<string, number>>;
  /** Countries with a fixed number of respondents, e.g. fewer than a report needs. */
  fixedCounts?: Readonly<Record<string, number>>;
  /** Countries whose respondents are less happy, so reports have something to call out. */
  unhappierCountries?: readonly string[];
}

/** Per demo survey id: the Mexico in-store survey is the large one (paging), Belize stays below the report minimum. */
const responsePlans: Readonly<Record<string, ResponsePlan>> = {
  'demo-us-checkout': { responses: [52, 68] },
  'demo-br-home-delivery': { responses: [44, 58] },
  'demo-mx-store-experience': { responses: [128, 152] },
  'demo-ca-customer-service': {
    responses: [38, 50],
    countryWeights: { Guatemala: 5, Honduras: 3, 'El Salvador': 3, Nicaragua: 2, 'Costa Rica': 4, Panama: 3 },
    fixedCounts: { Belize: 3 },
    unhappierCountries: ['Honduras'],
  },
  'demo-latam-loyalty': {
    responses: [46, 60],
    countryWeights: { Mexico: 6, Brazil: 5, Colombia: 3, Peru: 3, Chile: 2, Argentina: 2 },
    unhappierCountries: ['Argentina'],
  },
  'demo-mx-us-store-pickup': { responses: [30, 40], countryWeights: { Mexico: 2, 'United States': 1 } },
};

/** Where the demo countries' respondents live; a country not listed answers in the survey's timezone. */
export const countryTimeZones: Readonly<Record<string, string>> = {
  'United States': 'America/New_York',
  Brazil: 'America/Sao_Paulo',
  Mexico: 'America/Mexico_City',
  Guatemala: 'America/Guatemala',
  Honduras: 'America/Tegucigalpa',
  'El Salvador': 'America/El_Salvador',
  Nicaragua: 'America/Managua',
  'Costa Rica': 'America/Costa_Rica',
  Panama: 'America/Panama',
  Belize: 'America/Belize',
  Colombia: 'America/Bogota',
  Peru: 'America/Lima',
  Chile: 'America/Santiago',
  Argentina: 'America/Argentina/Buenos_Aires',
};

/** Share of each survey's respondents who stop before the end. */
const UNFINISHED_SHARE: readonly [number, number] = [0.1, 0.15];
/** Share of respondents placed in the last week when the survey was open then, so 'Recent Responses' is never 0. */
const RECENT_SHARE = 0.15;
const RECENT_WINDOW_MS = 7 * DAY_MS;
/** Nobody is mid-sentence at `now`: the last message is at least this old. */
export const QUIET_BEFORE_NOW_MS = 2 * MINUTE_MS;
const PLACEMENT_ATTEMPTS = 40;

type Mood = 'happy' | 'mixed' | 'unhappy';
const moodMix: Readonly<Record<'usual' | 'unhappier', Readonly<Record<Mood, number>>>> = {
  usual: { happy: 0.55, mixed: 0.3, unhappy: 0.15 },
  unhappier: { happy: 0.25, mixed: 0.35, unhappy: 0.4 },
};
const sentimentByMood: Readonly<Record<Mood, Readonly<Record<Sentiment, number>>>> = {
  happy: { positive: 0.78, neutral: 0.17, negative: 0.05 },
  mixed: { positive: 0.35, neutral: 0.4, negative: 0.25 },
  unhappy: { positive: 0.1, neutral: 0.3, negative: 0.6 },
};
/** Added to a question's leaning sentiment. */
const LEAN_WEIGHT = 0.2;

/**
 * The closest of `available` to a link language: itself, then the language without a region ('es' for 'es-AR'), then
 * the language of another region, then English, then any.
 */
export function closestLanguage<T extends string>(available: readonly T[], languageCode: string): T | undefined {
  const base = (code: string) => code.split('-')[0]?.toLowerCase();
  return (
    available.find((code) => code === languageCode) ??
    available.find((code) => code === base(languageCode)) ??
    available.find((code) => base(code) === base(languageCode)) ??
    available.find((code) => code === 'en') ??
    available[0]
  );
}

/** A question as a link in `languageCode` asks it: its translation, or the English source when there is none. */
export function questionInLanguage(question: DemoQuestion, languageCode: string): string {
  const translated = closestLanguage(['es-MX', 'es', 'pt-BR', 'en'] as const, languageCode);
  return translated === undefined || translated === 'en' ? question.text : question.translations[translated];
}

export function lineLanguageOf(languageCode: string): LineLanguage {
  return closestLanguage(lineLanguages, languageCode) ?? 'en';
}

export function answerBankFor(question: QuestionLines, languageCode: string): AnswerBank {
  const available = lineLanguages.filter((language) => question.answers[language] !== undefined);
  const language = closestLanguage(available, languageCode);
  const bank = language && question.answers[language];
  if (!bank) throw new Error('Demo responses: a question has no answers in any language');
  return bank;
}

/** Some respondents open with a filler word, end with an emoji or type everything in lower case. */
export function decorate(core: string, language: LineLanguage, sentiment: Sentiment, random: Random): string {
  const { openers, emoji } = answerDecorations[language];
  let answer = core;
  const opensAlready = openers.some((opener) => answer.toLowerCase().startsWith(opener.trim().toLowerCase().replace(/,$/, '')));
  // "I" stays upper case; other first words read naturally in lower case after a filler.
  if (random.chance(0.2) && !opensAlready && !/^I\b/.test(answer)) {
    answer = random.pick(openers) + answer.charAt(0).toLowerCase() + answer.slice(1);
  }
  if (random.chance(0.15)) answer = `${answer.replace(/\.$/, '')} ${random.pick(emoji[sentiment])}`;
  if (random.chance(0.08)) answer = answer.toLowerCase().replace(/\.$/, '');
  return answer;
}

function pickSentiment(mood: Mood, bank: AnswerBank, lean: Sentiment | undefined, random: Random): Sentiment {
  const weights = sentimentByMood[mood];
  const possible = sentiments.filter((sentiment) => bank[sentiment].length > 0);
  return random.pickWeighted(possible, (sentiment) => weights[sentiment] + (sentiment === lean ? LEAN_WEIGHT : 0));
}

export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

interface Conversation {
  messages: { role: PlannedMessage['role']; content: string; afterMs: number }[];
  answers: DemoAnswer[];
}

/**
 * Greeting, each question asked in the link's language and answered, thanks; a respondent who stops after answer
 * `answeredCount` leaves the next question unanswered. `afterMs` is each message's delay after the previous one: a few
 * seconds for the assistant, longer for a longer answer, never more than a minute.
 */
function converse(
  survey: DemoSurvey,
  lines: SurveyLines,
  languageCode: string,
  mood: Mood,
  answeredCount: number,
  random: Random,
): Conversation {
  const language = lineLanguageOf(languageCode);
  const assistant = assistantLines[language];
  const count = survey.questions.length;
  const assistantDelay = () => random.integer(1500, 5000);
  const messages: Conversation['messages'] = [
    {
      role: 'assistant',
      content: fill(random.pick(assistant.greetings), {
        topic: lines.topic[language],
        count: assistant.numbers[count] ?? String(count),
      }),
      afterMs: 0,
    },
  ];
  const answers: DemoAnswer[] = [];
  let previous: Sentiment | undefined;
  const acknowledged = new Set<string>();
  for (const [index, question] of survey.questions.entries()) {
    const asked = questionInLanguage(question, languageCode);
    // The assistant acknowledges some answers before the next question, never twice with the same words.
    const fresh = previous === undefined ? [] : assistant.acknowledgements[previous].filter((line) => !acknowledged.has(line));
    const acknowledgement = fresh.length > 0 && random.chance(0.6) ? random.pick(fresh) : undefined;
    if (acknowledgement) acknowledged.add(acknowledgement);
    messages.push({ role: 'assistant', content: acknowledgement ? `${acknowledgement} ${asked}` : asked, afterMs: assistantDelay() });
    if (index === answeredCount) return { messages, answers };

    const questionId = `q${index + 1}`;
    const questionLines = lines.questions[questionId];
    if (!questionLines) throw new Error(`Demo responses: no answers for ${survey.id} ${questionId}`);
    const bank = answerBankFor(questionLines, languageCode);
    const sentiment = pickSentiment(mood, bank, questionLines.lean, random);
    const content = decorate(random.pick(bank[sentiment]), language, sentiment, random);
    const typing = 4000 + content.length * 250 + random.integer(0, 20_000);
    messages.push({ role: 'respondent', content, afterMs: Math.min(typing, MINUTE_MS) });
    answers.push({ questionId, content, sentiment });
    previous = sentiment;
  }
  messages.push({ role: 'assistant', content: random.pick(assistant.thanks), afterMs: assistantDelay() });
  return { messages, answers };
}

/** Each country's number of respondents: the fixed ones first, the rest by weight (largest remainders). */
function allocate(total: number, countryNames: readonly string[], plan: ResponsePlan): Map<string, number> {
  const counts = new Map<string, number>();
  const fixed = plan.fixedCounts ?? {};
  const weighted = countryNames.filter((name) => fixed[name] === undefined);
  let remaining = total;
  for (const name of countryNames) {
    const count = fixed[name];
    if (count === undefined) continue;
    counts.set(name, count);
    remaining -= count;
  }
  const weightOf = (name: string) => plan.countryWeights?.[name] ?? 1;
  const totalWeight = weighted.reduce((sum, name) => sum + weightOf(name), 0);
  const shares = weighted.map((name) => {
    const exact = (Math.max(remaining, 0) * weightOf(name)) / totalWeight;
    return { name, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = Math.max(remaining, 0) - shares.reduce((sum, share) => sum + share.whole, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.name.localeCompare(b.name, 'en'))) {
    counts.set(share.name, share.whole + (left > 0 ? 1 : 0));
    left -= 1;
  }
  return counts;
}

/** The calendar days (yyyy-MM-dd) in `timeZone` that the window touches. */
function localDays(from: Date, to: Date, timeZone: string): string[] {
  const first = Date.parse(`${formatInTimeZone(from, timeZone, 'yyyy-MM-dd')}T00:00:00Z`);
  const last = Date.parse(`${formatInTimeZone(to, timeZone, 'yyyy-MM-dd')}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/** Minutes after local midnight: shop hours 08:00-21:00, busier at lunch and after work. */
function daytimeMinute(random: Random): number {
  const roll = random.next();
  if (roll < 0.5) return random.integer(8 * 60, 21 * 60 - 1);
  if (roll < 0.75) return random.integer(12 * 60, 14 * 60 + 29);
  return random.integer(17 * 60, 20 * 60 + 29);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A start in the country's daytime such that the whole conversation fits in the window; undefined if none is found. */
export function placeInWindow(
  window: { from: Date; to: Date },
  timeZone: string,
  durationMs: number,
  random: Random,
): Date | undefined {
  const days = localDays(window.from, window.to, timeZone);
  for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt += 1) {
    const minute = daytimeMinute(random);
    const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(random.integer(0, 59))}.${pad(random.integer(0, 999), 3)}`;
    const wallClock = `${random.pick(days)}T${time}`;
    const start = fromZonedTime(wallClock, timeZone);
    if (start >= window.from && start.getTime() + durationMs <= window.to.getTime()) return start;
  }
  return undefined;
}

/** Each step of a conversation at its time: `afterMs` after the previous one, the first after `startedAt`. */
export function timed<S extends { afterMs: number }, M>(startedAt: Date, steps: readonly S[], message: (step: S) => M): (M & { createdAt: Date })[] {
  let at = startedAt.getTime();
  return steps.map((step) => {
    at += step.afterMs;
    return { ...message(step), createdAt: new Date(at) };
  });
}

export interface PlanInput {
  survey: DemoSurvey;
  lines: SurveyLines;
  /** The schedule as stored (its timezone's wall clock turned into instants). */
  schedule: { start: Date; end: Date; timeZone: string };
  /** The survey's links, in a stable order (country, language, channel). */
  links: readonly DemoLink[];
  now: Date;
}

/** The survey's demo submissions, oldest first, ids `${surveyId}-s0001` upwards; none before the survey opens. */
export function planDemoResponses({ survey, lines, schedule, links, now }: PlanInput): PlannedSubmission[] {
  const plan = responsePlans[survey.id];
  const window = { from: schedule.start, to: new Date(Math.min(schedule.end.getTime(), now.getTime() - QUIET_BEFORE_NOW_MS)) };
  if (!plan || links.length === 0 || window.to <= window.from) return [];
  const recentFrom = new Date(Math.max(window.from.getTime(), now.getTime() - RECENT_WINDOW_MS));
  const recent = recentFrom < window.to ? { from: recentFrom, to: window.to } : undefined;

  const random = seededRandom(hashString(survey.id));
  const total = random.integer(plan.responses[0], plan.responses[1]);
  const countryNames = [...new Set(links.map((link) => link.countryName))];
  const counts = allocate(total, countryNames, plan);
  // One slot per respondent, shuffled so the recent and the unfinished ones fall in every country.
  const slots = random.shuffled(countryNames.flatMap((name) => Array.from({ length: counts.get(name) ?? 0 }, () => name)));
  const [fewestUnfinished, mostUnfinished] = UNFINISHED_SHARE;
  const unfinishedCount = Math.round(slots.length * (fewestUnfinished + random.next() * (mostUnfinished - fewestUnfinished)));
  const unfinished = new Set(random.shuffled(slots.map((_, index) => index)).slice(0, unfinishedCount));
  const recentCount = recent ? Math.ceil(slots.length * RECENT_SHARE) : 0;

  const planned: Omit<PlannedSubmission, 'id'>[] = [];
  slots.forEach((countryName, index) => {
    const countryLinks = links.filter((link) => link.countryName === countryName);
    // Channel 1 is the main one (e.g. the receipt QR code); higher channels are used less.
    const link = random.pickWeighted(countryLinks, (candidate) => 1 / Number(candidate.channel));
    const mix = plan.unhappierCountries?.includes(countryName) ? moodMix.unhappier : moodMix.usual;
    const mood = random.pickWeighted(['happy', 'mixed', 'unhappy'] as const, (candidate) => mix[candidate]);
    const questionCount = survey.questions.length;
    // Someone who stops has answered at least one question (else there is nothing to keep) and not all of them.
    const answeredCount = unfinished.has(index) && questionCount > 1 ? random.integer(1, questionCount - 1) : questionCount;
    const conversation = converse(survey, lines, link.languageCode, mood, answeredCount, random);
    const durationMs = conversation.messages.reduce((sum, message) => sum + message.afterMs, 0);
    const timeZone = countryTimeZones[countryName] ?? schedule.timeZone;
    const startedAt = placeInWindow(index < recentCount && recent ? recent : window, timeZone, durationMs, random);
    if (!startedAt) return;

    const messages = timed(startedAt, conversation.messages, ({ role, content }) => ({ role, content }));
    const lastAnswer = messages.filter((message) => message.role === 'respondent').at(-1);
    planned.push({
      surveyId: survey.id,
      linkId: link.id,
      countryId: link.countryId,
      countryName,
      countryCode: link.countryCode,
      languageCode: link.languageCode,
      channel: link.channel,
      startedAt,
      submittedAt: lastAnswer?.createdAt ?? startedAt,
      finished: answeredCount === questionCount,
      messages,
      answers: conversation.answers,
    });
  });
  return planned
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .map((submission, index) => ({ id: `${survey.id}-s${pad(index + 1, 4)}`, ...submission }));
}
