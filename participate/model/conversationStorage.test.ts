// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { CONVERSATION_TOKEN_PATTERN } from '@/shared/api/contract/respond';

import { newClientMessageId, newConversationToken } from './clientMessageId';
import { browserConversationStorage } from './conversationStorage';

afterEach(() => {
  localStorage.clear();
});

describe('the conversation token kept per link', () => {
  it('keeps one token per link, and forgets one link without the other', () => {
    const storage = browserConversationStorage();
    storage.write('LinkA1', 'conv-aaaa-0001-a1b2c3d4e5f6');
    storage.write('LinkB2', 'conv-bbbb-0002-a1b2c3d4e5f6');
    expect(storage.read('LinkA1')).toBe('conv-aaaa-0001-a1b2c3d4e5f6');
    expect(storage.read('LinkB2')).toBe('conv-bbbb-0002-a1b2c3d4e5f6');
    storage.forget('LinkA1');
    expect(storage.read('LinkA1')).toBeNull();
    expect(storage.read('LinkB2')).toBe('conv-bbbb-0002-a1b2c3d4e5f6');
  });

  it('survives a browser that refuses storage (private browsing): nothing is kept, nothing throws', () => {
    const storage = browserConversationStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => {
      storage.write('LinkA1', 'conv-aaaa-0001-a1b2c3d4e5f6');
    }).not.toThrow();
    expect(storage.read('LinkA1')).toBeNull();
    expect(() => {
      storage.forget('LinkA1');
    }).not.toThrow();
    // Nothing tells a new visitor from a returning one: every load is a first visit.
    expect(storage.firstVisit('LinkA1')).toBe(true);
    expect(storage.firstVisit('LinkA1')).toBe(true);
  });

  it('tells the first visit of a link from later ones, per link, and forgetting the conversation keeps the visit', () => {
    const storage = browserConversationStorage();
    expect(storage.firstVisit('LinkA1')).toBe(true);
    expect(storage.firstVisit('LinkA1')).toBe(false);
    expect(storage.firstVisit('LinkB2')).toBe(true);
    storage.forget('LinkA1');
    expect(storage.firstVisit('LinkA1')).toBe(false);
  });
});

describe('conversation tokens', () => {
  it('are 43 base64url characters from 32 random bytes, a new one each time', () => {
    const first = newConversationToken();
    expect(first).toMatch(CONVERSATION_TOKEN_PATTERN);
    expect(newConversationToken()).not.toBe(first);
  });
});

describe('client message ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are version 4 UUIDs, a new one each time', () => {
    const first = newClientMessageId();
    expect(first).toMatch(uuid);
    expect(newClientMessageId()).not.toBe(first);
  });

  it('are made from random bytes where randomUUID is missing (a page served over plain http)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientMessageId()).toMatch(uuid);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID')).toEqual(randomUUID);
  });
});
