// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { beginLogout, takeReturnPath } from '@/entities/session';
import { demoUsers, makeSessionTokens, resetLogoutState } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { I18nProvider } from '@/shared/i18n';

import { AppShell } from './AppShell';
import { appRoutes } from '@/shared/config';

const SSO_LOGIN = 'http://localhost:3000/api/auth/sso-login';

function renderShellAt(path: string, { strict = false } = {}) {
  const location = memoryLocation({ path });
  const leaveTo = vi.fn<(url: string) => void>();
  const shell = (
    <Router hook={location.hook}>
      <AppShell sidebar={<nav aria-label="Main navigation" />} leaveTo={leaveTo}>
        <h1>Survey Management</h1>
      </AppShell>
    </Router>
  );
  render(strict ? <StrictMode>{shell}</StrictMode> : shell, { wrapper: I18nProvider });
  return { leaveTo, navigate: location.navigate };
}

afterEach(() => {
  // Unmounted first: a shell still on screen would redirect (and remember its path) as the session is cleared.
  cleanup();
  tokenStorage.clear();
  resetLogoutState();
  takeReturnPath();
});

describe('app shell: where an anonymous visitor goes and comes back to', () => {
  it('remembers the requested path with its query and sends the browser to the sign-in', () => {
    const { leaveTo } = renderShellAt('/raw-data?surveyId=srv-7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading session...');
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(SSO_LOGIN);
    expect(takeReturnPath()).toBe('/raw-data?surveyId=srv-7');
  });

  it('remembers a path without a query as it is', () => {
    renderShellAt('/reports/rep-42');
    expect(takeReturnPath()).toBe('/reports/rep-42');
  });

  it('redirects once under StrictMode', () => {
    const { leaveTo } = renderShellAt(appRoutes.surveys, { strict: true });
    expect(leaveTo).toHaveBeenCalledTimes(1);
  });

  it('neither redirects nor remembers while logging out', () => {
    beginLogout();
    const { leaveTo } = renderShellAt(appRoutes.settings);
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
    expect(leaveTo).not.toHaveBeenCalled();
    expect(takeReturnPath()).toBeNull();
  });

  it('shows Logging out... rather than the page while a signed-in user logs out', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    beginLogout();
    renderShellAt(appRoutes.dashboard);
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
    expect(screen.queryByRole('heading', { name: 'Survey Management' })).not.toBeInTheDocument();
  });

  it('shows the sidebar and the page in the main landmark with a session, without redirecting', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.viewer));
    const { leaveTo } = renderShellAt(appRoutes.surveys);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Survey Management' }));
    expect(leaveTo).not.toHaveBeenCalled();
    expect(takeReturnPath()).toBeNull();
  });

  it('treats an expired stored session as none and redirects', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin, { expiresInSeconds: -60 }));
    const { leaveTo } = renderShellAt(appRoutes.surveys);
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(SSO_LOGIN);
  });

  it('sends the user to sign in again, remembering the current page, when the session ends later', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    const { leaveTo, navigate } = renderShellAt(appRoutes.surveys);
    act(() => {
      navigate('/reports?status=COMPLETED');
    });
    act(() => {
      tokenStorage.clear();
    });
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(SSO_LOGIN);
    expect(takeReturnPath()).toBe('/reports?status=COMPLETED');
  });
});
