// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useIsLoggingOut } from '@/entities/session';
import { demoUsers, logoutFixture, makeSessionTokens, resetLogoutState, sessionHandlers } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { I18nProvider } from '@/shared/i18n';
import { setupMockServer } from '@/shared/lib/mock-server';

import { LogoutButton } from './LogoutButton';

const PORTAL_SIGN_OUT = 'http://portal.localhost/api/auth/signout';

const server = setupMockServer();
const requests: string[] = [];

/** jsdom lays nothing out, so it has no ResizeObserver; the dialog only uses one to tell whether its body scrolls. */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  tokenStorage.write(makeSessionTokens(demoUsers.admin));
  // Only timeouts are faked: the mocked request settles on real ticks, the redirect delay waits for the test's clock.
  // Clicks go through fireEvent (react-aria takes them as virtual presses): user-event's wrapper in Testing Library
  // waits on a timeout that only jest's fake timers would advance.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  resetLogoutState();
  // The worker's next test file must not start signed in (unit files share modules: vitest.config.ts).
  tokenStorage.clear();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** What the protected layout shows while this tab signs out. */
function LoggingOutStatus() {
  return useIsLoggingOut() ? <p>Logging out...</p> : null;
}

function renderLogoutButton() {
  const leaveTo = vi.fn<(url: string) => void>();
  render(
    <>
      <LogoutButton leaveTo={leaveTo} />
      <LoggingOutStatus />
    </>,
    { wrapper: I18nProvider },
  );
  return leaveTo;
}

/**
 * Resolves once the stored session is gone and everything waiting on that has run. Unlike vi.waitFor it does not
 * move the fake clock, so the redirect delay is measured from this point.
 */
function sessionCleared(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = tokenStorage.subscribe((tokens) => {
      if (tokens !== null) return;
      unsubscribe();
      setImmediate(resolve);
    });
  });
}

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm Logout' });
  expect(dialog).toHaveAccessibleDescription(
    'Are you sure you want to log out? This will sign you out from all services.',
  );
  return dialog;
}

async function confirmLogout() {
  const dialog = openDialog();
  const cleared = sessionCleared();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
  // The layout switches to 'Logging out...' before the session goes, so it never asks an anonymous user to sign in.
  expect(screen.getByText('Logging out...')).toBeInTheDocument();
  expect(tokenStorage.read()).not.toBeNull();
  await cleared;
}

describe('LogoutButton', () => {
  it.each([
    ['the logout_url the server answers', sessionHandlers.logout.ok, logoutFixture.logout_url],
    ['the portal sign-out when no logout_url comes back', sessionHandlers.logout.empty, PORTAL_SIGN_OUT],
    ['the portal sign-out when the server fails', sessionHandlers.logout.error, PORTAL_SIGN_OUT],
  ])('clears the session and leaves for %s exactly 100 ms later', async (_case, handler, destination) => {
    server.use(handler);
    const leaveTo = renderLogoutButton();

    await confirmLogout();

    expect(requests).toEqual(['POST /api/auth/logout']);
    expect(tokenStorage.read()).toBeNull();
    expect(localStorage.getItem('authTokens')).toBeNull();
    expect(screen.getByText('Logging out...')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    vi.advanceTimersByTime(99);
    expect(leaveTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(destination);
  });

  it('does nothing on Cancel: no request, the session stays, the browser stays', () => {
    server.use(sessionHandlers.logout.ok);
    const leaveTo = renderLogoutButton();
    const tokens = tokenStorage.read();

    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    vi.advanceTimersByTime(1000);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(tokenStorage.read()).toEqual(tokens);
    expect(screen.queryByText('Logging out...')).not.toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('is an icon button named Log out when collapsed, opening the same confirmation', () => {
    render(<LogoutButton isCollapsed leaveTo={vi.fn()} />, { wrapper: I18nProvider });

    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button).toHaveAttribute('aria-label', 'Log out');
    expect(button).not.toHaveTextContent('Log out');
    fireEvent.click(button);
    expect(screen.getByRole('alertdialog', { name: 'Confirm Logout' })).toBeInTheDocument();
  });
});
