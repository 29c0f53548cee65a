// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { tokenStorage } from '@/shared/api';

import { demoUsers, makeIdToken, makeSessionTokens } from '../api/__mocks__/sessionFixtures';
import { endSession, restoreSession, startSession } from './session';

const NOW = new Date('2026-11-21T15:30:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

function storeIdToken(idToken: string) {
  localStorage.setItem('authTokens', JSON.stringify({ AccessToken: 'access', IdToken: idToken, RefreshToken: 'refresh', TokenType: 'Bearer' }));
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('restoreSession', () => {
  it.each([
    ['an hour ahead', NOW_SECONDS + 3600],
    ['one second ahead', NOW_SECONDS + 1],
  ])('restores the tokens and user while exp is in the future (%s)', (_case, exp) => {
    const tokens = { AccessToken: 'access', IdToken: makeIdToken({ ...demoUsers.latamManager, exp }), TokenType: 'Bearer' } as const;
    tokenStorage.write(tokens);

    expect(restoreSession(NOW)).toEqual({
      tokens,
      user: {
        username: 'latam.manager',
        email: 'latam.manager@example.com',
        groups: ['Region-LatinAmerica'],
        region: 'Latin America & Caribbean',
        local: 'ALL',
      },
    });
    expect(tokenStorage.read()).toEqual(tokens);
  });

  it.each([
    ['exp in the past', () => { storeIdToken(makeIdToken({ exp: NOW_SECONDS - 60 })); }],
    ['exp exactly now', () => { storeIdToken(makeIdToken({ exp: NOW_SECONDS })); }],
    ['exp half a second ago', () => { storeIdToken(makeIdToken({ exp: NOW_SECONDS - 0.5 })); }],
    ['a missing exp', () => { storeIdToken(makeIdToken({ username: 'ana.garcia' })); }],
    ['an id token that is not a JWT', () => { storeIdToken('refreshed-id-token'); }],
    ['a JWT whose payload is not JSON', () => { storeIdToken('eyJhbGciOiJub25lIn0.bm90LWpzb24.sig'); }],
    ['malformed JSON in storage', () => { localStorage.setItem('authTokens', '{"AccessToken": "a", '); }],
    ['stored JSON that is not a session', () => { localStorage.setItem('authTokens', JSON.stringify({ token: 'x' })); }],
  ])('returns null and removes the stored tokens on %s', (_case, store) => {
    store();
    expect(restoreSession(NOW)).toBeNull();
    expect(localStorage.getItem('authTokens')).toBeNull();
  });

  it('tells subscribers when it removes an expired session', () => {
    storeIdToken(makeIdToken({ exp: NOW_SECONDS - 60 }));
    const seen: unknown[] = [];
    const unsubscribe = tokenStorage.subscribe((tokens) => seen.push(tokens));
    restoreSession(NOW);
    unsubscribe();
    expect(seen).toEqual([null]);
  });

  it('returns null when nothing is stored', () => {
    expect(restoreSession(NOW)).toBeNull();
  });

  it('warns once when the token has no region, and still restores the session', () => {
    tokenStorage.write(makeSessionTokens({ username: 'carlos.mendoza', 'cognito:groups': ['Region-CentralAmerica'] }, { now: NOW }));
    const session = restoreSession(NOW);
    expect(session?.user).toMatchObject({ username: 'carlos.mendoza', region: undefined });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn when the region is present', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.viewer, { now: NOW }));
    restoreSession(NOW);
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('startSession and endSession', () => {
  it('stores the callback tokens as Bearer and answers the user', () => {
    const idToken = makeIdToken({ ...demoUsers.admin, exp: NOW_SECONDS + 3600 });
    const session = startSession({ AccessToken: 'access', IdToken: idToken, RefreshToken: 'refresh' });

    expect(tokenStorage.read()).toEqual({ AccessToken: 'access', IdToken: idToken, RefreshToken: 'refresh', TokenType: 'Bearer' });
    expect(session.user).toMatchObject({ username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' });
    expect(restoreSession(NOW)?.user).toEqual(session.user);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
  ])('stores no refresh token when it is %s', (_case, refreshToken) => {
    const idToken = makeIdToken({ ...demoUsers.viewer, exp: NOW_SECONDS + 3600 });
    startSession({ AccessToken: 'access', IdToken: idToken, RefreshToken: refreshToken });
    expect(JSON.parse(localStorage.getItem('authTokens') ?? 'null')).toEqual({ AccessToken: 'access', IdToken: idToken, TokenType: 'Bearer' });
  });

  it('throws and stores nothing when the id token cannot be read', () => {
    expect(() => startSession({ AccessToken: 'access', IdToken: 'not-a-jwt' })).toThrow();
    expect(localStorage.getItem('authTokens')).toBeNull();
  });

  it('endSession removes the tokens and tells subscribers', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    const seen: unknown[] = [];
    const unsubscribe = tokenStorage.subscribe((tokens) => seen.push(tokens));
    endSession();
    unsubscribe();
    expect(localStorage.getItem('authTokens')).toBeNull();
    expect(seen).toEqual([null]);
  });
});
