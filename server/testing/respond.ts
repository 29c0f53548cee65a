/**
 * Test support for the respondent's public API (server/modules/respond): a survey's schedule set to a state, its links'
 * tokens, what the database holds, and the calls as the participation page makes them.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { and, count, eq, sum } from 'drizzle-orm';
import type { Hono } from 'hono';

import type { Db } from '../db/client.ts';
import { conversationLogs, countries, submissions, surveyLinks, surveys } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';

export type ScheduleCase = 'not_started' | 'open' | 'ended';

/** Whole days in the survey's own zone, far from now on either side, so the state cannot change while a test runs. */
const SCHEDULES: Record<ScheduleCase, { startDate: string; endDate: string }> = {
  not_started: { startDate: '2099-01-01', endDate: '2099-12-31' },
  open: { startDate: '2020-01-01', endDate: '2099-12-31' },
  ended: { startDate: '2020-01-01', endDate: '2020-01-31' },
};

export async function setSchedule(db: Db, surveyId: string, state: ScheduleCase): Promise<void> {
  await db.update(surveys).set(SCHEDULES[state]).where(eq(surveys.id, surveyId));
}

/** The token of the survey's link in `languageCode` (in `isoCode`'s country when given). */
export async function linkTokenOf(db: Db, surveyId: string, languageCode: string, isoCode?: string): Promise<string> {
  const [link] = await db
    .select({ token: surveyLinks.token })
    .from(surveyLinks)
    .innerJoin(countries, eq(countries.id, surveyLinks.countryId))
    .where(
      and(
        eq(surveyLinks.surveyId, surveyId),
        eq(surveyLinks.languageCode, languageCode),
        isoCode === undefined ? undefined : eq(countries.isoCode, isoCode),
      ),
    )
    .orderBy(countries.isoCode);
  if (!link) throw new Error(`No ${languageCode} link of ${surveyId}`);
  return link.token;
}

/** Every submission, message and counted visit in the database: what a refused call must leave as it was. */
export async function storedRows(db: Db): Promise<{ submissions: number; messages: number; visits: number }> {
  const [[submitted], [messages], [visits]] = await Promise.all([
    db.select({ total: count() }).from(submissions),
    db.select({ total: count() }).from(conversationLogs),
    db.select({ total: sum(surveyLinks.visits).mapWith(Number) }).from(surveyLinks),
  ]);
  return { submissions: submitted?.total ?? 0, messages: messages?.total ?? 0, visits: visits?.total ?? 0 };
}

/** A conversation token as the page makes one. */
export const newConversationToken = (): string => randomBytes(32).toString('base64url');

/** The participation page's calls, in-process. */
export function respondentCalls(app: Hono<AppEnv>) {
  // app.request may answer synchronously; a promise each time lets calls be raced with Promise.all.
  const request = (path: string, init?: RequestInit): Promise<Response> => Promise.resolve(app.request(path, init));
  const base = (link: string) => `/api/respond/${link}`;
  const conversation = (link: string, token: string) => `${base(link)}/conversations/${token}`;
  const post = (path: string, body?: string) =>
    request(path, { method: 'POST', ...(body !== undefined && { body, headers: { 'Content-Type': 'application/json' } }) });
  return {
    open: (link: string) => request(base(link)),
    visit: (link: string) => post(`${base(link)}/visits`),
    /** The first answer, which creates the conversation: a new token and client id unless given. */
    start: (link: string, content = 'First answer.', { token = newConversationToken(), clientMessageId = randomUUID() }: { token?: string; clientMessageId?: string } = {}) =>
      post(`${base(link)}/conversations`, JSON.stringify({ conversation_token: token, message: { client_message_id: clientMessageId, content } })),
    /** Any first-answer body, as text. */
    startRaw: (link: string, body: string) => post(`${base(link)}/conversations`, body),
    read: (link: string, token: string) => request(conversation(link, token)),
    /** A message with a new client id unless one is given. */
    send: (link: string, token: string, content: string, clientMessageId: string = randomUUID()) =>
      post(`${conversation(link, token)}/messages`, JSON.stringify({ client_message_id: clientMessageId, content })),
    /** Any body, as text. */
    sendRaw: (link: string, token: string, body: string) => post(`${conversation(link, token)}/messages`, body),
    finish: (link: string, token: string) => post(`${conversation(link, token)}/finish`),
    /** A quick reply: its label as the content, and its value. */
    choose: (link: string, token: string, content: string, value: number, clientMessageId: string = randomUUID()) =>
      post(`${conversation(link, token)}/messages`, JSON.stringify({ client_message_id: clientMessageId, content, value })),
    /** The first answer as a quick reply. */
    startWithChoice: (link: string, content: string, value: number, token = newConversationToken()) =>
      post(`${base(link)}/conversations`, JSON.stringify({ conversation_token: token, message: { client_message_id: randomUUID(), content, value } })),
    skip: (link: string, token: string, question: number) => post(`${conversation(link, token)}/skip`, JSON.stringify({ question })),
  };
}
