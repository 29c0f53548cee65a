// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { historyStepBack } from './stepBack';

/** Installs a Navigation API whose entries are `sameDocument` flags, the last one current. */
function withNavigation(entries: boolean[]) {
  const list = entries.map((sameDocument, index) => ({ index, sameDocument }) as unknown as NavigationHistoryEntry);
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: { currentEntry: list.at(-1) ?? null, entries: () => list },
  });
}

describe('historyStepBack', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'navigation');
    vi.restoreAllMocks();
  });

  it('goes back when the previous entry is a screen of this app', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    withNavigation([false, true, true]);
    expect(historyStepBack()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does not go back to another document (sign-in pages, another site) or past the first entry', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    withNavigation([false, true]);
    expect(historyStepBack()).toBe(false);
    withNavigation([true]);
    expect(historyStepBack()).toBe(false);
    expect(back).not.toHaveBeenCalled();
  });

  it('answers false without the Navigation API', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    expect('navigation' in window).toBe(false);
    expect(historyStepBack()).toBe(false);
    expect(back).not.toHaveBeenCalled();
  });
});
