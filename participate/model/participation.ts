import { type Conversation, type ParticipationLink, RESPOND_LIMITS, type RespondentMessage } from '@/shared/api/contract/respond';
import { loadRespondentMessages, openingLines, type RespondentMessages } from '@/shared/config/respondent-messages';

import { type RespondApi, respondApi, RespondError, type RespondFailure } from '../api/respondApi';
import { loadBrowserTexts, type Texts } from './browserTexts';
import { browserConversationStorage, type ConversationStorage } from './conversationStorage';
import { newClientMessageId, newConversationToken } from './clientMessageId';

/** Why the last attempt failed, and whether its Retry-After still holds a new attempt back. */
export interface Failure {
  reason: 'unavailable' | 'rateLimited';
  /** A 429's Retry-After has not passed yet: trying again now would be refused again. */
  waiting: boolean;
}

/** What the page shows. */
export type Phase =
  | { kind: 'loading' }
  /** The link is unknown (404): said in the browser's language. */
  | { kind: 'notFound' }
  /** The link or its conversation could not be loaded (no answer, 5xx, 429): Try again. */
  | { kind: 'unavailable'; failure: Failure }
  /** The schedule is not open (not started or ended): said in the link's language, no form. */
  | { kind: 'closed'; link: ParticipationLink }
  /**
   * The conversation, open or finished. Until the first answer is stored (`started` false) it is the greeting and the
   * first question shown by the page alone, under the token the first answer will create it with: nothing is stored
   * for a visitor who leaves without answering.
   */
  | { kind: 'conversation'; link: ParticipationLink; conversation: Conversation; started: boolean };

/** What the respondent asked the server to do: store an answer, skip a follow-up, or end the conversation early. */
export type OutgoingAction = { kind: 'message'; message: RespondentMessage } | { kind: 'skip'; question: number } | { kind: 'finish' };

export type Outgoing = { action: OutgoingAction; status: 'sending' } | { action: OutgoingAction; status: 'failed'; failure: Failure };

export interface ParticipationState {
  phase: Phase;
  /** The texts shown and their language (BCP 47); null until the first catalogue has loaded. */
  texts: Texts | null;
  /** The answer being written; kept through a failed send. */
  draft: string;
  /** The quick reply chosen (its value) for the awaited question; null when none is (the answer is typed). */
  choice: number | null;
  /** The answer or finish on its way, or the one that failed (until it is retried or replaced). */
  outgoing: Outgoing | null;
}

export interface ParticipationActions {
  /** Typing an answer drops a chosen quick reply: one answer is sent, the one the respondent last gave. */
  setDraft: (text: string) => void;
  /** Chooses a quick reply of the awaited question; the typed draft is dropped. */
  choose: (value: number) => void;
  /**
   * Sends the chosen quick reply (its label as the text, and its value), else the draft (trimmed). The same answer
   * again after a failure goes with the same client_message_id.
   */
  send: () => void;
  /** Skips the assistant's follow-up: the next question comes. */
  skip: () => void;
  /** Sends the failed answer, or the failed finish, again as it was. */
  retry: () => void;
  /** Ends the conversation before the last question (once it has started: before, there is nothing to end). */
  finish: () => void;
  /** Loads the page again after it could not load. */
  reload: () => void;
}

export interface ParticipationStore {
  getState: () => ParticipationState;
  subscribe: (listener: () => void) => () => void;
  actions: ParticipationActions;
  /** Loads the link and its conversation; again after dispose (React's development double mount). */
  start: () => void;
  /** Drops requests in flight and timers: the page went away. */
  dispose: () => void;
}

export interface ParticipationOptions {
  api?: RespondApi;
  storage?: ConversationStorage;
  newMessageId?: () => string;
  newConversationToken?: () => string;
  /** The browser's languages, most preferred first (navigator.languages). */
  browserLanguages?: readonly string[];
}

const INITIAL_STATE: ParticipationState = { phase: { kind: 'loading' }, texts: null, draft: '', choice: null, outgoing: null };

function failureOf(error: unknown): RespondFailure {
  return error instanceof RespondError ? error.failure : { kind: 'unavailable' };
}

/** True while sending, or while a 429's wait holds the next attempt back. */
export function isBusy(outgoing: Outgoing | null): boolean {
  return outgoing !== null && (outgoing.status === 'sending' || outgoing.failure.waiting);
}

/** The participation page's state for one link, and what the respondent can do; independent of React. */
export function createParticipation(linkToken: string, options: ParticipationOptions = {}): ParticipationStore {
  const api = options.api ?? respondApi;
  const storage = options.storage ?? browserConversationStorage();
  const newMessageId = options.newMessageId ?? newClientMessageId;
  const makeConversationToken = options.newConversationToken ?? newConversationToken;
  const browserLanguages = options.browserLanguages ?? navigator.languages;

  let state = INITIAL_STATE;
  const listeners = new Set<() => void>();
  let controller = new AbortController();
  let started = false;
  /** Each load counts up, so an older load that answers late changes nothing. */
  let loadNumber = 0;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set once the link's own texts are shown; the browser's may arrive later and must not replace them. */
  let linkTextsShown = false;
  let browserTexts: Promise<Texts> | undefined;

  function update(change: Partial<ParticipationState>) {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  }

  /** Holds the next attempt back for a 429's Retry-After, then lets it go. */
  function waitBeforeRetry(retryAfterMs: number, release: () => void) {
    clearTimeout(waitTimer);
    waitTimer = setTimeout(release, retryAfterMs);
  }

  function showBrowserTexts(isCurrent: () => boolean) {
    browserTexts ??= loadBrowserTexts(browserLanguages);
    void browserTexts.then((texts) => {
      if (isCurrent() && !linkTextsShown) update({ texts });
    });
  }

  /**
   * The stored conversation of this link (a reload continues it), or null for a new one. A first visit of the link from
   * this browser is counted, not awaited: the count never holds the page up, and a failed one is not retried.
   */
  async function storedConversation(signal: AbortSignal): Promise<Conversation | null> {
    const stored = storage.read(linkToken);
    if (stored === null) {
      if (storage.firstVisit(linkToken)) api.recordVisit(linkToken).catch(() => undefined);
      return null;
    }
    try {
      return await api.fetchConversation(linkToken, stored, signal);
    } catch (error) {
      // Unknown (its first answer never arrived, removed, or from another database) is no reason to stop: start anew.
      if (failureOf(error).kind !== 'notFound') throw error;
      storage.forget(linkToken);
      return null;
    }
  }

  /** What the assistant says before the first answer, shown by the page; the server writes the same when it arrives. */
  function opening(link: ParticipationLink, messages: RespondentMessages): Conversation {
    const createdAt = new Date().toISOString();
    return {
      conversation_token: makeConversationToken(),
      messages: openingLines(messages.greeting, link.title, link.first_question).map((content, index) => ({
        position: index + 1,
        role: 'assistant',
        content,
        created_at: createdAt,
      })),
      awaiting_question: 1,
      awaiting_reply: link.first_question_reply,
      awaiting_follow_up: false,
      finished: false,
    };
  }

  function loadFailed(error: unknown, isCurrent: () => boolean) {
    const failure = failureOf(error);
    if (failure.kind === 'notFound') {
      update({ phase: { kind: 'notFound' } });
    } else if (failure.kind === 'rateLimited') {
      update({ phase: { kind: 'unavailable', failure: { reason: 'rateLimited', waiting: true } } });
      waitBeforeRetry(failure.retryAfterMs, () => {
        if (isCurrent() && state.phase.kind === 'unavailable') {
          update({ phase: { kind: 'unavailable', failure: { reason: 'rateLimited', waiting: false } } });
        }
      });
    } else {
      update({ phase: { kind: 'unavailable', failure: { reason: 'unavailable', waiting: false } } });
    }
  }

  async function load() {
    const number = ++loadNumber;
    const { signal } = controller;
    const isCurrent = () => number === loadNumber && !signal.aborted;
    update({ phase: { kind: 'loading' } });
    if (!linkTextsShown) showBrowserTexts(isCurrent);
    try {
      const link = await api.fetchLink(linkToken, signal);
      const messages = loadRespondentMessages(link.language);
      const withTexts = async (phase: Phase) => {
        const loaded: RespondentMessages = await messages;
        if (!isCurrent()) return;
        linkTextsShown = true;
        update({ phase, texts: { language: link.language, messages: loaded } });
      };
      if (link.schedule !== 'open') {
        await withTexts({ kind: 'closed', link });
        return;
      }
      const stored = await storedConversation(signal);
      const conversation = stored ?? opening(link, await messages);
      await withTexts({ kind: 'conversation', link, conversation, started: stored !== null });
    } catch (error) {
      if (isCurrent()) loadFailed(error, isCurrent);
    }
  }

  async function perform(action: OutgoingAction) {
    const { phase } = state;
    if (phase.kind !== 'conversation') return;
    const { signal } = controller;
    const conversationToken = phase.conversation.conversation_token;
    update({ outgoing: { action, status: 'sending' } });
    try {
      let conversation: Conversation;
      if (action.kind === 'finish') {
        conversation = await api.finishConversation(linkToken, conversationToken, signal);
      } else if (action.kind === 'skip') {
        conversation = await api.skipFollowUp(linkToken, conversationToken, { question: action.question }, signal);
      } else if (phase.started) {
        conversation = await api.sendMessage(linkToken, conversationToken, action.message, signal);
      } else {
        // Kept before it is sent: a reload after a lost answer asks for this conversation, which may exist by then.
        storage.write(linkToken, conversationToken);
        conversation = await api.startConversation(linkToken, { conversation_token: conversationToken, message: action.message }, signal);
      }
      if (signal.aborted) return;
      // The field was read-only while sending, so the draft is the text that was sent: it is now in the conversation.
      // A skip leaves the draft alone: nothing typed was sent.
      update({
        phase: { ...phase, conversation, started: true },
        outgoing: null,
        choice: null,
        ...(action.kind === 'message' && { draft: '' }),
      });
    } catch (error) {
      if (signal.aborted) return;
      const failure = failureOf(error);
      if (failure.kind === 'notFound' || failure.kind === 'conflict') {
        // The conversation is gone or already over, or the schedule closed: load again and show what is true now.
        // The draft stays, should the conversation turn out to be open after all.
        update({ outgoing: null });
        void load();
        return;
      }
      const rateLimited = failure.kind === 'rateLimited';
      update({ outgoing: { action, status: 'failed', failure: { reason: rateLimited ? 'rateLimited' : 'unavailable', waiting: rateLimited } } });
      if (rateLimited) {
        waitBeforeRetry(failure.retryAfterMs, () => {
          const { outgoing } = state;
          if (outgoing?.status === 'failed' && outgoing.action === action && !signal.aborted) {
            update({ outgoing: { ...outgoing, failure: { ...outgoing.failure, waiting: false } } });
          }
        });
      }
    }
  }

  /** The quick replies of the question awaiting its answer, if it has any. */
  const awaitedReply = () => (state.phase.kind === 'conversation' ? state.phase.conversation.awaiting_reply : null);

  const canAct = () =>
    state.phase.kind === 'conversation' && !state.phase.conversation.finished && !isBusy(state.outgoing);

  const actions: ParticipationActions = {
    setDraft(text) {
      if (state.outgoing?.status === 'sending') return;
      update({ draft: text, ...(text.trim() !== '' && { choice: null }) });
    },
    choose(value) {
      if (state.outgoing?.status === 'sending' || !awaitedReply()?.choices.some((choice) => choice.value === value)) return;
      update({ choice: value, draft: '' });
    },
    send() {
      const chosen = awaitedReply()?.choices.find((choice) => choice.value === state.choice);
      const content = chosen?.label ?? state.draft.trim();
      if (!canAct() || content.length === 0 || content.length > RESPOND_LIMITS.messageLength) return;
      const previous = state.outgoing?.action;
      // The same answer again after a failure may already be stored (only the answer was lost): the same id lets the
      // server recognise it and store it once.
      const same = previous?.kind === 'message' && previous.message.content === content && previous.message.value === chosen?.value;
      const clientMessageId = same ? previous.message.client_message_id : newMessageId();
      const message: RespondentMessage = { client_message_id: clientMessageId, content, ...(chosen && { value: chosen.value }) };
      void perform({ kind: 'message', message });
    },
    skip() {
      const { phase } = state;
      if (!canAct() || phase.kind !== 'conversation' || !phase.conversation.awaiting_follow_up) return;
      const question = phase.conversation.awaiting_question;
      if (question !== null) void perform({ kind: 'skip', question });
    },
    retry() {
      const { outgoing } = state;
      if (outgoing?.status !== 'failed' || !canAct()) return;
      void perform(outgoing.action);
    },
    finish() {
      if (canAct() && state.phase.kind === 'conversation' && state.phase.started) void perform({ kind: 'finish' });
    },
    reload() {
      if (state.phase.kind === 'unavailable' && !state.phase.failure.waiting) void load();
    },
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    actions,
    start() {
      if (started && !controller.signal.aborted) return;
      started = true;
      controller = new AbortController();
      void load();
    },
    dispose() {
      controller.abort();
      clearTimeout(waitTimer);
    },
  };
}
