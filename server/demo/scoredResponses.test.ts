import { fileURLToPath } from 'node:url';

import { fromZonedTime } from 'date-fns-tz';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { answerValueOf, csatScore, npsScore } from '../contract.ts';
import { conversationLogs, countries, submissions, surveyQuestions, surveys } from '../db/schema.ts';
import { readGeographyConfig, seedGeography } from '../modules/geography/index.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { seedDemoResponses } from './index.ts';
import { seedDemoSurveys } from './surveys.ts';

const configPath = fileURLToPath(new URL('../../config/geography.json', import.meta.url));
const NOW = new Date('2026-06-18T03:00:00.000Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const PULSE = 'demo-store-pulse';

interface Answer {
  submissionId: string;
  country: string;
  languageCode: string;
  channel: string;
  createdAt: Date;
  questionNumber: number | null;
  followUp: boolean;
  content: string;
  value: number | null;
}

const tally = (values: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe.each(testTargets)('the demo store pulse survey on $name', (target) => {
  const database = useTestDatabase(target);
  let answers: Answer[];
  let questions: { position: number; type: string; text: string }[];

  beforeAll(async () => {
    await seedGeography(database.db, await readGeographyConfig(configPath));
    await database.db.delete(surveys);
    await seedDemoSurveys(database.db, { now: NOW });
    await seedDemoResponses(database.db, { now: NOW });
    questions = await database.db
      .select({ position: surveyQuestions.position, type: surveyQuestions.type, text: surveyQuestions.text })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, PULSE))
      .orderBy(asc(surveyQuestions.position));
    answers = await database.db
      .select({
        submissionId: conversationLogs.submissionId,
        country: countries.name,
        languageCode: submissions.languageCode,
        channel: submissions.channel,
        createdAt: conversationLogs.createdAt,
        questionNumber: conversationLogs.questionNumber,
        followUp: conversationLogs.followUp,
        content: conversationLogs.content,
        value: conversationLogs.answerValue,
      })
      .from(conversationLogs)
      .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
      .innerJoin(countries, eq(countries.id, submissions.countryId))
      .where(and(eq(submissions.surveyId, PULSE), eq(conversationLogs.role, 'respondent')))
      .orderBy(asc(conversationLogs.submissionId), asc(conversationLogs.position));
  });

  const valuesOf = (questionNumber: number, keep: (answer: Answer) => boolean = () => true) =>
    answers.filter((answer) => answer.questionNumber === questionNumber && keep(answer)).map((answer) => answer.value ?? -1);

  it('asks a rating, an NPS and a free-text question, answered by a few hundred conversations', () => {
    expect(questions.map((question) => question.type)).toEqual(['rating', 'nps', 'text']);
    const conversations = new Set(answers.map((answer) => answer.submissionId));
    expect(conversations.size).toBeGreaterThan(300);
    expect(conversations.size).toBeLessThan(500);
  });

  it('spreads the answers over every week it has run, more in the later ones', async () => {
    const [survey] = await database.db.select().from(surveys).where(eq(surveys.id, PULSE));
    if (!survey) throw new Error('no pulse survey');
    const opened = fromZonedTime(`${survey.startDate}T${survey.startTime}:00`, survey.timezone).getTime();
    const perWeek = new Map<number, number>();
    for (const answer of answers.filter((candidate) => candidate.questionNumber === 1)) {
      const week = Math.floor((answer.createdAt.getTime() - opened) / WEEK_MS);
      perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    }
    // Opened 42 days before now: weeks 0 to 5, and the first hours of a sixth.
    expect([...perWeek.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6].slice(0, perWeek.size));
    expect(perWeek.size).toBeGreaterThanOrEqual(6);
    for (let week = 0; week < 6; week += 1) expect(perWeek.get(week)).toBeGreaterThan(10);
    expect(perWeek.get(5)).toBeGreaterThan(1.4 * (perWeek.get(0) ?? Infinity));
  });

  it('comes from several countries, languages and channels', () => {
    expect(new Set(answers.map((answer) => answer.country))).toEqual(new Set(['Mexico', 'Brazil', 'Colombia', 'Guatemala', 'United States']));
    expect(new Set(answers.map((answer) => answer.languageCode))).toEqual(new Set(['es-MX', 'pt-BR', 'es', 'en']));
    expect(new Set(answers.map((answer) => answer.channel))).toEqual(new Set(['1', '2']));
  });

  it('stores each score as the value its text reads as, in range, one per question and conversation; the reason has none', () => {
    const seen = new Set<string>();
    for (const answer of answers) {
      expect(answer.followUp).toBe(false);
      const question = questions.find((candidate) => candidate.position === answer.questionNumber);
      if (!question) throw new Error(`an answer without its question: ${answer.submissionId}`);
      expect(answer.value).toBe(answerValueOf({ type: question.type as 'rating' | 'nps' | 'text', options: [] }, answer.content));
      if (question.type === 'rating') expect(answer.value).toBeGreaterThanOrEqual(1);
      if (question.type === 'rating') expect(answer.value).toBeLessThanOrEqual(5);
      if (question.type === 'nps') expect(answer.value).toBeGreaterThanOrEqual(0);
      if (question.type === 'nps') expect(answer.value).toBeLessThanOrEqual(10);
      if (question.type === 'text') expect(answer.value).toBeNull();
      const key = `${answer.submissionId} ${String(answer.questionNumber)}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    // Every conversation rated; some stopped before the NPS or the reason.
    expect(valuesOf(1).length).toBe(new Set(answers.map((answer) => answer.submissionId)).size);
    expect(valuesOf(2).length).toBeLessThan(valuesOf(1).length);
    expect(valuesOf(3).length).toBeLessThan(valuesOf(2).length);
  });

  it('scores countries differently and moves over time: Mexico rises, Brazil falls, the United States leads', () => {
    const csat = (country: string, keep: (answer: Answer) => boolean = () => true) =>
      csatScore(tally(valuesOf(1, (answer) => answer.country === country && keep(answer)))).score ?? Number.NaN;
    const firstHalf = (answer: Answer) => answer.createdAt.getTime() < NOW.getTime() - 3 * WEEK_MS;
    const secondHalf = (answer: Answer) => !firstHalf(answer);

    expect(csat('Mexico', secondHalf) - csat('Mexico', firstHalf)).toBeGreaterThan(10);    expect(csat('Brazil', firstHalf) - csat('Brazil', secondHalf)).toBeGreaterThan(5);
    expect(csat('United States')).toBeGreaterThan(csat('Guatemala') + 10);
    const nps = npsScore(tally(valuesOf(2)));
    expect(nps.promoters).toBeGreaterThan(0);
    expect(nps.detractors).toBeGreaterThan(0);
    expect(nps.score).toBeGreaterThan(-100);
  });

  it('gives reasons in other words from low and high scorers', () => {
    const rating = new Map(answers.filter((answer) => answer.questionNumber === 1).map((answer) => [answer.submissionId, answer.value ?? 0]));
    const reasons = (keep: (score: number) => boolean) =>
      answers.filter((answer) => answer.questionNumber === 3 && keep(rating.get(answer.submissionId) ?? 0)).map((answer) => answer.content.toLowerCase());
    const share = (texts: readonly string[], words: RegExp) => texts.filter((text) => words.test(text)).length / Math.max(texts.length, 1);
    const low = reasons((score) => score <= 2);
    const high = reasons((score) => score >= 4);
    expect(low.length).toBeGreaterThan(20);
    expect(high.length).toBeGreaterThan(100);
    // Queues, waiting, empty shelves and rudeness against friendly staff, a quick checkout, a clean store and good prices.
    const complaints = /queue|line|wait|stock|rude|fila|esper|vac[ií]|grosero|descort|falta|ningu[eé]m|nadie/;
    const praise = /friendly|quick|clean|great|spotless|amable|r[aá]pid|limpi|buenos precios|simp[aá]tic|pre[cç]os bons|[oó]timo|excelente/;
    expect(share(low, complaints)).toBeGreaterThan(share(high, complaints) + 0.5);
    expect(share(high, praise)).toBeGreaterThan(share(low, praise) + 0.5);
  });
});
