/**
 * The run written when a survey ends, once: a job scheduled at the survey's end, and at start-up the jobs that a restart,
 * a lost send or a survey seeded without its job (the demo) would otherwise miss. Every such job may be queued more than
 * once; the first to run writes the run and the others find it there.
 */
import { and, eq, gte, inArray, max } from 'drizzle-orm';

import type { Db } from '../../../db/client.ts';
import { reports, surveys } from '../../../db/schema.ts';
// The SPA's helper, as the surveys module uses it: a survey ends at the schedule the survey list shows.
import { zonedDateTimeToUtc } from '../../../../src/shared/lib/date/date.ts';

const IN_PROGRESS = ['PENDING', 'GENERATING'] as const;

/**
 * True when the survey's end-of-survey run is written: some report dates from its end or later and none is in progress
 * (a run in progress is taken over instead, e.g. by the retry of a job that died while writing it).
 */
export async function hasSettledRunSince(db: Db, surveyId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ status: reports.status })
    .from(reports)
    .where(and(eq(reports.surveyId, surveyId), gte(reports.createdAt, since)));
  return rows.length > 0 && rows.every((row) => !(IN_PROGRESS as readonly string[]).includes(row.status));
}

export interface ReportJobsToQueue {
  /** Surveys with a run in progress, whose job may have been lost: queued now. */
  inProgress: string[];
  /** Surveys whose end has passed without a run since: their end-of-survey job, queued now. */
  ended: string[];
  /** Surveys still to end: their end-of-survey job, at the end. */
  ending: { surveyId: string; end: Date }[];
}

/** What start-up queues so that every survey gets its reports at its end and no run stays unfinished. */
export async function findReportJobsToQueue(db: Db, now: Date): Promise<ReportJobsToQueue> {
  const [schedules, inProgress, latest] = await Promise.all([
    db
      .select({ id: surveys.id, endDate: surveys.endDate, endTime: surveys.endTime, timezone: surveys.timezone })
      .from(surveys),
    db.selectDistinct({ surveyId: reports.surveyId }).from(reports).where(inArray(reports.status, [...IN_PROGRESS])),
    db.select({ surveyId: reports.surveyId, createdAt: max(reports.createdAt) }).from(reports).groupBy(reports.surveyId),
  ]);
  const running = new Set(inProgress.map((row) => row.surveyId));
  const latestRun = new Map(latest.map((row) => [row.surveyId, row.createdAt]));
  const jobs: ReportJobsToQueue = { inProgress: [...running].sort(), ended: [], ending: [] };
  for (const survey of schedules) {
    const end = zonedDateTimeToUtc(survey.endDate, survey.endTime, survey.timezone);
    if (end > now) {
      jobs.ending.push({ surveyId: survey.id, end });
      continue;
    }
    const last = latestRun.get(survey.id);
    if (!running.has(survey.id) && (!last || last < end)) jobs.ended.push(survey.id);
  }
  jobs.ended.sort();
  jobs.ending.sort((a, b) => a.end.getTime() - b.end.getTime() || a.surveyId.localeCompare(b.surveyId));
  return jobs;
}
