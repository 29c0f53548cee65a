import { delay, http, HttpResponse } from 'msw';

import {
  type Conversation,
  type ConversationMessage,
  conversationStart,
  followUpSkip,
  type ParticipationLink,
  type QuestionReply,
  respondentMessage,
} from '@/shared/api/contract/respond';
import { openingLines, respondentMessagesFor } from '@/shared/config/respondent-messages';

/*
 * A scripted respondent API for the participation page's stories and unit tests: the server without an LLM provider
 * (greets, asks each question in order, thanks), kept in memory, with faults a test can queue. Typed by the contract.
 * As the server, it stores a conversation only with its first answer, under the token the page made.
 */

/** What the assistant says in one language besides the greeting (the catalogue's, as on the server). */
export interface AssistantScript {
  questions: readonly string[];
  /** Each question's quick replies (null for a text question); none: every question is a text question. */
  replies?: readonly (QuestionReply | null)[];
  thanks: string;
  endedEarly: string;
}

const scale = (type: 'rating' | 'nps', language: string): QuestionReply => {
  const texts = respondentMessagesFor(language);
  const [min, max] = type === 'rating' ? [1, 5] : [0, 10];
  return {
    type,
    choices: Array.from({ length: max - min + 1 }, (_, index) => ({ value: min + index, label: String(min + index) })),
    low_label: type === 'rating' ? texts.ratingLow : texts.npsLow,
    high_label: type === 'rating' ? texts.ratingHigh : texts.npsHigh,
  };
};

const choiceOf = (labels: readonly string[]): QuestionReply => ({
  type: 'multiple_choice',
  choices: labels.map((label, index) => ({ value: index + 1, label })),
  low_label: null,
  high_label: null,
});

/** A rating, an NPS and a multiple-choice question, as the server asks them (issue 26). */
function scoredScript(language: string, questions: readonly [string, string, string], options: readonly string[], texts: Pick<AssistantScript, 'thanks' | 'endedEarly'>): AssistantScript {
  const [rating, nps, choice] = questions;
  return {
    questions: [`${rating} (1–5)`, `${nps} (0–10)`, [choice, ...options.map((option, index) => `${String(index + 1)}. ${option}`)].join('\n')],
    replies: [scale('rating', language), scale('nps', language), choiceOf(options)],
    ...texts,
  };
}

export const englishScript: AssistantScript = {
  questions: [
    'How satisfied were you with the service you received today?',
    'What could we have done better?',
    'Would you recommend us to a friend or colleague? Why?',
  ],
  thanks: 'Thank you! Your answers have been recorded. Have a great day.',
  endedEarly: 'Thank you for your time. The answers you gave have been recorded.',
};

export const spanishScript: AssistantScript = {
  questions: [
    '¿Qué tan satisfecho quedó con el servicio que recibió hoy?',
    '¿Qué podríamos haber hecho mejor?',
    '¿Nos recomendaría a un amigo o colega? ¿Por qué?',
  ],
  thanks: '¡Gracias! Sus respuestas quedaron registradas. Que tenga un excelente día.',
  endedEarly: 'Gracias por su tiempo. Las respuestas que dio quedaron registradas.',
};

export const arabicScript: AssistantScript = {
  questions: ['ما مدى رضاك عن الخدمة التي تلقيتها اليوم؟', 'ما الذي كان بإمكاننا فعله بشكل أفضل؟', 'هل توصي بنا لصديق أو زميل؟ لماذا؟'],
  thanks: 'شكرًا لك! تم تسجيل إجاباتك. نتمنى لك يومًا سعيدًا.',
  endedEarly: 'شكرًا على وقتك. تم تسجيل الإجابات التي قدمتها.',
};

export const scoredEnglishScript = scoredScript(
  'en',
  ['How satisfied are you with your visit today?', 'How likely are you to recommend our store to a friend or colleague?', 'What brought you to our store today?'],
  ['Prices', 'Service', 'Location'],
  englishScript,
);

export const scoredSpanishScript = scoredScript(
  'es',
  ['¿Qué tan satisfecho está con su visita de hoy?', '¿Qué tan probable es que recomiende nuestra tienda a un amigo o colega?', '¿Qué lo trajo hoy a nuestra tienda?'],
  ['Los precios', 'La atención', 'La ubicación'],
  spanishScript,
);

export const scoredArabicScript = scoredScript(
  'ar',
  ['ما مدى رضاك عن زيارتك اليوم؟', 'ما مدى احتمال أن توصي بمتجرنا لصديق أو زميل؟', 'ما الذي جاء بك إلى متجرنا اليوم؟'],
  ['الأسعار', 'الخدمة', 'الموقع'],
  arabicScript,
);

export const LINK_TOKEN = 'Xk4w9QpL2sT7vB1n';

export function makeLink(overrides: Partial<ParticipationLink> = {}): ParticipationLink {
  return {
    language: 'en',
    title: 'Service quality — Colombia',
    question_count: 3,
    first_question: englishScript.questions[0] ?? '',
    first_question_reply: null,
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
  /** The scripted 'Why?' after a score awaits its answer (or a skip). */
  awaitingWhy: boolean;
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
export function createRespondMock({ linkToken = LINK_TOKEN, link: given = makeLink(), script = englishScript }: RespondMockOptions = {}) {
  const link: ParticipationLink = { ...given, first_question: script.questions[0] ?? '', first_question_reply: script.replies?.[0] ?? null };
  const texts = respondentMessagesFor(link.language);
  /** The greeting and the first question: what the page shows before the first answer, and the stored start. */
  const opening = openingLines(respondentMessagesFor(link.language).greeting, link.title, link.first_question);
  const conversations = new Map<string, StoredConversation>();
  /** What the mock received, for a test to assert; cleared in place by reset(), so references stay live. */
  const received = {
    /** Every client_message_id received, in order, failed attempts included. */
    sentIds: [] as string[],
    /** Broken rules a test asserts are none (e.g. a retry that came with a new client_message_id). */
    violations: [] as string[],
    /** How many conversations a first answer started. */
    started: 0,
    /** How many visits the page counted. */
    visits: 0,
    /** How many finish calls (Finish now) arrived. */
    finished: 0,
    /** The value of every quick reply sent, in order. */
    values: [] as number[],
    /** How many follow-ups were skipped. */
    skipped: 0,
  };
  /** The id and content of the last send that failed, so the next one can be checked to repeat the id. */
  let unanswered: { id: string; content: string } | null = null;
  /** Failures the next requests of each kind answer with, first in first out. */
  const faults = { link: [] as Fault[], start: [] as Fault[], get: [] as Fault[], send: [] as Fault[], finish: [] as Fault[], skip: [] as Fault[] };

  function reset() {
    conversations.clear();
    unanswered = null;
    received.sentIds.length = 0;
    received.violations.length = 0;
    received.started = 0;
    received.visits = 0;
    received.finished = 0;
    received.values.length = 0;
    received.skipped = 0;
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
    const stored: StoredConversation = { token, messages: [], answered: 0, awaitingWhy: false, finished: false, replies: new Map() };
    for (const line of opening) push(stored, 'assistant', line);
    return stored;
  }

  function snapshot(stored: StoredConversation): Conversation {
    const questions = link.question_count;
    const awaiting = stored.finished ? null : stored.awaitingWhy ? stored.answered : stored.answered >= questions ? null : stored.answered + 1;
    return {
      conversation_token: stored.token,
      messages: stored.messages.map((message) => ({ ...message })),
      awaiting_question: awaiting,
      awaiting_reply: awaiting === null || stored.awaitingWhy ? null : (script.replies?.[awaiting - 1] ?? null),
      awaiting_follow_up: awaiting !== null && stored.awaitingWhy,
      finished: stored.finished,
    };
  }

  /** As the server: a score (chosen, or typed as a number in range) is followed by the scripted 'Why?'. */
  function answerWith(stored: StoredConversation, content: string, value?: number) {
    push(stored, 'respondent', content);
    if (stored.awaitingWhy) {
      stored.awaitingWhy = false;
      askNext(stored);
      return;
    }
    const reply = script.replies?.[stored.answered];
    stored.answered += 1;
    const typed = Number(content.trim());
    const scored = value ?? (reply?.choices.some((choice) => choice.value === typed) && content.trim() !== '' ? typed : undefined);
    if (scored !== undefined && (reply?.type === 'rating' || reply?.type === 'nps')) {
      push(stored, 'assistant', texts.whyScore);
      stored.awaitingWhy = true;
      return;
    }
    askNext(stored);
  }

  function askNext(stored: StoredConversation) {
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

  /**
   * An answer to `stored` (undefined: no such conversation) with its fault: the same id again answers the same and
   * stores nothing. `creates`: the first answer, which stores the conversation with it.
   */
  async function answer(stored: StoredConversation | undefined, id: string, content: string, fault: Fault | undefined, creates: boolean, value?: number) {
    received.sentIds.push(id);
    if (unanswered && unanswered.content === content && unanswered.id !== id) {
      received.violations.push(`a retry of "${content}" came with a new client_message_id (${unanswered.id}, then ${id})`);
      return errorResponse(500, 'A retry must repeat the client_message_id');
    }
    if (!stored) return errorResponse(404, 'Conversation not found');
    const repeated = stored.replies.get(id);
    if (fault?.kind === 'network' || fault?.kind === 'status') {
      unanswered = { id, content };
      return faultResponse(fault);
    }
    if (repeated) {
      unanswered = null;
      return HttpResponse.json(repeated);
    }
    if (stored.finished) return errorResponse(409, 'The conversation has finished');
    if (creates) {
      conversations.set(stored.token, stored);
      received.started += 1;
    }
    if (value !== undefined) received.values.push(value);
    answerWith(stored, content, value);
    const reply = snapshot(stored);
    stored.replies.set(id, reply);
    if (fault?.kind === 'storedThenStatus') {
      unanswered = { id, content };
      return errorResponse(fault.status, 'The service is not available');
    }
    unanswered = null;
    // A moment's thought, so the sending state can be seen.
    await delay(150);
    return HttpResponse.json(reply, { status: creates ? 201 : 200 });
  }

  const linkPath = `/api/respond/${linkToken}`;
  const conversationPath = `${linkPath}/conversations/:conversationToken`;
  type ConversationParams = { conversationToken: string };

  const handlers = {
    link: http.get(anyOrigin(linkPath), () => {
      const fault = faults.link.shift();
      return fault ? faultResponse(fault) : HttpResponse.json(link);
    }),
    visit: http.post(anyOrigin(`${linkPath}/visits`), () => {
      received.visits += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    start: http.post(anyOrigin(`${linkPath}/conversations`), async ({ request }) => {
      const body = conversationStart.safeParse(await request.json());
      if (!body.success) return errorResponse(422, 'Invalid first answer');
      const { conversation_token: token, message } = body.data;
      const existing = conversations.get(token);
      if (!existing && link.schedule !== 'open') return errorResponse(409, 'The survey is not open');
      return answer(existing ?? newConversation(token), message.client_message_id, message.content, faults.start.shift(), !existing, message.value);
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
      const stored = conversations.get(params.conversationToken);
      return answer(stored, body.data.client_message_id, body.data.content, faults.send.shift(), false, body.data.value);
    }),
    skip: http.post<ConversationParams>(anyOrigin(`${conversationPath}/skip`), async ({ params, request }) => {
      const body = followUpSkip.safeParse(await request.json());
      if (!body.success) return errorResponse(422, 'Invalid skip');
      const fault = faults.skip.shift();
      if (fault) return faultResponse(fault);
      const stored = conversations.get(params.conversationToken);
      if (!stored) return errorResponse(404, 'Conversation not found');
      // As the server: only the awaited follow-up of that question is skipped; anything else answers unchanged.
      if (stored.awaitingWhy && stored.answered === body.data.question && !stored.finished) {
        received.skipped += 1;
        stored.awaitingWhy = false;
        askNext(stored);
      }
      await delay(150);
      return HttpResponse.json(snapshot(stored));
    }),
    finish: http.post<ConversationParams>(anyOrigin(`${conversationPath}/finish`), ({ params }) => {
      received.finished += 1;
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
    opening,
    received,
    faults,
    reset,
    seedConversation,
    handlers,
    /** The API working as it should. */
    all: [handlers.link, handlers.visit, handlers.start, handlers.get, handlers.send, handlers.finish, handlers.skip],
  };
}

export type RespondMock = ReturnType<typeof createRespondMock>;
