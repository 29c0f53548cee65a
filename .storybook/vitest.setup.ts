import { afterEach, beforeEach, vi } from 'vitest';

import { toastQueue } from '../src/shared/ui/toast';

/*
 * A story that logs an error fails: React's warnings (duplicate keys, bad props), an unhandled rejection's log, a
 * component's own console.error. The built-Storybook test checks the same in the production build, but only through
 * each component's docs page; here every story runs with its play, in the development build that warns the most.
 */
let logged: string[] = [];

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.message;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** console's own formatting, as far as React's messages use it ('%s' placeholders). */
function format(...args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(text).join(' ');
  let index = 0;
  const message = first.replace(/%[sdo]/g, () => text(rest[index++]));
  return [message, ...rest.slice(index).map(text)].join(' ');
}

/*
 * The story files share one page per worker (`isolate: false` in vitest.config.ts), so each story starts from what a page
 * of its own would have had: empty storage, no toast queued, no announcement left in react-aria's live region by the
 * story before (it names elements by id and outlives them by seconds, which axe reports). The story's own beforeEach
 * (a session, a queued toast) runs after this, inside the story's run.
 */
function startClean() {
  localStorage.clear();
  sessionStorage.clear();
  toastQueue.clear();
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

beforeEach(() => {
  startClean();
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) throw new Error(`The story logged ${logged.length} error(s):\n${logged.join('\n')}`);
});
