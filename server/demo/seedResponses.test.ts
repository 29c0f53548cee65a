import { fileURLToPath } from 'node:url';

import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Db } from '../db/client.ts';
import {
  conversationLogs,
  countries,
  reports,
  submissions,
  surveyLinks,
  surveyQuestions,
  surveys,
} from '../db/schema.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { readGeographyConfig, seedGeography, type GeographyConfig } from '../modules/geography/index.ts';
import { type DemoTranslationLanguage, demoSurveys, demoTranslationLanguages, seedDemoSurveys } from './surveys.ts';
import { insertSurveyTestData, testSurveys } from '../testing/surveys.ts';
import { countryTimeZones } from './responses.ts';
import { findReportJobsToQueue, generateSurveyReports } from '../modules/reports/generate/index.ts';
import { seedDemoResponses } from './index.ts';

const configPath = fileURLToPath(new URL('../../config/geography.json', import.meta.url));

/** The demo surveys test's moment: Wednesday 21:00 in Mexico City, already Thursday in UTC. */
const NOW = new Date('2026-06-18T03:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The Dashboard's 'Recent Responses': from UTC midnight seven days back. */
const RECENT_FROM = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), NOW.getUTCDate() - 7));

const MEXICO_STORE = 'demo-mx-store-experience';
const UPCOMING = 'demo-mx-us-store-pickup';
const CENTRAL_AMERICA = 'demo-ca-customer-service';

/** The reports of the two demo surveys that have ended: every scope has at least 5 responses. */
const EXPECTED_ENDED_REPORTS = [
  ['demo-br-home-delivery', 'COUNTRY', 'Brazil', 'COMPLETED'],
  ['demo-br-home-delivery', 'GLOBAL', 'Global', 'COMPLETED'],
  ['demo-br-home-delivery', 'REGIONAL', 'Latin America & Caribbean', 'COMPLETED'],
  ['demo-us-checkout', 'COUNTRY', 'United States', 'COMPLETED'],
  ['demo-us-checkout', 'GLOBAL', 'Global', 'COMPLETED'],
  ['demo-us-checkout', 'REGIONAL', 'North America', 'COMPLETED'],
];

function isTranslated(languageCode: string): languageCode is DemoTranslationLanguage {
  return (demoTranslationLanguages as readonly string[]).includes(languageCode);
}

let config: GeographyConfig;
beforeAll(async () => {
  config = await readGeographyConfig(configPath);
});

interface Schedule {
  id: string;
  start: Date;
  end: Date;
}

async function schedules(db: Db): Promise<Map<string, Schedule>> {
  const rows = await db.select().from(surveys).where(like(surveys.id, 'demo-%'));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        start: fromZonedTime(`${row.startDate}T${row.startTime}:00`, row.timezone),
        end: fromZonedTime(`${row.endDate}T${row.endTime}:00`, row.timezone),
      },
    ]),
  );
}

async function submissionRows(db: Db) {
  return db
    .select({
      id: submissions.id,
      surveyId: submissions.surveyId,
      linkId: submissions.linkId,
      countryId: submissions.countryId,
      countryName: countries.name,
      languageCode: submissions.languageCode,
      channel: submissions.channel,
      startedAt: submissions.startedAt,
      submittedAt: submissions.submittedAt,
      finished: submissions.finished,
    })
    .from(submissions)
    .innerJoin(countries, eq(countries.id, submissions.countryId))
    .orderBy(asc(submissions.id));
}

async function messagesBySubmission(db: Db) {
  const rows = await db.select().from(conversationLogs).orderBy(asc(conversationLogs.submissionId), asc(conversationLogs.position));
  const grouped = new Map<string, typeof rows>();
  for (const row of rows) grouped.set(row.submissionId, [...(grouped.get(row.submissionId) ?? []), row]);
  return grouped;
}

/** Everything the seed wrote, without the ids the database makes up (links' and messages'), for comparing two seeds. */
async function snapshot(db: Db) {
  const [submissionRowsWithLinks, messageRows] = await Promise.all([
    db
      .select({
        id: submissions.id,
        surveyId: submissions.surveyId,
        link: sql<string>`${surveyLinks.countryId} || '|' || ${surveyLinks.languageCode} || '|' || ${surveyLinks.channel}`,
        languageCode: submissions.languageCode,
        channel: submissions.channel,
        startedAt: submissions.startedAt,
        submittedAt: submissions.submittedAt,
        finished: submissions.finished,
      })
      .from(submissions)
      .leftJoin(surveyLinks, eq(surveyLinks.id, submissions.linkId))
      .orderBy(asc(submissions.id)),
    db
      .select({
        submissionId: conversationLogs.submissionId,
        position: conversationLogs.position,
        role: conversationLogs.role,
        content: conversationLogs.content,
        createdAt: conversationLogs.createdAt,
      })
      .from(conversationLogs)
      .orderBy(asc(conversationLogs.submissionId), asc(conversationLogs.position)),
  ]);
  return { submissions: submissionRowsWithLinks, messages: messageRows };
}

async function tableCounts(db: Db) {
  const [[submissionCount], [messageCount], [reportCount]] = await Promise.all([
    db.select({ n: count() }).from(submissions),
    db.select({ n: count() }).from(conversationLogs),
    db.select({ n: count() }).from(reports),
  ]);
  return { submissions: submissionCount?.n, messages: messageCount?.n, reports: reportCount?.n };
}

describe.each(testTargets)('seedDemoResponses on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await seedGeography(database.db, config);
  });

  describe('on a fresh demo database', () => {
    let seeded: Awaited<ReturnType<typeof seedDemoResponses>>;

    beforeAll(async () => {
      await database.db.delete(surveys);
      await seedDemoSurveys(database.db, { now: NOW });
      const started = performance.now();
      seeded = await seedDemoResponses(database.db, { now: NOW });
      const ms = performance.now() - started;
      const { submissions: inserted, messages } = seeded;
      console.info(`[${target.name}] seedDemoResponses: ${inserted} submissions, ${messages} messages in ${ms.toFixed(0)} ms`);
    });

    it('answers what it inserted, as the tables hold it', async () => {
      expect(await tableCounts(database.db)).toEqual({
        submissions: seeded.submissions,
        messages: seeded.messages,
        reports: 0,
      });
      expect(seeded.submissions).toBeGreaterThan(0);
    });

    it('counts a visit on each link per response through it, and about one in three more who left without answering', async () => {
      const started = new Map<number, number>();
      for (const row of await submissionRows(database.db)) if (row.linkId !== null) started.set(row.linkId, (started.get(row.linkId) ?? 0) + 1);
      const links = await database.db.select({ id: surveyLinks.id, visits: surveyLinks.visits }).from(surveyLinks);
      expect(started.size).toBeGreaterThan(0);
      for (const link of links) {
        const responses = started.get(link.id) ?? 0;
        expect(link.visits, `link ${link.id}`).toBe(responses + Math.ceil(responses / 3));
      }
    });

    it('gives every started survey submissions, the Mexico in-store survey over 100 (paging), the upcoming none', async () => {
      const bySurvey = new Map<string, number>();
      for (const row of await submissionRows(database.db)) bySurvey.set(row.surveyId, (bySurvey.get(row.surveyId) ?? 0) + 1);
      const plan = await schedules(database.db);

      expect(bySurvey.get(MEXICO_STORE)).toBeGreaterThanOrEqual(120);
      expect(bySurvey.get(MEXICO_STORE)).toBeLessThanOrEqual(160);
      expect(bySurvey.get(UPCOMING)).toBeUndefined();
      for (const survey of plan.values()) {
        if (survey.start < NOW) expect(bySurvey.get(survey.id), survey.id).toBeGreaterThanOrEqual(10);
        else expect(bySurvey.get(survey.id), survey.id).toBeUndefined();
      }
    });

    it("puts some of every survey open in the last week into the Dashboard's last 7 days", async () => {
      const rows = await submissionRows(database.db);
      const plan = await schedules(database.db);
      const openLately = [...plan.values()].filter((survey) => survey.start < NOW && survey.end > RECENT_FROM);
      expect(openLately.length).toBeGreaterThanOrEqual(3);
      for (const survey of openLately) {
        const recent = rows.filter((row) => row.surveyId === survey.id && row.submittedAt >= RECENT_FROM);
        expect(recent.length, survey.id).toBeGreaterThan(0);
      }
    });

    it('keeps the submissions and their messages inside the schedule, before now, in the country’s daytime', async () => {
      const rows = await submissionRows(database.db);
      const plan = await schedules(database.db);
      const messages = await messagesBySubmission(database.db);
      for (const row of rows) {
        const survey = plan.get(row.surveyId);
        if (!survey) throw new Error(`no schedule for ${row.surveyId}`);
        const conversation = messages.get(row.id) ?? [];
        const first = conversation[0];
        const last = conversation.at(-1);
        if (!first || !last) throw new Error(`${row.id} has no conversation`);
        expect(row.startedAt.getTime()).toBeGreaterThanOrEqual(survey.start.getTime());
        expect(last.createdAt.getTime()).toBeLessThanOrEqual(Math.min(survey.end.getTime(), NOW.getTime()));
        const hour = Number(formatInTimeZone(row.startedAt, countryTimeZones[row.countryName] ?? 'UTC', 'H'));
        expect(hour, `${row.id} starts at ${hour}h`).toBeGreaterThanOrEqual(8);
        expect(hour, `${row.id} starts at ${hour}h`).toBeLessThanOrEqual(20);
      }
    });

    it('makes about one in eight conversations unfinished, in every started survey', async () => {
      const rows = await submissionRows(database.db);
      const unfinished = rows.filter((row) => !row.finished).length;
      expect(unfinished / rows.length).toBeGreaterThanOrEqual(0.08);
      expect(unfinished / rows.length).toBeLessThanOrEqual(0.17);
      for (const surveyId of new Set(rows.map((row) => row.surveyId))) {
        expect(rows.some((row) => row.surveyId === surveyId && !row.finished), surveyId).toBe(true);
      }
    });

    it('writes whole conversations: greeting, each question and its answer, thanks; an unfinished one stops at a question', async () => {
      const rows = await submissionRows(database.db);
      const messages = await messagesBySubmission(database.db);
      const questionCount = new Map(demoSurveys.map((survey) => [survey.id as string, survey.questions.length]));
      for (const row of rows) {
        const conversation = messages.get(row.id) ?? [];
        const questions = questionCount.get(row.surveyId) ?? 0;
        expect(conversation.map((message) => message.position)).toEqual(conversation.map((_, index) => index + 1));
        expect(conversation[0]?.role).toBe('assistant');
        expect(conversation.at(-1)?.role).toBe('assistant');
        // After the greeting the assistant and the respondent take turns.
        conversation.slice(1).forEach((message, index) => {
          expect(message.role, `${row.id} #${message.position}`).toBe(index % 2 === 0 ? 'assistant' : 'respondent');
        });
        const answers = conversation.filter((message) => message.role === 'respondent');
        if (row.finished) {
          expect(answers).toHaveLength(questions);
          expect(conversation).toHaveLength(2 * questions + 2);
        } else {
          expect(answers.length).toBeGreaterThanOrEqual(1);
          expect(answers.length).toBeLessThan(questions);
          expect(conversation).toHaveLength(2 * answers.length + 2);
        }
        expect(row.startedAt).toEqual(conversation[0]?.createdAt);
        expect(row.submittedAt).toEqual(answers.at(-1)?.createdAt);
        for (const message of answers) expect(message.content.trim()).not.toBe('');
        // A few seconds to a minute between two messages.
        conversation.slice(1).forEach((message, index) => {
          const gap = message.createdAt.getTime() - (conversation[index]?.createdAt.getTime() ?? 0);
          expect(gap).toBeGreaterThanOrEqual(1000);
          expect(gap).toBeLessThanOrEqual(60_000);
        });
      }
    });

    it("copies the link's country, language and channel, and asks every question in the link's language", async () => {
      const rows = await submissionRows(database.db);
      const links = new Map((await database.db.select().from(surveyLinks)).map((link) => [link.id, link]));
      const messages = await messagesBySubmission(database.db);
      const definitions = new Map(demoSurveys.map((survey) => [survey.id as string, survey]));
      const languages = new Set<string>();
      for (const row of rows) {
        const link = row.linkId === null ? undefined : links.get(row.linkId);
        const { surveyId, countryId, languageCode, channel } = row;
        expect(link, row.id).toMatchObject({ surveyId, countryId, languageCode, channel });
        const asked = (messages.get(row.id) ?? []).filter((message) => message.role === 'assistant').slice(1);
        const questions = definitions.get(row.surveyId)?.questions ?? [];
        expect(asked.length).toBeGreaterThan(0);
        asked.forEach((message, index) => {
          const question = questions[index];
          if (!question) return;
          const expected = isTranslated(row.languageCode) ? question.translations[row.languageCode] : question.text;
          expect(message.content).toContain(expected);
        });
        languages.add(row.languageCode);
      }
      expect([...languages].sort()).toEqual(['en', 'es', 'es-MX', 'pt-BR']);

      // Spot checks in the words a reader would look for.
      const brazil = rows.find((row) => row.languageCode === 'pt-BR');
      const mexico = rows.find((row) => row.languageCode === 'es-MX' && row.surveyId === MEXICO_STORE);
      const texts = (id: string | undefined) => (messages.get(id ?? '') ?? []).map((message) => message.content).join('\n');
      const centralAmerica = rows.find((row) => row.languageCode === 'es' && row.surveyId === CENTRAL_AMERICA);
      const belize = rows.find((row) => row.languageCode === 'en' && row.surveyId === CENTRAL_AMERICA);
      expect(texts(brazil?.id)).toMatch(/Obrigad|Olá|Oi!/);
      expect(texts(brazil?.id)).toMatch(/Seu pedido chegou dentro do prazo de entrega prometido\?|Você participa do nosso programa de fidelidade\?/);
      expect(texts(mexico?.id)).toContain('¿Encontraste fácilmente los productos que buscabas?');
      expect(texts(centralAmerica?.id)).toContain('¿Qué tan satisfecho está con la ayuda que recibió de nuestro personal?');
      expect(texts(belize?.id)).toContain('How satisfied are you with the help you received from our staff?');
    });

    it('leaves the reports to the report job, which start-up queues for the ended surveys and at the end of the others', async () => {
      const plan = await schedules(database.db);
      const ended = [...plan.values()].filter((survey) => survey.end <= NOW).map((survey) => survey.id);
      expect(ended.toSorted()).toEqual(['demo-br-home-delivery', 'demo-us-checkout']);

      const jobs = await findReportJobsToQueue(database.db, NOW);
      expect(jobs.inProgress).toEqual([]);
      expect(jobs.ended).toEqual(['demo-br-home-delivery', 'demo-us-checkout']);
      expect(jobs.ending.map((job) => job.surveyId).toSorted()).toEqual([...plan.keys()].filter((id) => !ended.includes(id)).toSorted());
      for (const job of jobs.ending) expect(job.end).toEqual(plan.get(job.surveyId)?.end);
    });

    it("has the job write the ended surveys' reports once, each scope COMPLETED in English and Korean", async () => {
      const logger = pino({ level: 'silent' });
      for (const surveyId of ['demo-us-checkout', 'demo-br-home-delivery']) {
        // Queued twice (two instances starting together, say): the second finds the run written and leaves it.
        await generateSurveyReports({ db: database.db, minResponses: 5, logger }, surveyId, { atSurveyEnd: true });
        await generateSurveyReports({ db: database.db, minResponses: 5, logger }, surveyId, { atSurveyEnd: true });
      }
      const rows = await database.db.select().from(reports).orderBy(asc(reports.surveyId), asc(reports.scopeType), asc(reports.scopeIdentifier));
      expect(rows.map((row) => [row.surveyId, row.scopeType, row.scopeIdentifier, row.status])).toEqual(EXPECTED_ENDED_REPORTS);
      // Every report of a survey has a title of its own (a local unit and a country may share a name).
      expect(new Set(rows.map((row) => `${row.surveyId} ${row.title}`)).size).toBe(rows.length);
      for (const row of rows) {
        expect(row.title?.startsWith(`${demoSurveys.find((survey) => survey.id === row.surveyId)?.title ?? ''} — ${row.scopeIdentifier}`)).toBe(true);
        expect(row.contentEn).toMatch(/^# /);
        expect(row.contentKo).toMatch(/[\uAC00-\uD7A3]/);
      }
      expect((await findReportJobsToQueue(database.db, NOW)).ended).toEqual([]);
    });
  });

  describe('idempotency', () => {
    beforeEach(async () => {
      await database.db.delete(surveys);
      await seedDemoSurveys(database.db, { now: NOW });
    });

    it('inserts nothing the second time', async () => {
      await seedDemoResponses(database.db, { now: NOW });
      const before = await snapshot(database.db);

      expect(await seedDemoResponses(database.db, { now: NOW })).toEqual({ surveys: 0, submissions: 0, messages: 0 });
      expect(await snapshot(database.db)).toEqual(before);
    });

    it('writes the same data for the same now, and two instances seeding together write what one does', async () => {
      const [first, second] = await Promise.all([seedDemoResponses(database.db, { now: NOW }), seedDemoResponses(database.db, { now: NOW })]);
      expect(Math.min(first.submissions, second.submissions)).toBe(0);
      const together = await snapshot(database.db);
      expect(together.submissions).toHaveLength(first.submissions + second.submissions);

      await database.db.delete(surveys);
      await seedDemoSurveys(database.db, { now: NOW });
      await seedDemoResponses(database.db, { now: NOW });
      expect(await snapshot(database.db)).toEqual(together);
    });

    it('lets only one of two instances seed when they start together with different clocks', async () => {
      const later = new Date(NOW.getTime() + 60 * 60 * 1000);
      const results = await Promise.all([seedDemoResponses(database.db, { now: NOW }), seedDemoResponses(database.db, { now: later })]);
      expect(results.filter((result) => result.submissions > 0)).toHaveLength(1);
      const together = await snapshot(database.db);

      const alone = async (now: Date) => {
        await database.db.delete(surveys);
        await seedDemoSurveys(database.db, { now: NOW });
        await seedDemoResponses(database.db, { now });
        return snapshot(database.db);
      };
      const [atNow, atLater] = [await alone(NOW), await alone(later)];
      expect(atNow).not.toEqual(atLater);
      expect([atNow, atLater]).toContainEqual(together);
    });

    it('adds responses to demo surveys seeded before responses existed, inside their stored schedule', async () => {
      // A database seeded by the previous version three days ago: surveys and links, nothing else.
      await database.db.delete(surveys);
      const seededAt = new Date(NOW.getTime() - 3 * DAY_MS);
      await seedDemoSurveys(database.db, { now: seededAt });
      expect((await tableCounts(database.db)).submissions).toBe(0);

      const seeded = await seedDemoResponses(database.db, { now: NOW });
      expect(seeded.submissions).toBeGreaterThan(100);
      const plan = await schedules(database.db);
      for (const row of await submissionRows(database.db)) {
        const survey = plan.get(row.surveyId);
        expect(row.startedAt.getTime()).toBeGreaterThanOrEqual(survey?.start.getTime() ?? Infinity);
        expect(row.submittedAt.getTime()).toBeLessThanOrEqual(Math.min(survey?.end.getTime() ?? 0, NOW.getTime()));
      }
    });

    it('leaves a survey that already has a submission or a report, and every survey that is not a demo, as they are', async () => {
      await insertSurveyTestData(database.db);
      const [usLink] = await database.db.select().from(surveyLinks).where(eq(surveyLinks.surveyId, 'demo-us-checkout')).limit(1);
      if (!usLink) throw new Error('demo-us-checkout has no link');
      await database.db.insert(submissions).values({
        id: 'real-answer-1',
        surveyId: 'demo-us-checkout',
        linkId: usLink.id,
        countryId: usLink.countryId,
        languageCode: usLink.languageCode,
        channel: usLink.channel,
        startedAt: new Date(NOW.getTime() - 20 * DAY_MS),
        submittedAt: new Date(NOW.getTime() - 20 * DAY_MS),
      });
      await database.db
        .insert(reports)
        .values({ id: 'real-report-1', surveyId: 'demo-br-home-delivery', scopeType: 'GLOBAL', scopeIdentifier: 'Global' });

      const seeded = await seedDemoResponses(database.db, { now: NOW });

      // The Mexico in-store, Central America, loyalty and store pulse surveys; not the upcoming one.
      expect(seeded.surveys).toBe(4);
      const bySurvey = await database.db.select({ surveyId: submissions.surveyId, n: count() }).from(submissions).groupBy(submissions.surveyId);
      const counted = new Map(bySurvey.map((row) => [row.surveyId, row.n]));
      expect(counted.get('demo-us-checkout')).toBe(1);
      expect(counted.get('demo-br-home-delivery')).toBeUndefined();
      expect(counted.get(MEXICO_STORE)).toBeGreaterThan(100);
      for (const survey of testSurveys) expect(counted.get(survey.id)).toBeUndefined();
      const untouched = await database.db
        .select({ id: reports.id })
        .from(reports)
        .where(inArray(reports.surveyId, ['demo-us-checkout', 'demo-br-home-delivery']));
      expect(untouched.map((row) => row.id)).toEqual(['real-report-1']);
    });

    it('skips a demo survey whose stored questions are not the scripted ones', async () => {
      await database.db
        .update(surveyQuestions)
        .set({ text: 'A question the script does not know?' })
        .where(and(eq(surveyQuestions.surveyId, 'demo-us-checkout'), eq(surveyQuestions.questionId, 'q1')));

      await seedDemoResponses(database.db, { now: NOW });

      const [us] = await database.db.select({ n: count() }).from(submissions).where(eq(submissions.surveyId, 'demo-us-checkout'));
      const [mexico] = await database.db.select({ n: count() }).from(submissions).where(eq(submissions.surveyId, MEXICO_STORE));
      expect(us?.n).toBe(0);
      expect(mexico?.n).toBeGreaterThan(100);
    });
  });
});
