import { defineConfig } from 'vitest/config';

// Browser end-to-end tests, kept out of vitest.config.ts so the unit run stays fast. Three projects: the started product
// (`npm run test:e2e`), the part of it .ci/run runs again on Node 20 (`npm run test:smoke`) and the built Storybook
// catalogue (`npm run test:catalogue`).
export default defineConfig({
  // Lets parallel runs keep separate dependency caches, like vite.config.ts.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  test: {
    environment: 'node',
    // A deadline for a test that hangs, far above what any takes on a loaded machine.
    testTimeout: 180_000,
    // expect.poll waits for what the page will show, not for a margin a loaded machine misses (its default is 1 s).
    expect: { poll: { timeout: 30_000 } },
    // beforeAll may build the app or the catalogue first, which takes longer than one test.
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ['e2e/builtStorybook.e2e.test.ts'],
          // The product the files that only read share (e2e/support/startedProduct.ts, sharedProduct).
          globalSetup: ['./e2e/support/globalSetup.ts'],
        },
      },
      {
        // Node 20's smoke pass in .ci/run: the production sequence's npm start, sign-in and a respondent's conversation.
        extends: true,
        test: { name: 'smoke', include: ['e2e/productionStart.e2e.test.ts', 'e2e/participation.e2e.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'catalogue', include: ['e2e/builtStorybook.e2e.test.ts'] },
      },
    ],
  },
});
