import type { $ZodType, JSONSchema } from 'zod/v4/core';

import {
  conversationStart,
  RESPOND_LIMITS,
  refreshTokenRequest,
  respondentMessage,
  followUpSkip,
  strictCountriesWithLanguages,
  strictLogoutResponse,
  strictRefreshTokenResponse,
  strictRegionsWithCountries,
  strictReport,
  strictReportGroups,
  strictReportRunStarted,
  strictSubmissionDetail,
  strictSubmissionList,
  strictSurveyDetail,
  strictSurveyList,
  strictUserAllowedCountries,
  strictCreateSurveyResponse,
  strictTranslationProgress,
  strictLocaleTranslations,
  strictSurveyTranslations,
  strictSurveyFunnel,
  strictDashboardStats,
  surveyCreatePayload,
  TRANSLATION_TEXT_MAX_LENGTH,
  translationEdit,
} from '../../contract.ts';
import { CONVERSATION_REQUESTS_PER_MINUTE, strictConversation, strictParticipationLink } from '../respond/index.ts';

/*
 * The one route table of the API reference: every call the server answers under /api, in the order the reference
 * lists them. The OpenAPI document is generated from it (openapi.ts) and the parity test holds it to the app's routes.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export type Tag = 'Sign-in' | 'Geography' | 'Dashboard' | 'Surveys' | 'Submissions' | 'Reports' | 'Respondent' | 'Reference';

/** A plain JSON Schema written here (parameters and headers); answers' bodies come from the contract instead. */
export type ParameterSchema = JSONSchema.BaseSchema;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  description: string;
  required: boolean;
  schema: ParameterSchema;
}

export type ResponseBody =
  /** JSON checked by a contract schema; the schema must be one of the document's components (openapi.ts). */
  | { kind: 'json'; schema: $ZodType }
  /** Text or files: the media types the call may answer with. */
  | { kind: 'content'; mediaTypes: readonly string[] };

export interface ResponseSpec {
  description: string;
  body?: ResponseBody;
  headers?: Record<string, { description: string; schema: ParameterSchema }>;
}

export interface Operation {
  method: HttpMethod;
  /** OpenAPI's form, `{id}` for a path parameter. */
  path: string;
  /** The name of the SPA's request function where there is one, so the reference and the client read alike. */
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  /**
   * `required`: every call carries the id token as a Bearer token (behind requireUser); `optional`: sent when at hand;
   * `none`: the public calls (sign-in, the respondent's calls, this reference).
   */
  bearer: 'required' | 'optional' | 'none';
  parameters?: readonly Parameter[];
  /** A JSON body checked with this contract schema (the SPA's own request schema). */
  requestBody?: $ZodType;
  responses: Record<number, ResponseSpec>;
  /** Failures answered with the API's error body `{ code, detail }`, by status, with what each means here. */
  errors?: Record<number, string>;
}

/** What every id in a path looks like (the routes refuse anything else with 400 before looking it up). */
const ID_SCHEMA: ParameterSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' };

const idParameter = (what: string): Parameter => ({ name: 'id', in: 'path', required: true, description: `The ${what}'s id.`, schema: ID_SCHEMA });

const BAD_ID = 'The id is not 1 to 64 letters, digits, "-" or "_".';
const TOO_MANY = 'Too many calls from this address in the last minute; Retry-After says when to try again.';
const HTML_PAGE: ResponseBody = { kind: 'content', mediaTypes: ['text/html'] };
const ATTACHMENT: ResponseSpec['headers'] = {
  'Content-Disposition': { description: 'attachment; filename="…"; filename*=UTF-8\'\'…', schema: { type: 'string' } },
};
const linkTokenParameter: Parameter = {
  name: 'linkToken',
  in: 'path',
  required: true,
  description: "The participation link's token, as in its address /r/{token}.",
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
};
const conversationTokenParameter: Parameter = {
  name: 'conversationToken',
  in: 'path',
  required: true,
  description: 'The token answered when the conversation started.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
};
const NO_LINK = 'No such link (or its survey was deleted), or a token that is not one: nothing more is said.';
const NO_CONVERSATION = `${NO_LINK} Or no such conversation on this link.`;
const RESPONDENT_TOO_MANY =
  'Too many calls from this address in the last minute (the participation page and these calls together); Retry-After says when to try again.';
const CONVERSATION_TOO_MANY = `${RESPONDENT_TOO_MANY} Or more than ${CONVERSATION_REQUESTS_PER_MINUTE} calls about this conversation in the last minute.`;
const CLOSED = "The survey's schedule has not started or has ended.";
const conversationAnswer = (description: string): ResponseSpec => ({ description, body: { kind: 'json', schema: strictConversation } });

const REDIRECT = (where: string): ResponseSpec => ({
  description: `Redirect to ${where}.`,
  headers: { Location: { description: where, schema: { type: 'string', format: 'uri' } } },
});

export const operations: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/auth/sso-login',
    operationId: 'ssoLogin',
    tag: 'Sign-in',
    summary: 'Start signing in',
    description:
      'Opened by a browser navigation: starts an authorization-code flow with PKCE at the identity provider and sets a ' +
      'short-lived cookie for the callback.',
    bearer: 'none',
    responses: {
      302: REDIRECT("the identity provider's authorization endpoint"),
      502: { description: 'The identity provider cannot be reached: an HTML page saying so.', body: HTML_PAGE },
    },
    errors: { 429: TOO_MANY },
  },
  {
    method: 'get',
    path: '/api/auth/callback',
    operationId: 'signInCallback',
    tag: 'Sign-in',
    summary: "The identity provider's redirect back",
    description:
      'Exchanges the code and sends the browser to the app\'s /auth/callback with id_token, access_token and ' +
      'refresh_token in the URL fragment.',
    bearer: 'none',
    parameters: [
      { name: 'code', in: 'query', required: false, description: 'The authorization code.', schema: { type: 'string' } },
      { name: 'state', in: 'query', required: false, description: 'The state sent at sso-login.', schema: { type: 'string' } },
      { name: 'error', in: 'query', required: false, description: "The provider's refusal, if any.", schema: { type: 'string' } },
    ],
    responses: {
      303: REDIRECT("the app's /auth/callback, the tokens in the fragment"),
      400: { description: 'Expired, foreign or refused sign-in: an HTML page with a link to sign in again.', body: HTML_PAGE },
    },
    errors: { 429: TOO_MANY },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'logout',
    tag: 'Sign-in',
    summary: "The identity provider's sign-out address",
    description:
      'A valid id token sent as Bearer ends the session on the server: the API refuses that token from then on, the ' +
      "embedded provider's grant and session end, an external issuer revokes the refresh token of the optional body " +
      '{"refreshToken": "<token>"}; the token is passed on as id_token_hint. The SPA clears its session either way.',
    bearer: 'optional',
    responses: {
      200: { description: 'The end-session URL, or null when the provider has none.', body: { kind: 'json', schema: strictLogoutResponse } },
    },
    errors: { 429: TOO_MANY },
  },
  {
    method: 'get',
    path: '/api/auth/signout',
    operationId: 'portalSignOut',
    tag: 'Sign-in',
    summary: 'Sign out (browser navigation)',
    description: "Where the SPA sends the browser when logout gives no address: straight to the provider's end-session URL.",
    bearer: 'optional',
    responses: { 302: REDIRECT("the provider's end-session URL, else this app's home") },
    errors: { 429: TOO_MANY },
  },
  {
    method: 'post',
    path: '/api/refresh-token',
    operationId: 'refreshToken',
    tag: 'Sign-in',
    summary: 'Renew the session',
    description: 'Called by the SPA once on a 401; the failed call is then retried with the new id token.',
    bearer: 'none',
    requestBody: refreshTokenRequest,
    responses: {
      200: {
        description: 'New tokens; RefreshToken is null when the provider keeps the old one.',
        body: { kind: 'json', schema: strictRefreshTokenResponse },
      },
    },
    errors: {
      400: 'The body is not {"refreshToken": "<token>"}.',
      401: 'The refresh token is expired, spent or unknown: sign in again.',
      413: 'The body is larger than 16 KiB.',
      429: TOO_MANY,
      502: 'The identity provider answered without an id token.',
      503: 'The identity provider cannot be reached.',
    },
  },
  {
    method: 'get',
    path: '/api/regions-with-countries',
    operationId: 'listRegionsWithCountries',
    tag: 'Geography',
    summary: 'Every region with its countries',
    bearer: 'required',
    responses: { 200: { description: 'Regions by name, each with its country names.', body: { kind: 'json', schema: strictRegionsWithCountries } } },
  },
  {
    method: 'get',
    path: '/api/countries-with-languages',
    operationId: 'listCountriesWithLanguages',
    tag: 'Geography',
    summary: 'Every country with the languages its surveys are translated into',
    bearer: 'required',
    responses: { 200: { description: 'Countries by name with language codes.', body: { kind: 'json', schema: strictCountriesWithLanguages } } },
  },
  {
    method: 'get',
    path: '/api/user-allowed-countries',
    operationId: 'listUserAllowedCountries',
    tag: 'Geography',
    summary: "The countries in the caller's scope",
    description: 'Every country for region ALL (or the Global group), a region\'s or a local\'s countries otherwise; none without a region claim.',
    bearer: 'required',
    responses: { 200: { description: 'Country names.', body: { kind: 'json', schema: strictUserAllowedCountries } } },
  },
  {
    method: 'get',
    path: '/api/surveys',
    operationId: 'listSurveys',
    tag: 'Surveys',
    summary: 'The surveys the caller may see, newest first',
    description: "A survey is visible when one of its target countries is in the caller's scope; responses_count counts only those countries' submissions.",
    bearer: 'required',
    responses: { 200: { description: 'Survey list items.', body: { kind: 'json', schema: strictSurveyList } } },
  },
  {
    method: 'post',
    path: '/api/surveys',
    operationId: 'createSurvey',
    tag: 'Surveys',
    summary: 'Create a survey, its links, and queue its translation',
    description:
      "One link per target country x language x channel. Idempotent on the client-generated id: the same request again answers the stored survey (200); another request with that id is 409. Countries must be in the caller's scope and target_languages exactly the countries' languages.",
    bearer: 'required',
    requestBody: surveyCreatePayload,
    responses: {
      201: { description: 'Created.', body: { kind: 'json', schema: strictCreateSurveyResponse } },
      200: { description: 'The same request was made before: its survey.', body: { kind: 'json', schema: strictCreateSurveyResponse } },
    },
    errors: {
      400: "The body does not match the create payload: the broken rule's code (validation.invalid for a malformed field) and params.field name it.",
      403: "The caller may not create surveys, or a country is outside the caller's scope.",
      409: 'Another survey already has this id.',
      413: 'The body is larger than 64 KiB.',
      422: 'The schedule, questions, countries or languages break a rule; the code says which (e.g. survey.start_in_past, survey.unknown_countries).',
    },
  },
  {
    method: 'get',
    path: '/api/surveys/{id}',
    operationId: 'getSurvey',
    tag: 'Surveys',
    summary: 'One survey with its questions, target countries and links',
    description: "Links are limited to the countries in the caller's scope.",
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: { 200: { description: 'The survey.', body: { kind: 'json', schema: strictSurveyDetail } } },
    errors: { 400: BAD_ID, 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'delete',
    path: '/api/surveys/{id}',
    operationId: 'deleteSurvey',
    tag: 'Surveys',
    summary: 'Delete a survey with its links, submissions, conversations and reports',
    description: 'Global users may delete any survey they see; others only the surveys they created.',
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: { 204: { description: 'Deleted.' } },
    errors: { 400: BAD_ID, 403: 'The caller sees the survey but may not delete it.', 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'get',
    path: '/api/surveys/{id}/translation-progress',
    operationId: 'getTranslationProgress',
    tag: 'Surveys',
    summary: "A survey's translation progress, per target locale",
    description:
      'status and progress.languages for the links dialog; is_complete and the counters for the overlay. A locale that could not be translated has an error and its links use the source language (source_language); the screens count such a locale as shown in that language, never as translated.',
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: { 200: { description: 'The progress.', body: { kind: 'json', schema: strictTranslationProgress } } },
    errors: { 400: BAD_ID, 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'get',
    path: '/api/dashboard/stats',
    operationId: 'getDashboardStats',
    tag: 'Dashboard',
    summary: "The Dashboard's figures for the caller",
    description:
      'active_surveys: visible surveys open now; recent_responses: responses started since recent_since (UTC midnight ' +
      'seven days back); total_responses: every response, the sum of the survey list\'s responses_count; ' +
      "reports_completed: COMPLETED reports the caller may read; funnel: visits, started and complete over the caller's " +
      'surveys. Responses and visits are limited to the countries in the caller\'s scope. csat: the CSAT (share of 4 and 5, ' +
      "with Wilson's 95% interval, too_few_to_compare under 30 answers) of every rating answer in the caller's surveys and " +
      'countries, current (from recent_since to now) against previous (the seven UTC days before), and by_country over the ' +
      'current window (countries with enough answers to compare first, each group highest score first); null when the ' +
      "caller's scope holds no rating answer at all.",
    bearer: 'required',
    responses: { 200: { description: 'The figures.', body: { kind: 'json', schema: strictDashboardStats } } },
  },
  {
    method: 'get',
    path: '/api/surveys/{id}/funnel',
    operationId: 'getSurveyFunnel',
    tag: 'Surveys',
    summary: "A survey's visits, started and complete responses, per country and channel",
    description:
      'visits: times the participation page loaded one of its links while the survey was open; started: conversations ' +
      'with at least one answer (the responses every count shows); complete: every question answered. Limited to the ' +
      "countries in the caller's scope, like the survey's responses_count.",
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: { 200: { description: 'The funnel.', body: { kind: 'json', schema: strictSurveyFunnel } } },
    errors: { 400: BAD_ID, 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'get',
    path: '/api/surveys/{id}/translations',
    operationId: 'getSurveyTranslations',
    tag: 'Surveys',
    summary: "A survey's translated texts, per target locale",
    description:
      "Every target locale but the source language, with its status, why it fell back (error), and per item (the title, " +
      "then each question by its id) the source text, the translated text or null, and who wrote it: 'machine' or 'staff'. " +
      'can_edit_translations says whether the caller may edit them.',
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: { 200: { description: 'The translations.', body: { kind: 'json', schema: strictSurveyTranslations } } },
    errors: { 400: BAD_ID, 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'put',
    path: '/api/surveys/{id}/translations/{locale}/{item}',
    operationId: 'saveTranslation',
    tag: 'Surveys',
    summary: "A staff member's translation of one item, which wins over the machine's and is reused",
    description:
      "Replaces the locale's text of the item (origin staff) and the translation memory's entry for its source text, so " +
      "the next survey with that text gets this translation. A locale that was not completed becomes completed, and its " +
      "links switch to it, once every item has a text. Idempotent. For global users and the survey's creator with every " +
      `target country in scope. The text is trimmed and at most ${String(TRANSLATION_TEXT_MAX_LENGTH)} characters.`,
    bearer: 'required',
    parameters: [
      idParameter('survey'),
      { name: 'locale', in: 'path', required: true, description: 'A target locale of the survey, e.g. pt-BR.', schema: { type: 'string' } },
      { name: 'item', in: 'path', required: true, description: "'title', or a question id.", schema: { type: 'string' } },
    ],
    requestBody: translationEdit,
    responses: { 200: { description: 'The locale after the edit.', body: { kind: 'json', schema: strictLocaleTranslations } } },
    errors: {
      400: BAD_ID,
      403: "The caller sees the survey but may not edit its translations.",
      404: 'No such survey (or not one the caller may see), no such target locale, or no such item.',
      413: 'The body is larger than 16 KiB.',
      422: 'The text is empty or too long, or the locale is the source language, which is not translated.',
    },
  },
  {
    method: 'post',
    path: '/api/surveys/{id}/reports',
    operationId: 'requestSurveyReports',
    tag: 'Reports',
    summary: "Generate a survey's reports again, now",
    description:
      'Stores one PENDING report per scope (GLOBAL, each targeted region and local unit, each target country) and queues the job that writes them; earlier reports stay. The same job runs by itself at the survey\'s end. For users with a create right whose scope holds every target country.',
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: { 202: { description: 'Started: the reports are PENDING.', body: { kind: 'json', schema: strictReportRunStarted } } },
    errors: {
      400: BAD_ID,
      403: 'The caller sees the survey but has no create right over all its target countries.',
      404: 'No such survey, or not one the caller may see.',
      409: "The survey's reports are being generated already.",
    },
  },
  {
    method: 'get',
    path: '/api/surveys/{id}/submissions',
    operationId: 'listSubmissions',
    tag: 'Submissions',
    summary: "One page of a survey's submissions in the caller's scope, newest first",
    bearer: 'required',
    parameters: [
      idParameter('survey'),
      { name: 'page', in: 'query', required: false, description: 'From 1.', schema: { type: 'integer', minimum: 1, maximum: 999_999_999, default: 1 } },
      {
        name: 'page_size',
        in: 'query',
        required: false,
        description: 'Items per page (the dashboard asks for 500, Raw Data for 50).',
        schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
      },
    ],
    responses: {
      200: {
        description: 'The page.',
        body: { kind: 'json', schema: strictSubmissionList },
        headers: {
          'X-Total-Count': { description: "The survey's submissions in the caller's scope, all pages.", schema: { type: 'integer', minimum: 0 } },
          'X-Page-Size': { description: 'The page size used.', schema: { type: 'integer', minimum: 1 } },
        },
      },
    },
    errors: { 400: `${BAD_ID} Or page / page_size is not a whole number in range, or is given twice.`, 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'get',
    path: '/api/submissions/{id}',
    operationId: 'getSubmission',
    tag: 'Submissions',
    summary: 'One submission with its conversation in order',
    description:
      "A respondent's answer to a multiple-choice, rating or NPS question carries answer_value (the option's 1-based " +
      'number, 1-5 or 0-10), answer_question_type and, for a choice, answer_option_text in the source language; every ' +
      'other message has the three null.',
    bearer: 'required',
    parameters: [idParameter('submission')],
    responses: { 200: { description: 'The submission.', body: { kind: 'json', schema: strictSubmissionDetail } } },
    errors: { 400: BAD_ID, 404: "No such submission, or one outside the caller's scope." },
  },
  {
    method: 'get',
    path: '/api/surveys/{id}/export/raw-data',
    operationId: 'downloadSurveyRawData',
    tag: 'Submissions',
    summary: "Every message of a survey's submissions in the caller's scope, as CSV",
    description:
      'One row per message: submission_id, submitted_at, country, language, channel, role, timestamp, message; then, per ' +
      'multiple-choice, rating or NPS question in order, its value: q{n}_rating (1-5), q{n}_nps (0-10), q{n}_choice (the ' +
      "option's 1-based number) and q{n}_choice_text (the option in the survey's source language), filled only on the " +
      'respondent message that gave the value, empty elsewhere. Streamed; cells a spreadsheet would run as formulas are ' +
      'neutralised.',
    bearer: 'required',
    parameters: [idParameter('survey')],
    responses: {
      200: { description: 'survey_{id}_raw_data_{yyyy-MM-dd}.csv, the UTC day (the staff app names its copy by the viewer\'s day)', body: { kind: 'content', mediaTypes: ['text/csv'] }, headers: ATTACHMENT },
    },
    errors: { 400: BAD_ID, 404: 'No such survey, or not one the caller may see.' },
  },
  {
    method: 'get',
    path: '/api/reports',
    operationId: 'listReportGroups',
    tag: 'Reports',
    summary: 'Every visible survey, newest first, with the reports the caller may read',
    description: 'Reports in a group are ordered GLOBAL, REGIONAL, LOCAL, COUNTRY, then newest first.',
    bearer: 'required',
    responses: { 200: { description: 'One group per survey.', body: { kind: 'json', schema: strictReportGroups } } },
  },
  {
    method: 'get',
    path: '/api/reports/{id}',
    operationId: 'getReport',
    tag: 'Reports',
    summary: "A report's metadata and status",
    bearer: 'required',
    parameters: [idParameter('report')],
    responses: { 200: { description: 'The report.', body: { kind: 'json', schema: strictReport } } },
    errors: { 400: BAD_ID, 404: 'No such report, or not one the caller may read.' },
  },
  {
    method: 'get',
    path: '/api/reports/{id}/content',
    operationId: 'getReportContent',
    tag: 'Reports',
    summary: "A COMPLETED report's markdown",
    bearer: 'required',
    parameters: [
      idParameter('report'),
      { name: 'lang', in: 'query', required: false, description: 'The language.', schema: { type: 'string', enum: ['en', 'ko'], default: 'en' } },
    ],
    responses: {
      200: {
        description: 'The markdown in that language.',
        body: { kind: 'content', mediaTypes: ['text/markdown'] },
        headers: { 'Content-Language': { description: 'The language sent.', schema: { type: 'string', enum: ['en', 'ko'] } } },
      },
    },
    errors: { 400: `${BAD_ID} Or lang is not en or ko, or the report is not COMPLETED (report.not_ready, params.status names its status).`, 404: 'No such report, or not one the caller may read.' },
  },
  {
    method: 'get',
    path: '/api/reports/{id}/download',
    operationId: 'downloadReport',
    tag: 'Reports',
    summary: 'A COMPLETED report as a file',
    bearer: 'required',
    parameters: [
      idParameter('report'),
      {
        name: 'lang',
        in: 'query',
        required: false,
        description: 'all: a zip of report_{id}_en.md and report_{id}_ko.md; en or ko: that markdown file.',
        schema: { type: 'string', enum: ['all', 'en', 'ko'], default: 'all' },
      },
    ],
    responses: {
      200: {
        description: 'report_{id}_all.zip, or report_{id}_{lang}.md',
        body: { kind: 'content', mediaTypes: ['application/zip', 'text/markdown'] },
        headers: ATTACHMENT,
      },
    },
    errors: { 400: `${BAD_ID} Or lang is not all, en or ko, or the report is not COMPLETED (report.not_ready_for_download, params.status names its status).`, 404: 'No such report, or not one the caller may read.' },
  },
  {
    method: 'get',
    path: '/api/respond/{linkToken}',
    operationId: 'getParticipationLink',
    tag: 'Respondent',
    summary: 'What a participation link leads to',
    description:
      "The language the respondent gets, the survey's title and first question in it, how many questions, and where the " +
      'schedule stands. Reading it writes nothing: a link preview or a crawler is neither a visit nor a response.',
    bearer: 'none',
    parameters: [linkTokenParameter],
    responses: { 200: { description: 'The link.', body: { kind: 'json', schema: strictParticipationLink } } },
    errors: { 404: NO_LINK, 429: RESPONDENT_TOO_MANY },
  },
  {
    method: 'post',
    path: '/api/respond/{linkToken}/visits',
    operationId: 'recordVisit',
    tag: 'Respondent',
    summary: 'Count a visit of the participation page',
    description: 'A counter on the link, nothing about the visitor; counted only while the survey is open.',
    bearer: 'none',
    parameters: [linkTokenParameter],
    responses: { 204: { description: 'Counted (or, outside the schedule, not counted).' } },
    errors: { 404: NO_LINK, 429: RESPONDENT_TOO_MANY },
  },
  {
    method: 'post',
    path: '/api/respond/{linkToken}/conversations',
    operationId: 'startConversation',
    tag: 'Respondent',
    summary: "The respondent's first answer, which starts the conversation",
    description:
      "Stores a submission with the link's country, language and channel, the greeting, the first question, the answer " +
      'and the reply together, under the conversation token the page made (keep it to continue). The same token sent ' +
      'again continues that conversation: the same client_message_id stores nothing more and answers 200.',
    bearer: 'none',
    parameters: [linkTokenParameter],
    requestBody: conversationStart,
    responses: { 200: conversationAnswer('The conversation this token started earlier.'), 201: conversationAnswer('The new conversation.') },
    errors: {
      404: `${NO_LINK} Or the token belongs to another link's conversation.`,
      409: CLOSED,
      413: `The content is longer than ${RESPOND_LIMITS.messageLength} characters, or the body larger than 16 KiB.`,
      422: 'The body is not {"conversation_token", "message"} as the contract says; detail names the field.',
      429: RESPONDENT_TOO_MANY,
    },
  },
  {
    method: 'get',
    path: '/api/respond/{linkToken}/conversations/{conversationToken}',
    operationId: 'getConversation',
    tag: 'Respondent',
    summary: 'A conversation so far (a reload continues it)',
    bearer: 'none',
    parameters: [linkTokenParameter, conversationTokenParameter],
    responses: { 200: conversationAnswer('The conversation.') },
    errors: { 404: NO_CONVERSATION, 429: CONVERSATION_TOO_MANY },
  },
  {
    method: 'post',
    path: '/api/respond/{linkToken}/conversations/{conversationToken}/messages',
    operationId: 'sendRespondentMessage',
    tag: 'Respondent',
    summary: "The respondent's answer, and the assistant's reply",
    description:
      'Stores the answer and the next question (or the thanks after the last one) together; after a rating or NPS ' +
      "answer with a value, the assistant may first ask one optional 'Why?' follow-up. A quick reply sends its value; " +
      'a typed answer to a multiple-choice, rating or NPS question is read for one (a number in range, or an option\'s ' +
      'words). The same client_message_id sent again stores nothing and answers the conversation as it stands.',
    bearer: 'none',
    parameters: [linkTokenParameter, conversationTokenParameter],
    requestBody: respondentMessage,
    responses: { 200: conversationAnswer('The conversation with the answer and the reply.') },
    errors: {
      404: NO_CONVERSATION,
      409: `The conversation has finished, or ${CLOSED.charAt(0).toLowerCase()}${CLOSED.slice(1)}`,
      413: `The content is longer than ${RESPOND_LIMITS.messageLength} characters, or the body larger than 16 KiB.`,
      422:
        'The body is not {"client_message_id", "content", "value"?} as the contract says (detail names the field), or ' +
        'value is not one of the quick replies of the question awaiting an answer.',
      429: `${CONVERSATION_TOO_MANY} Or the conversation already has ${RESPOND_LIMITS.respondentTurns} answers.`,
    },
  },
  {
    method: 'post',
    path: '/api/respond/{linkToken}/conversations/{conversationToken}/skip',
    operationId: 'skipFollowUp',
    tag: 'Respondent',
    summary: "Skip the assistant's follow-up to an answer",
    description:
      'The assistant asks the next question (or thanks after the last) and no answer is stored for the follow-up. Only ' +
      'while the follow-up of that question awaits its answer; sent again, it answers the conversation unchanged.',
    bearer: 'none',
    parameters: [linkTokenParameter, conversationTokenParameter],
    requestBody: followUpSkip,
    responses: { 200: conversationAnswer('The conversation with the next question.') },
    errors: {
      404: NO_CONVERSATION,
      409: CLOSED,
      422: 'The body is not {"question"} as the contract says; detail names the field.',
      429: CONVERSATION_TOO_MANY,
    },
  },
  {
    method: 'post',
    path: '/api/respond/{linkToken}/conversations/{conversationToken}/finish',
    operationId: 'finishConversation',
    tag: 'Respondent',
    summary: 'End a conversation before the last question',
    description: 'The assistant closes it; a conversation that has ended already is answered unchanged.',
    bearer: 'none',
    parameters: [linkTokenParameter, conversationTokenParameter],
    responses: { 200: conversationAnswer('The ended conversation.') },
    errors: { 404: NO_CONVERSATION, 409: CLOSED, 429: CONVERSATION_TOO_MANY },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Reference',
    summary: 'This description of the API (OpenAPI 3.1)',
    bearer: 'none',
    responses: { 200: { description: 'The OpenAPI document.', body: { kind: 'content', mediaTypes: ['application/json'] } } },
    errors: { 429: TOO_MANY },
  },
  {
    method: 'get',
    path: '/api/docs',
    operationId: 'getApiReference',
    tag: 'Reference',
    summary: 'This reference, browsable (Swagger UI)',
    bearer: 'none',
    responses: { 200: { description: 'The reference page.', body: HTML_PAGE } },
    errors: { 429: TOO_MANY },
  },
];

/**
 * Routes under /api that are files of HTML pages rather than calls: the parity test leaves exactly these out when it
 * holds the table to the app's routes (Hono's spelling, `:name`).
 */
export const pageAssetRoutes: readonly { method: HttpMethod; path: string }[] = [
  { method: 'get', path: '/api/auth/assets/page.css' },
  { method: 'get', path: '/api/docs/assets/:file' },
];
