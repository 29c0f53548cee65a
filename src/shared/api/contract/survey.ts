import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd');
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm');

export const surveyListItem = z.object({
  id: z.string().min(1),
  title: z.string(),
  created_by_username: z.string().nullish(),
  /** A timestamp; one without a timezone is UTC. */
  created_at: z.string().nullish(),
  start_date: z.string().nullish(),
  start_time: z.string().nullish(),
  end_date: z.string().nullish(),
  end_time: z.string().nullish(),
  start_datetime_utc: z.string().nullish(),
  end_datetime_utc: z.string().nullish(),
  responses_count: z.number().int().nonnegative().nullish(),
  /** Older servers send the response count under this name. */
  participants: z.number().int().nonnegative().nullish(),
});
export type SurveyListItem = z.infer<typeof surveyListItem>;
export const surveyList = z.array(surveyListItem);

export const surveyDetailLink = z.object({
  country_code: z.string(),
  language_code: z.string(),
  channel: z.string().nullish(),
  url: z.string(),
  effective_language: z.string().nullish(),
});
export type SurveyDetailLink = z.infer<typeof surveyDetailLink>;

export const targetCountry = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  region: z.string().nullish(),
});
export type TargetCountry = z.infer<typeof targetCountry>;

export const surveyQuestion = z.object({
  questionId: z.string(),
  text: z.string(),
  order: z.number().int().positive(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const surveyDetail = surveyListItem.extend({
  links: z.array(surveyDetailLink).nullish(),
  /** Read when `links` is empty. */
  generated_links: z.array(surveyDetailLink).nullish(),
  target_countries: z.array(targetCountry).nullish(),
  questions: z.array(surveyQuestion).nullish(),
});
export type SurveyDetail = z.infer<typeof surveyDetail>;

export const surveyCreatePayload = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(5, 'Title must be at least 5 characters long'),
  start_date: isoDate,
  end_date: isoDate,
  start_time: timeOfDay,
  end_time: timeOfDay,
  questions: z
    .array(surveyQuestion)
    .min(1, 'At least one question is required.')
    .max(3, 'Maximum of 3 question pairs allowed.'),
  target_country_names: z.array(z.string().min(1)).min(1, 'Please select at least one target country.'),
  target_languages: z.array(z.string().min(1)),
  target_channels: z.number().int().min(1, 'Target channels must be at least 1'),
  /** IANA name of the creator's browser timezone, e.g. America/Mexico_City. */
  timezone: z.string().min(1),
});
export type SurveyCreatePayload = z.infer<typeof surveyCreatePayload>;

/** The create answer spells its link fields either way; the survey entity normalises them. */
export const createdSurveyLink = z.object({
  country: z.string().optional(),
  country_code: z.string().optional(),
  language: z.string().optional(),
  language_code: z.string().optional(),
  effective_language: z.string().nullish(),
  link: z.string().optional(),
  url: z.string().optional(),
  channel: z.string().nullish(),
});
export type CreatedSurveyLink = z.infer<typeof createdSurveyLink>;

export const createSurveyResponse = z.object({
  id: z.string().min(1),
  links: z.array(createdSurveyLink).default([]),
});
export type CreateSurveyResponse = z.infer<typeof createSurveyResponse>;

export const translationStatus = z.enum(['in_progress', 'unknown', 'completed', 'error']);
export type TranslationStatus = z.infer<typeof translationStatus>;

export const localeProgress = z.object({
  locale: z.string(),
  title_translated: z.boolean(),
  questions_translated_count: z.number().int().nonnegative(),
  questions_total_count: z.number().int().nonnegative(),
  /** Set when this locale failed and falls back to the source language. */
  error: z.string().nullish(),
});
export type LocaleProgress = z.infer<typeof localeProgress>;

/** One answer read two ways: the links dialog reads status/progress, the overlay reads the counters. */
export const translationProgress = z.object({
  status: translationStatus.nullish(),
  progress: z.object({ languages: z.array(z.string()) }).nullish(),
  is_complete: z.boolean().nullish(),
  overall_total_items_to_translate: z.number().int().nonnegative().nullish(),
  overall_translated_items_count: z.number().int().nonnegative().nullish(),
  target_locales_count: z.number().int().nonnegative().nullish(),
  progress_details: z.array(localeProgress).nullish(),
});
export type TranslationProgress = z.infer<typeof translationProgress>;
