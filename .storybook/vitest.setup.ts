import { afterEach, beforeEach, vi } from 'vitest';

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

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) throw new Error(`The story logged ${logged.length} error(s):\n${logged.join('\n')}`);
});
