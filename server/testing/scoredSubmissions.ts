/**
 * A survey whose answers carry values (issue 26), inserted straight with drizzle on PGlite or PostgreSQL: a rating, an
 * NPS, a multiple-choice and a free-text question, asked in Mexico and Guatemala, with three conversations written as
 * the chat stores them (each scored answer's value on the respondent's row, at most one per question; a 'Why?' follow-up
 * of the rating without a value). The countries must exist (insertSurveyTestData or the geography seed).
 */
import { inArray } from 'drizzle-orm';

import type { QuestionType } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { conversationLogs, countries, submissions, surveyLinks, surveyQuestions, surveys, surveyTargetCountries } from '../db/schema.ts';

export const SCORED_SURVEY_ID = 'scored-visit';

export const SCORED_QUESTIONS: readonly { text: string; type: QuestionType; options: readonly string[] }[] = [
  { text: 'How satisfied are you with your visit?', type: 'rating', options: [] },
  { text: 'How likely are you to recommend us to a friend or colleague?', type: 'nps', options: [] },
  // Option texts that a spreadsheet would run as formulas, to be neutralised in the CSV.
  { text: 'What mattered most?', type: 'multiple_choice', options: ['Service', '=Price', '-Speed'] },
  { text: 'Anything else?', type: 'text', options: [] },
];

export interface ScoredMessage {
  role: 'assistant' | 'respondent';
  content: string;
  questionNumber?: number;
  followUp?: boolean;
  answerValue?: number;
}

export interface ScoredSubmission {
  id: string;
  countryName: 'Mexico' | 'Guatemala';
  languageCode: string;
  submittedAt: Date;
  messages: readonly ScoredMessage[];
}

const ask = (questionNumber: number): ScoredMessage => ({
  role: 'assistant',
  content: SCORED_QUESTIONS[questionNumber - 1]?.text ?? '',
  questionNumber,
});

/** Oldest first, as the export writes them. */
export const SCORED_SUBMISSIONS: readonly ScoredSubmission[] = [
  {
    id: 'scored-mx-1',
    countryName: 'Mexico',
    languageCode: 'es-MX',
    submittedAt: new Date('2026-03-02T09:01:40.000Z'),
    messages: [
      { role: 'assistant', content: '¡Hola!' },
      ask(1),
      { role: 'respondent', content: '4', questionNumber: 1, answerValue: 4 },
      { role: 'assistant', content: '¿Por qué?', questionNumber: 1, followUp: true },
      { role: 'respondent', content: 'La fila avanzó rápido', questionNumber: 1, followUp: true },
      ask(2),
      { role: 'respondent', content: '9', questionNumber: 2, answerValue: 9 },
      ask(3),
      { role: 'respondent', content: 'Precio', questionNumber: 3, answerValue: 2 },
      ask(4),
      { role: 'respondent', content: 'Nada más', questionNumber: 4 },
      { role: 'assistant', content: '¡Gracias!' },
    ],
  },
  {
    id: 'scored-gt-1',
    countryName: 'Guatemala',
    languageCode: 'es',
    submittedAt: new Date('2026-03-02T10:00:40.000Z'),
    messages: [
      ask(1),
      { role: 'respondent', content: '1', questionNumber: 1, answerValue: 1 },
      ask(2),
      { role: 'respondent', content: '0', questionNumber: 2, answerValue: 0 },
      ask(3),
      { role: 'respondent', content: '3', questionNumber: 3, answerValue: 3 },
    ],
  },
  {
    // Answers that match no option nor number are kept as text and carry no value.
    id: 'scored-mx-2',
    countryName: 'Mexico',
    languageCode: 'es-MX',
    submittedAt: new Date('2026-03-02T11:00:20.000Z'),
    messages: [ask(1), { role: 'respondent', content: 'más o menos', questionNumber: 1 }],
  },
];

const MESSAGE_GAP_MS = 10_000;

/** When a message of a submission was written: its submission time is its last message's. */
export function scoredMessageTime(submission: ScoredSubmission, position: number): Date {
  const last = submission.messages.length - 1;
  return new Date(submission.submittedAt.getTime() - (last - position) * MESSAGE_GAP_MS);
}

/**
 * Inserts the survey, its questions, targets and links (one channel) and the conversations, in one transaction. The
 * survey runs through March 2026 unless `endDate` says otherwise (a test among running services keeps it open, so no
 * report job takes it up).
 */
export async function insertScoredSurvey(db: Db, { endDate = '2026-03-31' }: { endDate?: string } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const targetRows = await tx
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .where(inArray(countries.name, ['Mexico', 'Guatemala']));
    const countryId = (name: string) => {
      const row = targetRows.find((candidate) => candidate.name === name);
      if (!row) throw new Error(`Scored test data: country ${name} is missing`);
      return row.id;
    };
    await tx.insert(surveys).values({
      id: SCORED_SURVEY_ID,
      title: 'Store visit scores',
      createdByUsername: 'latam.manager',
      startDate: '2026-03-01',
      startTime: '00:00',
      endDate,
      endTime: '23:59',
      timezone: 'America/Mexico_City',
      targetChannels: 1,
    });
    await tx.insert(surveyQuestions).values(
      SCORED_QUESTIONS.map((question, index) => ({
        surveyId: SCORED_SURVEY_ID,
        questionId: `q${String(index + 1)}`,
        text: question.text,
        position: index + 1,
        type: question.type,
        options: [...question.options],
      })),
    );
    const languages = [...new Map(SCORED_SUBMISSIONS.map((submission) => [submission.countryName, submission.languageCode]))];
    await tx
      .insert(surveyTargetCountries)
      .values(languages.map(([countryName]) => ({ surveyId: SCORED_SURVEY_ID, countryId: countryId(countryName) })));
    const links = await tx
      .insert(surveyLinks)
      .values(
        languages.map(([countryName, languageCode]) => ({
          surveyId: SCORED_SURVEY_ID,
          countryId: countryId(countryName),
          languageCode,
          effectiveLanguage: languageCode,
          channel: '1',
          token: `${SCORED_SURVEY_ID}.${languageCode}.1`.toLowerCase(),
        })),
      )
      .returning({ id: surveyLinks.id, countryId: surveyLinks.countryId });
    for (const submission of SCORED_SUBMISSIONS) {
      await tx.insert(submissions).values({
        id: submission.id,
        surveyId: SCORED_SURVEY_ID,
        linkId: links.find((link) => link.countryId === countryId(submission.countryName))?.id ?? null,
        countryId: countryId(submission.countryName),
        languageCode: submission.languageCode,
        channel: '1',
        startedAt: scoredMessageTime(submission, 0),
        submittedAt: submission.submittedAt,
        finished: submission.messages.at(-1)?.content === '¡Gracias!',
      });
      await tx.insert(conversationLogs).values(
        submission.messages.map((message, index) => ({
          submissionId: submission.id,
          position: index + 1,
          role: message.role,
          content: message.content,
          createdAt: scoredMessageTime(submission, index),
          questionNumber: message.questionNumber ?? null,
          followUp: message.followUp ?? false,
          answerValue: message.answerValue ?? null,
        })),
      );
    }
  });
}
