import { msg } from '@lingui/core/macro';

import { i18n, type MessageDescriptor } from '../i18n';
import type { ErrorCode, ErrorParamValue } from './contract';
import { SURVEY_RULES, TRANSLATION_TEXT_MAX_LENGTH } from './contract/surveyLimits';

const { titleMinLength, titleMaxLength, questionMaxLength, questionsMax, optionsMin, optionsMax, optionMaxLength, channelsMin, channelsMax } =
  SURVEY_RULES;
const translationMaxLength = TRANSLATION_TEXT_MAX_LENGTH;

/**
 * Each code the API answers, as the reader reads it. The English is the contract's detail word for word
 * (src/shared/api/contract/error.ts; errorMessages.test.ts holds them equal); `{name}` is filled from the answer's
 * params. A code the contract adds fails the typecheck here until it has its text.
 */
const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  'http.not_found': msg`Not found`,
  'http.request_failed': msg`Request failed`,
  'http.refused': msg({ message: '{reason}', comment: "A library's own English reason for refusing a request." }),
  'http.body_too_large': msg({ message: 'Request body too large: at most {limit}', comment: 'limit is a size such as 64 KiB.' }),
  'rate_limit.exceeded': msg({ message: 'Too many requests. Try again in {seconds} seconds.' }),
  'server.internal_error': msg`Internal server error`,
  'server.database_unreachable': msg`Database not reachable`,
  'validation.invalid': msg({ message: '{problem}', comment: 'problem is English: what was malformed in a request the app never sends itself.' }),

  'auth.unauthenticated': msg`Not authenticated`,
  'auth.forbidden': msg`Forbidden`,
  'auth.token_missing': msg`Not authenticated: send the id token as a Bearer token.`,
  'auth.token_invalid': msg`Not authenticated: the token is invalid or expired.`,
  'auth.signed_out': msg`Not authenticated: this session was signed out. Sign in again.`,
  'auth.keys_unreachable': msg`Sign-in keys are not reachable; try again shortly.`,
  'auth.session_expired': msg`The session has expired. Sign in again.`,
  'auth.provider_unreachable': msg`The sign-in service cannot be reached right now.`,
  'auth.no_id_token': msg`The sign-in service returned no id token.`,
  'auth.cross_site_form': msg`Refused: this form was posted from another site. Open the sign-in page of this site and try again.`,

  'survey.not_found': msg`Survey not found`,
  'survey.create_forbidden': msg`You may not create surveys.`,
  'survey.countries_outside_scope': msg({ message: 'Target countries outside your scope: {countries}', comment: 'countries: country names, comma-separated.' }),
  'survey.unknown_countries': msg({ message: 'Unknown target countries: {countries}', comment: 'countries: country names, comma-separated.' }),
  'survey.languages_mismatch': msg({
    message: 'Target languages must be the languages of the target countries: {languages}',
    comment: 'languages: language codes, comma-separated.',
  }),
  'survey.id_conflict': msg({ message: 'A different survey already has the id {id}.' }),
  'survey.title_too_short': msg`Title must be at least ${titleMinLength} characters long`,
  'survey.title_too_long': msg`Title must be at most ${titleMaxLength} characters long`,
  'survey.question_id_required': msg`Question ID is required`,
  'survey.question_text_required': msg`Question text is required`,
  'survey.question_text_too_long': msg`Question text must be at most ${questionMaxLength} characters long`,
  'survey.questions_required': msg`At least one question is required.`,
  'survey.questions_too_many': msg`Maximum of ${questionsMax} question pairs allowed.`,
  'survey.options_required': msg`A multiple-choice question needs ${optionsMin} to ${optionsMax} options.`,
  'survey.option_required': msg`Option text is required`,
  'survey.option_too_long': msg`An option must be at most ${optionMaxLength} characters long`,
  'survey.options_only_for_choice': msg`Only a multiple-choice question has options.`,
  'survey.options_not_distinct': msg`Each option must be different.`,
  'survey.countries_required': msg`Please select at least one target country.`,
  'survey.channels_too_few': msg`Target channels must be at least ${channelsMin}`,
  'survey.channels_too_many': msg`Target channels must be at most ${channelsMax}`,
  'survey.end_before_start': msg`End date must be after start date.`,
  'survey.end_time_before_start': msg`When start and end dates are the same, end time must be after start time.`,
  'survey.start_in_past': msg`The survey cannot start in the past.`,
  'survey.delete_forbidden': msg`You may not delete this survey.`,
  'survey.translations_edit_forbidden': msg`You may not edit this survey's translations.`,
  'survey.source_language_not_translated': msg`The source language is not translated: edit the survey itself.`,
  'survey.locale_not_found': msg`Locale not found`,
  'survey.translation_item_not_found': msg`Item not found`,
  'translation.text_required': msg`Enter the translation.`,
  'translation.text_too_long': msg`The translation must be at most ${translationMaxLength} characters long.`,

  'submission.not_found': msg`Submission not found`,

  'report.not_found': msg`Report not found`,
  'report.not_ready': msg({ message: 'Report is not ready: its status is {status}.', comment: 'status: PENDING, GENERATING or FAILED.' }),
  'report.not_ready_for_download': msg({
    message: 'Report is not ready for download: its status is {status}.',
    comment: 'status: PENDING, GENERATING or FAILED.',
  }),
  'report.generate_forbidden': msg`You may not generate reports for this survey.`,
  'report.already_running': msg`This survey's reports are already being generated.`,
};

/**
 * A failure the server named, in the reader's language: the text of its code with its params, or `detail` (English)
 * for a code this app does not know (an older or newer server) or none.
 */
export function errorText(code: string | undefined, params: Readonly<Record<string, ErrorParamValue>> | undefined, detail: string): string {
  // Known by this app's own list: the contract's English details stay out of the first load.
  if (code === undefined || !Object.hasOwn(ERROR_MESSAGES, code)) return detail;
  const message = ERROR_MESSAGES[code as ErrorCode];
  // A rule's text carries its own values (the rule's bounds); the server's params fill the others.
  const values = { ...params, ...message.values };
  return i18n._(message.id, values, { message: message.message });
}
