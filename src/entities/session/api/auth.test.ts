// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { tokenStorage } from '@/shared/api';
import { anyOrigin, authHandlers, REFRESHED_TOKENS } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { demoUsers, makeSessionTokens } from './__mocks__/sessionFixtures';
import { logout, logoutDestination, portalHomeUrl, portalSignOutUrl, ssoLoginUrl } from './auth';

const server = setupMockServer();
const tokens = makeSessionTokens(demoUsers.admin);

beforeEach(() => {
  localStorage.clear();
  tokenStorage.write(tokens);
});
afterEach(() => {
  window.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost:3000', portalUrl: 'http://portal.localhost' };
});

describe('addresses', () => {
  it.each([
    ['configured hosts', { apiBaseUrl: 'https://api.example.test', portalUrl: 'https://portal.example.test' }, 'https://api.example.test/api/auth/sso-login', 'https://portal.example.test/api/auth/signout', 'https://portal.example.test/'],
    ['trailing slashes', { apiBaseUrl: 'https://api.example.test/', portalUrl: 'https://portal.example.test/' }, 'https://api.example.test/api/auth/sso-login', 'https://portal.example.test/api/auth/signout', 'https://portal.example.test/'],
    ['this origin (nothing configured)', {}, '/api/auth/sso-login', '/api/auth/signout', '/'],
  ])('with %s', (_case, config, login, signOut, home) => {
    window.__APP_CONFIG__ = config;
    expect(ssoLoginUrl()).toBe(login);
    expect(portalSignOutUrl()).toBe(signOut);
    expect(portalHomeUrl()).toBe(home);
  });
});

describe('logout', () => {
  it('POSTs /api/auth/logout with the bearer id token and the refresh token, and answers the logout address', async () => {
    const seen: { method: string; authorization: string | null; body: unknown }[] = [];
    server.use(
      http.post(anyOrigin('/api/auth/logout'), async ({ request }) => {
        seen.push({ method: request.method, authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ logout_url: 'https://sso.example.test/logout' });
      }),
    );
    await expect(logout()).resolves.toBe('https://sso.example.test/logout');
    expect(seen).toEqual([{ method: 'POST', authorization: `Bearer ${tokens.IdToken}`, body: { refreshToken: tokens.RefreshToken } }]);

    // A session without a refresh token sends an empty body.
    tokenStorage.write({ ...tokens, RefreshToken: undefined });
    await logout();
    expect(seen[1]?.body).toEqual({});
  });

  it.each([
    ['absent', {}],
    ['null', { logout_url: null }],
    ['empty', { logout_url: '' }],
    ['a javascript: URL', { logout_url: 'javascript:alert(1)' }],
    ['not a URL', { logout_url: 'somewhere' }],
  ])('answers null when logout_url is %s', async (_case, body) => {
    server.use(http.post(anyOrigin('/api/auth/logout'), () => HttpResponse.json(body)));
    await expect(logout()).resolves.toBeNull();
  });

  it('passes on the server detail when it fails', async () => {
    server.use(authHandlers.logoutFails);
    await expect(logout()).rejects.toMatchObject({ status: 502, message: 'Identity provider unavailable' });
  });
});

describe('logoutDestination', () => {
  it.each([
    ['the provider logout address', authHandlers.logoutOk, 'https://sso.example.test/logout?client_id=survey-platform'],
    ['the portal sign-out when none comes back', authHandlers.logoutWithoutUrl, 'http://portal.localhost/api/auth/signout'],
    ['the portal sign-out when the call fails', authHandlers.logoutFails, 'http://portal.localhost/api/auth/signout'],
    [
      'the portal sign-out when the network fails',
      http.post(anyOrigin('/api/auth/logout'), () => HttpResponse.error()),
      'http://portal.localhost/api/auth/signout',
    ],
  ])('answers %s and clears the session', async (_case, handler, destination) => {
    const seen: unknown[] = [];
    const unsubscribe = tokenStorage.subscribe((stored) => seen.push(stored));
    server.use(handler);

    await expect(logoutDestination()).resolves.toBe(destination);

    unsubscribe();
    expect(localStorage.getItem('authTokens')).toBeNull();
    expect(seen).toEqual([null]);
  });

  it('calls logout while the bearer token is still stored', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(anyOrigin('/api/auth/logout'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await logoutDestination();
    expect(authorization).toBe(`Bearer ${tokens.IdToken}`);
  });

  it('refreshes once on a 401 and still ends the session', async () => {
    server.use(
      http.post(anyOrigin('/api/auth/logout'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${REFRESHED_TOKENS.IdToken}`
          ? HttpResponse.json({ logout_url: 'https://sso.example.test/logout' })
          : HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
      ),
      authHandlers.refreshOk,
    );
    await expect(logoutDestination()).resolves.toBe('https://sso.example.test/logout');
    expect(localStorage.getItem('authTokens')).toBeNull();
  });

  it('still sends the browser to the portal when there was no session', async () => {
    localStorage.clear();
    server.use(authHandlers.logoutFails);
    await expect(logoutDestination()).resolves.toBe('http://portal.localhost/api/auth/signout');
  });
});
