import { describe, expect, it } from 'vitest';

import { conversationProgress, type ProgressMessage } from './progress.ts';

type Row = [ProgressMessage['role'], number | null, boolean?];

const messages = (rows: readonly Row[]): ProgressMessage[] =>
  rows.map(([role, questionNumber, followUp = false], index) => ({ position: index + 1, role, questionNumber, followUp }));

describe('conversationProgress', () => {
  it('awaits the first question before any answer', () => {
    expect(conversationProgress(messages([['assistant', null], ['assistant', 1]]))).toMatchObject({
      question: 1,
      respondentMessages: 0,
      replyPending: false,
      answeringFollowUp: false,
    });
  });

  it("awaits the follow-up's answer for the same question, then the next question", () => {
    const asked: Row[] = [['assistant', null], ['assistant', 1], ['respondent', 1], ['assistant', 1, true]];
    expect(conversationProgress(messages(asked))).toMatchObject({ question: 1, answeringFollowUp: true, followUpAsked: true });
    expect(conversationProgress(messages([...asked, ['respondent', 1, true], ['assistant', 2]]))).toMatchObject({
      question: 2,
      answeringFollowUp: false,
      followUpAsked: false,
      respondentMessages: 2,
      lastPosition: 6,
    });
  });

  it('says a reply is pending while the last message is the respondent\'s', () => {
    expect(conversationProgress(messages([['assistant', null], ['assistant', 1], ['respondent', 1]]))).toMatchObject({
      question: 1,
      replyPending: true,
      lastRespondentPosition: 3,
    });
  });

  it('reads rows stored before follow-ups existed as the n-th answer to the n-th question', () => {
    const legacy: Row[] = [['assistant', null], ['assistant', null], ['respondent', null], ['assistant', null], ['respondent', null], ['assistant', null]];
    expect(conversationProgress(messages(legacy))).toMatchObject({ question: 3, respondentMessages: 2, replyPending: false });
  });

  it('reads a question asked after an unanswered follow-up as a skipped follow-up', () => {
    const asked: Row[] = [['assistant', null], ['assistant', 1], ['respondent', 1], ['assistant', 1, true]];
    expect(conversationProgress(messages([...asked, ['assistant', 2]]))).toMatchObject({
      question: 2,
      answeringFollowUp: false,
      followUpAsked: false,
      replyPending: false,
      respondentMessages: 1,
    });
    // Skipped after the last question: the thanks follows, and no question awaits.
    expect(conversationProgress(messages([...asked, ['assistant', null]]))).toMatchObject({ question: 2, answeringFollowUp: false });
  });
});
