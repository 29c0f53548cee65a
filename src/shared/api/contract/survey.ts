import { z } from 'zod/mini';

import { SURVEY_RULES } from './surveyLimits';
import { QUESTION_TYPES, questionOptionIssues, SURVEY_RULE_DETAILS } from './surveyRules';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd'));
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm'));

export const surveyListItem = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  created_by_username: z.nullish(z.string()),
  /** A timestamp; one without a timezone is UTC. */
  created_at: z.nullish(z.string()),
  start_date: z.nullish(z.string()),
  start_time: z.nullish(z.string()),
  end_date: z.nullish(z.string()),
  end_time: z.nullish(z.string()),
  start_datetime_utc: z.nullish(z.string()),
  end_datetime_utc: z.nullish(z.string()),
  /** The IANA zone start_date/start_time and end_date/end_time are written in (the creator's, when created). */
  timezone: z.nullish(z.string()),
  responses_count: z.nullish(z.int().check(z.nonnegative())),
  /** Older servers send the response count under this name. */
  participants: z.nullish(z.int().check(z.nonnegative())),
  /** Whether the reader may delete the survey (the server decides; when an older server does not say, no delete is offered). */
  can_delete: z.optional(z.boolean()),
});
export type SurveyListItem = z.infer<typeof surveyListItem>;
export const surveyList = z.array(surveyListItem);

export const surveyDetailLink = z.object({
  country_code: z.string(),
  language_code: z.string(),
  channel: z.nullish(z.string()),
  url: z.string(),
  effective_language: z.nullish(z.string()),
});
export type SurveyDetailLink = z.infer<typeof surveyDetailLink>;

export const targetCountry = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  region: z.nullish(z.string()),
});
export type TargetCountry = z.infer<typeof targetCountry>;

export const questionType = z.enum(QUESTION_TYPES);

export const surveyQuestion = z.object({
  questionId: z.string(),
  text: z.string(),
  order: z.int().check(z.positive()),
  /** Absent from an older server: a text question. */
  type: z.optional(questionType),
  /** A multiple-choice question's options, in order; empty for the other types. */
  options: z.nullish(z.array(z.string())),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const surveyDetail = z.extend(surveyListItem, {
  links: z.nullish(z.array(surveyDetailLink)),
  /** Read when `links` is empty. */
  generated_links: z.nullish(z.array(surveyDetailLink)),
  target_countries: z.nullish(z.array(targetCountry)),
  questions: z.nullish(z.array(surveyQuestion)),
});
export type SurveyDetail = z.infer<typeof surveyDetail>;

/** Client-generated survey ids: bounded, and safe in a path. */
export const SURVEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const boundedName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const surveyCreatePayload = z.object({
  id: z.string().check(z.regex(SURVEY_ID_PATTERN, 'Expected 1 to 64 letters, digits, "-" or "_"')),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(SURVEY_RULES.titleMinLength, SURVEY_RULE_DETAILS['survey.title_too_short']),
      z.maxLength(SURVEY_RULES.titleMaxLength, SURVEY_RULE_DETAILS['survey.title_too_long']),
    ),
  start_date: isoDate,
  end_date: isoDate,
  start_time: timeOfDay,
  end_time: timeOfDay,
  questions: z
    .array(
      z.object({
        questionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, SURVEY_RULE_DETAILS['survey.question_id_required'])),
        text: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, SURVEY_RULE_DETAILS['survey.question_text_required']),
            z.maxLength(SURVEY_RULES.questionMaxLength, SURVEY_RULE_DETAILS['survey.question_text_too_long']),
          ),
        order: z.int().check(z.positive()),
        /** Today's payload (no type) creates a text question. */
        type: z._default(questionType, 'text'),
        options: z.optional(z.array(z.string()).check(z.maxLength(SURVEY_RULES.optionsMax, SURVEY_RULE_DETAILS['survey.options_required']))),
      }).check(
        z.superRefine((question, context) => {
          for (const issue of questionOptionIssues(question)) context.addIssue({ code: 'custom', path: issue.path, message: SURVEY_RULE_DETAILS[issue.code], input: question.options });
        }),
      ),
    )
    .check(
      z.minLength(SURVEY_RULES.questionsMin, SURVEY_RULE_DETAILS['survey.questions_required']),
      z.maxLength(SURVEY_RULES.questionsMax, SURVEY_RULE_DETAILS['survey.questions_too_many']),
    ),
  target_country_names: z
    .array(boundedName)
    .check(z.minLength(1, SURVEY_RULE_DETAILS['survey.countries_required']), z.maxLength(300)),
  target_languages: z.array(z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Expected a language code'))).check(z.maxLength(100)),
  target_channels: z
    .int()
    .check(
      z.gte(SURVEY_RULES.channelsMin, SURVEY_RULE_DETAILS['survey.channels_too_few']),
      z.lte(SURVEY_RULES.channelsMax, SURVEY_RULE_DETAILS['survey.channels_too_many']),
    ),
  /** IANA name of the creator's browser timezone, e.g. America/Mexico_City. */
  timezone: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** What a client sends: a question's type may be left out (a text question). */
export type SurveyCreatePayload = z.input<typeof surveyCreatePayload>;
/** The payload as the server reads it, every question typed. */
export type ParsedSurveyCreatePayload = z.output<typeof surveyCreatePayload>;

/** The create answer spells its link fields either way; the survey entity normalises them. */
export const createdSurveyLink = z.object({
  country: z.optional(z.string()),
  country_code: z.optional(z.string()),
  language: z.optional(z.string()),
  language_code: z.optional(z.string()),
  effective_language: z.nullish(z.string()),
  link: z.optional(z.string()),
  url: z.optional(z.string()),
  channel: z.nullish(z.string()),
});
export type CreatedSurveyLink = z.infer<typeof createdSurveyLink>;

export const createSurveyResponse = z.object({
  id: z.string().check(z.minLength(1)),
  links: z._default(z.array(createdSurveyLink), []),
});
export type CreateSurveyResponse = z.infer<typeof createSurveyResponse>;

export const translationStatus = z.enum(['in_progress', 'unknown', 'completed', 'error']);
export type TranslationStatus = z.infer<typeof translationStatus>;

export const localeProgress = z.object({
  locale: z.string(),
  title_translated: z.boolean(),
  questions_translated_count: z.int().check(z.nonnegative()),
  questions_total_count: z.int().check(z.nonnegative()),
  /** Set when this locale failed and falls back to the source language. */
  error: z.nullish(z.string()),
});
export type LocaleProgress = z.infer<typeof localeProgress>;

/** One answer read two ways: the links dialog reads status/progress, the overlay reads the counters. */
export const translationProgress = z.object({
  status: z.nullish(translationStatus),
  progress: z.nullish(z.object({ languages: z.array(z.string()) })),
  is_complete: z.nullish(z.boolean()),
  overall_total_items_to_translate: z.nullish(z.int().check(z.nonnegative())),
  overall_translated_items_count: z.nullish(z.int().check(z.nonnegative())),
  target_locales_count: z.nullish(z.int().check(z.nonnegative())),
  progress_details: z.nullish(z.array(localeProgress)),
  /** The language the survey is written in: what a fallen-back locale's respondents read. */
  source_language: z.nullish(z.string()),
});
export type TranslationProgress = z.infer<typeof translationProgress>;
