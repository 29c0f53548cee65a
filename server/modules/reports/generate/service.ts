import type { Logger } from 'pino';

import type { Db } from '../../../db/client.ts';
// The SPA's helper, as the surveys module uses it: a report's period is the schedule the survey list shows.
import { zonedDateTimeToUtc } from '../../../../src/shared/lib/date/date.ts';
import { loadGeography } from '../../geography/index.ts';
import type { LanguageModel } from '../../../llm/index.ts';
import { DEFAULT_RETRY_POLICY, noTranslationProvider, type RetryPolicy, type TranslationProvider } from '../../translation/index.ts';
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
import {
  createReportTranslator,
  figureTextsToTranslate,
  localizedSurveyTexts,
  REPORT_TRANSLATION_CHARACTER_LIMIT,
  type ReportTranslator,
  type SurveyTexts,
  surveyTextsToTranslate,
} from './translation.ts';

export interface ReportGenerationDeps {
  db: Db;
  /** REPORT_MIN_RESPONSES: a scope with fewer responses fails. */
  minResponses: number;
  logger: Logger;
  now?: () => Date;
  /** LANGUAGE_MODEL's model: per question a summary of themes and sentiment, and the quotes translated. */
  languageModel?: LanguageModel;
  /**
   * TRANSLATION_PROVIDER's provider, the process's one (createTranslationProvider), so reports share the survey
   * translation job's request budget and circuit breaker; without it texts in other languages are shown as written.
   */
  translationProvider?: TranslationProvider;
  /** The provider calls' retries (DEFAULT_RETRY_POLICY). */
  translationRetry?: RetryPolicy;
  /** The characters of text one report may send to the provider (REPORT_TRANSLATION_CHARACTER_LIMIT). */
  translationCharacterLimit?: number;
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
  const survey: ReportSurvey = {
    timeZone: data.survey.timezone,
    start: zonedDateTimeToUtc(data.survey.startDate, data.survey.startTime, data.survey.timezone),
    end,
    texts: {
      language: data.survey.sourceLanguage,
      title: data.survey.title,
      questions: data.questions.map((question) => ({ id: question.questionId, type: question.type, text: question.text, options: question.options })),
      own: data.ownTranslations,
    },
  };
  const translator = createReportTranslator({
    db,
    provider: deps.translationProvider ?? noTranslationProvider,
    logger,
    retry: deps.translationRetry ?? DEFAULT_RETRY_POLICY,
    characterLimit: deps.translationCharacterLimit ?? REPORT_TRANSLATION_CHARACTER_LIMIT,
  });

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
    const { outcome, modelFailed } = await writeReport({ ...deps, languageModel, translator }, survey, report, inScope, scores, generatedAt);
    if (modelFailed) languageModel = undefined;
    await finishReport(db, id, outcome);
    logger.info({ surveyId, reportId: id, status: outcome.status, responses: inScope.length }, 'Report written');
  }
}

/** What every report of the run shares: the schedule, and the texts as the creator wrote them with their translations. */
interface ReportSurvey extends Pick<ReportInput['survey'], 'timeZone' | 'start' | 'end'> {
  texts: SurveyTexts;
}

/**
 * One report: its texts in other languages are translated first, the survey's before the scope's themes and quotes,
 * within the report's one allowance (translation.ts); the run's later reports find the survey's already translated.
 */
async function writeReport(
  deps: Pick<ReportGenerationDeps, 'logger' | 'minResponses' | 'languageModel'> & { translator: ReportTranslator },
  survey: ReportSurvey,
  report: { scopeType: ReportInput['scope']['type']; scopeIdentifier: string },
  inScope: readonly ReportSubmission[],
  scores: ReportScores,
  generatedAt: Date,
): Promise<{ outcome: ReportOutcome; modelFailed: boolean }> {
  if (inScope.length < deps.minResponses) {
    return { outcome: { status: 'FAILED', errorMessage: notEnoughDataMessage(inScope.length, deps.minResponses), generatedAt }, modelFailed: false };
  }
  const translation = deps.translator.forReport();
  const { title, questions } = localizedSurveyTexts(survey.texts, await translation.translate(surveyTextsToTranslate(survey.texts)));
  const input: ReportInput = {
    survey: { title, timeZone: survey.timeZone, start: survey.start, end: survey.end, questions },
    scope: { type: report.scopeType, identifier: report.scopeIdentifier },
    generatedAt,
    minResponses: deps.minResponses,
    submissions: inScope,
    scores,
  };
  const figures = reportFigures(input);
  const translations = await translation.translate(figureTextsToTranslate(figures));
  const { languageModel } = deps;
  const { insights, failed } = languageModel ? await questionInsights(languageModel, figures, deps.logger) : { insights: [], failed: false };
  const markdown = reportMarkdown({ ...input, translations }, figures, insights);
  return { outcome: { status: 'COMPLETED', contentEn: markdown.en, contentKo: markdown.ko, generatedAt }, modelFailed: failed };
}
