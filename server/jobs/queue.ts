import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

import type { Database } from '../db/client.ts';
import type { LanguageModel } from '../llm/index.ts';
import { findReportJobsToQueue, generateSurveyReports } from '../modules/reports/generate/index.ts';
import { findSurveysWithPendingLocales, translateSurvey, type RetryPolicy, type TranslationProvider } from '../modules/translation/index.ts';

export const TRANSLATE_SURVEY_QUEUE = 'translate-survey';
export const GENERATE_REPORTS_QUEUE = 'generate-reports';

/**
 * At once (on demand), or with `atSurveyEnd` the job of the survey's end: it waits until then and writes the
 * end-of-survey run once, however often it is queued.
 */
export type EnqueueReports = (surveyId: string, options?: { atSurveyEnd?: Date }) => Promise<void>;

interface ReportJobData {
  surveyId: string;
  atSurveyEnd?: boolean;
}

export interface JobQueueOptions {
  /**
   * A job whose worker vanished (SIGKILL, a lost machine) is given to another worker after this long. The handler is
   * safe to re-run, so a live but slow job that overruns it costs only repeated calls, never duplicated rows.
   */
  expireInSeconds?: number;
  /** How often expired jobs are looked for (pg-boss's monitor pass). */
  expiryCheckIntervalSeconds?: number;
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
  /**
   * Queues the job that writes the survey's reports (the run under way, or a new one): a job row, so it outlives a
   * restart and exactly one worker of any instance takes it.
   */
  enqueueReports: EnqueueReports;
  /** The survey's report jobs that pg-boss holds (queued, running, or kept a while after they settled), oldest first. */
  findReportJobs: (surveyId: string) => Promise<ReportJob[]>;
  stop: () => Promise<void>;
}

export interface ReportJob {
  surveyId: string;
  atSurveyEnd: boolean;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
}

/**
 * pg-boss on the application's database (its own `pgboss` schema), through the database's raw SQL so the embedded PGlite
 * serves it as PostgreSQL does. Starts the translation worker and queues again any survey left with a locale in progress
 * (its job may have been lost between the create's commit and the send).
 */
export async function startJobQueue(
  {
    database,
    provider,
    logger,
    reportMinResponses,
    languageModel,
  }: {
    database: Pick<Database, 'db' | 'executeSql'>;
    provider: TranslationProvider;
    logger: Logger;
    /** REPORT_MIN_RESPONSES. */
    reportMinResponses: number;
    /** LANGUAGE_MODEL's model: reports add summaries and translated quotes. */
    languageModel?: LanguageModel;
  },
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const expiryCheckIntervalSeconds = options.expiryCheckIntervalSeconds ?? 30;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Expired jobs are failed (and so retried) by the monitor pass, which the supervisor starts on its own interval.
    superviseIntervalSeconds: expiryCheckIntervalSeconds,
    monitorIntervalSeconds: expiryCheckIntervalSeconds,
    // No cron schedules yet; the clock monitor would only poll.
    schedule: false,
  });
  boss.on('error', (error) => {
    logger.error({ err: error }, 'Job queue error');
  });
  // Slow queries, a growing backlog, clock skew between instances and the database: pg-boss 12 says so here.
  boss.on('warning', (warning) => {
    logger.warn({ data: warning.data }, `Job queue warning: ${warning.message}`);
  });
  await boss.start();
  // Both handlers are safe to re-run, so both queues retry alike: a killed worker's job expires and goes to the next one.
  for (const name of [TRANSLATE_SURVEY_QUEUE, GENERATE_REPORTS_QUEUE]) {
    await boss.createQueue(name, {
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
    });
  }
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

  await boss.work<ReportJobData>(
    GENERATE_REPORTS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      await generateSurveyReports(
        // The survey translation's provider (its request budget and circuit breaker too) translates what a report quotes.
        { db: database.db, minResponses: reportMinResponses, logger: logger.child({ job: job.id }), languageModel, translationProvider: provider },
        job.data.surveyId,
        { atSurveyEnd: job.data.atSurveyEnd === true },
      );
    },
  );

  const enqueueTranslation = async (surveyId: string) => {
    await boss.send(TRANSLATE_SURVEY_QUEUE, { surveyId });
  };
  const enqueueReports: EnqueueReports = async (surveyId, { atSurveyEnd } = {}) => {
    const data: ReportJobData = atSurveyEnd ? { surveyId, atSurveyEnd: true } : { surveyId };
    await boss.send(GENERATE_REPORTS_QUEUE, data, atSurveyEnd ? { startAfter: atSurveyEnd } : {});
  };
  /** The report jobs whose data holds `data`, a page of findJobs at a time, oldest first. */
  const findReportJobsWith = async (data: Partial<ReportJobData>): Promise<ReportJob[]> => {
    const jobs: ReportJob[] = [];
    for (let after: string | undefined; ; ) {
      const page = await boss.findJobs<ReportJobData>(GENERATE_REPORTS_QUEUE, { data, after, limit: FIND_JOBS_PAGE });
      for (const job of page) jobs.push({ surveyId: job.data.surveyId, atSurveyEnd: job.data.atSurveyEnd === true, state: job.state });
      const last = page.at(-1);
      if (last === undefined || page.length < FIND_JOBS_PAGE) return jobs;
      after = last.id;
    }
  };
  const findReportJobs = (surveyId: string) => findReportJobsWith({ surveyId });
  for (const surveyId of await findSurveysWithPendingLocales(database.db)) await enqueueTranslation(surveyId);
  const endJobs = await findReportJobsWith({ atSurveyEnd: true });
  await queueMissedReportJobs(database, { enqueueReports, endJobs }, logger);

  return {
    enqueueTranslation,
    enqueueReports,
    findReportJobs,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** How many jobs one findJobs call answers (pg-boss's default). */
const FIND_JOBS_PAGE = 1000;

/**
 * Queues what a restart, a lost send or a survey stored without its job (the demo's) would miss: the job of every run
 * left in progress, the end-of-survey job of every survey that ended without a run since, and of every survey still to
 * end that has none waiting.
 */
async function queueMissedReportJobs(
  database: Pick<Database, 'db'>,
  { enqueueReports, endJobs }: { enqueueReports: EnqueueReports; endJobs: ReportJob[] },
  logger: Logger,
): Promise<void> {
  const now = new Date();
  const jobs = await findReportJobsToQueue(database.db, now);
  // Surveys whose end-of-survey job is waiting or running.
  const waiting = new Set(endJobs.filter((job) => job.state === 'created' || job.state === 'retry' || job.state === 'active').map((job) => job.surveyId));
  for (const surveyId of jobs.inProgress) await enqueueReports(surveyId);
  const ended = jobs.ended.filter((surveyId) => !waiting.has(surveyId));
  for (const surveyId of ended) await enqueueReports(surveyId, { atSurveyEnd: now });
  const ending = jobs.ending.filter((job) => !waiting.has(job.surveyId));
  for (const job of ending) await enqueueReports(job.surveyId, { atSurveyEnd: job.end });
  const queued = jobs.inProgress.length + ended.length + ending.length;
  if (queued > 0) logger.info({ inProgress: jobs.inProgress.length, ended: ended.length, ending: ending.length }, `Queued ${queued} report jobs at start-up`);
}
