import { defineConfig } from 'vitest/config';

// Browser end-to-end tests, kept out of vitest.config.ts so the unit run stays fast. Two projects: the started product
// (`npm run test:e2e`, also run under Node 24 by .ci/run) and the built Storybook catalogue (`npm run test:catalogue`).
export default defineConfig({
  // Lets parallel runs keep separate dependency caches, like vite.config.ts.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // expect.poll waits for what the page will show, not for a margin a loaded machine misses (its default is 1 s).
    expect: { poll: { timeout: 30_000 } },
    // beforeAll may build the app or the catalogue first, which takes longer than one test.
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['e2e/**/*.e2e.test.ts'], exclude: ['e2e/builtStorybook.e2e.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'catalogue', include: ['e2e/builtStorybook.e2e.test.ts'] },
      },
    ],
  },
});
