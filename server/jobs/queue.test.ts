import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { TSX_NODE_FLAGS } from '../../scripts/serverNodeFlags.mjs';
import { openDatabase } from '../db/client.ts';
import { surveyLocales, surveyTranslations } from '../db/schema.ts';
import { readTranslationProgress, createPseudoProvider } from '../modules/translation/index.ts';
import { testTargets, useTestDatabase } from '../testing/databases.ts';
import { crashTestQueueOptions, createTranslationTestSurvey } from '../testing/translation.ts';
import { startJobQueue } from './queue.ts';

const logger = pino({ level: 'silent' });
const workerScript = new URL('../testing/translationWorkerProcess.ts', import.meta.url).pathname;

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testTargets)('the job queue on $name', (target) => {
  const database = useTestDatabase(target);

  it('translates a queued survey, and at start queues again a survey left in progress', async () => {
    await createTranslationTestSurvey(database.db, 'queued');
    const queue = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, { pollingIntervalSeconds: 0.5 });
    try {
      await queue.enqueueTranslation('queued');
      await until(async () => (await readTranslationProgress(database.db, 'queued'))?.is_complete === true, 20_000, 'the queued survey');
      // Created while no worker ran and never queued (as if the process died between the commit and the send).
      await createTranslationTestSurvey(database.db, 'orphan');
    } finally {
      await queue.stop();
    }
    const restarted = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, { pollingIntervalSeconds: 0.5 });
    try {
      await until(async () => (await readTranslationProgress(database.db, 'orphan'))?.is_complete === true, 20_000, 'the orphan survey');
    } finally {
      await restarted.stop();
    }
  });
});

describe.each(testTargets)('a translation worker killed with SIGKILL on $name', (target) => {
  it('leaves its job to the next worker, which completes it with no text written twice', async () => {
    const testDatabase = await target.create({ persistent: true });
    try {
      const setup = await openDatabase(testDatabase.env);
      await createTranslationTestSurvey(setup.db, 'killed');
      // PGlite is one process's: the test lets go of it while the worker holds it.
      if (!testDatabase.env.DATABASE_URL) await setup.close();

      const child = spawn(process.execPath, [...TSX_NODE_FLAGS, workerScript], {
        env: { ...process.env, ...testDatabase.env, DATABASE_URL: testDatabase.env.DATABASE_URL ?? '', SURVEY_ID: 'killed' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      let calls = 0;
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => {
          reject(new Error(`The worker exited early with ${code}`));
        });
        createInterface({ input: child.stdout }).on('line', (line) => {
          // One locale at a time: the second call starts once the first locale's texts are stored.
          if (line === 'calling') calls += 1;
          if (calls === 2) resolve();
        });
      });
      child.kill('SIGKILL');
      await exited;

      const database = testDatabase.env.DATABASE_URL ? setup : await openDatabase(testDatabase.env);
      try {
        const halfway = await readTranslationProgress(database.db, 'killed');
        expect(halfway?.is_complete).toBe(false);
        // The source's 4 items and fr's 4; pt-BR's call was under way.
        expect(halfway?.overall_translated_items_count).toBe(8);

        const queue = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, crashTestQueueOptions);
        try {
          await until(async () => (await readTranslationProgress(database.db, 'killed'))?.is_complete === true, 30_000, 'the killed job');
        } finally {
          await queue.stop();
        }
        const done = await readTranslationProgress(database.db, 'killed');
        expect(done).toMatchObject({ status: 'completed', overall_translated_items_count: 12 });
        const [texts] = await database.db.select({ n: count() }).from(surveyTranslations).where(eq(surveyTranslations.surveyId, 'killed'));
        expect(texts?.n).toBe(2 * 4);
        const locales = await database.db.select({ status: surveyLocales.status }).from(surveyLocales).where(eq(surveyLocales.surveyId, 'killed'));
        expect(locales.map((locale) => locale.status)).toEqual(['completed', 'completed', 'completed']);
      } finally {
        await database.close();
      }
    } finally {
      await testDatabase.dispose();
    }
  });
});
