// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/shared/lib/mock-server';

import { createRespondMock, LINK_TOKEN } from './__mocks__/respondMock';
import { parseRetryAfter, respondApi, RespondError } from './respondApi';

const server = setupMockServer();

const signal = () => new AbortController().signal;

async function failureOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof RespondError)) throw new Error(`Expected a RespondError, got ${String(error)}`);
  return error.failure;
}

describe('Retry-After', () => {
  const now = Date.parse('2026-11-25T14:00:00Z');

  it('reads seconds and HTTP dates, and waits a default when there is none to read', () => {
    expect(parseRetryAfter('12', now)).toBe(12_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 14:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 13:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBe(5_000);
    expect(parseRetryAfter('soon', now)).toBe(5_000);
  });
});

describe('the respondent API client', () => {
  const mock = createRespondMock();
  const linkUrl = `*/api/respond/${LINK_TOKEN}`;

  it('parses the link and a conversation its first answer made by the contract, and counts a visit', async () => {
    mock.reset();
    server.use(...mock.all);
    await expect(respondApi.fetchLink(LINK_TOKEN, signal())).resolves.toEqual(mock.link);
    await respondApi.recordVisit(LINK_TOKEN);
    expect(mock.received.visits).toBe(1);
    const first = { client_message_id: '0a1c2a4e-8d3b-4c5e-9f7a-0b1c2d3e4f5a', content: 'Bien.' };
    const conversation = await respondApi.startConversation(LINK_TOKEN, { conversation_token: 'T'.repeat(43), message: first }, signal());
    expect(conversation.conversation_token).toBe('T'.repeat(43));
    expect(conversation.awaiting_question).toBe(2);
    const sent = await respondApi.sendMessage(
      LINK_TOKEN,
      conversation.conversation_token,
      { client_message_id: '6f1c2a4e-8d3b-4c5e-9f7a-0b1c2d3e4f5a', content: 'Muy bien.' },
      signal(),
    );
    expect(sent.messages.at(-2)).toMatchObject({ role: 'respondent', content: 'Muy bien.' });
  });

  it('tells the refusals apart: 404, 409, 429 with its wait, other 4xx, and 5xx', async () => {
    const answer = (status: number, headers: Record<string, string> = {}) => {
      server.use(http.get(linkUrl, () => HttpResponse.json({ detail: 'No' }, { status, headers })));
      return failureOf(respondApi.fetchLink(LINK_TOKEN, signal()));
    };
    await expect(answer(404)).resolves.toEqual({ kind: 'notFound' });
    await expect(answer(409)).resolves.toEqual({ kind: 'conflict' });
    await expect(answer(429, { 'Retry-After': '7' })).resolves.toEqual({ kind: 'rateLimited', retryAfterMs: 7_000 });
    await expect(answer(413)).resolves.toEqual({ kind: 'refused', status: 413 });
    await expect(answer(503)).resolves.toEqual({ kind: 'unavailable' });
  });

  it('calls no answer, and an answer that is not the contract, unavailable', async () => {
    server.use(http.get(linkUrl, () => HttpResponse.error()));
    await expect(failureOf(respondApi.fetchLink(LINK_TOKEN, signal()))).resolves.toEqual({ kind: 'unavailable' });
    server.use(http.get(linkUrl, () => HttpResponse.json({ title: 'Missing the rest' })));
    await expect(failureOf(respondApi.fetchLink(LINK_TOKEN, signal()))).resolves.toEqual({ kind: 'unavailable' });
    server.use(http.get(linkUrl, () => new HttpResponse('<html>proxy error</html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(failureOf(respondApi.fetchLink(LINK_TOKEN, signal()))).resolves.toEqual({ kind: 'unavailable' });
  });

  it('passes the caller abort on as it is', async () => {
    server.use(http.get(linkUrl, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = respondApi.fetchLink(LINK_TOKEN, controller.signal);
    controller.abort();
    await expect(call).rejects.toSatisfy((error) => !(error instanceof RespondError));
  });

  it('escapes the tokens it puts in the path', async () => {
    let requested = '';
    server.use(
      http.get('*/api/respond/:token', ({ request }) => {
        requested = new URL(request.url).pathname;
        return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      }),
    );
    await failureOf(respondApi.fetchLink('a b?c', signal()));
    expect(requested).toBe('/api/respond/a%20b%3Fc');
  });
});
