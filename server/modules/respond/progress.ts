import type { ConversationRole } from '../../db/schema.ts';

/** What a stored message says about where the conversation stands. */
export interface ProgressMessage {
  position: number;
  role: ConversationRole;
  questionNumber: number | null;
  followUp: boolean;
}

export interface ConversationProgress {
  /** Respondent messages so far: what the turn limit counts. */
  respondentMessages: number;
  /** The question (1-based) the next respondent message belongs to; one past the last once every question is answered. */
  question: number;
  /** The next respondent message answers the question's follow-up. */
  answeringFollowUp: boolean;
  /** The question has had its one follow-up. */
  followUpAsked: boolean;
  /** The respondent's last message has no reply yet: one is being written, or its request died before writing it. */
  replyPending: boolean;
  /** The position of the last message (0 for none). */
  lastPosition: number;
  /** The position of the respondent's last message (0 for none). */
  lastRespondentPosition: number;
}

/**
 * Where a conversation stands, from its messages in order. A respondent message belongs to the question stored with
 * it; one stored without (before follow-ups existed) answers the question after the previous answer's. The reply to
 * the last answer decides what comes next: after a follow-up its answer, else the next question. An assistant message
 * after the follow-up (the next question, or the thanks after the last) means the respondent skipped the follow-up.
 */
export function conversationProgress(messages: readonly ProgressMessage[]): ConversationProgress {
  let respondentMessages = 0;
  let lastAnswered = 0;
  let lastRespondentPosition = 0;
  let reply: ProgressMessage | undefined;
  let skippedTo: number | undefined;
  const followedUp = new Set<number>();
  for (const message of messages) {
    if (message.role === 'respondent') {
      respondentMessages += 1;
      lastAnswered = message.questionNumber ?? lastAnswered + 1;
      lastRespondentPosition = message.position;
      reply = undefined;
      skippedTo = undefined;
    } else {
      if (message.followUp && message.questionNumber !== null) followedUp.add(message.questionNumber);
      if (lastRespondentPosition === 0) continue;
      if (reply === undefined) reply = message;
      else if (reply.followUp && !message.followUp) skippedTo = message.questionNumber ?? lastAnswered + 1;
    }
  }
  const replyPending = lastRespondentPosition > 0 && reply === undefined;
  const answeringFollowUp = reply?.followUp === true && skippedTo === undefined;
  const question =
    respondentMessages === 0 ? 1 : (skippedTo ?? (replyPending || answeringFollowUp ? lastAnswered : lastAnswered + 1));
  return {
    respondentMessages,
    question,
    answeringFollowUp,
    followUpAsked: followedUp.has(question),
    replyPending,
    lastPosition: messages.at(-1)?.position ?? 0,
    lastRespondentPosition,
  };
}
