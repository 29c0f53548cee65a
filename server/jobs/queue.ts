import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

import type { Database } from '../db/client.ts';
import { findSurveysWithPendingLocales, translateSurvey, type RetryPolicy, type TranslationProvider } from '../modules/translation/index.ts';

export const TRANSLATE_SURVEY_QUEUE = 'translate-survey';

export interface JobQueueOptions {
  /**
   * A job whose worker vanished (SIGKILL, a lost machine) is given to another worker after this long. The handler is
   * safe to re-run, so a live but slow job that overruns it costs only repeated calls, never duplicated rows.
   */
  expireInSeconds?: number;
  /** How often expired jobs are looked for (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Whole-job retries, after the provider calls' own retries are spent on something unexpected (e.g. a lost database). */
  retryLimit?: number;
  /** The wait before a whole-job retry; it doubles each time. */
  retryDelaySeconds?: number;
  translationRetry?: RetryPolicy;
  translationConcurrency?: number;
}

export interface JobQueue {
  /** Queues the survey's translation; queuing it again while one runs is harmless (the handler skips what is done). */
  enqueueTranslation: (surveyId: string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * pg-boss on the application's database (its own `pgboss` schema), through the database's raw SQL so the embedded PGlite
 * serves it as PostgreSQL does. Starts the translation worker and queues again any survey left with a locale in progress
 * (its job may have been lost between the create's commit and the send).
 */
export async function startJobQueue(
  { database, provider, logger }: { database: Pick<Database, 'db' | 'executeSql'>; provider: TranslationProvider; logger: Logger },
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    // No cron schedules yet; the clock monitor would only poll.
    schedule: false,
  });
  boss.on('error', (error) => {
    logger.error({ err: error }, 'Job queue error');
  });
  await boss.start();
  await boss.createQueue(TRANSLATE_SURVEY_QUEUE, {
    name: TRANSLATE_SURVEY_QUEUE,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
    retryLimit: options.retryLimit ?? 5,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
  });
  await boss.work<{ surveyId: string }>(
    TRANSLATE_SURVEY_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      await translateSurvey(
        {
          db: database.db,
          provider,
          logger: logger.child({ job: job.id }),
          retry: options.translationRetry,
          concurrency: options.translationConcurrency,
        },
        job.data.surveyId,
      );
    },
  );

  const enqueueTranslation = async (surveyId: string) => {
    await boss.send(TRANSLATE_SURVEY_QUEUE, { surveyId });
  };
  for (const surveyId of await findSurveysWithPendingLocales(database.db)) await enqueueTranslation(surveyId);

  return {
    enqueueTranslation,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
