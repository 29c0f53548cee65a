import '@testing-library/jest-dom/vitest';

import { afterEach } from 'vitest';

import { activateLocale, onMissingMessage } from '@/shared/i18n';

// Tests read the app in English, its source language; a text the catalogue lacks (run `npm run i18n:extract`) fails.
await activateLocale('en');
onMissingMessage(({ id, locale }) => {
  throw new Error(`The ${locale} catalogue has no message ${id}: run npm run i18n:extract.`);
});

// Only the test files that declare `@vitest-environment jsdom` have a DOM: they render, and read the app's settings.
if (typeof window !== 'undefined') {
  const [{ cleanup }, { configure }] = await Promise.all([import('@testing-library/react'), import('@testing-library/dom')]);
  // findBy* and waitFor wait for what the page will show: long enough for a loaded machine (the first import of a lazy
  // page in jsdom can take seconds), never a margin a slow run misses.
  configure({ asyncUtilTimeout: 20_000 });
  afterEach(() => {
    cleanup();
  });

  // Node's fetch needs absolute URLs; the mock handlers match any origin.
  window.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost:3000', portalUrl: 'http://portal.localhost' };
}
