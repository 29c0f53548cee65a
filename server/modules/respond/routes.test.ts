import { createHash } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApp, type AppDeps } from '../../app.ts';
import { conversation as conversationShape, participationLink, RESPOND_LIMITS, strictErrorBody, type Conversation } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { conversationLogs, submissions, surveyLinks, surveyQuestions, surveys, surveyTranslations } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { linkTokenOf, newConversationToken, respondentCalls, setSchedule, storedRows } from '../../testing/respond.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';
import { fillMessage, respondentMessagesFor } from '../../../src/shared/config/respondent-messages/index.ts';
import { CONVERSATION_REQUESTS_PER_MINUTE } from './routes.ts';
import { strictConversation, strictParticipationLink } from './strict.ts';

const SURVEY = 'respond-api';
const TITLE = 'How was your visit to our store?';
const question = (number: number) => `How satisfied are you with part ${number} of your visit today?`;
const english = respondentMessagesFor('en');

/** The answer's JSON, held to the strict schema and to the shared one the participation page reads. */
async function conversationIn(response: Response, status = 200): Promise<Conversation> {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body: unknown = await response.json();
  conversationShape.parse(body);
  return strictConversation.parse(body);
}

/**
 * A refusal's detail, held to the error body: the respondent calls' own refusals answer `detail` alone, the limits and
 * the unknown path every route shares carry their code too.
 */
async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  return strictErrorBody.parse(await response.json()).detail;
}

const texts = (conversation: Conversation) => conversation.messages.map((message) => [message.role, message.content]);

describe.each(testTargets)("the respondent's API on $name", (target) => {
  const database = useTestDatabase(target);
  let accounts: AccountTokens;
  let app: ReturnType<typeof createTestApp>;
  let calls: ReturnType<typeof respondentCalls>;
  let englishLink: string;

  beforeAll(async () => {
    accounts = await createAccountTokens();
    await createTranslationTestSurvey(database.db, SURVEY);
    englishLink = await linkTokenOf(database.db, SURVEY, 'en', 'CA');
  });
  beforeEach(async () => {
    // A new app per test: its rate-limit counts start from zero.
    app = createTestApp(database, accounts.issuer.verifier);
    calls = respondentCalls(app);
    await setSchedule(database.db, SURVEY, 'open');
  });

  /** A conversation its first answer ('First answer.') has started. */
  async function started(link = englishLink): Promise<Conversation> {
    return conversationIn(await calls.start(link), 201);
  }

  async function visitsOf(link: string): Promise<number> {
    const [row] = await database.db.select({ visits: surveyLinks.visits }).from(surveyLinks).where(eq(surveyLinks.token, link));
    return row?.visits ?? -1;
  }

  async function submissionOf(token: string) {
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await database.db.select().from(submissions).where(eq(submissions.respondentTokenHash, hash));
    if (!row) throw new Error('No submission for this conversation token');
    return row;
  }

  describe('GET /api/respond/{linkToken}', () => {
    it.each([
      ['not_started', '2099-01-01T15:00:00.000Z', '2099-12-31T23:00:00.000Z'],
      ['open', '2020-01-01T15:00:00.000Z', '2099-12-31T23:00:00.000Z'],
      ['ended', '2020-01-01T15:00:00.000Z', '2020-01-31T23:00:00.000Z'],
    ] as const)('answers the link with its schedule %s, as UTC instants of the survey zone', async (state, startsAt, endsAt) => {
      await setSchedule(database.db, SURVEY, state);
      const response = await calls.open(englishLink);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body: unknown = await response.json();
      expect(participationLink.parse(body)).toEqual(strictParticipationLink.parse(body));
      // America/Mexico_City is UTC-6 all year: 09:00 and 17:00 there.
      expect(body).toEqual({
        language: 'en',
        title: TITLE,
        question_count: 3,
        first_question: question(1),
        first_question_reply: null,
        schedule: state,
        starts_at: startsAt,
        ends_at: endsAt,
      });
    });

    it('answers a link in another language with the translated title, falling back to the source title', async () => {
      const frenchLink = await linkTokenOf(database.db, SURVEY, 'fr', 'HT');
      await database.db.update(surveyLinks).set({ effectiveLanguage: 'fr' }).where(eq(surveyLinks.token, frenchLink));
      expect(await (await calls.open(frenchLink)).json()).toMatchObject({ language: 'fr', title: TITLE });
      await database.db.insert(surveyTranslations).values({ surveyId: SURVEY, locale: 'fr', item: 'title', text: 'Votre visite en magasin ?' });
      expect(await (await calls.open(frenchLink)).json()).toMatchObject({ language: 'fr', title: 'Votre visite en magasin ?' });
    });

    it('answers the source language when the link has no effective language yet', async () => {
      const brazilLink = await linkTokenOf(database.db, SURVEY, 'pt-BR');
      await database.db.update(surveyLinks).set({ effectiveLanguage: null }).where(eq(surveyLinks.token, brazilLink));
      expect(await (await calls.open(brazilLink)).json()).toMatchObject({ language: 'en', title: TITLE });
    });

    it('answers an unknown link 404 with a detail and nothing about any survey', async () => {
      const refused = await calls.open('no-such-link-token-000');
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ detail: 'Survey link not found' });
    });

    it('writes nothing, for a GET or a HEAD of the link or of its page (a preview, a crawler, a prefetch)', async () => {
      const before = await storedRows(database.db);
      for (const method of ['GET', 'HEAD']) {
        expect((await app.request(`/api/respond/${englishLink}`, { method })).status).toBe(200);
        expect((await app.request(`/r/${englishLink}`, { method })).status).not.toBe(404);
      }
      expect(await storedRows(database.db)).toEqual(before);
    });
  });

  describe('POST /api/respond/{linkToken}/visits', () => {
    it('counts a visit of the page while the survey is open, and none before it opens or after it ends', async () => {
      const rows = await storedRows(database.db);
      const before = await visitsOf(englishLink);
      const counted = await calls.visit(englishLink);
      expect(counted.status).toBe(204);
      expect(await counted.text()).toBe('');
      expect(await visitsOf(englishLink)).toBe(before + 1);
      for (const state of ['not_started', 'ended'] as const) {
        await setSchedule(database.db, SURVEY, state);
        expect((await calls.visit(englishLink)).status).toBe(204);
      }
      expect(await visitsOf(englishLink)).toBe(before + 1);
      // A visit is only a count: no conversation, no message.
      expect(await storedRows(database.db)).toEqual({ ...rows, visits: rows.visits + 1 });
    });

    it('counts visits that arrive at once, each once', async () => {
      const before = await visitsOf(englishLink);
      const answers = await Promise.all(Array.from({ length: 5 }, () => calls.visit(englishLink)));
      expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204]);
      expect(await visitsOf(englishLink)).toBe(before + 5);
    });

    it('answers an unknown link 404 and stores nothing', async () => {
      const before = await storedRows(database.db);
      expect(await refusal(await calls.visit('no-such-link-token-000'), 404)).toBe('Survey link not found');
      expect(await storedRows(database.db)).toEqual(before);
    });
  });

  describe('the first answer', () => {
    it('creates the conversation with it: greeting, first question, the answer and the next question, in one go', async () => {
      const before = await storedRows(database.db);
      const token = newConversationToken();
      const first = await conversationIn(await calls.start(englishLink, 'Quick and friendly.', { token }), 201);
      expect(first.conversation_token).toBe(token);
      expect(texts(first)).toEqual([
        ['assistant', fillMessage(english.greeting, { title: TITLE })],
        ['assistant', question(1)],
        ['respondent', 'Quick and friendly.'],
        ['assistant', question(2)],
      ]);
      expect(first).toMatchObject({ awaiting_question: 2, finished: false });
      expect(await storedRows(database.db)).toEqual({ ...before, submissions: before.submissions + 1, messages: before.messages + 4 });
    });

    it('sent again (its answer was lost) continues the same conversation, answers 200 and stores nothing more', async () => {
      const token = newConversationToken();
      const first = await conversationIn(await calls.start(englishLink, 'Fine.', { token, clientMessageId: 'first-answer-01' }), 201);
      const stored = await storedRows(database.db);
      const again = await conversationIn(await calls.start(englishLink, 'Fine.', { token, clientMessageId: 'first-answer-01' }), 200);
      expect(again).toEqual(first);
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it('sent several times at once makes one conversation with the answer once', async () => {
      const before = await storedRows(database.db);
      const token = newConversationToken();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => calls.start(englishLink, 'On a shaky connection.', { token, clientMessageId: 'racing-first-01' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      const conversations = await Promise.all(answers.map((answer) => conversationIn(answer, answer.status)));
      for (const conversation of conversations) expect(conversation).toEqual(conversations[0]);
      expect(await storedRows(database.db)).toEqual({ ...before, submissions: before.submissions + 1, messages: before.messages + 4 });
    });

    it("with the token of another link's conversation is refused 404, storing nothing", async () => {
      const { conversation_token: token } = await started();
      const otherLink = await linkTokenOf(database.db, SURVEY, 'pt-BR');
      const stored = await storedRows(database.db);
      expect(await refusal(await calls.start(otherLink, 'Hello.', { token }), 404)).toBe('Conversation not found');
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it.each([
      ['not JSON', '{"conversation_token": "abc', 'body: not JSON'],
      ['no message', JSON.stringify({ conversation_token: 'A'.repeat(43) }), 'message:'],
      ['a short token', JSON.stringify({ conversation_token: 'short', message: { client_message_id: 'first-0001', content: 'Hi' } }), 'conversation_token:'],
      ['a NUL character', JSON.stringify({ conversation_token: 'B'.repeat(43), message: { client_message_id: 'first-0002', content: 'a\u0000b' } }), 'contains a NUL'],
    ])('with %s is refused 422, storing nothing', async (_case, body, detail) => {
      const stored = await storedRows(database.db);
      expect(await refusal(await calls.startRaw(englishLink, body), 422)).toContain(detail);
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it(`longer than ${RESPOND_LIMITS.messageLength} characters is refused 413, storing nothing`, async () => {
      const stored = await storedRows(database.db);
      const tooLong = 'a'.repeat(RESPOND_LIMITS.messageLength + 1);
      expect(await refusal(await calls.start(englishLink, tooLong), 413)).toBe(`content: at most ${RESPOND_LIMITS.messageLength} characters`);
      expect(await storedRows(database.db)).toEqual(stored);
    });
  });

  describe('a conversation', () => {
    it('runs a 3-question survey from greeting to thanks, each answer followed by the next question', async () => {
      const second = await conversationIn(await calls.start(englishLink, 'Quick and friendly.'), 201);
      const token = second.conversation_token;
      expect(second.conversation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.messages.map((message) => message.position)).toEqual([1, 2, 3, 4]);

      const third = await conversationIn(await calls.send(englishLink, token, 'The shelves were full.'));
      expect(third).toMatchObject({ awaiting_question: 3, finished: false });
      const last = await conversationIn(await calls.send(englishLink, token, 'Yes, I would come back.'));
      expect(texts(last).slice(-2)).toEqual([
        ['respondent', 'Yes, I would come back.'],
        ['assistant', english.thanks],
      ]);
      expect(last.messages.map((message) => message.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(last).toMatchObject({ awaiting_question: null, finished: true });

      const submission = await submissionOf(token);
      const [link] = await database.db.select().from(surveyLinks).where(eq(surveyLinks.token, englishLink));
      expect(submission).toMatchObject({
        surveyId: SURVEY,
        linkId: link?.id,
        countryId: link?.countryId,
        languageCode: 'en',
        channel: link?.channel,
        finished: true,
      });
      expect(submission.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(submission.endedAt).not.toBeNull();
      // The latest respondent message's time, written in its transaction.
      expect(submission.submittedAt.toISOString()).toBe(last.messages[6]?.created_at);
      // The token itself is stored nowhere: only its SHA-256.
      const [{ holders } = { holders: -1 }] = (
        await database.db.execute<{ holders: number }>(
          sql`select count(*)::int as holders from ${submissions} where ${submissions.id} = ${token} or ${submissions.respondentTokenHash} = ${token}`,
        )
      ).rows;
      expect(holders).toBe(0);
    });

    it('continues after a reload: the same conversation, and a different one for a new start', async () => {
      const { conversation_token: token } = await started();
      const answered = await conversationIn(await calls.send(englishLink, token, 'Fine.'));
      expect(await conversationIn(await calls.read(englishLink, token))).toEqual(answered);
      const other = await started();
      expect(other.conversation_token).not.toBe(token);
      expect(other.messages).toHaveLength(4);
    });

    it('asks a multiple-choice question with its numbered options and a rating with its range', async () => {
      await database.db
        .update(surveyQuestions)
        .set({ type: 'multiple_choice', options: ['In the store', 'Online'] })
        .where(sql`${surveyQuestions.surveyId} = ${SURVEY} and ${surveyQuestions.questionId} = 'q1'`);
      await database.db.update(surveyQuestions).set({ type: 'rating' }).where(sql`${surveyQuestions.surveyId} = ${SURVEY} and ${surveyQuestions.questionId} = 'q2'`);
      try {
        const token = await linkTokenOf(database.db, SURVEY, 'en', 'CA');
        expect(await (await calls.open(token)).json()).toMatchObject({ first_question: `${question(1)}\n1. In the store\n2. Online` });
        const answered = await conversationIn(await calls.start(token, '1'), 201);
        expect(texts(answered).at(-1)).toEqual(['assistant', `${question(2)} (1–5)`]);
      } finally {
        // The other tests of the file ask the survey's text questions.
        await database.db.update(surveyQuestions).set({ type: 'text', options: [] }).where(eq(surveyQuestions.surveyId, SURVEY));
      }
    });

    it('asks the translated question and greets with the translated title in the link language', async () => {
      const canadaFrench = await linkTokenOf(database.db, SURVEY, 'fr', 'CA');
      await database.db.update(surveyLinks).set({ effectiveLanguage: 'fr' }).where(eq(surveyLinks.token, canadaFrench));
      await database.db
        .insert(surveyTranslations)
        .values([
          { surveyId: SURVEY, locale: 'fr', item: 'title', text: 'Votre visite en magasin ?' },
          { surveyId: SURVEY, locale: 'fr', item: 'q1', text: 'Êtes-vous satisfait de la partie 1 ?' },
        ])
        .onConflictDoNothing();
      const french = respondentMessagesFor('fr');
      expect(await (await calls.open(canadaFrench)).json()).toMatchObject({ first_question: 'Êtes-vous satisfait de la partie 1 ?' });
      const first = await conversationIn(await calls.start(canadaFrench, 'Oui.'), 201);
      // Question 2 has no French text yet: the source text.
      expect(texts(first)).toEqual([
        ['assistant', fillMessage(french.greeting, { title: 'Votre visite en magasin ?' })],
        ['assistant', 'Êtes-vous satisfait de la partie 1 ?'],
        ['respondent', 'Oui.'],
        ['assistant', question(2)],
      ]);
      expect((await submissionOf(first.conversation_token)).languageCode).toBe('fr');
    });

    it('finishes early with the closing line, and a second finish answers it unchanged', async () => {
      const { conversation_token: token } = await started();
      const ended = await conversationIn(await calls.finish(englishLink, token));
      expect(texts(ended).at(-1)).toEqual(['assistant', english.endedEarly]);
      expect(ended).toMatchObject({ awaiting_question: null, finished: true });
      expect(await conversationIn(await calls.finish(englishLink, token))).toEqual(ended);
      // Not every question was answered: staff see it unfinished, though it has ended.
      expect(await submissionOf(token)).toMatchObject({ finished: false, endedAt: expect.any(Date) as Date });
    });
  });

  describe('a retried send', () => {
    it('is stored once and answers the same conversation, also after the conversation has finished', async () => {
      const { conversation_token: token } = await started();
      const sent = await conversationIn(await calls.send(englishLink, token, 'Second answer.', 'message-0002'));
      const stored = await storedRows(database.db);
      expect(await conversationIn(await calls.send(englishLink, token, 'Second answer.', 'message-0002'))).toEqual(sent);
      expect(await storedRows(database.db)).toEqual(stored);

      const last = await conversationIn(await calls.send(englishLink, token, 'Third answer.', 'message-0003'));
      expect(last.finished).toBe(true);
      const afterLast = await storedRows(database.db);
      expect(await conversationIn(await calls.send(englishLink, token, 'Third answer.', 'message-0003'))).toEqual(last);
      // An earlier message retried late answers the conversation as it stands.
      expect(await conversationIn(await calls.send(englishLink, token, 'Second answer.', 'message-0002'))).toEqual(last);
      expect(await storedRows(database.db)).toEqual(afterLast);
    });

    it('sent several times at once is stored once, and every answer is the same conversation', async () => {
      const { conversation_token: token } = await started();
      const stored = await storedRows(database.db);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => calls.send(englishLink, token, 'Sent twice by a shaky connection.', 'concurrent-0001')),
      );
      const conversations = await Promise.all(answers.map((answer) => conversationIn(answer)));
      for (const conversation of conversations) expect(conversation).toEqual(conversations[0]);
      expect(await storedRows(database.db)).toEqual({ ...stored, messages: stored.messages + 2 });
      const submission = await submissionOf(token);
      const respondentRows = await database.db
        .select({ content: conversationLogs.content })
        .from(conversationLogs)
        .where(eq(conversationLogs.submissionId, submission.id));
      expect(respondentRows.filter((row) => row.content === 'Sent twice by a shaky connection.')).toHaveLength(1);
    });

    it('two different messages at once are both stored, one after the other', async () => {
      const { conversation_token: token } = await started();
      const [first, second] = await Promise.all([calls.send(englishLink, token, 'One.'), calls.send(englishLink, token, 'Two.')]);
      await conversationIn(first);
      const final = await conversationIn(second);
      const read = await conversationIn(await calls.read(englishLink, token));
      expect(read.messages.map((message) => message.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(read.messages.filter((message) => message.role === 'respondent').map((message) => message.content).sort()).toEqual(['First answer.', 'One.', 'Two.']);
      expect(final.messages.length).toBeGreaterThanOrEqual(6);
    });
  });

  describe('refusals store nothing', () => {
    it(`refuses an answer longer than ${RESPOND_LIMITS.messageLength} characters with 413, and takes one of exactly that`, async () => {
      const { conversation_token: token } = await started();
      const stored = await storedRows(database.db);
      const tooLong = 'a'.repeat(RESPOND_LIMITS.messageLength + 1);
      expect(await refusal(await calls.send(englishLink, token, tooLong), 413)).toBe(`content: at most ${RESPOND_LIMITS.messageLength} characters`);
      expect(await storedRows(database.db)).toEqual(stored);
      const longest = await conversationIn(await calls.send(englishLink, token, 'é'.repeat(RESPOND_LIMITS.messageLength)));
      expect(longest.messages[4]?.content).toHaveLength(RESPOND_LIMITS.messageLength);
    });

    it('refuses a body over 16 KiB with 413, whatever it holds', async () => {
      const { conversation_token: token } = await started();
      const stored = await storedRows(database.db);
      const body = JSON.stringify({ client_message_id: 'big-body-0001', content: 'Short.', padding: 'x'.repeat(17 * 1024) });
      expect(await refusal(await calls.sendRaw(englishLink, token, body), 413)).toBe('Request body too large: at most 16 KiB');
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it.each([
      ['not JSON', '{"client_message_id": "abc', 'body: not JSON'],
      ['no client id', JSON.stringify({ content: 'Hello' }), 'client_message_id:'],
      ['a client id of the wrong shape', JSON.stringify({ client_message_id: 'a b', content: 'Hello' }), 'client_message_id:'],
      ['empty content', JSON.stringify({ client_message_id: 'empty-0001', content: '' }), 'content:'],
      ['content that is not text', JSON.stringify({ client_message_id: 'number-0001', content: 42 }), 'content:'],
      ['a NUL character', JSON.stringify({ client_message_id: 'nul-00001', content: 'a\u0000b' }), 'content: contains a NUL character'],
      ['an array', '[]', 'body: Invalid input'],
    ])('refuses a body with %s with 422', async (_case, body, detail) => {
      const { conversation_token: token } = await started();
      const stored = await storedRows(database.db);
      expect(await refusal(await calls.sendRaw(englishLink, token, body), 422)).toContain(detail);
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it('refuses a message to a finished conversation with 409', async () => {
      const { conversation_token: token } = await started();
      await calls.finish(englishLink, token);
      const stored = await storedRows(database.db);
      expect(await refusal(await calls.send(englishLink, token, 'One more thing.'), 409)).toBe('This conversation has already finished.');
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it('refuses to start, answer or finish once the schedule has ended, and to start before it opens, with 409', async () => {
      const { conversation_token: token } = await started();
      await setSchedule(database.db, SURVEY, 'ended');
      const stored = await storedRows(database.db);
      expect(await refusal(await calls.send(englishLink, token, 'Late.'), 409)).toBe('This survey has ended.');
      expect(await refusal(await calls.finish(englishLink, token), 409)).toBe('This survey has ended.');
      expect(await refusal(await calls.start(englishLink), 409)).toBe('This survey has ended.');
      // Reading stays possible: the page can show what was said.
      expect((await conversationIn(await calls.read(englishLink, token))).finished).toBe(false);
      await setSchedule(database.db, SURVEY, 'not_started');
      expect(await refusal(await calls.start(englishLink), 409)).toBe('This survey has not started yet.');
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it(`refuses the respondent's message past ${RESPOND_LIMITS.respondentTurns} with 429 and Retry-After`, async () => {
      const longSurvey = 'respond-many-questions';
      await createTranslationTestSurvey(database.db, longSurvey);
      await setSchedule(database.db, longSurvey, 'open');
      // More questions than the turn limit: only a hand-made survey has them (the API allows 3).
      await database.db.insert(surveyQuestions).values(
        Array.from({ length: RESPOND_LIMITS.respondentTurns + 1 - 3 }, (_, index) => ({
          surveyId: longSurvey,
          questionId: `q${index + 4}`,
          text: question(index + 4),
          position: index + 4,
        })),
      );
      const link = await linkTokenOf(database.db, longSurvey, 'en', 'CA');
      const { conversation_token: token } = await started(link);
      let latest: Conversation | undefined;
      // The first answer started it.
      for (let turn = 2; turn <= RESPOND_LIMITS.respondentTurns; turn += 1) {
        latest = await conversationIn(await calls.send(link, token, `Answer ${turn}.`));
      }
      expect(latest).toMatchObject({ awaiting_question: RESPOND_LIMITS.respondentTurns + 1, finished: false });
      const stored = await storedRows(database.db);
      const refused = await calls.send(link, token, 'One too many.');
      expect(refused.headers.get('retry-after')).toBe(String(24 * 60 * 60));
      expect(await refusal(refused, 429)).toBe(`This conversation has reached its limit of ${RESPOND_LIMITS.respondentTurns} messages.`);
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it(`limits one conversation to ${CONVERSATION_REQUESTS_PER_MINUTE} requests a minute, with Retry-After`, async () => {
      const { conversation_token: token } = await started();
      for (let call = 0; call < CONVERSATION_REQUESTS_PER_MINUTE; call += 1) expect((await calls.read(englishLink, token)).status).toBe(200);
      const stored = await storedRows(database.db);
      const refused = await calls.send(englishLink, token, 'Too fast.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refusal(refused, 429)).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
      expect(await storedRows(database.db)).toEqual(stored);
      // Another conversation is counted apart.
      const other = await started();
      expect((await calls.send(englishLink, other.conversation_token, 'Fine.')).status).toBe(200);
    });

    it('limits each client address to 120 respondent requests a minute, with Retry-After', async () => {
      const statuses: number[] = [];
      for (let call = 0; call < 120; call += 1) statuses.push((await calls.open('unknown-link-token')).status);
      expect(statuses.every((status) => status === 404)).toBe(true);
      const refused = await calls.start(englishLink);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refusal(refused, 429)).startsWith('Too many requests.')).toBe(true);
    });
  });

  describe('not found', () => {
    it("answers a deleted survey's link and its conversation 404", async () => {
      const doomed = 'respond-deleted';
      await createTranslationTestSurvey(database.db, doomed);
      await setSchedule(database.db, doomed, 'open');
      const link = await linkTokenOf(database.db, doomed, 'en', 'CA');
      const { conversation_token: token } = await started(link);
      await database.db.delete(surveys).where(eq(surveys.id, doomed));
      expect(await refusal(await calls.open(link), 404)).toBe('Survey link not found');
      expect(await refusal(await calls.start(link), 404)).toBe('Survey link not found');
      expect(await refusal(await calls.read(link, token), 404)).toBe('Survey link not found');
      expect(await refusal(await calls.send(link, token, 'Hello?'), 404)).toBe('Survey link not found');
      expect(await refusal(await calls.finish(link, token), 404)).toBe('Survey link not found');
    });

    it("answers a conversation token on another link 404, and stores nothing", async () => {
      const { conversation_token: token } = await started();
      const otherLink = await linkTokenOf(database.db, SURVEY, 'pt-BR');
      const stored = await storedRows(database.db);
      expect(await refusal(await calls.read(otherLink, token), 404)).toBe('Conversation not found');
      expect(await refusal(await calls.send(otherLink, token, 'Wrong link.'), 404)).toBe('Conversation not found');
      expect(await refusal(await calls.finish(otherLink, token), 404)).toBe('Conversation not found');
      expect(await refusal(await calls.read(englishLink, 'A'.repeat(43)), 404)).toBe('Conversation not found');
      expect(await storedRows(database.db)).toEqual(stored);
    });

    it('answers another path under /api/respond 404, not 401', async () => {
      expect(await refusal(await app.request(`/api/respond/${englishLink}/conversations`), 404)).toBe('Not found');
      expect(await refusal(await app.request('/api/respond'), 404)).toBe('Not found');
    });
  });
});

describe('malformed tokens', () => {
  /** Any query fails the test. */
  const untouchedDatabase: AppDeps['db'] = {
    db: new Proxy(
      {},
      {
        get() {
          throw new Error('a malformed token must not reach the database');
        },
      },
    ) as unknown as Db,
    ping: () => Promise.resolve(),
  };

  it('are answered 404 without a query', async () => {
    const { issuer } = await createAccountTokens();
    const app = createApp({ db: untouchedDatabase, logger: pino({ level: 'silent' }), api: { verifier: issuer.verifier } });
    const calls = respondentCalls(app);
    const goodConversation = 'B'.repeat(43);
    for (const link of ['x'.repeat(65), '%3Cscript%3E', 'a.b', '%20']) {
      expect((await calls.open(link)).status).toBe(404);
      expect((await calls.start(link)).status).toBe(404);
      expect((await calls.read(link, goodConversation)).status).toBe(404);
      expect((await calls.send(link, goodConversation, 'Hi')).status).toBe(404);
      expect((await calls.finish(link, goodConversation)).status).toBe(404);
      expect((await app.request(`/r/${link}`)).status).toBe(404);
    }
    for (const conversation of ['short', 'C'.repeat(44), `${'D'.repeat(42)}.`, `${'E'.repeat(42)}%2F`]) {
      expect(await refusal(await calls.read('good-link', conversation), 404)).toBe('Conversation not found');
      expect((await calls.send('good-link', conversation, 'Hi')).status).toBe(404);
      expect((await calls.finish('good-link', conversation)).status).toBe(404);
    }
  });
});
