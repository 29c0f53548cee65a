/**
 * Demo responses and reports for the demo surveys (issue 9): whole conversations in the links' languages and reports in
 * every status, so a first start shows a living Dashboard, Raw Data and Reports. Runs after `seedDemoSurveys`, and also
 * fills the demo surveys of a database seeded before responses existed.
 */
import { fromZonedTime } from 'date-fns-tz';

import type { Db } from '../db/client.ts';
import { loadGeography } from '../modules/geography/index.ts';
import { type DemoSurvey, demoSurveys } from './surveys.ts';
import { surveyLines } from './conversationLines.ts';
import { planDemoReports, type PlannedReport, reportScopes } from './reports.ts';
import { planDemoResponses, type PlannedSubmission } from './responses.ts';
import {
  findDemoSurveysWithoutResponses,
  findLinks,
  findQuestions,
  findTargetCountries,
  insertConversationLogs,
  insertReports,
  insertSubmissions,
  lockDemoSeed,
} from './queries.ts';

export { MINIMUM_RESPONSES_PER_REPORT, NOT_ENOUGH_DATA_MESSAGE } from './reports.ts';

export interface DemoResponsesSeeded {
  /** Surveys that got submissions or reports. */
  surveys: number;
  submissions: number;
  messages: number;
  reports: number;
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

/**
 * Seeds submissions with their conversations and reports into every demo survey that has started and has neither a
 * submission nor a report yet, in one transaction. Deterministic: the same database and `now` give the same rows, with
 * ids `${surveyId}-s0001...` and `${surveyId}-<scope>`. Idempotent and safe for two instances starting together: an
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
    if (candidates.length === 0) return { surveys: 0, submissions: 0, messages: 0, reports: 0 };

    const ids = candidates.map((row) => row.id);
    const questions = groupBySurvey(await findQuestions(tx, ids));
    const targets = groupBySurvey(await findTargetCountries(tx, ids));
    const links = groupBySurvey(await findLinks(tx, ids));
    const geography = await loadGeography(tx);

    const planned: { submissions: PlannedSubmission[]; reports: PlannedReport[] }[] = [];
    for (const row of candidates) {
      const survey = definitions.get(row.id);
      const lines = surveyLines[row.id];
      if (!survey || !lines || !asksAsDefined(survey, questions.get(row.id) ?? [])) continue;
      const schedule = {
        start: fromZonedTime(`${row.startDate}T${row.startTime}:00`, row.timezone),
        end: fromZonedTime(`${row.endDate}T${row.endTime}:00`, row.timezone),
        timeZone: row.timezone,
      };
      const submissions = planDemoResponses({ survey, lines, schedule, links: links.get(row.id) ?? [], now });
      const scopes = reportScopes(targets.get(row.id) ?? [], geography);
      planned.push({ submissions, reports: planDemoReports({ survey, schedule, scopes, submissions, now }) });
    }

    const allSubmissions = planned.flatMap((survey) => survey.submissions);
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
        })),
      );
    await insertConversationLogs(tx, messages);
    const reports = await insertReports(
      tx,
      planned.flatMap((survey) => survey.reports),
    );

    const seeded = planned.filter((survey) => survey.submissions.length > 0 || survey.reports.length > 0);
    return { surveys: seeded.length, submissions: inserted.size, messages: messages.length, reports };
  });
}
