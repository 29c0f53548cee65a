import { createHash } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Principal } from '../../auth/permissions.ts';
import { conversation as conversationShape, type Conversation, type SurveyCreatePayload } from '../../contract.ts';
import { conversationLogs, submissions, surveyLinks, surveyTranslations } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { linkTokenOf, respondentCalls, setSchedule, storedRows } from '../../testing/respond.ts';
import { respondentMessagesFor } from '../../../src/shared/config/respondent-messages/index.ts';
import { geographyFromDatabase, readGeographyConfig, seedGeography } from '../geography/index.ts';
import { createSurvey } from '../surveys/create.ts';
import { strictConversation, strictParticipationLink } from './strict.ts';
import { NOT_A_CHOICE } from './script.ts';

const SURVEY = 'quick-replies';
const RATING = 'How satisfied are you with your visit today?';
const NPS = 'How likely are you to recommend our store to a friend or colleague?';
const CHOICE = 'What brought you to our store today?';
const english = respondentMessagesFor('en');
const french = respondentMessagesFor('fr');
const admin: Principal = { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' };

const payload: SurveyCreatePayload = {
  id: SURVEY,
  title: 'How was your visit to our store?',
  start_date: '2030-03-01',
  end_date: '2030-03-31',
  start_time: '09:00',
  end_time: '17:00',
  questions: [
    { questionId: 'rating', text: RATING, order: 1, type: 'rating' },
    { questionId: 'nps', text: NPS, order: 2, type: 'nps' },
    { questionId: 'choice', text: CHOICE, order: 3, type: 'multiple_choice', options: ['Price', 'Service', 'Location'] },
  ],
  target_country_names: ['Canada'],
  target_languages: ['en', 'fr'],
  target_channels: 1,
  timezone: 'America/Mexico_City',
};

async function conversationIn(response: Response, status = 200): Promise<Conversation> {
  expect(response.status, await response.clone().text()).toBe(status);
  const body: unknown = await response.json();
  conversationShape.parse(body);
  return strictConversation.parse(body);
}

const lastMessage = (conversation: Conversation) => conversation.messages.at(-1)?.content;

/** Issue 26, item 3: quick replies, typed answers read as values, and the optional 'Why?' after a score. */
describe.each(testTargets)('quick replies and scored answers on $name', (target) => {
  const database = useTestDatabase(target);
  let accounts: AccountTokens;
  let calls: ReturnType<typeof respondentCalls>;
  let englishLink: string;
  let frenchLink: string;

  beforeAll(async () => {
    accounts = await createAccountTokens();
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    const outcome = await createSurvey({ db: database.db, geography: geographyFromDatabase(database.db), origin: 'http://localhost' }, admin, payload);
    expect(outcome.kind).toBe('created');
    englishLink = await linkTokenOf(database.db, SURVEY, 'en', 'CA');
    frenchLink = await linkTokenOf(database.db, SURVEY, 'fr', 'CA');
    // French as the translation job would leave it: the question and one option translated, the others not yet.
    await database.db.insert(surveyTranslations).values([
      { surveyId: SURVEY, locale: 'fr', item: 'choice', text: 'Qu’est-ce qui vous a amené aujourd’hui ?' },
      { surveyId: SURVEY, locale: 'fr', item: 'choice.option.1', text: 'Le prix' },
    ]);
    await database.db.update(surveyLinks).set({ effectiveLanguage: 'fr' }).where(eq(surveyLinks.token, frenchLink));
  });
  beforeEach(async () => {
    calls = respondentCalls(createTestApp(database, accounts.issuer.verifier));
    await setSchedule(database.db, SURVEY, 'open');
  });

  async function valuesOf(conversation: Conversation) {
    const rows = await database.db
      .select({ content: conversationLogs.content, question: conversationLogs.questionNumber, followUp: conversationLogs.followUp, value: conversationLogs.answerValue })
      .from(conversationLogs)
      .innerJoin(submissions, eq(submissions.id, conversationLogs.submissionId))
      .where(and(eq(submissions.respondentTokenHash, hash(conversation.conversation_token)), eq(conversationLogs.role, 'respondent')))
      .orderBy(asc(conversationLogs.position));
    return rows;
  }

  it("offers the first question's quick replies with the link and the scale's ends in the link's language", async () => {
    const link = strictParticipationLink.parse(await (await calls.open(englishLink)).json());
    expect(link.first_question).toBe(`${RATING} (1–5)`);
    expect(link.first_question_reply).toEqual({
      type: 'rating',
      choices: [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) })),
      low_label: 'Very dissatisfied',
      high_label: 'Very satisfied',
    });
    const inFrench = strictParticipationLink.parse(await (await calls.open(frenchLink)).json());
    expect(inFrench.first_question_reply).toMatchObject({ low_label: french.ratingLow, high_label: french.ratingHigh });
  });

  it("stores a quick reply's value, asks why, and goes on when the follow-up is skipped (once, however often sent)", async () => {
    const first = await conversationIn(await calls.startWithChoice(englishLink, '4', 4), 201);
    expect(lastMessage(first)).toBe(english.whyScore);
    expect(first).toMatchObject({ awaiting_question: 1, awaiting_reply: null, awaiting_follow_up: true });

    const skipped = await conversationIn(await calls.skip(englishLink, first.conversation_token, 1));
    expect(lastMessage(skipped)).toBe(`${NPS} (0–10)`);
    expect(skipped).toMatchObject({ awaiting_question: 2, awaiting_follow_up: false, awaiting_reply: { type: 'nps', low_label: 'Not at all likely' } });
    expect(skipped.awaiting_reply?.choices.map((choice) => choice.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Sent again: nothing more is written.
    const again = await conversationIn(await calls.skip(englishLink, first.conversation_token, 1));
    expect(again.messages).toHaveLength(skipped.messages.length);

    const npsAnswered = await conversationIn(await calls.send(englishLink, first.conversation_token, ' 9 '));
    expect(lastMessage(npsAnswered)).toBe(english.whyScore);
    const why = await conversationIn(await calls.send(englishLink, first.conversation_token, 'The staff knew the products.'));
    expect(lastMessage(why)).toBe(`${CHOICE}\n1. Price\n2. Service\n3. Location`);
    expect(why.awaiting_reply).toEqual({
      type: 'multiple_choice',
      choices: [
        { value: 1, label: 'Price' },
        { value: 2, label: 'Service' },
        { value: 3, label: 'Location' },
      ],
      low_label: null,
      high_label: null,
    });
    // A choice is not a score: no 'Why?', the thanks follow.
    const done = await conversationIn(await calls.send(englishLink, first.conversation_token, 'service'));
    expect(done).toMatchObject({ finished: true, awaiting_question: null, awaiting_reply: null, awaiting_follow_up: false });
    expect(lastMessage(done)).toBe(english.thanks);

    expect(await valuesOf(first)).toEqual([
      { content: '4', question: 1, followUp: false, value: 4 },
      { content: ' 9 ', question: 2, followUp: false, value: 9 },
      { content: 'The staff knew the products.', question: 2, followUp: true, value: null },
      { content: 'service', question: 3, followUp: false, value: 2 },
    ]);
  });

  it("keeps a typed answer that matches nothing as text, with no value and no 'Why?'", async () => {
    const first = await conversationIn(await calls.start(englishLink, 'pretty good'), 201);
    expect(lastMessage(first)).toBe(`${NPS} (0–10)`);
    const eleven = await conversationIn(await calls.send(englishLink, first.conversation_token, '11'));
    expect(lastMessage(eleven)).toBe(`${CHOICE}\n1. Price\n2. Service\n3. Location`);
    expect(await valuesOf(first)).toEqual([
      { content: 'pretty good', question: 1, followUp: false, value: null },
      { content: '11', question: 2, followUp: false, value: null },
    ]);
  });

  it("reads a typed choice in the link's language or the source's, and asks the translated options", async () => {
    const first = await conversationIn(await calls.startWithChoice(frenchLink, '2', 2), 201);
    expect(lastMessage(first)).toBe(french.whyScore);
    await calls.skip(frenchLink, first.conversation_token, 1);
    const choice = await conversationIn(await calls.send(frenchLink, first.conversation_token, '10'));
    await calls.skip(frenchLink, choice.conversation_token, 2);
    const asked = await conversationIn(await calls.read(frenchLink, first.conversation_token));
    // Option 1 is translated; 2 and 3 are not yet, and read as written.
    expect(lastMessage(asked)).toBe('Qu’est-ce qui vous a amené aujourd’hui ?\n1. Le prix\n2. Service\n3. Location');
    expect(asked.awaiting_reply?.choices.map((choice) => choice.label)).toEqual(['Le prix', 'Service', 'Location']);
    await conversationIn(await calls.send(frenchLink, first.conversation_token, 'le PRIX'));
    expect((await valuesOf(first)).map((row) => row.value)).toEqual([2, 10, 1]);

    const other = await conversationIn(await calls.start(frenchLink, '5'), 201);
    await calls.skip(frenchLink, other.conversation_token, 1);
    await calls.send(frenchLink, other.conversation_token, '0');
    await calls.skip(frenchLink, other.conversation_token, 2);
    await calls.send(frenchLink, other.conversation_token, 'Price');
    expect((await valuesOf(other)).map((row) => row.value)).toEqual([5, 0, 1]);
  });

  it('refuses a quick reply the awaited question does not offer with 422, storing nothing', async () => {
    const before = await storedRows(database.db);
    const response = await calls.startWithChoice(englishLink, '6', 6);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: NOT_A_CHOICE });
    expect(await storedRows(database.db)).toEqual(before);

    const first = await conversationIn(await calls.startWithChoice(englishLink, '3', 3), 201);
    // The 'Why?' awaits words, not a choice.
    const onFollowUp = await calls.choose(englishLink, first.conversation_token, '3', 3);
    expect(onFollowUp.status).toBe(422);
    const skippedWrongQuestion = await conversationIn(await calls.skip(englishLink, first.conversation_token, 2));
    expect(skippedWrongQuestion).toMatchObject({ awaiting_question: 1, awaiting_follow_up: true });
    const badSkip = await calls.skip(englishLink, first.conversation_token, 0);
    expect(badSkip.status).toBe(422);
    expect(((await badSkip.json()) as { detail: string }).detail).toMatch(/^question: /);
  });
});

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
