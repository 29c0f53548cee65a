import { countriesInScope, type Geography, type Principal } from '../../auth/permissions.ts';
import {
  type ConversationLog,
  isValuedQuestionType,
  type QuestionType,
  type SubmissionDetail,
  type SubmissionListItem,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { GeographySource } from '../geography/index.ts';
import { isSurveyVisible } from '../surveys/index.ts';
import {
  type CountryNames,
  countSurveySubmissions,
  findConversationLogs,
  findSubmission,
  listSurveySubmissions,
} from './queries.ts';
import { openRawDataCsv, type RawDataExportOptions } from './rawDataExport.ts';

export interface SubmissionServiceDeps {
  db: Db;
  geography: GeographySource;
}

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface SubmissionPage {
  items: SubmissionListItem[];
  /** Every submission of the survey in the reader's scope, not only this page's. */
  total: number;
}

/** The reader's countries as the queries take them, or undefined when there are none (nothing to read). */
function readableCountries(principal: Principal, geography: Geography): CountryNames | undefined {
  const scope = countriesInScope(principal, geography);
  if (scope === 'all') return 'all';
  return scope.size === 0 ? undefined : [...scope];
}

/**
 * The countries whose submissions of this survey the reader may read, or undefined when the survey does not exist or is
 * not visible to them (one answer for both, so ids outside the reader's scope leak nothing).
 */
async function readableSurveyCountries(
  { db, geography: geographySource }: SubmissionServiceDeps,
  principal: Principal,
  surveyId: string,
): Promise<CountryNames | undefined> {
  const geography = await geographySource();
  const names = readableCountries(principal, geography);
  // No country in scope sees no survey; the visibility query is not needed to say so.
  if (names === undefined || !(await isSurveyVisible(db, geography, principal, surveyId))) return undefined;
  return names;
}

/** One page of the survey's submissions in the reader's scope, newest first; undefined when the survey is not visible. */
export async function listVisibleSubmissions(
  deps: SubmissionServiceDeps,
  principal: Principal,
  surveyId: string,
  { page, pageSize }: Paging,
): Promise<SubmissionPage | undefined> {
  const names = await readableSurveyCountries(deps, principal, surveyId);
  if (names === undefined) return undefined;
  const [total, rows] = await Promise.all([
    countSurveySubmissions(deps.db, surveyId, names),
    listSurveySubmissions(deps.db, surveyId, names, { limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      submitted_at: row.submittedAt.toISOString(),
      country_code: row.countryCode,
      language_code: row.languageCode,
      channel: row.channel,
      finished: row.finished,
    })),
  };
}

type AnswerOfLog = Pick<ConversationLog, 'answer_value' | 'answer_question_type' | 'answer_option_text'>;

/** A message's value with what the viewer needs to show it; all null for a message without one. */
function answerOfLog(log: {
  answerValue: number | null;
  questionType: QuestionType | null;
  questionOptions: readonly string[] | null;
}): AnswerOfLog {
  const { answerValue: value, questionType: type } = log;
  if (value === null || type === null || !isValuedQuestionType(type)) {
    return { answer_value: null, answer_question_type: null, answer_option_text: null };
  }
  const optionText = type === 'multiple_choice' ? (log.questionOptions?.[value - 1] ?? null) : null;
  return { answer_value: value, answer_question_type: type, answer_option_text: optionText };
}

/**
 * The submission with its conversation in order, or undefined when it does not exist, its country is outside the
 * reader's scope or its survey is not visible to them (the caller cannot tell which).
 */
export async function findVisibleSubmission(
  { db, geography: geographySource }: SubmissionServiceDeps,
  principal: Principal,
  id: string,
): Promise<SubmissionDetail | undefined> {
  const [submission, geography] = await Promise.all([findSubmission(db, id), geographySource()]);
  if (!submission) return undefined;
  const names = readableCountries(principal, geography);
  if (names === undefined || (names !== 'all' && !names.includes(submission.countryName))) return undefined;
  if (!(await isSurveyVisible(db, geography, principal, submission.surveyId))) return undefined;
  const logs = await findConversationLogs(db, { submissionId: id, surveyId: submission.surveyId });
  return {
    id: submission.id,
    submitted_at: submission.submittedAt.toISOString(),
    country_code: submission.countryCode,
    language_code: submission.languageCode,
    channel: submission.channel,
    finished: submission.finished,
    survey_id: submission.surveyId,
    conversation_logs: logs.map((log) => ({
      id: log.id,
      role: log.role,
      content: log.content,
      timestamp_str: log.createdAt.toISOString(),
      ...answerOfLog(log),
    })),
  };
}

/** The survey's raw-data CSV stream (messages of the submissions in the reader's scope); undefined when not visible. */
export async function openVisibleRawDataCsv(
  deps: SubmissionServiceDeps,
  principal: Principal,
  surveyId: string,
  options: RawDataExportOptions = {},
): Promise<ReadableStream<Uint8Array> | undefined> {
  const names = await readableSurveyCountries(deps, principal, surveyId);
  if (names === undefined) return undefined;
  return openRawDataCsv(deps.db, { surveyId, countries: names }, options);
}
