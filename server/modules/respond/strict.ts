import { z } from 'zod/mini';

import { conversation, conversationMessage, participationLink, strictInstant } from '../../contract.ts';

/*
 * What this server sends for the respondent's calls, exactly: the shared contract's fields (what the participation page
 * reads) with no field more and every instant as the server writes it, as src/shared/api/contract/strict.ts holds the
 * staff calls. The API reference documents these; the tests and the parity test parse the answers with them.
 */

export const strictParticipationLink = z.strictObject({ ...participationLink.shape, starts_at: strictInstant, ends_at: strictInstant });

export const strictConversationMessage = z.strictObject({ ...conversationMessage.shape, created_at: strictInstant });

export const strictConversation = z.strictObject({ ...conversation.shape, messages: z.array(strictConversationMessage) });
