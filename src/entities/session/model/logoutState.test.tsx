// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { beginLogout, resetLogoutState, useIsLoggingOut } from './logoutState';

afterEach(() => {
  resetLogoutState();
});

describe('logout state', () => {
  it('is off at first and turns on for every reader when a logout begins', () => {
    const first = renderHook(() => useIsLoggingOut());
    const second = renderHook(() => useIsLoggingOut());
    expect(first.result.current).toBe(false);
    act(() => {
      beginLogout();
    });
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
  });

  it('goes back to off when reset', () => {
    const { result } = renderHook(() => useIsLoggingOut());
    act(() => {
      beginLogout();
      resetLogoutState();
    });
    expect(result.current).toBe(false);
  });
});
