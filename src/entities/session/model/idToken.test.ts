import { describe, expect, it } from 'vitest';

import { makeIdToken } from '../api/__mocks__/sessionFixtures';
import { decodeIdToken } from './idToken';

const toBase64Url = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const withPayload = (payload: string) => `${toBase64Url('{"alg":"none"}')}.${payload}.sig`;

describe('decodeIdToken', () => {
  it.each([
    ['ASCII claims', { exp: 1_790_000_000, username: 'ana.garcia', email: 'ana.garcia@example.com' }],
    ['accents', { exp: 1_790_000_000, username: 'José Núñez', 'custom:local': 'México' }],
    ['Hangul', { exp: 1_790_000_000, username: '김민지', 'custom:region': 'Asia Pacific' }],
    ['groups and attributes', { exp: 1, 'cognito:groups': ['Region-LatinAmerica'], 'custom:region': 'Latin America & Caribbean' }],
  ])('reads %s', (_case, claims) => {
    expect(decodeIdToken(makeIdToken(claims))).toEqual(claims);
  });

  it('decodes base64url characters (- and _) that plain base64 would write as + and /', () => {
    // '?>' and '??' encode to bytes whose base64 holds '+' and '/'.
    const token = makeIdToken({ exp: 1, username: 'a?>b??c~~~' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeIdToken(token).username).toBe('a?>b??c~~~');
  });

  it('keeps every claim: the user is read from them by the configured names', () => {
    expect(decodeIdToken(withPayload(toBase64Url('{"exp":5,"iss":"https://idp","groups":["Global"]}')))).toEqual({
      exp: 5,
      iss: 'https://idp',
      groups: ['Global'],
    });
  });

  it.each([
    ['an empty string', ''],
    ['a token that is not a JWT', 'refreshed-id-token'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['a payload that is not base64url', withPayload('not base64!')],
    ['a payload of impossible length', withPayload('abcde')],
    ['a payload that is not JSON', withPayload(toBase64Url('hello'))],
    ['a payload that is not UTF-8', withPayload('_-8')],
    ['a JSON payload that is not an object', withPayload(toBase64Url('42'))],
    ['a missing exp', withPayload(toBase64Url('{"username":"ana.garcia"}'))],
    ['an exp that is not a number', withPayload(toBase64Url('{"exp":"tomorrow"}'))],
  ])('throws on %s', (_case, token) => {
    expect(() => decodeIdToken(token)).toThrow();
  });
});
