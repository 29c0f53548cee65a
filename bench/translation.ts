// Measures the translation worker (translateSurvey, what pg-boss runs after a survey is created) on an English survey
// for 40 target locales x 4 items (title + 3 questions), through the real OpenAI-compatible adapter against a local
// server speaking its wire format that answers after 200 ms and refuses (429, Retry-After: 1) what goes beyond 20
// requests a second (a token bucket of 20). The provider comes from the settings as at start-up, with
// TRANSLATION_REQUESTS_PER_SECOND=20. Prints the wall time and its ratio to the time the rate limit allows (requests /
// 20 per second; goal within 1.2x), then translates a second survey with the same texts, which the translation memory
// serves without a request. On the embedded PGlite in a temporary DATA_DIR. Run with `npm run bench:translation`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';

import type { Principal } from '../server/auth/permissions.ts';
import type { SurveyCreatePayload } from '../server/contract.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { surveyLocales } from '../server/db/schema.ts';
import { loadEnv } from '../server/env.ts';
import { geographyFromDatabase, readGeographyConfig, seedGeography } from '../server/modules/geography/index.ts';
import { createSurvey } from '../server/modules/surveys/create.ts';
import { createTranslationProvider, translateSurvey } from '../server/modules/translation/index.ts';
import { openAiError, startOpenAiServer, translateLikeOpenAi } from '../server/testing/translationServers.ts';

const TARGET_LOCALES = 40;
const REQUESTS_PER_SECOND = 20;
const LATENCY_MS = 200;
const GOAL_RATIO = 1.2;
const SOURCE = 'en';
const admin: Principal = { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' };

/** The provider's own limit: a bucket of 20 requests that refills at 20 a second. */
function serverRateLimit(perSecond: number): () => boolean {
  let tokens = perSecond;
  let refilledAt = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(perSecond, tokens + ((now - refilledAt) / 1_000) * perSecond);
    refilledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** Countries whose languages other than English make exactly `wanted` locales. */
async function countriesForLocales(wanted: number): Promise<{ countries: string[]; languages: string[] }> {
  const geography = await readGeographyConfig('config/geography.json');
  const countries: string[] = [];
  const languages = new Set<string>([SOURCE]);
  for (const country of geography.regions.flatMap((region) => region.countries)) {
    const added = country.languages.filter((language) => !languages.has(language));
    if (added.length === 0 || languages.size - 1 + added.length > wanted) continue;
    countries.push(country.name);
    for (const language of country.languages) languages.add(language);
    if (languages.size - 1 === wanted) return { countries, languages: [...languages] };
  }
  throw new Error(`The geography has no ${wanted} locales besides ${SOURCE}`);
}

async function createBenchSurvey(database: Database, id: string, target: { countries: string[]; languages: string[] }): Promise<void> {
  const payload: SurveyCreatePayload = {
    id,
    title: 'How was your visit to our store today?',
    start_date: '2030-03-01',
    end_date: '2030-03-31',
    start_time: '09:00',
    end_time: '17:00',
    questions: [
      'How satisfied are you with the service you received from our staff?',
      'Did you find everything you were looking for on the shelves?',
      'What is one thing we should improve before your next visit?',
    ].map((text, index) => ({ questionId: `q${index + 1}`, text, order: index + 1 })),
    target_country_names: target.countries,
    target_languages: target.languages,
    target_channels: 1,
    timezone: 'America/Mexico_City',
  };
  const outcome = await createSurvey({ db: database.db, geography: geographyFromDatabase(database.db), origin: 'http://localhost' }, admin, payload);
  if (outcome.kind !== 'created') throw new Error(`The bench survey was not created: ${JSON.stringify(outcome)}`);
}

async function completedLocales(database: Database, surveyId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(surveyLocales)
    .where(and(eq(surveyLocales.surveyId, surveyId), eq(surveyLocales.status, 'completed')));
  return row?.n ?? 0;
}

async function main(): Promise<void> {
  const allowed = serverRateLimit(REQUESTS_PER_SECOND);
  const provider = await startOpenAiServer();
  let refused = 0;
  provider.answer = async (body) => {
    if (!allowed()) {
      refused += 1;
      return openAiError(429, 'Rate limit reached for requests', { 'retry-after': '1' });
    }
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    return translateLikeOpenAi(body);
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-translation-'));
  try {
    const database = await openDatabase({ DATA_DIR: dataDir });
    try {
      await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
      const target = await countriesForLocales(TARGET_LOCALES);
      const translationProvider = await createTranslationProvider(
        loadEnv({
          TRANSLATION_PROVIDER: 'openai',
          OPENAI_BASE_URL: `${provider.origin}/v1`,
          OPENAI_MODEL: 'gpt-test',
          TRANSLATION_REQUESTS_PER_SECOND: String(REQUESTS_PER_SECOND),
        }),
      );
      const logger = pino({ level: 'silent' });
      const run = async (surveyId: string) => {
        await createBenchSurvey(database, surveyId, target);
        const requestsBefore = provider.seen.length;
        const started = performance.now();
        await translateSurvey({ db: database.db, provider: translationProvider, logger }, surveyId);
        const seconds = (performance.now() - started) / 1_000;
        const completed = await completedLocales(database, surveyId);
        // The source locale is complete from the start.
        if (completed !== TARGET_LOCALES + 1) throw new Error(`${surveyId}: ${completed} locales completed, ${TARGET_LOCALES + 1} expected`);
        return { seconds, requests: provider.seen.length - requestsBefore };
      };

      console.log(`${TARGET_LOCALES} target locales x 4 items, provider at ${LATENCY_MS} ms a call and ${REQUESTS_PER_SECOND} requests/s, TRANSLATION_REQUESTS_PER_SECOND=${REQUESTS_PER_SECOND}, PGlite`);
      const first = await run('bench-translation-first');
      const allowedSeconds = first.requests / REQUESTS_PER_SECOND;
      const ratio = first.seconds / allowedSeconds;
      console.log(
        `first survey: ${first.seconds.toFixed(2)} s, ${first.requests} requests (${refused} refused with 429); the rate limit allows ${allowedSeconds.toFixed(2)} s: ratio ${ratio.toFixed(2)}x (goal within ${GOAL_RATIO}x) ${ratio <= GOAL_RATIO ? 'MET' : 'MISSED'}`,
      );
      const second = await run('bench-translation-second');
      console.log(`second survey, same texts: ${second.seconds.toFixed(2)} s, ${second.requests} requests (served from translation memory)`);
    } finally {
      await database.close();
    }
  } finally {
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
