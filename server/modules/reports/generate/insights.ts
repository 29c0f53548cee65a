import type { Logger } from 'pino';
import { z } from 'zod';

import { type LanguageModel, LanguageModelError, languageName } from '../../../llm/index.ts';
import type { Figures, QuestionFigures, QuestionInsight } from './markdown.ts';
import { sentiments } from './markdown.ts';

/** What the model reads of one answer: the gist is in the first lines, and the call stays small. */
const SAMPLED_ANSWER_LENGTH = 600;
const SUMMARY_MAX_LENGTH = 1_000;
/** Room for a long quote (an answer and its follow-up's) in any script. */
const TRANSLATION_MAX_LENGTH = 8_000;
/** Two summaries and two translations of up to five quotes; an answer cut off at this fails (the report goes without). */
const INSIGHT_MAX_TOKENS = 4_096;

const INSIGHT_INSTRUCTIONS = [
  'You summarise the answers to one question of a customer-satisfaction survey for the staff who read its report.',
  'The data holds the survey question, how many answers it got, a sample of them with their language, and the quotes the report shows.',
  'Write summary_en (English) and summary_ko (Korean): the same summary of the main themes and the respondents\' sentiment, 2 to 4 plain sentences, at most 600 characters each, without quoting anyone, without names, contacts or numbers that identify a person, and without links or formatting.',
  'Give the overall sentiment as one of: positive, mixed, negative, neutral.',
  'Translate each quote, in the order given, into English (en) and Korean (ko), faithfully and completely, keeping its tone; a quote already in that language is copied as it is.',
  'Answer only with JSON of the form {"summary_en": "...", "summary_ko": "...", "sentiment": "...", "quote_translations": [{"en": "...", "ko": "..."}]}.',
].join('\n');

const insightAnswer = z.strictObject({
  summary_en: z.string().trim().min(1).max(SUMMARY_MAX_LENGTH),
  summary_ko: z.string().trim().min(1).max(SUMMARY_MAX_LENGTH),
  sentiment: z.enum(sentiments),
  quote_translations: z.array(
    z.strictObject({ en: z.string().trim().min(1).max(TRANSLATION_MAX_LENGTH), ko: z.string().trim().min(1).max(TRANSLATION_MAX_LENGTH) }),
  ),
});

const INSIGHT_SCHEMA = {
  type: 'object',
  properties: {
    summary_en: { type: 'string' },
    summary_ko: { type: 'string' },
    sentiment: { type: 'string', enum: [...sentiments] },
    quote_translations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { en: { type: 'string' }, ko: { type: 'string' } },
        required: ['en', 'ko'],
        additionalProperties: false,
      },
    },
  },
  required: ['summary_en', 'summary_ko', 'sentiment', 'quote_translations'],
  additionalProperties: false,
};

function answerData({ content, submission }: QuestionFigures['sample'][number]) {
  return { language: languageName(submission.languageCode), text: content.slice(0, SAMPLED_ANSWER_LENGTH) };
}

async function questionInsight(model: LanguageModel, question: QuestionFigures): Promise<QuestionInsight> {
  const answer = await model.structured({
    name: 'question_summary',
    instructions: INSIGHT_INSTRUCTIONS,
    data: {
      survey_question: question.text.en,
      answer_count: question.answers,
      sampled_answers: question.sample.map(answerData),
      quotes: question.quotes.map(({ content, submission }) => ({ language: languageName(submission.languageCode), text: content })),
    },
    jsonSchema: INSIGHT_SCHEMA,
    answer: insightAnswer,
    maxTokens: INSIGHT_MAX_TOKENS,
  });
  if (answer.quote_translations.length !== question.quotes.length) {
    throw new LanguageModelError(`The language model translated ${answer.quote_translations.length} quotes of ${question.quotes.length}`);
  }
  return {
    summary: { en: answer.summary_en, ko: answer.summary_ko },
    sentiment: answer.sentiment,
    quoteTranslations: answer.quote_translations,
  };
}

export interface ReportInsights {
  /** Per question, in order; undefined where it has no answers or the model failed. */
  insights: (QuestionInsight | undefined)[];
  /** The model failed: the run asks it nothing more, so a provider that is down costs one timeout, not one per call. */
  failed: boolean;
}

/**
 * Per question with answers, the model's summary, sentiment and translated quotes, one call each and one after the
 * other (a report job is no hurry, and the provider's rate limit is shared). From a failure on, questions have none:
 * their part of the report stays the term-frequency one, and the failure is logged.
 */
export async function questionInsights(model: LanguageModel, figures: Figures, logger: Logger): Promise<ReportInsights> {
  const insights: (QuestionInsight | undefined)[] = [];
  for (const [index, question] of figures.questions.entries()) {
    if (question.answers === 0) {
      insights.push(undefined);
      continue;
    }
    try {
      insights.push(await questionInsight(model, question));
    } catch (error) {
      if (!(error instanceof LanguageModelError)) throw error;
      logger.warn({ err: error, question: index + 1 }, 'The language model failed: the report goes on without its summaries');
      return { insights, failed: true };
    }
  }
  return { insights, failed: false };
}
