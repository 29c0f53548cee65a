import { z } from 'zod/mini';

import { ERROR_CODES } from './error';
import { reportScopeType, reportStatus } from './report';
import { VALUED_QUESTION_TYPES } from './scores';
import { QUESTION_TYPES } from './surveyRules';

/*
 * What our server sends, exactly: every field present with one format and no field more. The tolerant schemas beside
 * these are what the SPA reads (they accept older servers' spellings and missing fields); these are what the server's
 * answers and every MSW fixture must pass, so the mocks cannot drift from the server (the parity and fixture tests).
 */

/** An instant as the server writes it: ISO 8601 in UTC with milliseconds, `Date.prototype.toISOString()`. */
export const strictInstant = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'Expected an ISO 8601 UTC instant'));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd'));
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm'));
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 country code'));
const languageCode = z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Expected a language code such as es or es-MX'));
/** A channel is its number, '1'..'N'; screens label it 'Channel N'. */
export const strictChannel = z.string().check(z.regex(/^[1-9]\d*$/, 'Expected a channel number'));
const nonEmpty = z.string().check(z.minLength(1));
const count = z.int().check(z.nonnegative());

/**
 * The staff API's answers carry a code of the list (the respondent's refusals answer `detail` alone); `params` come with
 * a detail that has placeholders.
 */
export const strictErrorBody = z.strictObject({
  detail: nonEmpty,
  code: z.optional(z.enum(ERROR_CODES)),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export const strictSurveyListItem = z.strictObject({
  id: nonEmpty,
  title: z.string(),
  created_by_username: z.nullable(z.string()),
  created_at: strictInstant,
  start_date: isoDay,
  start_time: timeOfDay,
  end_date: isoDay,
  end_time: timeOfDay,
  /** Null only when the survey's timezone is unknown to the server. */
  start_datetime_utc: z.nullable(strictInstant),
  end_datetime_utc: z.nullable(strictInstant),
  timezone: nonEmpty,
  responses_count: count,
  can_delete: z.boolean(),
});
export const strictSurveyList = z.array(strictSurveyListItem);

export const strictSurveyDetailLink = z.strictObject({
  country_code: countryCode,
  language_code: languageCode,
  channel: strictChannel,
  url: z.url(),
  effective_language: languageCode,
});

export const strictSurveyDetail = z.strictObject({
  ...strictSurveyListItem.shape,
  links: z.array(strictSurveyDetailLink),
  target_countries: z.array(z.strictObject({ id: z.int(), name: nonEmpty, region: nonEmpty })),
  questions: z.array(
    z.strictObject({
      questionId: nonEmpty,
      text: nonEmpty,
      order: z.int().check(z.positive()),
      type: z.enum(QUESTION_TYPES),
      options: z.array(nonEmpty),
    }),
  ),
});

const funnelCounts = { visits: count, started: count, complete: count };
export const strictSurveyFunnel = z.strictObject({
  ...funnelCounts,
  by_country: z.array(z.strictObject({ country_code: countryCode, country_name: nonEmpty, ...funnelCounts })),
  by_channel: z.array(z.strictObject({ channel: strictChannel, ...funnelCounts })),
});

const points = z.nullable(z.number().check(z.gte(0), z.lte(100)));
/** A CSAT with its interval; the score and bounds are null exactly when count is 0. */
const csatFigures = { count, satisfied: count, score: points, low: points, high: points, too_few_to_compare: z.boolean() };

export const strictDashboardStats = z.strictObject({
  active_surveys: count,
  recent_responses: count,
  total_responses: count,
  reports_completed: count,
  funnel: z.strictObject(funnelCounts),
  recent_since: strictInstant,
  csat: z.nullable(
    z.strictObject({
      current: z.strictObject({ since: strictInstant, ...csatFigures }),
      previous: z.strictObject({ since: strictInstant, ...csatFigures }),
      by_country: z.array(z.strictObject({ country_name: nonEmpty, ...csatFigures })),
    }),
  ),
});

export const strictCreateSurveyResponse = z.strictObject({
  id: nonEmpty,
  links: z.array(
    z.strictObject({
      country: nonEmpty,
      country_code: countryCode,
      language: languageCode,
      effective_language: languageCode,
      link: z.url(),
      channel: strictChannel,
    }),
  ),
});

export const strictTranslationProgress = z.strictObject({
  status: z.enum(['in_progress', 'unknown', 'completed', 'error']),
  progress: z.strictObject({ languages: z.array(languageCode) }),
  is_complete: z.boolean(),
  overall_total_items_to_translate: count,
  overall_translated_items_count: count,
  target_locales_count: count,
  progress_details: z.array(
    z.strictObject({
      locale: languageCode,
      title_translated: z.boolean(),
      questions_translated_count: count,
      questions_total_count: count,
      error: z.nullable(nonEmpty),
    }),
  ),
  source_language: languageCode,
});

export const strictRegionsWithCountries = z.array(z.strictObject({ region: nonEmpty, countries: z.array(nonEmpty) }));
export const strictCountriesWithLanguages = z.array(z.strictObject({ country: nonEmpty, languages: z.array(languageCode) }));
export const strictUserAllowedCountries = z.array(nonEmpty);

export const strictSubmissionListItem = z.strictObject({
  id: nonEmpty,
  submitted_at: strictInstant,
  country_code: countryCode,
  language_code: languageCode,
  channel: strictChannel,
  /** False while the respondent has not answered every question. */
  finished: z.boolean(),
});
export const strictSubmissionList = z.array(strictSubmissionListItem);

export const strictConversationLog = z.strictObject({
  id: z.int().check(z.positive()),
  role: z.enum(['assistant', 'respondent']),
  content: z.string(),
  timestamp_str: strictInstant,
  answer_value: z.nullable(z.int().check(z.gte(0), z.lte(10))),
  answer_question_type: z.nullable(z.enum(VALUED_QUESTION_TYPES)),
  answer_option_text: z.nullable(nonEmpty),
});

export const strictSubmissionDetail = z.strictObject({
  ...strictSubmissionListItem.shape,
  survey_id: nonEmpty,
  conversation_logs: z.array(strictConversationLog),
});

export const strictReport = z.strictObject({
  id: nonEmpty,
  survey_id: nonEmpty,
  status: reportStatus,
  report_scope_type: reportScopeType,
  report_title: z.nullable(nonEmpty),
  /** 'Global', a region, a local or a country name, by scope type. */
  scope_identifier: nonEmpty,
  /** Set once COMPLETED (or FAILED: when it gave up). */
  generated_at: z.nullable(strictInstant),
  created_at: strictInstant,
  error_message: z.nullable(nonEmpty),
});

export const strictReportGroup = z.strictObject({
  survey: z.strictObject({
    id: nonEmpty,
    title: z.string(),
    created_by_username: z.nullable(z.string()),
    /** The rule POST /api/surveys/{id}/reports enforces, for this user: the screen offers the action only then. */
    can_generate_reports: z.boolean(),
  }),
  reports: z.array(strictReport),
  stats: z.strictObject({ completed: count, pending: count, generating: count, failed: count, totalResponses: count }),
});
export const strictReportGroups = z.array(strictReportGroup);

export const strictReportRunStarted = z.strictObject({ survey_id: nonEmpty, reports_pending: count });

export const strictRefreshTokenResponse = z.strictObject({
  AccessToken: nonEmpty,
  IdToken: nonEmpty,
  RefreshToken: z.nullable(nonEmpty),
  TokenType: z.literal('Bearer'),
});

export const strictLogoutResponse = z.strictObject({ logout_url: z.nullable(z.url()) });

const strictTranslatedItem = z.strictObject({
  item: nonEmpty,
  source_text: nonEmpty,
  text: z.nullable(nonEmpty),
  /** Null exactly when text is. */
  origin: z.nullable(z.enum(['machine', 'staff'])),
});

export const strictLocaleTranslations = z.strictObject({
  locale: languageCode,
  status: z.enum(['in_progress', 'completed', 'error']),
  error: z.nullable(nonEmpty),
  items: z.array(strictTranslatedItem),
});

export const strictSurveyTranslations = z.strictObject({
  source_language: languageCode,
  can_edit_translations: z.boolean(),
  locales: z.array(strictLocaleTranslations),
});
