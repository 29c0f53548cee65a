import { createHash, randomBytes } from 'node:crypto';

import { eld } from 'eld/small';

import { canCreateForCountries, type Principal } from '../../auth/permissions.ts';
import {
  FALLBACK_LANGUAGE,
  type CreateSurveyResponse,
  type ParsedSurveyCreatePayload,
  type SurveyCreatePayload,
  surveyCreatePayload,
  languagesForCountries,
  startsInThePast,
  codedError,
  type CodedError,
  questionTranslationItemCount,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { schemaIssueError } from '../../http/errors.ts';
import { SUPPORTED_LANGUAGES } from '../../../src/shared/lib/language/languages.ts';
import { zonedDateTimeToUtc } from '../../../src/shared/lib/date/date.ts';
import type { GeographySource } from '../geography/index.ts';
import { linkRowsForCountry } from './links.ts';
import {
  findCountriesByName,
  findCreateRequestHash,
  findLinks,
  insertSurveyChildren,
  insertSurveyIfNew,
  type TargetCountryRow,
} from './queries.ts';

export type CreateOutcome =
  | { kind: 'created' | 'replayed'; survey: CreateSurveyResponse; translationPending: boolean; endsAt: Date }
  | { kind: 'rejected'; status: 403 | 409 | 422; error: CodedError };

export interface CreateSurveyDeps {
  db: Db;
  geography: GeographySource;
  /** The origin links point at, without a trailing slash. */
  origin: string;
}

const supportedCodes = new Set(SUPPORTED_LANGUAGES.map((language) => language.code));

export interface DetectedSourceLanguage {
  /** What the translation starts from: the detected language, or English when detection could not tell. */
  sourceLanguage: string;
  /** What detection found, and its score (0..1); null when the text gave it nothing to go on. */
  detected: string | null;
  confidence: number | null;
}

/**
 * The language the creator wrote in (title and questions together), by n-gram detection; English when the text is too
 * short or ambiguous to tell, or the language is not one we survey in.
 */
export function detectSourceLanguage(texts: readonly string[]): DetectedSourceLanguage {
  const result = eld.detect(texts.join('\n'));
  const detected = result.language === '' ? null : result.language;
  const confidence = detected === null ? null : (result.getScores()[detected] ?? null);
  const sourceLanguage = detected !== null && result.isReliable() && supportedCodes.has(detected) ? detected : FALLBACK_LANGUAGE;
  return { sourceLanguage, detected, confidence };
}

function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The rules the wire schema cannot state: real dates and zone, the schedule's order, distinct questions and countries.
 * The form keeps to all but the schedule's order by construction: only that has a code of its own.
 */
function scheduleAndShapeProblem(payload: ParsedSurveyCreatePayload): CodedError | undefined {
  const invalid = (problem: string) => codedError('validation.invalid', { problem });
  if (!isCalendarDate(payload.start_date)) return invalid(`Start date is not a calendar date: ${payload.start_date}`);
  if (!isCalendarDate(payload.end_date)) return invalid(`End date is not a calendar date: ${payload.end_date}`);
  if (!isTimeZone(payload.timezone)) return invalid(`Unknown timezone: ${payload.timezone}`);
  if (payload.end_date < payload.start_date) return codedError('survey.end_before_start');
  const start = zonedDateTimeToUtc(payload.start_date, payload.start_time, payload.timezone).getTime();
  const end = zonedDateTimeToUtc(payload.end_date, payload.end_time, payload.timezone).getTime();
  if (end <= start) return codedError('survey.end_time_before_start');
  const ids = new Set(payload.questions.map((question) => question.questionId));
  if (ids.size !== payload.questions.length) return invalid('Question IDs must be distinct.');
  const orders = payload.questions.map((question) => question.order).sort((a, b) => a - b);
  if (orders.some((order, index) => order !== index + 1)) return invalid('Question order must run 1, 2, 3 without gaps.');
  if (new Set(payload.target_country_names).size !== payload.target_country_names.length) return invalid('Target countries must be distinct.');
  return undefined;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((item) => left.has(item));
}

/** JSON with every object's keys in order, at every depth, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/**
 * What makes two create requests "the same": the creator and every field of the body, the questions' to the last
 * option (a replacer list of the top-level keys would have dropped the questions' own fields).
 */
function requestHash(principal: Principal, payload: ParsedSurveyCreatePayload): string {
  const canonical = {
    ...payload,
    creator: principal.username,
    target_country_names: [...payload.target_country_names].sort(),
    target_languages: [...payload.target_languages].sort(),
  };
  return createHash('sha256').update(canonicalJson(canonical)).digest('hex');
}

async function createdResponse(db: Db, id: string, origin: string): Promise<CreateSurveyResponse> {
  const links = await findLinks(db, id);
  return {
    id,
    links: links.map((link) => ({
      country: link.countryName,
      country_code: link.countryCode,
      language: link.languageCode,
      effective_language: link.effectiveLanguage,
      link: `${origin}/r/${encodeURIComponent(link.token)}`,
      channel: link.channel,
    })),
  };
}

function newToken(): string {
  // 128 random bits: a link cannot be guessed from another.
  return randomBytes(16).toString('base64url');
}

/**
 * Creates a survey with its questions, target countries, locales and links in one transaction, after checking the
 * creator's right and scope and the rules the schema cannot state. Idempotent on the client's id: the same request
 * again answers the stored survey; another request with that id is a conflict. Nothing is written when it is rejected.
 */
export async function createSurvey(
  { db, geography: geographySource, origin }: CreateSurveyDeps,
  principal: Principal,
  body: SurveyCreatePayload,
): Promise<CreateOutcome> {
  // The route has read the body with this schema already; reading it here too gives callers in process (the demo,
  // benches, tests) the same rules and defaults (a question without a type is a text question).
  const parsed = surveyCreatePayload.safeParse(body);
  if (!parsed.success) {
    return { kind: 'rejected', status: 422, error: schemaIssueError(parsed.error.issues[0], { fallback: 'Invalid survey', fieldFirst: false }) };
  }
  const payload = parsed.data;
  const problem = scheduleAndShapeProblem(payload);
  if (problem) return { kind: 'rejected', status: 422, error: problem };

  const geography = await geographySource();
  const decision = canCreateForCountries(principal, payload.target_country_names, geography);
  if (!decision.allowed) {
    return {
      kind: 'rejected',
      status: 403,
      error:
        decision.reason === 'outside-scope'
          ? codedError('survey.countries_outside_scope', { countries: decision.countries.join(', ') })
          : codedError('survey.create_forbidden'),
    };
  }

  const known = await findCountriesByName(db, payload.target_country_names);
  const byName = new Map(known.map((country) => [country.name, country]));
  const unknown = payload.target_country_names.filter((name) => !byName.has(name));
  if (unknown.length > 0) return { kind: 'rejected', status: 422, error: codedError('survey.unknown_countries', { countries: unknown.join(', ') }) };
  const { languages } = languagesForCountries(
    payload.target_country_names,
    known.map((country) => ({ country: country.name, languages: country.languages })),
  );
  if (!sameSet(languages, payload.target_languages)) {
    return {
      kind: 'rejected',
      status: 422,
      error: codedError('survey.languages_mismatch', { languages: languages.join(', ') }),
    };
  }

  const hash = requestHash(principal, payload);
  // Only a new survey is held to the clock: the same request replayed after its start has passed answers what it made.
  const startsAt = zonedDateTimeToUtc(payload.start_date, payload.start_time, payload.timezone);
  if (startsInThePast(startsAt, new Date()) && (await findCreateRequestHash(db, payload.id)) !== hash) {
    return { kind: 'rejected', status: 422, error: codedError('survey.start_in_past') };
  }
  const detection = detectSourceLanguage([payload.title, ...payload.questions.flatMap((question) => [question.text, ...(question.options ?? [])])]);
  const { sourceLanguage } = detection;
  const questions = [...payload.questions].sort((a, b) => a.order - b.order);
  const targets = payload.target_country_names.map((name) => byName.get(name) as TargetCountryRow);

  const created = await db.transaction(async (tx) => {
    const isNew = await insertSurveyIfNew(tx, {
      id: payload.id,
      title: payload.title,
      createdByUsername: principal.username,
      startDate: payload.start_date,
      startTime: payload.start_time,
      endDate: payload.end_date,
      endTime: payload.end_time,
      timezone: payload.timezone,
      targetChannels: payload.target_channels,
      sourceLanguage,
      detectedLanguage: detection.detected,
      detectedLanguageConfidence: detection.confidence,
      createRequestHash: hash,
    });
    if (!isNew) return false;
    const questionItems = questions.reduce((sum, question) => sum + questionTranslationItemCount({ options: question.options ?? [] }), 0);
    await insertSurveyChildren(tx, {
      questions: questions.map((question) => ({
        surveyId: payload.id,
        questionId: question.questionId,
        text: question.text,
        position: question.order,
        type: question.type,
        options: (question.options ?? []).map((option) => option.trim()),
      })),
      targets: targets.map((country) => ({ surveyId: payload.id, countryId: country.id })),
      // The source language needs no translation: it is complete from the start.
      locales: languages.map((locale) => {
        const isSource = locale === sourceLanguage;
        return {
          surveyId: payload.id,
          locale,
          status: isSource ? ('completed' as const) : ('in_progress' as const),
          titleTranslated: isSource,
          questionsTranslated: isSource ? questionItems : 0,
          questionsTotal: questionItems,
        };
      }),
      // Every link starts in the source language; a locale's links switch to it once it is translated.
      links: targets.flatMap((country) =>
        linkRowsForCountry(
          payload.id,
          { id: country.id, languages: country.languages.length > 0 ? country.languages : [FALLBACK_LANGUAGE] },
          payload.target_channels,
          newToken,
        ).map((link) => ({ ...link, effectiveLanguage: sourceLanguage })),
      ),
    });
    return true;
  });

  if (!created) {
    const storedHash = await findCreateRequestHash(db, payload.id);
    if (storedHash !== hash) {
      return { kind: 'rejected', status: 409, error: codedError('survey.id_conflict', { id: payload.id }) };
    }
  }
  return {
    kind: created ? 'created' : 'replayed',
    survey: await createdResponse(db, payload.id, origin),
    translationPending: languages.some((locale) => locale !== sourceLanguage),
    endsAt: zonedDateTimeToUtc(payload.end_date, payload.end_time, payload.timezone),
  };
}
