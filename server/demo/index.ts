/**
 * Demo responses for the demo surveys (issue 9): whole conversations in the links' languages, so a first start shows a
 * living Dashboard and Raw Data. Runs after `seedDemoSurveys`, and also fills the demo surveys of a database seeded before
 * responses existed. Their reports are the report job's, queued at start-up for the surveys that have ended
 * (server/jobs/queue.ts), as for any survey.
 */
import { fromZonedTime } from 'date-fns-tz';

import type { Db } from '../db/client.ts';
import { type DemoSurvey, demoSurveys } from './surveys.ts';
import { surveyLines } from './conversationLines.ts';
import { planDemoResponses, type PlannedSubmission } from './responses.ts';
import { planScoredResponses } from './scoredResponses.ts';
import {
  findDemoSurveysWithoutResponses,
  findLinks,
  findQuestions,
  addLinkVisits,
  insertConversationLogs,
  insertSubmissions,
  lockDemoSeed,
} from './queries.ts';

export interface DemoResponsesSeeded {
  /** Surveys that got submissions. */
  surveys: number;
  submissions: number;
  messages: number;
}

/** The stored questions are the definition's, in order: otherwise the scripted conversations would not match them. */
function asksAsDefined(survey: DemoSurvey, stored: readonly { questionId: string; text: string }[]): boolean {
  return (
    stored.length === survey.questions.length &&
    stored.every((question, index) => question.questionId === `q${index + 1}` && question.text === survey.questions[index]?.text)
  );
}

function groupBySurvey<Row extends { surveyId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.surveyId, [...(groups.get(row.surveyId) ?? []), row]);
  return groups;
}

/** Of every this many visitors, about one leaves without answering (visits are counted, leaving stores nothing). */
const VISITS_PER_LEAVER = 3;

/** Each link's visits: one per response that came through it, and about one in three more who left unanswered. */
export function demoVisits(submissions: readonly Pick<PlannedSubmission, 'linkId'>[]): Map<number, number> {
  const started = new Map<number, number>();
  for (const { linkId } of submissions) started.set(linkId, (started.get(linkId) ?? 0) + 1);
  return new Map([...started].map(([linkId, count]) => [linkId, count + Math.ceil(count / VISITS_PER_LEAVER)]));
}

/**
 * Seeds submissions with their conversations into every demo survey that has started and has neither a submission nor a
 * report yet, in one transaction. Deterministic: the same database and `now` give the same rows, with ids
 * `${surveyId}-s0001...`. Idempotent and safe for two instances starting together: an
 * advisory lock makes the second wait and then find nothing to do, and every insert is ON CONFLICT DO NOTHING on those
 * ids (conversations only for submissions this call inserted).
 */
export async function seedDemoResponses(db: Db, options: { now?: Date } = {}): Promise<DemoResponsesSeeded> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const definitions = new Map<string, DemoSurvey>(demoSurveys.map((survey) => [survey.id, survey]));
    const candidates = (await findDemoSurveysWithoutResponses(tx)).filter(
      (row) => definitions.has(row.id) && surveyLines[row.id] !== undefined,
    );
    if (candidates.length === 0) return { surveys: 0, submissions: 0, messages: 0 };

    const ids = candidates.map((row) => row.id);
    const questions = groupBySurvey(await findQuestions(tx, ids));
    const links = groupBySurvey(await findLinks(tx, ids));

    const planned: PlannedSubmission[][] = [];
    for (const row of candidates) {
      const survey = definitions.get(row.id);
      const lines = surveyLines[row.id];
      if (!survey || !lines || !asksAsDefined(survey, questions.get(row.id) ?? [])) continue;
      const schedule = {
        start: fromZonedTime(`${row.startDate}T${row.startTime}:00`, row.timezone),
        end: fromZonedTime(`${row.endDate}T${row.endTime}:00`, row.timezone),
        timeZone: row.timezone,
      };
      const input = { survey, lines, schedule, links: links.get(row.id) ?? [], now };
      planned.push(survey.questions.some((question) => question.type) ? planScoredResponses(input) : planDemoResponses(input));
    }

    const allSubmissions = planned.flat();
    const inserted = await insertSubmissions(
      tx,
      allSubmissions.map((submission) => ({
        id: submission.id,
        surveyId: submission.surveyId,
        linkId: submission.linkId,
        countryId: submission.countryId,
        languageCode: submission.languageCode,
        channel: submission.channel,
        startedAt: submission.startedAt,
        submittedAt: submission.submittedAt,
        finished: submission.finished,
      })),
    );
    const messages = allSubmissions
      .filter((submission) => inserted.has(submission.id))
      .flatMap((submission) =>
        submission.messages.map((message, index) => ({
          submissionId: submission.id,
          position: index + 1,
          role: message.role,
          content: message.content,
          createdAt: message.createdAt,
          questionNumber: message.questionNumber ?? null,
          answerValue: message.answerValue ?? null,
        })),
      );
    await insertConversationLogs(tx, messages);
    await addLinkVisits(tx, demoVisits(allSubmissions.filter((submission) => inserted.has(submission.id))));

    const seeded = planned.filter((submissions) => submissions.length > 0);
    return { surveys: seeded.length, submissions: inserted.size, messages: messages.length };
  });
}
