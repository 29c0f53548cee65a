import { z } from 'zod/mini';

import { conversation, conversationMessage, participationLink, questionReply, strictInstant } from '../../contract.ts';

/*
 * What this server sends for the respondent's calls, exactly: the shared contract's fields (what the participation page
 * reads) with no field more and every instant as the server writes it, as src/shared/api/contract/strict.ts holds the
 * staff calls. The API reference documents these; the tests and the parity test parse the answers with them.
 */

const strictQuestionReply = z.strictObject({
  ...questionReply.shape,
  choices: z.array(z.strictObject({ value: z.int().check(z.nonnegative()), label: z.string() })),
});

export const strictParticipationLink = z.strictObject({
  ...participationLink.shape,
  first_question_reply: z.nullable(strictQuestionReply),
  starts_at: strictInstant,
  ends_at: strictInstant,
});

export const strictConversationMessage = z.strictObject({ ...conversationMessage.shape, created_at: strictInstant });

export const strictConversation = z.strictObject({
  ...conversation.shape,
  messages: z.array(strictConversationMessage),
  awaiting_reply: z.nullable(strictQuestionReply),
});
