import type { ErrorParamValue } from './errorBody';
import { SURVEY_RULE_DETAILS, TRANSLATION_EDIT_DETAILS } from './surveyRules';

/**
 * Every refusal of the staff API by its stable `code`, with the English `detail` it answers. `{name}` is filled from the
 * answer's `params`. The server answers from this list; the SPA shows each code's text in the reader's language
 * (src/shared/api/errorMessages.ts) and the `detail` only for a code it does not know.
 */
export const ERROR_DETAILS = {
  'http.not_found': 'Not found',
  'http.request_failed': 'Request failed',
  /** An error a library answered with its own English reason. */
  'http.refused': '{reason}',
  'http.body_too_large': 'Request body too large: at most {limit}',
  'rate_limit.exceeded': 'Too many requests. Try again in {seconds} seconds.',
  'server.internal_error': 'Internal server error',
  'server.database_unreachable': 'Database not reachable',
  /** A request the SPA never sends (a malformed id, query or body): `problem` says what, in English. */
  'validation.invalid': '{problem}',

  'auth.unauthenticated': 'Not authenticated',
  'auth.forbidden': 'Forbidden',
  'auth.token_missing': 'Not authenticated: send the id token as a Bearer token.',
  'auth.token_invalid': 'Not authenticated: the token is invalid or expired.',
  'auth.signed_out': 'Not authenticated: this session was signed out. Sign in again.',
  'auth.keys_unreachable': 'Sign-in keys are not reachable; try again shortly.',
  'auth.session_expired': 'The session has expired. Sign in again.',
  'auth.provider_unreachable': 'The sign-in service cannot be reached right now.',
  'auth.no_id_token': 'The sign-in service returned no id token.',
  'auth.cross_site_form': 'Refused: this form was posted from another site. Open the sign-in page of this site and try again.',

  'survey.not_found': 'Survey not found',
  'survey.create_forbidden': 'You may not create surveys.',
  'survey.countries_outside_scope': 'Target countries outside your scope: {countries}',
  'survey.unknown_countries': 'Unknown target countries: {countries}',
  'survey.languages_mismatch': 'Target languages must be the languages of the target countries: {languages}',
  'survey.id_conflict': 'A different survey already has the id {id}.',
  ...SURVEY_RULE_DETAILS,
  'survey.delete_forbidden': 'You may not delete this survey.',
  'survey.translations_edit_forbidden': "You may not edit this survey's translations.",
  'survey.source_language_not_translated': 'The source language is not translated: edit the survey itself.',
  'survey.locale_not_found': 'Locale not found',
  'survey.translation_item_not_found': 'Item not found',
  ...TRANSLATION_EDIT_DETAILS,

  'submission.not_found': 'Submission not found',

  'report.not_found': 'Report not found',
  'report.not_ready': 'Report is not ready: its status is {status}.',
  'report.not_ready_for_download': 'Report is not ready for download: its status is {status}.',
  'report.generate_forbidden': 'You may not generate reports for this survey.',
  'report.already_running': "This survey's reports are already being generated.",
} as const;

export type ErrorCode = keyof typeof ERROR_DETAILS;
export const ERROR_CODES = Object.keys(ERROR_DETAILS) as ErrorCode[];

/** The `{name}`s of a detail; a brace around anything but a name (JSON in a sentence) is text. */
type PlaceholderNames<Detail extends string> = Detail extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${string}${' ' | '"' | ':'}${string}` ? never : Name) | PlaceholderNames<Rest>
  : never;

export type ErrorParams<Code extends ErrorCode> = Record<PlaceholderNames<(typeof ERROR_DETAILS)[Code]>, ErrorParamValue>;
/** A code's params, required exactly when its detail has placeholders. */
export type ErrorParamsArgument<Code extends ErrorCode> = [PlaceholderNames<(typeof ERROR_DETAILS)[Code]>] extends [never]
  ? []
  : [params: ErrorParams<Code>];


/** An answer of the API: its code, the English detail, and the params when the detail has placeholders. */
export interface CodedError {
  code: ErrorCode;
  detail: string;
  params?: Record<string, ErrorParamValue>;
}

/** A detail with `{name}` placeholders filled from `params` (a name without a param stays as written). */
export function fillPlaceholders(template: string, params: Readonly<Record<string, ErrorParamValue>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
}

/** The answer for `code`, its detail filled from the one list above. */
export function codedError<Code extends ErrorCode>(code: Code, ...[params]: ErrorParamsArgument<Code>): CodedError {
  const detail = fillPlaceholders(ERROR_DETAILS[code], params);
  return params ? { code, detail, params } : { code, detail };
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_DETAILS, code);
}
