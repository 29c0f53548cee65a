// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createRespondMock, englishScript, LINK_TOKEN, makeLink, scoredEnglishScript, spanishScript } from '../api/__mocks__/respondMock';
import { browserConversationStorage } from './conversationStorage';
import { createParticipation, type ParticipationOptions, type ParticipationState, type ParticipationStore } from './participation';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
});

const storage = browserConversationStorage();
const stores: ParticipationStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

/** Ids handed out in order, so a test can tell a new one from a repeated one. */
function idSequence() {
  let next = 0;
  return () => `client-message-${String(++next).padStart(4, '0')}`;
}

function start(options: ParticipationOptions = {}, linkToken = LINK_TOKEN) {
  const store = createParticipation(linkToken, { newMessageId: idSequence(), browserLanguages: ['en-US'], ...options });
  stores.push(store);
  store.start();
  return store;
}

async function settled(store: ParticipationStore, kind: ParticipationState['phase']['kind']) {
  await vi.waitFor(() => {
    expect(store.getState().phase.kind).toBe(kind);
  }, { timeout: 20_000 });
  return store.getState();
}

function conversationOf(state: ParticipationState) {
  if (state.phase.kind !== 'conversation') throw new Error(`Expected a conversation, the page shows ${state.phase.kind}`);
  return state.phase.conversation;
}

async function idle(store: ParticipationStore) {
  await vi.waitFor(() => {
    expect(store.getState().outgoing?.status).not.toBe('sending');
  }, { timeout: 20_000 });
  return store.getState();
}

/** A conversation token of the shape the page makes (43 base64url characters). */
const tokenNamed = (name: string) => name.padEnd(43, '0');

async function answer(store: ParticipationStore, text: string) {
  store.actions.setDraft(text);
  store.actions.send();
  return idle(store);
}

describe('loading a participation link', () => {
  const mock = createRespondMock();
  beforeEach(() => {
    mock.reset();
    server.use(...mock.all);
  });

  it('shows the greeting and the first question, counts the visit and stores no conversation until the first answer', async () => {
    const store = start();
    expect(store.getState().phase.kind).toBe('loading');
    const state = await settled(store, 'conversation');
    const conversation = conversationOf(state);
    expect(conversation.messages.map((message) => message.content)).toEqual([...mock.opening]);
    expect(conversation.messages.map((message) => message.position)).toEqual([1, 2]);
    expect(conversation.awaiting_question).toBe(1);
    expect(conversation.conversation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.texts?.language).toBe('en');
    expect(state.texts?.messages.send).toBe('Send');
    await vi.waitFor(() => {
      expect(mock.received.visits).toBe(1);
    }, { timeout: 20_000 });
    expect(mock.received.started).toBe(0);
    expect(storage.read(LINK_TOKEN)).toBeNull();

    const answered = conversationOf(await answer(store, 'Very satisfied.'));
    expect(mock.received.started).toBe(1);
    expect(answered.conversation_token).toBe(conversation.conversation_token);
    expect(answered.messages.slice(0, 2).map((message) => message.content)).toEqual([...mock.opening]);
    expect(storage.read(LINK_TOKEN)).toBe(conversation.conversation_token);
  });

  it('counts a visit once per browser: loading the link again counts none', async () => {
    await settled(start(), 'conversation');
    await settled(start(), 'conversation');
    await vi.waitFor(() => {
      expect(mock.received.visits).toBe(1);
    }, { timeout: 20_000 });
    expect(mock.received.started).toBe(0);
  });

  it('continues the conversation whose token it kept for the link (a reload), starting none', async () => {
    const token = mock.seedConversation({ token: tokenNamed('kept'), answers: ['Very satisfied.'] });
    storage.write(LINK_TOKEN, token);
    const conversation = conversationOf(await settled(start(), 'conversation'));
    expect(conversation.conversation_token).toBe(token);
    expect(conversation.awaiting_question).toBe(2);
    expect(conversation.messages.at(-1)?.content).toBe(englishScript.questions[1]);
    expect(mock.received.started).toBe(0);
  });

  it('starts anew when the kept conversation is unknown to the server (its first answer never arrived)', async () => {
    storage.write(LINK_TOKEN, tokenNamed('gone'));
    const store = start();
    const conversation = conversationOf(await settled(store, 'conversation'));
    expect(conversation.awaiting_question).toBe(1);
    expect(conversation.conversation_token).not.toBe(tokenNamed('gone'));
    expect(storage.read(LINK_TOKEN)).toBeNull();
    await answer(store, 'Very satisfied.');
    expect(mock.received.started).toBe(1);
    expect(storage.read(LINK_TOKEN)).toBe(conversation.conversation_token);
  });

  it('keeps one conversation token per link', async () => {
    const other = createRespondMock({ linkToken: 'Other7Link9Token', link: makeLink({ language: 'es', title: 'Calidad del servicio' }), script: spanishScript });
    server.use(...other.all);
    const firstStore = start();
    await settled(firstStore, 'conversation');
    const first = conversationOf(await answer(firstStore, 'Very satisfied.'));
    const secondStore = start({}, 'Other7Link9Token');
    await settled(secondStore, 'conversation');
    const second = conversationOf(await answer(secondStore, 'Muy satisfecho.'));
    expect(first.conversation_token).not.toBe(second.conversation_token);
    expect(storage.read(LINK_TOKEN)).toBe(first.conversation_token);
    expect(storage.read('Other7Link9Token')).toBe(second.conversation_token);
  });

  it('loads again after dispose and start (React mounts twice in development), counting one visit', async () => {
    const store = start();
    store.dispose();
    store.start();
    await settled(store, 'conversation');
    await vi.waitFor(() => {
      expect(mock.received.visits).toBe(1);
    }, { timeout: 20_000 });
    expect(mock.received.started).toBe(0);
  });

  it('shows a finished conversation as finished after a reload', async () => {
    storage.write(LINK_TOKEN, mock.seedConversation({ token: tokenNamed('done'), answers: ['Good.', 'Nothing.', 'Yes.'] }));
    const conversation = conversationOf(await settled(start(), 'conversation'));
    expect(conversation.finished).toBe(true);
    expect(conversation.awaiting_question).toBeNull();
    expect(conversation.messages.at(-1)?.content).toBe(englishScript.thanks);
  });

  it('says an unknown link is not found, in the first of the browser languages the catalogue has', async () => {
    server.use(mock.handlers.linkNotFound);
    const store = start({ browserLanguages: ['xx-YY', 'en-GB'] });
    await settled(store, 'notFound');
    await vi.waitFor(() => {
      expect(store.getState().texts?.language).toBe('en-GB');
    }, { timeout: 20_000 });
    expect(store.getState().texts?.messages.notFoundTitle).toBe('Survey link not found');
  });

  it('says a link whose schedule has not started so, in the link language, without starting a conversation', async () => {
    const closed = createRespondMock({ link: makeLink({ schedule: 'not_started', language: 'es' }) });
    server.use(...closed.all);
    const state = await settled(start(), 'closed');
    expect(state.texts?.language).toBe('es');
    expect(closed.received.started).toBe(0);
    expect(closed.received.visits).toBe(0);
    expect(storage.read(LINK_TOKEN)).toBeNull();
  });

  it('offers to load again when the link could not be loaded, and then loads', async () => {
    mock.faults.link.push({ kind: 'status', status: 503 });
    const store = start();
    const state = await settled(store, 'unavailable');
    expect(state.phase).toEqual({ kind: 'unavailable', failure: { reason: 'unavailable', waiting: false } });
    store.actions.reload();
    await settled(store, 'conversation');
  });

  it('holds a reload back for the Retry-After of a 429', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.faults.link.push({ kind: 'status', status: 429, retryAfter: '30' });
    const store = start();
    expect((await settled(store, 'unavailable')).phase).toEqual({ kind: 'unavailable', failure: { reason: 'rateLimited', waiting: true } });
    store.actions.reload();
    expect(store.getState().phase.kind).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getState().phase).toEqual({ kind: 'unavailable', failure: { reason: 'rateLimited', waiting: false } });
    store.actions.reload();
    await settled(store, 'conversation');
  });
});

describe('answering', () => {
  const mock = createRespondMock();
  beforeEach(() => {
    mock.reset();
    server.use(...mock.all);
  });

  it('sends the trimmed draft with a new client_message_id, shows it sending, then the next question, and clears the draft', async () => {
    const store = start();
    await settled(store, 'conversation');
    store.actions.setDraft('  Very satisfied, thank you.\n');
    store.actions.send();
    expect(store.getState().outgoing).toEqual({
      action: { kind: 'message', message: { client_message_id: 'client-message-0001', content: 'Very satisfied, thank you.' } },
      status: 'sending',
    });
    // A second press while sending sends nothing more.
    store.actions.send();
    const state = await idle(store);
    expect(mock.received.sentIds).toEqual(['client-message-0001']);
    expect(state.outgoing).toBeNull();
    expect(state.draft).toBe('');
    const conversation = conversationOf(state);
    expect(conversation.awaiting_question).toBe(2);
    expect(conversation.messages.slice(-2).map((message) => [message.role, message.content])).toEqual([
      ['respondent', 'Very satisfied, thank you.'],
      ['assistant', englishScript.questions[1]],
    ]);
  });

  it('sends nothing for an empty or blank draft', async () => {
    const store = start();
    await settled(store, 'conversation');
    store.actions.setDraft('   \n ');
    store.actions.send();
    expect(store.getState().outgoing).toBeNull();
    expect(mock.received.sentIds).toEqual([]);
  });

  it('answers every question to the end: the thanks, finished, and nothing more is sent', async () => {
    const store = start();
    await settled(store, 'conversation');
    await answer(store, 'Very satisfied.');
    await answer(store, 'Shorter queues.');
    const state = await answer(store, 'Yes, the staff were kind.');
    const conversation = conversationOf(state);
    expect(conversation.finished).toBe(true);
    expect(conversation.awaiting_question).toBeNull();
    expect(conversation.messages.at(-1)?.content).toBe(englishScript.thanks);
    await answer(store, 'One more thing');
    expect(mock.received.sentIds).toHaveLength(3);
  });

  it('keeps the text after a network failure and retries with the same client_message_id', async () => {
    const store = start();
    await settled(store, 'conversation');
    mock.faults.start.push({ kind: 'network' });
    const failed = await answer(store, 'Very satisfied.');
    expect(failed.draft).toBe('Very satisfied.');
    expect(failed.outgoing).toMatchObject({ status: 'failed', failure: { reason: 'unavailable', waiting: false } });
    expect(conversationOf(failed).awaiting_question).toBe(1);
    store.actions.retry();
    const state = await idle(store);
    expect(mock.received.sentIds).toEqual(['client-message-0001', 'client-message-0001']);
    expect(mock.received.violations).toEqual([]);
    expect(conversationOf(state).awaiting_question).toBe(2);
    expect(state.draft).toBe('');
  });

  it.each([
    ['the first answer', 'start', []],
    ['a later answer', 'send', ['Very satisfied.']],
  ] as const)('has the server store %s once when only its reply was lost (a 5xx after storing)', async (_case, call, before) => {
    const store = start();
    await settled(store, 'conversation');
    for (const text of before) await answer(store, text);
    mock.faults[call].push({ kind: 'storedThenStatus', status: 502 });
    await answer(store, 'Shorter queues.');
    store.actions.retry();
    const conversation = conversationOf(await idle(store));
    expect(conversation.messages.filter((message) => message.content === 'Shorter queues.')).toHaveLength(1);
    expect(conversation.awaiting_question).toBe(before.length + 2);
    expect(mock.received.started).toBe(1);
    expect(mock.received.sentIds.slice(-2)).toEqual([`client-message-000${before.length + 1}`, `client-message-000${before.length + 1}`]);
  });

  it('sends unchanged text again with the same id after a failure, and edited text with a new one', async () => {
    const store = start();
    await settled(store, 'conversation');
    mock.faults.start.push({ kind: 'status', status: 500 }, { kind: 'network' });
    await answer(store, 'Very satisfied.');
    // Send pressed again instead of Try again: the same text is the same message.
    await answer(store, 'Very satisfied.');
    await answer(store, 'Very satisfied with the staff.');
    expect(mock.received.sentIds).toEqual(['client-message-0001', 'client-message-0001', 'client-message-0002']);
    expect(conversationOf(store.getState()).messages.at(-2)?.content).toBe('Very satisfied with the staff.');
  });

  it('holds the retry back for the Retry-After of a 429, then sends the same message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = start();
    await settled(store, 'conversation');
    mock.faults.start.push({ kind: 'status', status: 429, retryAfter: '20' });
    const limited = await answer(store, 'Very satisfied.');
    expect(limited.outgoing).toMatchObject({ status: 'failed', failure: { reason: 'rateLimited', waiting: true } });
    store.actions.retry();
    store.actions.send();
    store.actions.finish();
    expect(mock.received.sentIds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.getState().outgoing).toMatchObject({ status: 'failed', failure: { reason: 'rateLimited', waiting: false } });
    store.actions.retry();
    const state = await idle(store);
    expect(mock.received.sentIds).toEqual(['client-message-0001', 'client-message-0001']);
    expect(conversationOf(state).awaiting_question).toBe(2);
  });

  it('offers no finish before the first answer: there is no conversation to end', async () => {
    const store = start();
    await settled(store, 'conversation');
    store.actions.finish();
    expect(store.getState().outgoing).toBeNull();
    expect(mock.received.started).toBe(0);
  });

  it('ends early on Finish now, and retries a finish that failed', async () => {
    const store = start();
    await settled(store, 'conversation');
    await answer(store, 'Very satisfied.');
    mock.faults.finish.push({ kind: 'network' });
    store.actions.finish();
    expect(store.getState().outgoing).toEqual({ action: { kind: 'finish' }, status: 'sending' });
    const failed = await idle(store);
    expect(failed.outgoing).toMatchObject({ action: { kind: 'finish' }, status: 'failed' });
    store.actions.retry();
    const conversation = conversationOf(await idle(store));
    expect(conversation.finished).toBe(true);
    expect(conversation.messages.at(-1)?.content).toBe(englishScript.endedEarly);
  });

  it('loads again when the conversation turns out to be over (409), and shows it finished', async () => {
    const store = start();
    await settled(store, 'conversation');
    const { conversation_token: token } = conversationOf(await answer(store, 'Good.'));
    // Finished meanwhile in another tab.
    await fetch(`http://localhost:3000/api/respond/${LINK_TOKEN}/conversations/${token}/finish`, { method: 'POST' });
    store.actions.setDraft('Very satisfied.');
    store.actions.send();
    await vi.waitFor(() => {
      expect(conversationOf(store.getState()).finished).toBe(true);
    }, { timeout: 20_000 });
    expect(store.getState().draft).toBe('Very satisfied.');
  });

  it('changes nothing once the page went away: the request in flight is dropped', async () => {
    const store = start();
    const before = conversationOf(await settled(store, 'conversation'));
    store.actions.setDraft('Very satisfied.');
    store.actions.send();
    store.dispose();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(conversationOf(store.getState())).toBe(before);
    expect(store.getState().outgoing?.status).toBe('sending');
  });
});

describe('quick replies and the optional follow-up (issue 26)', () => {
  const mock = createRespondMock({ script: scoredEnglishScript });
  beforeEach(() => {
    mock.reset();
    server.use(...mock.all);
  });

  it('sends the chosen quick reply with its label and value, and typing drops the choice', async () => {
    const store = start();
    const opened = conversationOf(await settled(store, 'conversation'));
    expect(opened.awaiting_reply?.type).toBe('rating');

    store.actions.choose(4);
    expect(store.getState()).toMatchObject({ choice: 4, draft: '' });
    store.actions.setDraft('quite good');
    expect(store.getState()).toMatchObject({ choice: null, draft: 'quite good' });
    // A value the question does not offer is not chosen.
    store.actions.choose(7);
    expect(store.getState().choice).toBeNull();

    store.actions.choose(5);
    store.actions.send();
    const state = await idle(store);
    expect(mock.received.values).toEqual([5]);
    expect(conversationOf(state).messages.at(-2)).toMatchObject({ role: 'respondent', content: '5' });
    expect(conversationOf(state)).toMatchObject({ awaiting_follow_up: true, awaiting_reply: null });
    expect(state.choice).toBeNull();
  });

  it('skips the follow-up once, keeping the draft, and the next question brings its own quick replies', async () => {
    const store = start();
    await settled(store, 'conversation');
    store.actions.choose(2);
    store.actions.send();
    await idle(store);
    store.actions.skip();
    const state = await idle(store);
    expect(mock.received.skipped).toBe(1);
    expect(conversationOf(state)).toMatchObject({ awaiting_question: 2, awaiting_follow_up: false, awaiting_reply: { type: 'nps' } });
    // Nothing awaits a skip now: a second one sends nothing.
    store.actions.skip();
    await idle(store);
    expect(mock.received.skipped).toBe(1);
  });

  it('retries a failed quick reply with the same client_message_id and value', async () => {
    const store = start();
    await settled(store, 'conversation');
    mock.faults.start.push({ kind: 'network' });
    store.actions.choose(3);
    store.actions.send();
    expect((await idle(store)).outgoing?.status).toBe('failed');
    store.actions.retry();
    await idle(store);
    expect(mock.received.sentIds).toEqual(['client-message-0001', 'client-message-0001']);
    expect(mock.received.values).toEqual([3]);
  });
});
