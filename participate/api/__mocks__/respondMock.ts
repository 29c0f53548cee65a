import { delay, http, HttpResponse } from 'msw';

import {
  type Conversation,
  type ConversationMessage,
  type ParticipationLink,
  respondentMessage,
} from '@/shared/api/contract/respond';

/*
 * A scripted respondent API for the participation page's stories and unit tests: the server without an LLM provider
 * (greets, asks each question in order, thanks), kept in memory, with faults a test can queue. Typed by the contract.
 */

/** What the assistant says in one language: the server writes these lines into the conversation. */
export interface AssistantScript {
  greeting: string;
  questions: readonly string[];
  thanks: string;
  endedEarly: string;
}

export const englishScript: AssistantScript = {
  greeting: 'Hello! Thank you for taking part in "Service quality — Colombia". I will ask you a few short questions, one at a time.',
  questions: [
    'How satisfied were you with the service you received today?',
    'What could we have done better?',
    'Would you recommend us to a friend or colleague? Why?',
  ],
  thanks: 'Thank you! Your answers have been recorded. Have a great day.',
  endedEarly: 'Thank you for your time. The answers you gave have been recorded.',
};

export const spanishScript: AssistantScript = {
  greeting: '¡Hola! Gracias por participar en «Calidad del servicio — Colombia». Le haré unas pocas preguntas breves, una a la vez.',
  questions: [
    '¿Qué tan satisfecho quedó con el servicio que recibió hoy?',
    '¿Qué podríamos haber hecho mejor?',
    '¿Nos recomendaría a un amigo o colega? ¿Por qué?',
  ],
  thanks: '¡Gracias! Sus respuestas quedaron registradas. Que tenga un excelente día.',
  endedEarly: 'Gracias por su tiempo. Las respuestas que dio quedaron registradas.',
};

export const arabicScript: AssistantScript = {
  greeting: 'مرحبًا! شكرًا لمشاركتك في «جودة الخدمة». سأطرح عليك بعض الأسئلة القصيرة، سؤالًا واحدًا في كل مرة.',
  questions: ['ما مدى رضاك عن الخدمة التي تلقيتها اليوم؟', 'ما الذي كان بإمكاننا فعله بشكل أفضل؟', 'هل توصي بنا لصديق أو زميل؟ لماذا؟'],
  thanks: 'شكرًا لك! تم تسجيل إجاباتك. نتمنى لك يومًا سعيدًا.',
  endedEarly: 'شكرًا على وقتك. تم تسجيل الإجابات التي قدمتها.',
};

export const LINK_TOKEN = 'Xk4w9QpL2sT7vB1n';

export function makeLink(overrides: Partial<ParticipationLink> = {}): ParticipationLink {
  return {
    language: 'en',
    title: 'Service quality — Colombia',
    question_count: 3,
    schedule: 'open',
    starts_at: '2026-11-20T12:00:00.000Z',
    ends_at: '2026-12-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A failure the next request of one kind answers with, instead of doing its work. */
export type Fault =
  /** No HTTP answer at all (the connection dropped). */
  | { kind: 'network' }
  | { kind: 'status'; status: number; retryAfter?: string }
  /** The server stored the answer, but its reply was lost on the way (a 5xx from a proxy): a retry must not store it again. */
  | { kind: 'storedThenStatus'; status: number };

interface StoredConversation {
  token: string;
  messages: ConversationMessage[];
  answered: number;
  finished: boolean;
  /** What each client_message_id was answered with: the same id again answers the same, storing nothing. */
  replies: Map<string, Conversation>;
}

export interface RespondMockOptions {
  linkToken?: string;
  link?: ParticipationLink;
  script?: AssistantScript;
}

const BASE_TIME = Date.parse('2026-11-25T14:00:00.000Z');
const anyOrigin = (path: string) => `*${path}`;
const errorResponse = (status: number, detail: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ detail }, { status, headers });

/** One link's respondent API, in memory. `reset()` between stories or tests. */
export function createRespondMock({ linkToken = LINK_TOKEN, link = makeLink(), script = englishScript }: RespondMockOptions = {}) {
  const conversations = new Map<string, StoredConversation>();
  let created = 0;
  /** What the mock received, for a test to assert; cleared in place by reset(), so references stay live. */
  const received = {
    /** Every client_message_id received, in order, failed attempts included. */
    sentIds: [] as string[],
    /** Broken rules a test asserts are none (e.g. a retry that came with a new client_message_id). */
    violations: [] as string[],
    /** How many conversations POST /conversations started. */
    started: 0,
  };
  /** The id and content of the last send that failed, so the next one can be checked to repeat the id. */
  let unanswered: { id: string; content: string } | null = null;
  /** Failures the next requests of each kind answer with, first in first out. */
  const faults = { link: [] as Fault[], start: [] as Fault[], get: [] as Fault[], send: [] as Fault[], finish: [] as Fault[] };

  function reset() {
    conversations.clear();
    created = 0;
    unanswered = null;
    received.sentIds.length = 0;
    received.violations.length = 0;
    received.started = 0;
    for (const queue of Object.values(faults)) queue.length = 0;
  }

  /** A conversation already under way (as a reload finds it): `answers` given so far, `finished` if it ended early. */
  function seedConversation({ token, answers = [], finished = false }: { token: string; answers?: readonly string[]; finished?: boolean }) {
    const stored = newConversation(token);
    for (const answer of answers) answerWith(stored, answer);
    if (finished && !stored.finished) endEarly(stored);
    conversations.set(token, stored);
    return token;
  }

  function push(stored: StoredConversation, role: ConversationMessage['role'], content: string) {
    const position = stored.messages.length + 1;
    stored.messages.push({ position, role, content, created_at: new Date(BASE_TIME + position * 30_000).toISOString() });
  }

  function newConversation(token: string): StoredConversation {
    const stored: StoredConversation = { token, messages: [], answered: 0, finished: false, replies: new Map() };
    push(stored, 'assistant', script.greeting);
    push(stored, 'assistant', script.questions[0] ?? '');
    return stored;
  }

  function snapshot(stored: StoredConversation): Conversation {
    const questions = link.question_count;
    return {
      conversation_token: stored.token,
      messages: stored.messages.map((message) => ({ ...message })),
      awaiting_question: stored.finished || stored.answered >= questions ? null : stored.answered + 1,
      finished: stored.finished,
    };
  }

  function answerWith(stored: StoredConversation, content: string) {
    push(stored, 'respondent', content);
    stored.answered += 1;
    const next = script.questions[stored.answered];
    if (stored.answered < link.question_count && next !== undefined) {
      push(stored, 'assistant', next);
    } else {
      push(stored, 'assistant', script.thanks);
      stored.finished = true;
    }
  }

  function endEarly(stored: StoredConversation) {
    push(stored, 'assistant', script.endedEarly);
    stored.finished = true;
  }

  function faultResponse(fault: Fault) {
    if (fault.kind === 'network') return HttpResponse.error();
    const headers: Record<string, string> = fault.kind === 'status' && fault.retryAfter !== undefined ? { 'Retry-After': fault.retryAfter } : {};
    const detail = fault.status === 429 ? 'Too many requests' : 'The service is not available';
    return errorResponse(fault.status, detail, headers);
  }

  const linkPath = `/api/respond/${linkToken}`;
  const conversationPath = `${linkPath}/conversations/:conversationToken`;
  type ConversationParams = { conversationToken: string };

  const handlers = {
    link: http.get(anyOrigin(linkPath), () => {
      const fault = faults.link.shift();
      return fault ? faultResponse(fault) : HttpResponse.json(link);
    }),
    start: http.post(anyOrigin(`${linkPath}/conversations`), () => {
      const fault = faults.start.shift();
      if (fault) return faultResponse(fault);
      if (link.schedule !== 'open') return errorResponse(409, 'The survey is not open');
      created += 1;
      received.started += 1;
      const token = `conv-${linkToken}-${String(created).padStart(4, '0')}-a1b2c3d4`;
      const stored = newConversation(token);
      conversations.set(token, stored);
      return HttpResponse.json(snapshot(stored), { status: 201 });
    }),
    get: http.get<ConversationParams>(anyOrigin(conversationPath), ({ params }) => {
      const fault = faults.get.shift();
      if (fault) return faultResponse(fault);
      const stored = conversations.get(params.conversationToken);
      return stored ? HttpResponse.json(snapshot(stored)) : errorResponse(404, 'Conversation not found');
    }),
    send: http.post<ConversationParams>(anyOrigin(`${conversationPath}/messages`), async ({ params, request }) => {
      const body = respondentMessage.safeParse(await request.json());
      if (!body.success) return errorResponse(422, 'Invalid message');
      const { client_message_id: id, content } = body.data;
      received.sentIds.push(id);
      if (unanswered && unanswered.content === content && unanswered.id !== id) {
        received.violations.push(`a retry of "${content}" came with a new client_message_id (${unanswered.id}, then ${id})`);
        return errorResponse(500, 'A retry must repeat the client_message_id');
      }
      const stored = conversations.get(params.conversationToken);
      if (!stored) return errorResponse(404, 'Conversation not found');
      const repeated = stored.replies.get(id);
      const fault = faults.send.shift();
      if (fault?.kind === 'network' || fault?.kind === 'status') {
        unanswered = { id, content };
        return faultResponse(fault);
      }
      if (repeated) {
        unanswered = null;
        return HttpResponse.json(repeated);
      }
      if (stored.finished) return errorResponse(409, 'The conversation has finished');
      answerWith(stored, content);
      const reply = snapshot(stored);
      stored.replies.set(id, reply);
      if (fault?.kind === 'storedThenStatus') {
        unanswered = { id, content };
        return errorResponse(fault.status, 'The service is not available');
      }
      unanswered = null;
      // A moment's thought, so the sending state can be seen.
      await delay(150);
      return HttpResponse.json(reply);
    }),
    finish: http.post<ConversationParams>(anyOrigin(`${conversationPath}/finish`), ({ params }) => {
      const fault = faults.finish.shift();
      if (fault) return faultResponse(fault);
      const stored = conversations.get(params.conversationToken);
      if (!stored) return errorResponse(404, 'Conversation not found');
      // As the server: finishing a finished conversation answers it unchanged.
      if (!stored.finished) endEarly(stored);
      return HttpResponse.json(snapshot(stored));
    }),
    /** The link never answers: the page stays loading. */
    linkLoading: http.get(anyOrigin(linkPath), () => new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'application/json' } })),
    linkNotFound: http.get(anyOrigin(linkPath), () => errorResponse(404, 'Participation link not found')),
  };

  return {
    linkToken,
    link,
    script,
    received,
    faults,
    reset,
    seedConversation,
    handlers,
    /** The API working as it should. */
    all: [handlers.link, handlers.start, handlers.get, handlers.send, handlers.finish],
  };
}

export type RespondMock = ReturnType<typeof createRespondMock>;
