import { z } from 'zod';

export const submissionListItem = z.object({
  id: z.string().min(1),
  submitted_at: z.string(),
  country_code: z.string(),
  language_code: z.string(),
  channel: z.string().nullish(),
});
export type SubmissionListItem = z.infer<typeof submissionListItem>;
export const submissionList = z.array(submissionListItem);

export const conversationLog = z.object({
  id: z.union([z.string(), z.number()]),
  role: z.string(),
  content: z.string().nullish(),
  timestamp_str: z.string().nullish(),
});
export type ConversationLog = z.infer<typeof conversationLog>;

export const submissionDetail = z.object({
  id: z.string().min(1),
  survey_id: z.string(),
  channel: z.string().nullish(),
  country_code: z.string().nullish(),
  language_code: z.string().nullish(),
  submitted_at: z.string().nullish(),
  conversation_logs: z.array(conversationLog).default([]),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

/** Paging headers of GET /api/surveys/{id}/submissions. */
export const submissionPageHeaders = { totalCount: 'x-total-count', pageSize: 'x-page-size' } as const;
