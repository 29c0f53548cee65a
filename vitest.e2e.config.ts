import { defineConfig } from 'vitest/config';

// Browser end-to-end tests against the production build, kept out of vitest.config.ts so `npm test` stays fast.
// Run with `vitest run -c vitest.e2e.config.ts`.
export default defineConfig({
  // Lets parallel runs keep separate dependency caches, like vite.config.ts.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    // beforeAll may build the app first (vite build), which takes longer than one test.
    hookTimeout: 300_000,
  },
});
