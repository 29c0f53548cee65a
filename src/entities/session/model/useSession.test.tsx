// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { tokenStorage } from '@/shared/api';

import { demoUsers, makeSessionTokens } from '../api/__mocks__/sessionFixtures';
import { endSession, startSession } from './session';
import { useSession } from './useSession';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useSession', () => {
  it('starts anonymous without stored tokens', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous' });
  });

  it('restores a stored session that has not expired', () => {
    const tokens = makeSessionTokens(demoUsers.mexicoLocal);
    tokenStorage.write(tokens);
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({
      status: 'authenticated',
      tokens,
      user: {
        username: 'mexico.local',
        email: 'mexico.local@example.com',
        groups: ['Local-Mexico'],
        region: 'Latin America & Caribbean',
        local: 'Mexico',
      },
    });
  });

  it('drops an expired stored session and removes its tokens', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin, { expiresInSeconds: -1 }));
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous' });
    expect(localStorage.getItem('authTokens')).toBeNull();
  });

  it('becomes authenticated after startSession and anonymous again after endSession', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('anonymous');

    act(() => {
      startSession(makeSessionTokens(demoUsers.latamManager));
    });
    expect(result.current).toMatchObject({ status: 'authenticated', user: { username: 'latam.manager' } });

    act(() => {
      endSession();
    });
    expect(result.current).toEqual({ status: 'anonymous' });
  });

  it('becomes anonymous when a failed refresh clears the tokens', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('authenticated');

    act(() => {
      tokenStorage.clear();
    });
    expect(result.current).toEqual({ status: 'anonymous' });
  });

  it('follows a token refresh to the new user claims', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    const { result } = renderHook(() => useSession());
    const renewed = makeSessionTokens(demoUsers.admin, { expiresInSeconds: 7200 });

    act(() => {
      tokenStorage.write(renewed);
    });
    expect(result.current).toMatchObject({ status: 'authenticated', tokens: renewed });
  });

  it('keeps the same snapshot across renders while storage is unchanged', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.viewer));
    const { result, rerender } = renderHook(() => useSession());
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(renderHook(() => useSession()).result.current).toBe(first);
  });

  it('decodes the token and warns about a missing region once, however many components read the session', () => {
    tokenStorage.write(makeSessionTokens({ username: 'carlos.mendoza' }));
    const first = renderHook(() => useSession());
    const second = renderHook(() => useSession());
    first.rerender();
    second.rerender();
    expect(first.result.current).toMatchObject({ status: 'authenticated', user: { region: undefined } });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-out in another tab', () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('authenticated');

    act(() => {
      // The other tab's removal, as this tab sees it: storage changed, no tokenStorage notification.
      localStorage.removeItem('authTokens');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authTokens', storageArea: localStorage }));
    });
    expect(result.current).toEqual({ status: 'anonymous' });
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useSession());
    const removeListener = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(removeListener).toHaveBeenCalledWith('storage', expect.any(Function));
  });
});
