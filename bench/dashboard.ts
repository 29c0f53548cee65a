// Measures the Dashboard's stats call (GET /api/dashboard/stats) on PostgreSQL with a million conversation messages and a
// rating answer in each of its 50,000 conversations (the CSAT card's figures): p50/p95/p99 over real HTTP for a global and a local reader, beside what counting the submissions themselves costs
// (what the call would do without the tallies). Runs in its own database (created, then dropped) on DATABASE_URL or
// the local server; run with `npm run bench:dashboard`. Budget: p95 under 50 ms.
import { randomBytes } from 'node:crypto';

import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';

import { createApp } from '../server/app.ts';
import { IN_MEMORY, openDatabase } from '../server/db/client.ts';
import { conversationLogs, submissions, surveyQuestions } from '../server/db/schema.ts';
import { testAccounts } from '../server/testing/accounts.ts';
import { surveyTestGeographySource } from '../server/testing/app.ts';
import { createTestIssuer } from '../server/testing/issuer.ts';
import { listenOnLoopback } from '../server/testing/loopbackServer.ts';
import { insertBulkSubmissions } from '../server/testing/submissions.ts';
import { withAdmin } from '../server/testing/adminClient.ts';
import { insertSurveyTestData, testSurveys } from '../server/testing/surveys.ts';

const MESSAGES = 1_000_000;
const MESSAGES_PER_SUBMISSION = 20;
const DAYS_OF_RESPONSES = 30;
const REQUESTS = 300;
const WARM_UP = 20;
const BUDGET_P95_MS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timed(work: () => Promise<unknown>): Promise<{ p50: number; p95: number; p99: number }> {
  for (let index = 0; index < WARM_UP; index += 1) await work();
  const samples: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const startedAt = performance.now();
    await work();
    samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `bench_dashboard_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
  try {
    const database = await openDatabase({ DATA_DIR: IN_MEMORY, DATABASE_URL: databaseUrl.toString() });
    const insertStartedAt = performance.now();
    await insertSurveyTestData(database.db);
    // The messages spread over every test survey and the last DAYS_OF_RESPONSES days, a few thousand conversations a day.
    const perSurvey = Math.ceil(MESSAGES / MESSAGES_PER_SUBMISSION / testSurveys.length);
    const spacingSeconds = Math.floor((DAYS_OF_RESPONSES * DAY_MS) / 1000 / perSurvey);
    for (const survey of testSurveys) {
      await insertBulkSubmissions(database.db, {
        surveyId: survey.id,
        submissions: perSurvey,
        messagesPerSubmission: MESSAGES_PER_SUBMISSION,
        from: new Date(Date.now() - DAYS_OF_RESPONSES * DAY_MS),
        spacingSeconds,
      });
    }
    // Every survey's first question a rating, and each conversation's first answer its value: the CSAT reads ~23,000
    // rating answers in its two weeks.
    await database.db.update(surveyQuestions).set({ type: 'rating' }).where(eq(surveyQuestions.position, 1));
    await database.db
      .update(conversationLogs)
      .set({ questionNumber: 1, answerValue: sql`1 + ${conversationLogs.id} % 5` })
      .where(eq(conversationLogs.position, 2));
    await withAdmin(databaseUrl.toString(), (client) => client.query('VACUUM ANALYZE'));
    const messages = perSurvey * testSurveys.length * MESSAGES_PER_SUBMISSION;
    console.log(`inserted ${messages.toLocaleString('en')} messages in ${((performance.now() - insertStartedAt) / 1000).toFixed(1)} s`);

    const issuer = await createTestIssuer();
    const app = createApp({ db: database, logger: pino({ level: 'warn' }), api: { verifier: issuer.verifier, geography: surveyTestGeographySource } });
    const server = await listenOnLoopback(app.fetch);
    try {
      for (const account of ['admin', 'mexico.local'] as const) {
        const token = await issuer.sign({ 'cognito:username': account, ...testAccounts[account] });
        const call = async () => {
          const response = await fetch(`${server.origin}/api/dashboard/stats`, { headers: { Authorization: `Bearer ${token}` } });
          const body = (await response.json()) as { total_responses: number; csat: { current: { count: number } } | null };
          if (!response.ok || body.total_responses <= 0 || !body.csat?.current.count) throw new Error(`stats answered ${String(response.status)}`);
        };
        const latency = await timed(call);
        const verdict = latency.p95 <= BUDGET_P95_MS ? 'within' : 'OVER';
        console.log(
          `GET /api/dashboard/stats as ${account}: p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)} (${verdict} the ${String(BUDGET_P95_MS)} ms budget)`,
        );
      }
      const counting = await timed(() =>
        database.db.select({ started: count(), complete: sql`count(*) filter (where ${submissions.finished})` }).from(submissions),
      );
      console.log(`for comparison, counting the submissions in one query: p50 ${ms(counting.p50)}, p95 ${ms(counting.p95)}`);
    } finally {
      await server.close();
      await database.close();
    }
  } finally {
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  }
}

await main();
