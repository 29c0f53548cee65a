import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';

import { errorText, QUESTION_TYPES, questionOptionIssues, startsInThePast, SURVEY_RULES, type SurveyCreatePayload, type SurveyRuleCode } from '@/shared/api';
import { browserTimeZone, zonedDateTimeToUtc } from '@/shared/lib/date';
import { i18n, type MessageDescriptor } from '@/shared/i18n';

/** The form's own messages, for what only the form checks (the server's rules are the contract's codes). */
const FORM_MESSAGES = {
  'form.start_date_required': msg`Start date is required.`,
  'form.start_time_required': msg`Start time is required.`,
  'form.end_date_required': msg`End date is required.`,
  'form.end_time_required': msg`End time is required.`,
  'form.question_type_required': msg`Question type is required`,
} satisfies Record<string, MessageDescriptor>;
type FormMessageCode = keyof typeof FORM_MESSAGES;

/** What the schema puts on an issue: a code, so the message is read in the language the form is shown in. */
type FieldMessageCode = SurveyRuleCode | FormMessageCode;

/** A message code, checked against the codes that have a text. */
const code = (message: FieldMessageCode): FieldMessageCode => message;

const isFormMessageCode = (message: string): message is FormMessageCode => Object.hasOwn(FORM_MESSAGES, message);

/**
 * A field's message in the reader's language, from the code the schema put on the issue (the schema is built once;
 * the language may change after). Anything else, zod's own wording, is shown as it is.
 */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return isFormMessageCode(message) ? i18n._(FORM_MESSAGES[message]) : errorText(message, undefined, message);
}

const questionSchema = z
  .object({
    id: z.string().check(z.minLength(1, code('survey.question_id_required'))),
    text: z.string().check(z.trim(), z.minLength(1, code('survey.question_text_required'))),
    type: z.enum(QUESTION_TYPES, code('form.question_type_required')),
    /** The options of a multiple-choice question; kept empty for the other types. */
    options: z.array(z.string()),
  })
  .check(
    // The server's own rules (src/shared/api/contract/surveyRules.ts), each code on the option or list it is about.
    z.superRefine((question, context) => {
      for (const issue of questionOptionIssues(question)) context.addIssue({ code: 'custom', path: issue.path, message: issue.code, input: question.options });
    }),
  );

/** Today's date (yyyy-MM-dd) in `timeZone`. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

const required = (message: FormMessageCode) => z.string().check(z.minLength(1, message));

/**
 * The Create Survey form's rules (spec section 5), one schema for the resolver: a message code on each field (shown
 * through fieldErrorText), and the submit-time checks (a country, the schedule's order) as refinements placed on the
 * field they are about.
 */
export const surveyFormSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(SURVEY_RULES.titleMinLength, code('survey.title_too_short'))),
    startDate: required('form.start_date_required'),
    startTime: required('form.start_time_required'),
    endDate: required('form.end_date_required'),
    endTime: required('form.end_time_required'),
    regions: z.array(z.string()),
    countries: z.array(z.string()),
    targetChannels: z
      .int()
      .check(
        z.gte(SURVEY_RULES.channelsMin, code('survey.channels_too_few')),
        z.lte(SURVEY_RULES.channelsMax, code('survey.channels_too_many')),
      ),
    questions: z
      .array(questionSchema)
      .check(
        z.minLength(SURVEY_RULES.questionsMin, code('survey.questions_required')),
        z.maxLength(SURVEY_RULES.questionsMax, code('survey.questions_too_many')),
      ),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.countries.length === 0) {
        context.addIssue({ code: 'custom', path: ['countries'], message: code('survey.countries_required'), input: values.countries });
      }
      // The survey's zone is the browser's (toCreatePayload), as the server will read it.
      if (values.startDate && values.startTime && startsInThePast(zonedDateTimeToUtc(values.startDate, values.startTime, browserTimeZone()), new Date())) {
        context.addIssue({ code: 'custom', path: [values.startDate < todayIn(browserTimeZone()) ? 'startDate' : 'startTime'], message: code('survey.start_in_past'), input: values.startDate });
      }
      if (!values.startDate || !values.endDate) return;
      if (values.endDate < values.startDate) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: code('survey.end_before_start'), input: values.endDate });
      } else if (values.endDate === values.startDate && values.startTime && values.endTime && values.endTime <= values.startTime) {
        context.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: code('survey.end_time_before_start'),
          input: values.endTime,
        });
      }
    }),
  );

export type SurveyFormValues = z.infer<typeof surveyFormSchema>;
export type SurveyQuestionValue = SurveyFormValues['questions'][number];

/** Form fields in the order they appear: the first invalid one gets the focus. */
export const FIELD_ORDER = ['title', 'startDate', 'startTime', 'endDate', 'endTime', 'countries', 'targetChannels', 'questions'] as const;
export type FormField = (typeof FIELD_ORDER)[number];

export function emptyQuestion(existing: readonly Pick<SurveyQuestionValue, 'id'>[]): SurveyQuestionValue {
  const taken = new Set(existing.map((question) => question.id));
  let n = 1;
  while (taken.has(`q${n}`)) n += 1;
  return { id: `q${n}`, text: '', type: 'text', options: [] };
}

/** A blank form: default times 09:00 and 17:00, one channel, one empty question, and the audience a user starts with. */
export function defaultFormValues(audience: Pick<SurveyFormValues, 'regions' | 'countries'> = { regions: [], countries: [] }): SurveyFormValues {
  return {
    title: '',
    startDate: '',
    startTime: SURVEY_RULES.defaultStartTime,
    endDate: '',
    endTime: SURVEY_RULES.defaultEndTime,
    regions: audience.regions,
    countries: audience.countries,
    targetChannels: SURVEY_RULES.defaultChannels,
    questions: [emptyQuestion([])],
  };
}

/** What Target Channels shows (the text as typed) and the count the form holds. */
export interface ChannelsInput {
  text: string;
  count: number;
}

/**
 * What Target Channels does with a typed text (spec section 5): a whole number of at least 1 is taken as typed, also
 * above the maximum (the form then says so rather than changing it); the field may be empty while typing (the count
 * keeps its value until `leftChannels` applies the default); letters, signs, 0 and fractions are not taken.
 */
export function typedChannels(typed: string, previous: ChannelsInput): ChannelsInput {
  const text = typed.trim();
  if (text === '') return { text: '', count: previous.count };
  if (!/^\d+$/.test(text) || Number(text) < SURVEY_RULES.channelsMin) return previous;
  return { text, count: Number(text) };
}

/** On leaving the field: an empty one takes the default (1), as spec section 5 says. */
export function leftChannels(input: ChannelsInput): ChannelsInput {
  return input.text === '' ? { text: String(SURVEY_RULES.defaultChannels), count: SURVEY_RULES.defaultChannels } : input;
}

/**
 * The create call's body. Each question goes with its id, text, order and type (spec section 3 sent only the first
 * three; issue 26 adds the type), and a multiple-choice question with its trimmed options.
 */
export function toCreatePayload(values: SurveyFormValues, id: string, languages: readonly string[], timezone: string): SurveyCreatePayload {
  return {
    id,
    title: values.title.trim(),
    start_date: values.startDate,
    end_date: values.endDate,
    start_time: values.startTime,
    end_time: values.endTime,
    questions: values.questions.map((question, index) => ({
      questionId: question.id,
      text: question.text.trim(),
      order: index + 1,
      type: question.type,
      ...(question.type === 'multiple_choice' ? { options: question.options.map((option) => option.trim()) } : {}),
    })),
    target_country_names: [...values.countries],
    target_languages: [...languages],
    target_channels: values.targetChannels,
    timezone,
  };
}
