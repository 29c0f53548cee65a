import { z } from 'zod/mini';

import { QUESTION_SCALES } from './surveyRules';

export const submissionListItem = z.object({
  id: z.string().check(z.minLength(1)),
  submitted_at: z.string(),
  country_code: z.string(),
  language_code: z.string(),
  channel: z.nullish(z.string()),
  /** Older servers do not say; absent reads as unknown. */
  finished: z.optional(z.boolean()),
});
export type SubmissionListItem = z.infer<typeof submissionListItem>;
export const submissionList = z.array(submissionListItem);

export const conversationLog = z.object({
  id: z.union([z.string(), z.number()]),
  role: z.string(),
  content: z.nullish(z.string()),
  timestamp_str: z.nullish(z.string()),
  /**
   * A respondent's answer to a multiple-choice, rating or NPS question, as its value (scores.ts: the option's 1-based
   * number, 1-5, 0-10); null for every other message. Older servers omit the three answer fields.
   */
  answer_value: z.nullish(z.number()),
  /** The type of the question that value answers ('multiple_choice', 'rating', 'nps'). */
  answer_question_type: z.nullish(z.string()),
  /** A multiple-choice answer's option in the survey's source language. */
  answer_option_text: z.nullish(z.string()),
});
export type ConversationLog = z.infer<typeof conversationLog>;

/**
 * How a message's value reads beside it: 'Rating 4 / 5', 'NPS 9', 'Option 2: Service' (the source-language words), or
 * null when the message has no value. Said in words, so a screen reader reads what the eye sees.
 */
export function answerValueLabel(
  log: Pick<ConversationLog, 'answer_value' | 'answer_question_type' | 'answer_option_text'>,
): string | null {
  const value = log.answer_value;
  if (value === null || value === undefined) return null;
  switch (log.answer_question_type) {
    case 'rating':
      return `Rating ${String(value)} / ${String(QUESTION_SCALES.rating.max)}`;
    case 'nps':
      return `NPS ${String(value)}`;
    case 'multiple_choice':
      return log.answer_option_text ? `Option ${String(value)}: ${log.answer_option_text}` : `Option ${String(value)}`;
    default:
      return `Value ${String(value)}`;
  }
}

export const submissionDetail = z.object({
  id: z.string().check(z.minLength(1)),
  survey_id: z.string(),
  channel: z.nullish(z.string()),
  country_code: z.nullish(z.string()),
  language_code: z.nullish(z.string()),
  submitted_at: z.nullish(z.string()),
  finished: z.optional(z.boolean()),
  conversation_logs: z._default(z.array(conversationLog), []),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

/** Paging headers of GET /api/surveys/{id}/submissions. */
export const submissionPageHeaders = { totalCount: 'x-total-count', pageSize: 'x-page-size' } as const;
