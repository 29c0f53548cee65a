/**
 * Plans the answers of the demo's scored survey (a rating, an NPS and a free-text question): several weeks of
 * conversations whose scores differ between countries and move over time (Mexico gets better, Brazil worse), so the
 * Dashboard and the reports show comparisons and a trend. The rating and the NPS answers are typed numbers stored with
 * their values; the free-text reason is written in the words of a satisfied or a dissatisfied respondent. Pure and
 * deterministic, like planDemoResponses.
 */
import { askedQuestion } from '../contract.ts';
import { assistantLines, type Sentiment } from './conversationLines.ts';
import {
  answerBankFor,
  countryTimeZones,
  decorate,
  fill,
  lineLanguageOf,
  placeInWindow,
  type PlanInput,
  type PlannedMessage,
  type PlannedSubmission,
  QUIET_BEFORE_NOW_MS,
  questionInLanguage,
  timed,
} from './responses.ts';
import { hashString, type Random, seededRandom } from './random.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How many people answer the survey over its weeks. */
const RESPONSES: readonly [number, number] = [400, 440];
/** Share of respondents who stop after the rating or the NPS answer. */
const UNFINISHED_SHARE = 0.12;

/** Each country's share of respondents, and its share of satisfied ratings (4 or 5) when the survey opened and now. */
const countryScores: Readonly<Record<string, { weight: number; satisfied: readonly [opened: number, now: number] }>> = {
  Mexico: { weight: 7, satisfied: [0.45, 0.88] },
  Brazil: { weight: 5, satisfied: [0.9, 0.45] },
  Colombia: { weight: 2, satisfied: [0.72, 0.74] },
  Guatemala: { weight: 2, satisfied: [0.52, 0.6] },
  'United States': { weight: 3, satisfied: [0.84, 0.86] },
};
const OTHER_COUNTRY = { weight: 1, satisfied: [0.7, 0.7] } as const;

/** A rating given the respondent is satisfied or not. */
function drawRating(satisfied: boolean, random: Random): number {
  if (satisfied) return random.chance(0.55) ? 5 : 4;
  return random.pickWeighted([3, 2, 1], (rating) => ({ 3: 0.5, 2: 0.28, 1: 0.22 })[rating] ?? 0);
}

/** The NPS answer follows the rating: the 5s mostly promote, the 1s and 2s detract. */
const npsByRating: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  5: { 10: 0.4, 9: 0.32, 8: 0.18, 7: 0.08, 6: 0.02 },
  4: { 10: 0.08, 9: 0.22, 8: 0.35, 7: 0.25, 6: 0.1 },
  3: { 8: 0.12, 7: 0.28, 6: 0.3, 5: 0.2, 4: 0.1 },
  2: { 6: 0.2, 5: 0.25, 4: 0.25, 3: 0.2, 2: 0.1 },
  1: { 4: 0.1, 3: 0.2, 2: 0.25, 1: 0.2, 0: 0.25 },
};

function drawNps(rating: number, random: Random): number {
  const weights = npsByRating[rating] ?? {};
  return random.pickWeighted(Object.keys(weights).map(Number), (score) => weights[score] ?? 0);
}

/** How the respondent's reason reads: their words follow their rating. */
function sentimentOf(rating: number, random: Random): Sentiment {
  if (rating >= 4) return random.chance(0.85) ? 'positive' : 'neutral';
  if (rating === 3) return random.chance(0.7) ? 'neutral' : 'negative';
  return random.chance(0.9) ? 'negative' : 'neutral';
}

/** The sentiment a rating expresses, for the answers' record. */
function scoreSentiment(rating: number): Sentiment {
  if (rating >= 4) return 'positive';
  return rating === 3 ? 'neutral' : 'negative';
}

/** A number as people type it or tap it: mostly bare, now and then with a full stop or an exclamation mark. */
function typedScore(value: number, random: Random): string {
  const roll = random.next();
  if (roll < 0.08) return `${String(value)}.`;
  if (roll < 0.12 && value >= 9) return `${String(value)}!`;
  return String(value);
}

/**
 * Where in the survey's run (0 to 1) a respondent answers: the survey reached more stores week after week, so the last
 * week has twice the first's answers (the density 1 + t, drawn by its inverse distribution).
 */
const drawProgress = (random: Random) => Math.sqrt(1 + 3 * random.next()) - 1;

/** The scored survey's submissions, oldest first, ids `${surveyId}-s0001` upwards; none before the survey opens. */
export function planScoredResponses({ survey, lines, schedule, links, now }: PlanInput): PlannedSubmission[] {
  const window = { from: schedule.start, to: new Date(Math.min(schedule.end.getTime(), now.getTime() - QUIET_BEFORE_NOW_MS)) };
  if (links.length === 0 || window.to <= window.from) return [];
  const random = seededRandom(hashString(survey.id));
  const total = random.integer(RESPONSES[0], RESPONSES[1]);
  const countryNames = [...new Set(links.map((link) => link.countryName))];
  const span = window.to.getTime() - window.from.getTime();

  const planned: Omit<PlannedSubmission, 'id'>[] = [];
  for (let index = 0; index < total; index += 1) {
    const countryName = random.pickWeighted(countryNames, (name) => (countryScores[name] ?? OTHER_COUNTRY).weight);
    const countryLinks = links.filter((link) => link.countryName === countryName);
    const link = random.pickWeighted(countryLinks, (candidate) => 1 / Number(candidate.channel));
    const progress = drawProgress(random);
    const [opened, latest] = (countryScores[countryName] ?? OTHER_COUNTRY).satisfied;
    const rating = drawRating(random.chance(opened + (latest - opened) * progress), random);
    const nps = drawNps(rating, random);
    const answeredCount = random.chance(UNFINISHED_SHARE) ? random.integer(1, 2) : 3;

    const language = lineLanguageOf(link.languageCode);
    const assistant = assistantLines[language];
    const sentiment = sentimentOf(rating, random);
    const reasonLines = lines.questions.q3;
    if (!reasonLines) throw new Error(`Demo responses: no reasons for ${survey.id}`);
    const reason = decorate(random.pick(answerBankFor(reasonLines, link.languageCode)[sentiment]), language, sentiment, random);
    const answers = [typedScore(rating, random), typedScore(nps, random), reason];
    const values = [rating, nps, undefined];

    const script: { message: Omit<PlannedMessage, 'createdAt'>; afterMs: number }[] = [
      {
        message: { role: 'assistant', content: fill(random.pick(assistant.greetings), { topic: lines.topic[language], count: assistant.numbers[3] ?? '3' }) },
        afterMs: 0,
      },
    ];
    for (const [questionIndex, question] of survey.questions.entries()) {
      const questionNumber = questionIndex + 1;
      const asked = askedQuestion({ text: questionInLanguage(question, link.languageCode), type: question.type ?? 'text', options: [] });
      script.push({ message: { role: 'assistant', content: asked, questionNumber }, afterMs: random.integer(1500, 5000) });
      if (questionIndex === answeredCount) break;
      const content = answers[questionIndex] ?? '';
      const answerValue = values[questionIndex];
      script.push({
        message: { role: 'respondent', content, questionNumber, ...(answerValue !== undefined && { answerValue }) },
        afterMs: Math.min(3000 + content.length * 250 + random.integer(0, 15_000), MINUTE_MS),
      });
    }
    if (answeredCount === survey.questions.length) {
      script.push({ message: { role: 'assistant', content: random.pick(assistant.thanks) }, afterMs: random.integer(1500, 5000) });
    }

    const durationMs = script.reduce((sum, step) => sum + step.afterMs, 0);
    const centre = window.from.getTime() + progress * span;
    const around = { from: new Date(Math.max(window.from.getTime(), centre - DAY_MS)), to: new Date(Math.min(window.to.getTime(), centre + DAY_MS)) };
    const startedAt = placeInWindow(around, countryTimeZones[countryName] ?? schedule.timeZone, durationMs, random);
    if (!startedAt) continue;
    const messages = timed(startedAt, script, (step) => step.message);
    const respondentMessages = messages.filter((message) => message.role === 'respondent');
    planned.push({
      surveyId: survey.id,
      linkId: link.id,
      countryId: link.countryId,
      countryName,
      countryCode: link.countryCode,
      languageCode: link.languageCode,
      channel: link.channel,
      startedAt,
      submittedAt: respondentMessages.at(-1)?.createdAt ?? startedAt,
      finished: answeredCount === survey.questions.length,
      messages,
      answers: respondentMessages.map((message, answerIndex) => ({
        questionId: `q${String(answerIndex + 1)}`,
        content: message.content,
        sentiment: message.answerValue === undefined ? sentiment : scoreSentiment(rating),
      })),
    });
  }
  return planned
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .map((submission, index) => ({ id: `${survey.id}-s${String(index + 1).padStart(4, '0')}`, ...submission }));
}
