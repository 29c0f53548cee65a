import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Whether the server suite's database tests include PostgreSQL (as server/testing/databases.ts chooses its targets):
 * the test of several instances over one PostgreSQL has nothing to run without one, so it is left out of such a run
 * (CI runs it in its PostgreSQL pass).
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DATABASE_TARGETS !== 'pglite';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // expect.poll waits for what will happen, not for a margin a loaded machine misses (its default is one second).
      expect: { poll: { timeout: 30_000 } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // A DOM costs each file about a second to set up: only the files that declare `@vitest-environment jsdom` get one.
            environment: 'node',
            // Each worker imports the app's modules once for all its files (importing them per file was seven eighths of
            // the run); files share no state: Testing Library unmounts after each test, each file starts its own MSW server.
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}', 'participate/**/*.test.{ts,tsx}'],
            setupFiles: ['./vitest.setup.unit.ts'],
            // A deadline for a test that hangs, far above what any takes on a loaded machine: never a speed check.
            testTimeout: 60_000,
            // A fixed zone west of UTC, so rules that mix local and UTC time are exercised.
            env: { TZ: 'America/Mexico_City' },
            css: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: withPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'server/instances.test.ts'],
            // Each worker imports the server once for all its files (module import was most of the suite's time). Nothing
            // module-level may carry one file's state into the next: every test file opens its own database and stack.
            isolate: false,
            // Test databases are copies of migrated templates made once per run.
            globalSetup: ['./server/testing/globalSetup.ts'],
            setupFiles: ['./server/testing/setup.ts'],
            // Deadlines for a hang, far above what a loaded 2-core machine needs (a PGlite start, a spawned server).
            hookTimeout: 180_000,
            testTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          optimizeDeps: {
            // Found late by Vite on a cold run, which reloads the page mid-test; pre-bundle them up front.
            include: [
              '@vanilla-extract/recipes/createRuntimeFn',
              '@vanilla-extract/sprinkles/createRuntimeSprinkles',
              '@vanilla-extract/dynamic',
              'react-aria-components',
              'lucide-react',
              '@internationalized/date',
              'date-fns',
              'date-fns-tz',
              'zod',
              'zod/mini',
              'ofetch',
              'wouter',
              'wouter/memory-location',
              'msw',
              'msw/browser',
              'msw-storybook-addon/csf3',
              'react-dom/client',
              'react/jsx-dev-runtime',
              'react-hook-form',
              '@hookform/resolvers/zod',
              'qrcode',
              'react-markdown',
              'micromark-extension-gfm-table',
              'micromark-extension-gfm-strikethrough',
              'mdast-util-gfm-table',
              'mdast-util-gfm-strikethrough',
            ],
          },
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            // Every story file in one page per worker: a new iframe per file re-imported the preview, React and the
            // design system and restarted MSW's worker, about 2.5 s a file. What one story leaves behind (storage,
            // toasts, announcements) is cleared before each story by the setup file; MSW's handlers are reset by its
            // loader.
            isolate: false,
            // The browser pool takes its page count from here (the CLI's --maxWorkers does not reach it; on 2 cores
            // it defaulted to one page). Stories spend much of their time waiting (fetches, animations, 7 s
            // announcements), so two pages share the cores well.
            maxWorkers: 2,
            browser: {
              enabled: true,
              headless: true,
              // The unit project's zone (above), so a story shows the same dates on every machine.
              provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { timezoneId: 'America/Mexico_City' } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
