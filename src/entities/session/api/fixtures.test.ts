// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { tokenStorage, idTokenClaims, logoutResponse, sessionTokens } from '@/shared/api';
import { DEMO_ACCOUNTS, demoAccountClaims } from '@/shared/config';
import { setupMockServer } from '@/shared/lib/mock-server';

import { decodeIdToken } from '../model/idToken';
import { userFromClaims } from '../model/user';
import { demoUsers, logoutFixture, makeIdToken, makeSessionTokens } from './__mocks__/sessionFixtures';
import { sessionDefaultHandlers, sessionHandlers } from './__mocks__/sessionHandlers';
import { logout, logoutDestination } from './auth';

const server = setupMockServer();

beforeEach(() => {
  localStorage.clear();
});

describe('session fixtures follow the contract', () => {
  it.each(Object.entries(demoUsers))('%s: tokens and id token claims parse', (_name, user) => {
    const tokens = makeSessionTokens(user);
    expect(sessionTokens.parse(tokens)).toEqual(tokens);
    const claims = idTokenClaims.parse(decodeIdToken(tokens.IdToken));
    expect(claims).toMatchObject(user);
  });

  it.each(Object.values(DEMO_ACCOUNTS))('a token made for $username reads back as that demo account', (account) => {
    const user = userFromClaims(decodeIdToken(makeSessionTokens(demoAccountClaims(account)).IdToken));
    expect(user).toEqual({ ...account, groups: [...account.groups] });
  });

  it('sets exp from expiresInSeconds', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const { IdToken } = makeSessionTokens(demoUsers.viewer, { now, expiresInSeconds: -30 });
    expect(decodeIdToken(IdToken).exp).toBe(now.getTime() / 1000 - 30);
  });

  it('makeIdToken is shaped like a JWT: three base64url parts', () => {
    expect(makeIdToken({ exp: 1, username: '김민지' })).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('the logout fixture parses', () => {
    expect(logoutResponse.parse(logoutFixture)).toEqual(logoutFixture);
  });
});

describe('session handlers answer what the request functions accept', () => {
  beforeEach(() => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
  });

  it('logout.ok answers the fixture address', async () => {
    server.use(sessionHandlers.logout.ok);
    await expect(logout()).resolves.toBe(logoutFixture.logout_url);
  });

  it('the default handlers answer logout', async () => {
    server.use(...sessionDefaultHandlers);
    await expect(logoutDestination()).resolves.toBe(logoutFixture.logout_url);
  });

  it('logout.empty answers no address, so the portal sign-out is used', async () => {
    server.use(sessionHandlers.logout.empty);
    await expect(logout()).resolves.toBeNull();
    await expect(logoutDestination()).resolves.toBe('http://portal.localhost/api/auth/signout');
  });

  it('logout.error fails with the server detail', async () => {
    server.use(sessionHandlers.logout.error);
    await expect(logout()).rejects.toMatchObject({ status: 500 });
  });

  it('logout.unauthorizedThenOk answers after the refresh', async () => {
    server.use(sessionHandlers.logout.unauthorizedThenOk, sessionHandlers.refresh.ok);
    await expect(logout()).resolves.toBe(logoutFixture.logout_url);
  });

  it('refresh.error ends the session', async () => {
    server.use(sessionHandlers.logout.unauthorizedThenOk, sessionHandlers.refresh.error);
    await expect(logout()).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.read()).toBeNull();
  });
});
