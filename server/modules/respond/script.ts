import { answerValueOf, answerValues, askedQuestion, type QuestionReply } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { respondentMessagesFor } from '../../../src/shared/config/respondent-messages/index.ts';
import type { RespondentMessages } from '../../../src/shared/config/respondent-messages/types.ts';
import { findQuestions, type QuestionInLanguage } from './queries.ts';

/** A question as the assistant asks it: its words in the chat, and the quick replies the page offers under them. */
export interface ScriptQuestion extends QuestionInLanguage {
  /** The message the assistant writes (askedQuestion: a choice with its options numbered, a scale with its range). */
  asked: string;
  reply: QuestionReply | null;
}

/** What the assistant says besides a language model's follow-ups, in the link's language. */
export interface Script {
  texts: RespondentMessages;
  questions: readonly ScriptQuestion[];
}

/** The quick replies of a question in the link's language; null for a text question. */
export function quickReplyOf(question: Pick<QuestionInLanguage, 'type' | 'options'>, texts: RespondentMessages): QuestionReply | null {
  switch (question.type) {
    case 'multiple_choice':
      return {
        type: 'multiple_choice',
        choices: question.options.map((label, index) => ({ value: index + 1, label })),
        low_label: null,
        high_label: null,
      };
    case 'rating':
    case 'nps':
      return {
        type: question.type,
        // Numbers read the same in every language the product speaks (the chat asks '(1–5)' too).
        choices: answerValues(question).map((value) => ({ value, label: String(value) })),
        low_label: question.type === 'rating' ? texts.ratingLow : texts.npsLow,
        high_label: question.type === 'rating' ? texts.ratingHigh : texts.npsHigh,
      };
    case 'text':
      return null;
  }
}

export async function loadScript(db: Pick<Db, 'select'>, link: { surveyId: string; language: string }): Promise<Script> {
  const texts = respondentMessagesFor(link.language);
  const questions = await findQuestions(db, link.surveyId, link.language);
  return {
    texts,
    questions: questions.map((question) => ({ ...question, asked: askedQuestion(question), reply: quickReplyOf(question, texts) })),
  };
}

export const NOT_A_CHOICE = 'value: not one of the choices of the question awaiting an answer.';

/**
 * The value an answer stores: the quick reply's, which must be one of the question's, or what a typed answer reads as
 * (a number in range, or a choice's words in the link's or the source language); null for a text question or a typed
 * answer that matches nothing (kept as text). `undefined` refuses a quick reply the question does not offer.
 */
export function answerValueFor(question: ScriptQuestion | undefined, message: { content: string; value?: number }): number | null | undefined {
  if (message.value !== undefined) return question && answerValues(question).includes(message.value) ? message.value : undefined;
  if (!question) return null;
  return answerValueOf(question, message.content, [question.options, question.sourceOptions]);
}

/** A rating or NPS answer that carries a score invites the optional 'Why?' follow-up. */
export function invitesWhy(question: ScriptQuestion | undefined, value: number | null): boolean {
  return value !== null && (question?.type === 'rating' || question?.type === 'nps');
}
