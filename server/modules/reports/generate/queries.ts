import { randomBytes } from 'node:crypto';

import { and, asc, desc, eq, inArray, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client.ts';
import {
  conversationLogs,
  countries,
  reports,
  submissions,
  surveyQuestions,
  surveys,
  surveyTargetCountries,
  surveyTranslations,
} from '../../../db/schema.ts';
import { REPORT_LANGUAGES, type ReportLanguage, type ReportSubmission } from './markdown.ts';
import type { SurveyReportScope } from './scopes.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const IN_PROGRESS = ['PENDING', 'GENERATING'] as const;

/**
 * The survey's own translation into each report language, by item: of its locale in that language, the plain one
 * ('ko') before a regional one ('ko-KR'), which fills only what the plain one lacks.
 */
function ownTranslations(rows: readonly { locale: string; item: string; text: string }[]): Record<ReportLanguage, Map<string, string>> {
  const own: Record<ReportLanguage, Map<string, string>> = { en: new Map(), ko: new Map() };
  const plainFirst = [...rows].sort((a, b) => Number(a.locale.includes('-')) - Number(b.locale.includes('-')) || a.locale.localeCompare(b.locale));
  for (const { locale, item, text } of plainFirst) {
    const language = REPORT_LANGUAGES.find((candidate) => locale === candidate || locale.startsWith(`${candidate}-`));
    if (language && !own[language].has(item)) own[language].set(item, text);
  }
  return own;
}

/** The survey as a report describes it, with its own translations into the report languages; undefined once deleted. */
export async function findSurveyForReports(db: Db, surveyId: string) {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) return undefined;
  const [questions, translations, targets] = await Promise.all([
    db
      .select({ questionId: surveyQuestions.questionId, text: surveyQuestions.text, type: surveyQuestions.type, options: surveyQuestions.options })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position)),
    db
      .select({ locale: surveyTranslations.locale, item: surveyTranslations.item, text: surveyTranslations.text })
      .from(surveyTranslations)
      .where(
        and(
          eq(surveyTranslations.surveyId, surveyId),
          or(...REPORT_LANGUAGES.flatMap((language) => [eq(surveyTranslations.locale, language), like(surveyTranslations.locale, `${language}-%`)])),
        ),
      ),
    db
      .select({ name: countries.name })
      .from(surveyTargetCountries)
      .innerJoin(countries, eq(countries.id, surveyTargetCountries.countryId))
      .where(eq(surveyTargetCountries.surveyId, surveyId)),
  ]);
  return { survey, questions, ownTranslations: ownTranslations(translations), targetCountries: targets.map((row) => row.name) };
}

/** Reads which questions' answers a report quotes, and which scored question splits their themes. */
export interface ReportAnswerSelection {
  /** The text questions (1-based): only their answers are read; a scored answer is counted in SQL (scoreQueries.ts). */
  textQuestions: readonly number[];
  /** The question whose value each submission carries as `splitScore`. */
  splitQuestion?: number;
}

/** A query's rows as one JSON array in one row: PGlite spends about 10 µs on each row it hands over, JSON.parse far less. */
async function jsonRows<T>(db: Db, rows: SQL): Promise<T[]> {
  const result = await db.execute<{ rows: string | null }>(sql`select coalesce(json_agg(r)::text, '[]') as rows from (${rows}) r`);
  return JSON.parse(result.rows[0]?.rows ?? '[]') as T[];
}

interface SubmissionRow {
  id: string;
  country_id: number;
  language_code: string;
  channel: string;
  finished: boolean;
  started_at: string;
}

interface MessageRow {
  submission_id: string;
  position: number;
  content: string;
  question_number: number | null;
  answer_value: number | null;
}

/**
 * Every submission of the survey with the respondent's messages in order: what the figures are computed from. With a
 * selection, only the text questions' messages are read (and those stored before question numbers existed, which
 * only text surveys have), with the split question's values. Each table is read on its own, unsorted (a submission's
 * few messages are put in order here): on tables never analysed (PGlite has no autovacuum) a join's plan probes an
 * index per row. Each read is one JSON array (jsonRows): at 100,000 conversations that is 1.6 s instead of 3.5 s.
 */
export async function findSubmissionsForReports(db: Db, surveyId: string, selection?: ReportAnswerSelection): Promise<ReportSubmission[]> {
  const splitQuestion = selection?.splitQuestion;
  const splitValue = splitQuestion
    ? and(eq(conversationLogs.questionNumber, splitQuestion), eq(conversationLogs.followUp, false), isNotNull(conversationLogs.answerValue))
    : undefined;
  const rows = await jsonRows<SubmissionRow>(
    db,
    sql`select ${submissions.id}, ${submissions.countryId}, ${submissions.languageCode}, ${submissions.channel}, ${submissions.finished}, ${submissions.startedAt}
        from ${submissions} where ${eq(submissions.surveyId, surveyId)}`,
  );
  const messageFilter = and(
    eq(submissions.surveyId, surveyId),
    eq(conversationLogs.role, 'respondent'),
    selection ? or(isNull(conversationLogs.questionNumber), inArray(conversationLogs.questionNumber, [0, ...selection.textQuestions]), splitValue) : undefined,
  );
  const messages = await jsonRows<MessageRow>(
    db,
    sql`select ${conversationLogs.submissionId}, ${conversationLogs.position}, ${conversationLogs.content}, ${conversationLogs.questionNumber}, ${conversationLogs.answerValue}
        from ${conversationLogs} inner join ${submissions} on ${eq(submissions.id, conversationLogs.submissionId)}
        where ${messageFilter}`,
  );
  const countryRows = await db.select({ id: countries.id, name: countries.name, isoCode: countries.isoCode }).from(countries);
  const countryOf = new Map(countryRows.map((country) => [country.id, country]));
  const bySubmission = new Map<string, MessageRow[]>();
  const splitScores = new Map<string, number>();
  for (const message of messages) {
    if (splitQuestion !== undefined && message.question_number === splitQuestion && message.answer_value !== null) {
      splitScores.set(message.submission_id, message.answer_value);
      continue;
    }
    const earlier = bySubmission.get(message.submission_id);
    if (earlier) earlier.push(message);
    else bySubmission.set(message.submission_id, [message]);
  }
  return rows.map((row) => {
    const splitScore = splitScores.get(row.id);
    const inOrder = (bySubmission.get(row.id) ?? []).sort((a, b) => a.position - b.position);
    return {
      id: row.id,
      languageCode: row.language_code,
      channel: row.channel,
      finished: row.finished,
      startedAt: new Date(row.started_at),
      countryName: countryOf.get(row.country_id)?.name ?? '',
      countryCode: countryOf.get(row.country_id)?.isoCode ?? '',
      ...(splitScore === undefined ? {} : { splitScore }),
      answers: answersByQuestion(inOrder.map((message) => ({ content: message.content, questionNumber: message.question_number }))),
    };
  });
}

interface AnswerMessage {
  content: string;
  questionNumber: number | null;
}

/**
 * One answer per question from a conversation's respondent messages in order: a message belongs to the question stored
 * with it (an answer and the answer to its follow-up are joined); one stored without (before follow-ups existed)
 * answers the question after the previous message's.
 */
export function answersByQuestion(messages: readonly AnswerMessage[]): string[] {
  const answers: (string | undefined)[] = [];
  let previous = 0;
  for (const { content, questionNumber } of messages) {
    const question = questionNumber ?? previous + 1;
    previous = question;
    const earlier = answers[question - 1];
    answers[question - 1] = earlier ? `${earlier}\n${content}` : content;
  }
  // A question skipped (possible only in hand-made rows) is an empty answer, not a hole.
  return Array.from(answers, (answer) => answer ?? '');
}

/** Serialises the runs of one survey across connections and instances, until the transaction ends. */
async function lockSurveyReports(tx: Transaction, surveyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reports:${surveyId}`}))`);
}

export interface ClaimedRun {
  /** False when a run was already under way: its reports are the ones answered. */
  started: boolean;
  reportIds: string[];
}

/**
 * The survey's run of reports: the one under way (reports PENDING or GENERATING), or a new one with one PENDING report
 * per scope. Under the survey's lock, so two callers never start two runs.
 */
export async function claimReportRun(
  db: Db,
  surveyId: string,
  scopes: readonly SurveyReportScope[],
  title: (scope: SurveyReportScope) => string,
): Promise<ClaimedRun> {
  return db.transaction(async (tx) => {
    await lockSurveyReports(tx, surveyId);
    const running = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.surveyId, surveyId), inArray(reports.status, [...IN_PROGRESS])))
      // The run's scope order (see createdAt below).
      .orderBy(desc(reports.createdAt), asc(reports.id));
    if (running.length > 0) return { started: false, reportIds: running.map((row) => row.id) };
    const now = Date.now();
    const rows = scopes.map((scope, index) => ({
      // 96 random bits: ids are public in URLs and must not tell one report from the next.
      id: randomBytes(12).toString('base64url'),
      surveyId,
      scopeType: scope.type,
      scopeIdentifier: scope.identifier,
      title: title(scope),
      status: 'PENDING' as const,
      // A millisecond apart, later scopes older: lists order a scope type's reports newest first, so this keeps the run's order.
      createdAt: new Date(now - index),
    }));
    if (rows.length > 0) await tx.insert(reports).values(rows);
    return { started: true, reportIds: rows.map((row) => row.id) };
  });
}

/** PENDING (or GENERATING, left by a worker that died) becomes GENERATING; false when the report is settled or gone. */
export async function markGenerating(db: Db, id: string): Promise<typeof reports.$inferSelect | undefined> {
  const [row] = await db
    .update(reports)
    .set({ status: 'GENERATING', errorMessage: null })
    .where(and(eq(reports.id, id), inArray(reports.status, [...IN_PROGRESS])))
    .returning();
  return row;
}

export type ReportOutcome =
  | { status: 'COMPLETED'; contentEn: string; contentKo: string; generatedAt: Date }
  | { status: 'FAILED'; errorMessage: string; generatedAt: Date };

/** Settles a GENERATING report once: a second worker finishing the same report changes nothing. */
export async function finishReport(db: Db, id: string, outcome: ReportOutcome): Promise<boolean> {
  const settled = await db
    .update(reports)
    .set(outcome)
    .where(and(eq(reports.id, id), eq(reports.status, 'GENERATING')))
    .returning({ id: reports.id });
  return settled.length > 0;
}
