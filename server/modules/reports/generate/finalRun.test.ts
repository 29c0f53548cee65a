import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { reports, surveys } from '../../../db/schema.ts';
import { type JobQueue, startJobQueue } from '../../../jobs/queue.ts';
import { testTargets, useTestDatabase } from '../../../testing/databases.ts';
import { insertTestSubmissions } from '../../../testing/submissions.ts';
import { insertSurveyTestData } from '../../../testing/surveys.ts';
import { readGeographyConfig, seedGeography } from '../../geography/index.ts';
import { createPseudoProvider } from '../../translation/index.ts';
import { findReportJobsToQueue, generateSurveyReports, startReportRun } from './index.ts';

const logger = pino({ level: 'silent' });

/** Between the test surveys' ends: br-onboarding (April) has ended, border-crossing (May 31, 22:00 Tijuana) has not. */
const NOW = new Date('2026-06-01T00:00:00Z');
/** Moved far ahead so it never ends while the tests run, whatever day they run on. */
const NEVER_ENDING = 'mx-local-store-visits';

const at = (iso: string) => new Date(iso);

function report(surveyId: string, status: 'PENDING' | 'COMPLETED', createdAt: Date, id: string) {
  const settled = status === 'COMPLETED' ? { contentEn: '# en', contentKo: '# ko', generatedAt: createdAt } : {};
  return { id, surveyId, scopeType: 'GLOBAL' as const, scopeIdentifier: 'Global', status, createdAt, ...settled };
}

describe.each(testTargets)("the reports of a survey's end on $name", (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    await insertSurveyTestData(database.db);
    await database.db.update(surveys).set({ endDate: '2099-12-31' }).where(eq(surveys.id, NEVER_ENDING));
    await insertTestSubmissions(database.db, ['latam-delivery', 'br-onboarding'], { perLink: 5 });
  });
  beforeEach(async () => {
    await database.db.delete(reports);
  });

  /** The report jobs the queue holds for the survey, end-of-survey ones marked. */
  async function queuedJobs(queue: JobQueue, surveyId: string): Promise<{ atSurveyEnd: boolean; state: string }[]> {
    return (await queue.findReportJobs(surveyId)).map(({ atSurveyEnd, state }) => ({ atSurveyEnd, state }));
  }

  it('finds what start-up must queue: runs in progress, ended surveys without a run since their end, the others at their end', async () => {
    await database.db.insert(reports).values([
      // Written after its end: nothing to do.
      report('br-onboarding', 'COMPLETED', at('2026-04-21T00:00:00Z'), 'br-final'),
      // An interim run during the survey does not count as the end's.
      report('mx-admin-pricing', 'COMPLETED', at('2026-02-10T00:00:00Z'), 'pricing-interim'),
      // A run whose job may be lost.
      report('us-support', 'PENDING', at('2026-05-20T00:00:00Z'), 'support-running'),
    ]);

    expect(await findReportJobsToQueue(database.db, NOW)).toEqual({
      inProgress: ['us-support'],
      ended: ['latam-delivery', 'mx-admin-pricing'],
      ending: [
        { surveyId: 'border-crossing', end: at('2026-06-01T05:00:00Z') },
        { surveyId: 'us-support', end: at('2026-07-31T21:00:00Z') },
        { surveyId: NEVER_ENDING, end: at('2100-01-01T00:00:00Z') },
      ],
    });
  });

  it("writes an ended survey's reports when the queue starts, without anyone asking, and queues nothing twice on a restart", async () => {
    const options = { pollingIntervalSeconds: 0.5 };
    const first = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, options);
    try {
      await vi.waitFor(
        async () => {
          const rows = await database.db.select({ status: reports.status }).from(reports).where(eq(reports.surveyId, 'latam-delivery'));
          expect(rows.map((row) => row.status)).toEqual(Array<string>(6).fill('COMPLETED'));
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(await queuedJobs(first, NEVER_ENDING)).toEqual([{ atSurveyEnd: true, state: 'created' }]);
    } finally {
      await first.stop();
    }
    const written = await database.db.select({ id: reports.id }).from(reports).where(eq(reports.surveyId, 'latam-delivery'));

    const second = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, options);
    try {
      expect((await queuedJobs(second, 'latam-delivery')).map((job) => job.state)).toEqual(['completed']);
      expect(await queuedJobs(second, NEVER_ENDING)).toEqual([{ atSurveyEnd: true, state: 'created' }]);
      const rows = await database.db.select({ id: reports.id }).from(reports).where(eq(reports.surveyId, 'latam-delivery'));
      expect(rows).toEqual(written);
    } finally {
      await second.stop();
    }
  });

  it('finishes its own run when the job of the end is retried while writing it, and writes no second one', async () => {
    const run = await startReportRun(database.db, 'br-onboarding');
    const [first] = run?.reportIds ?? [];
    if (!first) throw new Error('no run started');
    await database.db.update(reports).set({ status: 'GENERATING' }).where(eq(reports.id, first));

    await generateSurveyReports({ db: database.db, minResponses: 5, logger }, 'br-onboarding', { atSurveyEnd: true });
    await generateSurveyReports({ db: database.db, minResponses: 5, logger }, 'br-onboarding', { atSurveyEnd: true });

    const rows = await database.db.select().from(reports).where(inArray(reports.surveyId, ['br-onboarding']));
    expect(rows.map((row) => row.id).toSorted()).toEqual([...(run?.reportIds ?? [])].toSorted());
    expect(rows.every((row) => row.status === 'COMPLETED')).toBe(true);
  });
});
