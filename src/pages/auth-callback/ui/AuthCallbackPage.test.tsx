// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { rememberReturnPath, takeReturnPath } from '@/entities/session';
import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { I18nProvider } from '@/shared/i18n';

import { AuthCallbackPage } from './AuthCallbackPage';
import { appRoutes } from '@/shared/config';

const tokens = makeSessionTokens(demoUsers.latamManager);
const PORTAL_HOME = 'http://portal.localhost/';

/** Opens the callback at this address: the page reads window.location, the router is in memory. */
function visitCallback(address: string, { strict = false } = {}) {
  window.history.replaceState(null, '', address);
  const location = memoryLocation({ path: appRoutes.authCallback, record: true });
  const leaveTo = vi.fn<(url: string) => void>();
  const page = (
    <I18nProvider>
      <Router hook={location.hook}>
        <AuthCallbackPage leaveTo={leaveTo} />
      </Router>
    </I18nProvider>
  );
  render(strict ? <StrictMode>{page}</StrictMode> : page);
  return { history: location.history, leaveTo };
}

function tokenHash({ IdToken, AccessToken, RefreshToken }: { IdToken: string; AccessToken: string; RefreshToken?: string }) {
  const refresh = RefreshToken ? `&refresh_token=${encodeURIComponent(RefreshToken)}` : '';
  return `#id_token=${encodeURIComponent(IdToken)}&access_token=${encodeURIComponent(AccessToken)}${refresh}`;
}

beforeEach(() => {
  tokenStorage.clear();
  takeReturnPath();
});

afterEach(() => {
  tokenStorage.clear();
  takeReturnPath();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('auth callback', () => {
  it('says it is finalizing the sign-in', () => {
    visitCallback(appRoutes.authCallback);
    expect(screen.getByRole('status')).toHaveTextContent('Finalizing authentication...');
  });

  it('stores the session and replaces the history entry with the remembered page', async () => {
    rememberReturnPath('/raw-data?surveyId=srv-7');
    const { history, leaveTo } = visitCallback(`${appRoutes.authCallback}${tokenHash(tokens)}`);
    await waitFor(() => {
      expect(history).toEqual(['/raw-data?surveyId=srv-7']);
    });
    expect(tokenStorage.read()).toEqual(tokens);
    expect(leaveTo).not.toHaveBeenCalled();
    expect(takeReturnPath()).toBeNull();
  });

  it('goes to / when no page was remembered', async () => {
    const { history } = visitCallback(`${appRoutes.authCallback}${tokenHash(tokens)}`);
    await waitFor(() => {
      expect(history).toEqual([appRoutes.dashboard]);
    });
  });

  it('accepts the tokens from the query string, without a refresh token', async () => {
    const search = `?id_token=${encodeURIComponent(tokens.IdToken)}&access_token=${encodeURIComponent(tokens.AccessToken)}`;
    const { history } = visitCallback(`${appRoutes.authCallback}${search}`);
    await waitFor(() => {
      expect(history).toEqual([appRoutes.dashboard]);
    });
    expect(tokenStorage.read()).toEqual({ ...tokens, RefreshToken: undefined });
  });

  it('clears the address bar before it stores anything', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    visitCallback(`${appRoutes.authCallback}?from=sso${tokenHash(tokens)}`);
    await waitFor(() => {
      expect(tokenStorage.read()).not.toBeNull();
    });
    expect(window.location.pathname).toBe(appRoutes.authCallback);
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('');
    // The first call is the test's own visit; the page's call must come before the tokens are written.
    const pageCall = replaceState.mock.invocationCallOrder[1] ?? Infinity;
    const firstWrite = Math.min(...setItem.mock.invocationCallOrder);
    expect(pageCall).toBeLessThan(firstWrite);
  });

  it.each([
    ['no tokens', appRoutes.authCallback],
    ['no access token', `${appRoutes.authCallback}#id_token=${tokens.IdToken}`],
    ['an unreadable id token', '/auth/callback#id_token=not-a-jwt&access_token=acc'],
  ])('goes to the portal home with %s, storing nothing', async (_case, address) => {
    rememberReturnPath(appRoutes.reports);
    const { history, leaveTo } = visitCallback(address);
    await waitFor(() => {
      expect(leaveTo).toHaveBeenCalledWith(PORTAL_HOME);
    });
    expect(tokenStorage.read()).toBeNull();
    expect(history).toEqual([appRoutes.authCallback]);
    expect(window.location.hash).toBe('');
  });

  it('handles the callback once under StrictMode', async () => {
    const signedIn = visitCallback(`${appRoutes.authCallback}${tokenHash(tokens)}`, { strict: true });
    await waitFor(() => {
      expect(signedIn.history).toEqual([appRoutes.dashboard]);
    });
    expect(signedIn.leaveTo).not.toHaveBeenCalled();
  });

  it('leaves once under StrictMode when the tokens are missing', async () => {
    const { leaveTo } = visitCallback(appRoutes.authCallback, { strict: true });
    await waitFor(() => {
      expect(leaveTo).toHaveBeenCalledTimes(1);
    });
  });
});
