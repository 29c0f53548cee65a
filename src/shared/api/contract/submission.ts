import { z } from 'zod/mini';

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
});
export type ConversationLog = z.infer<typeof conversationLog>;

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
