import type { Logger } from 'pino';

import type { Db } from '../../../db/client.ts';
// The SPA's helper, as the surveys module uses it: a report's period is the schedule the survey list shows.
import { zonedDateTimeToUtc } from '../../../../src/shared/lib/date/date.ts';
import { loadGeography } from '../../geography/index.ts';
import type { LanguageModel } from '../../../llm/index.ts';
import { hasSettledRunSince } from './finalRun.ts';
import { questionInsights } from './insights.ts';
import { reportFigures, type ReportInput, reportMarkdown, type ReportSubmission } from './markdown.ts';
import {
  type ClaimedRun,
  claimReportRun,
  findSubmissionsForReports,
  findSurveyForReports,
  finishReport,
  markGenerating,
  type ReportOutcome,
} from './queries.ts';
import { findScoredAnswerCounts } from './scoreQueries.ts';
import { type ReportScores, scopeComparisons, themeSplit } from './scores.ts';
import { surveyReportScopes, type SurveyReportScope } from './scopes.ts';

export interface ReportGenerationDeps {
  db: Db;
  /** REPORT_MIN_RESPONSES: a scope with fewer responses fails. */
  minResponses: number;
  logger: Logger;
  now?: () => Date;
  /** LANGUAGE_MODEL's model: per question a summary of themes and sentiment, and the quotes translated. */
  languageModel?: LanguageModel;
}

/** Why a scope has no report; the screens show the status as 'Not Enough Data' and this as its detail. */
export function notEnoughDataMessage(responses: number, minResponses: number): string {
  return `Not enough data: ${responses} ${responses === 1 ? 'response' : 'responses'} in this scope, fewer than the ${minResponses} a report needs.`;
}

type SurveyForReports = NonNullable<Awaited<ReturnType<typeof findSurveyForReports>>>;

/** What a scope's report is called after its name: a local unit and a country may share one (Mexico and Mexico). */
const SCOPE_KINDS: Readonly<Record<SurveyReportScope['type'], string>> = {
  GLOBAL: '',
  REGIONAL: ' (regional report)',
  LOCAL: ' (local report)',
  COUNTRY: ' (country report)',
};

function reportTitle(data: SurveyForReports, scope: Pick<SurveyReportScope, 'identifier' | 'type'>): string {
  return `${data.survey.title} — ${scope.identifier}${SCOPE_KINDS[scope.type]}`;
}

async function scopesOf(db: Db, data: SurveyForReports): Promise<SurveyReportScope[]> {
  return surveyReportScopes(data.targetCountries, await loadGeography(db));
}

/**
 * Starts a run of the survey's reports (one PENDING report per scope), or answers the run under way; undefined when the
 * survey does not exist. The job that writes them is queued by the caller.
 */
export async function startReportRun(db: Db, surveyId: string): Promise<ClaimedRun | undefined> {
  const data = await findSurveyForReports(db, surveyId);
  if (!data) return undefined;
  return claimReportRun(db, surveyId, await scopesOf(db, data), (scope) => reportTitle(data, scope));
}

export interface ReportJobOptions {
  /** The job of the survey's end: it writes the end-of-survey run once, however often it was queued. */
  atSurveyEnd?: boolean;
}

/**
 * The report job: takes the survey's run under way (or starts one) and writes each of its reports, PENDING ->
 * GENERATING -> COMPLETED, or FAILED when the scope has fewer than `minResponses` responses. Safe to run again after a
 * crash: a report left GENERATING is written again, a settled one is skipped, and no run is started twice. A job of the
 * survey's end does nothing once a run since the end has settled.
 */
export async function generateSurveyReports(
  deps: ReportGenerationDeps,
  surveyId: string,
  { atSurveyEnd = false }: ReportJobOptions = {},
): Promise<void> {
  const { db, logger } = deps;
  const data = await findSurveyForReports(db, surveyId);
  if (!data) {
    logger.info({ surveyId }, 'Survey gone; no reports to generate');
    return;
  }
  const end = zonedDateTimeToUtc(data.survey.endDate, data.survey.endTime, data.survey.timezone);
  if (atSurveyEnd && (await hasSettledRunSince(db, surveyId, end))) {
    logger.info({ surveyId }, "The reports of the survey's end are written already");
    return;
  }
  const scopes = await scopesOf(db, data);
  const run = await claimReportRun(db, surveyId, scopes, (scope) => reportTitle(data, scope));
  const split = themeSplit(data.questions);
  const textQuestions = data.questions.flatMap((question, index) => (question.type === 'text' ? [index + 1] : []));
  const [submissions, counts] = await Promise.all([
    findSubmissionsForReports(db, surveyId, { textQuestions, ...(split ? { splitQuestion: split.questionIndex + 1 } : {}) }),
    findScoredAnswerCounts(db, surveyId, data.survey.timezone),
  ]);
  const scopeOf = new Map(scopes.map((scope) => [`${scope.type}:${scope.identifier}`, scope]));
  const survey = {
    title: { en: data.survey.title, ko: data.korean.get('title') ?? data.survey.title },
    timeZone: data.survey.timezone,
    start: zonedDateTimeToUtc(data.survey.startDate, data.survey.startTime, data.survey.timezone),
    end,
    questions: data.questions.map((question) => ({
      text: { en: question.text, ko: data.korean.get(question.questionId) ?? question.text },
      type: question.type,
      options: question.options,
    })),
  };

  // Dropped at its first failure: the rest of the run is written without it.
  let languageModel = deps.languageModel;
  for (const id of run.reportIds) {
    const report = await markGenerating(db, id);
    if (!report) continue;
    logger.debug({ surveyId, reportId: id }, 'Generating report');
    // A scope the geography no longer has (edited since the run started) covers nothing, so it fails for lack of data.
    const scope = scopeOf.get(`${report.scopeType}:${report.scopeIdentifier}`);
    const countries = scope?.countries ?? new Set<string>();
    const inScope = submissions.filter((submission) => countries.has(submission.countryName));
    const generatedAt = deps.now?.() ?? new Date();
    const scores: ReportScores = {
      countries,
      comparisons: scope ? scopeComparisons(scope, scopes) : [],
      counts,
      period: { start: survey.start, last: survey.end < generatedAt ? survey.end : generatedAt, timeZone: survey.timeZone },
    };
    const { outcome, modelFailed } = await writeReport(deps, languageModel, survey, report, inScope, scores, generatedAt);
    if (modelFailed) languageModel = undefined;
    await finishReport(db, id, outcome);
    logger.info({ surveyId, reportId: id, status: outcome.status, responses: inScope.length }, 'Report written');
  }
}

async function writeReport(
  deps: ReportGenerationDeps,
  languageModel: LanguageModel | undefined,
  survey: ReportInput['survey'],
  report: { scopeType: ReportInput['scope']['type']; scopeIdentifier: string },
  inScope: readonly ReportSubmission[],
  scores: ReportScores,
  generatedAt: Date,
): Promise<{ outcome: ReportOutcome; modelFailed: boolean }> {
  if (inScope.length < deps.minResponses) {
    return { outcome: { status: 'FAILED', errorMessage: notEnoughDataMessage(inScope.length, deps.minResponses), generatedAt }, modelFailed: false };
  }
  const input: ReportInput = {
    survey,
    scope: { type: report.scopeType, identifier: report.scopeIdentifier },
    generatedAt,
    minResponses: deps.minResponses,
    submissions: inScope,
    scores,
  };
  const figures = reportFigures(input);
  const { insights, failed } = languageModel ? await questionInsights(languageModel, figures, deps.logger) : { insights: [], failed: false };
  const markdown = reportMarkdown(input, figures, insights);
  return { outcome: { status: 'COMPLETED', contentEn: markdown.en, contentKo: markdown.ko, generatedAt }, modelFailed: failed };
}
