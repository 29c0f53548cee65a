// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { readSidebarCollapsed, useSidebarCollapsed, writeSidebarCollapsed } from './collapsedPreference';

beforeEach(() => {
  localStorage.clear();
});

describe('sidebar collapsed preference', () => {
  it.each([
    ['nothing stored', null, false],
    ["'true'", 'true', true],
    ["'false'", 'false', false],
    ['anything else', 'yes', false],
  ])('reads %s as collapsed = %s', (_case, stored, expected) => {
    if (stored !== null) localStorage.setItem('sidebar-collapsed', stored);
    expect(readSidebarCollapsed()).toBe(expected);
  });

  it.each([
    [true, 'true'],
    [false, 'false'],
  ])('stores collapsed = %s as %s under sidebar-collapsed', (collapsed, stored) => {
    writeSidebarCollapsed(collapsed);
    expect(localStorage.getItem('sidebar-collapsed')).toBe(stored);
  });

  it('restores the stored state and stores each change', () => {
    localStorage.setItem('sidebar-collapsed', 'true');
    const { result } = renderHook(() => useSidebarCollapsed());
    expect(result.current[0]).toBe(true);

    act(() => {
      result.current[1](false);
    });
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('sidebar-collapsed')).toBe('false');
  });
});
