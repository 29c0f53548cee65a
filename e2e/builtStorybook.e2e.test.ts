import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fonts } from '../src/shared/ui/theme/tokens';
import { launchChromium } from './support/chromium.ts';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags: string[];
}

/** What the preview reported for one entry, collected by the script injected before Storybook starts. */
interface PreviewReport {
  finished: boolean;
  status?: 'success' | 'error' | 'warning';
  problems: string[];
}

const run = promisify(execFile);

interface Viewport {
  width: number;
  height: number;
}

const desktopViewport: Viewport = { width: 1280, height: 800 };

/** The size of the viewport a story asks for through `globals.viewport`, from the preview's viewport options. */
function storyViewport(): Viewport | null {
  interface ViewportOption {
    styles: { width: string; height: string };
  }
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: Record<string, unknown> } } })
    .__STORYBOOK_PREVIEW__;
  const story = preview?.currentRender?.story as
    | { storyGlobals?: { viewport?: { value?: string } }; parameters?: { viewport?: { options?: Record<string, ViewportOption> } } }
    | undefined;
  const key = story?.storyGlobals?.viewport?.value;
  const styles = key ? story.parameters?.viewport?.options?.[key]?.styles : undefined;
  return styles ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } : null;
}
/** Entries opened at once, each worker in its own browser context: one per core of the 2-core CI machines. */
const concurrency = 2;
const entryTimeoutMs = 60_000;

/**
 * Hooks Storybook's preview channel the moment the preview creates it, and records how the story or docs page ended:
 * a failed play function, a render error, a missing story, or errors thrown while playing.
 */
function watchPreviewChannel() {
  const report: PreviewReport = { finished: false, problems: [] };
  Object.assign(window, { __previewReport: report });
  let channel: { on(event: string, listener: (payload: unknown) => void): void } | undefined;
  const describe = (payload: unknown) => {
    if (payload instanceof Error) return payload.message;
    if (payload && typeof payload === 'object' && 'message' in payload) return String(payload.message);
    return JSON.stringify(payload);
  };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: typeof channel) {
      channel = next;
      next?.on('storyFinished', (payload) => {
        const { status } = payload as { status: PreviewReport['status'] };
        Object.assign(report, { finished: true, status });
      });
      next?.on('docsRendered', () => Object.assign(report, { finished: true, status: 'success' }));
      for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing', 'unhandledErrorsWhilePlaying']) {
        next?.on(event, (payload) => report.problems.push(`${event}: ${describe(payload)}`));
      }
    },
  });
}

// The Storybook designers and QA browse, as they browse it: the static build, every story and docs page opened fresh in
// Debian's Chromium. A story passes when it renders, its play function passes, nothing is logged as an error and its text
// is set in the design system's font stack (not the browser's serif default).
describe('the built Storybook (Chromium)', () => {
  let outputDir: string;
  let buildLog: string;
  let server: ServerType | undefined;
  let origin: string;
  let browser: Browser | undefined;
  let entries: IndexEntry[];

  beforeAll(async () => {
    outputDir = await mkdtemp(path.join(tmpdir(), 'storybook-static-'));
    const build = await run(process.execPath, [path.resolve('node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--output-dir', outputDir], {
      env: { ...process.env, NO_COLOR: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    buildLog = `${build.stdout}\n${build.stderr}`;
    const index = JSON.parse(await readFile(path.join(outputDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    entries = Object.values(index.entries);

    const app = new Hono().use('/*', serveStatic({ root: path.relative(process.cwd(), outputDir) }));
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => {
      server?.once('listening', resolve);
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => {
      if (server) server.close(() => { resolve(); });
      else resolve();
    });
    await rm(outputDir, { recursive: true, force: true });
  });

  it('builds without a chunk-size warning', () => {
    expect(buildLog).toContain('Storybook build completed successfully');
    expect(buildLog).not.toMatch(/chunks are larger than/i);
  });

  it('has the catalogue in order: Introduction, Foundations, Design System, Entities, Widgets, Pages', () => {
    const sections = [...new Set(entries.map((entry) => entry.title.split('/')[0] ?? entry.title))];
    const order = ['Introduction', 'Foundations', 'Design System', 'Entities', 'Widgets', 'Pages'];
    expect(sections.filter((section) => order.includes(section)).sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(order);
    expect(sections.every((section) => order.includes(section)), `unexpected top-level sections: ${sections.join(', ')}`).toBe(true);
  });

  /*
   * Every story runs with its play and a console-error check in `test:stories`; here the production build is opened
   * through each component's docs page, which draws all of its stories, and, for a title no docs page shows
   * ('!autodocs': the pages, the widgets' screen states, the foundations), through its first story, alone with its play:
   * that proves the title's module, its MSW handlers and its fonts load in the build. Its other stories differ in data and
   * play, which `test:stories` runs; opening every one of them here took 11 of CI's minutes on a 2-core machine.
   */
  it('renders every docs page with all its stories, and the first story of every title no docs page shows, with no error, failed play, console error or wrong font', async () => {
    const failures: string[] = [];
    const storiesByTitle = new Map<string, number>();
    for (const entry of entries) {
      if (entry.type === 'story' && entry.tags.includes('autodocs')) storiesByTitle.set(entry.title, (storiesByTitle.get(entry.title) ?? 0) + 1);
    }
    const titlesWithDocs = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
    const isDesignSystemWalkThrough = (entry: IndexEntry) => entry.title.startsWith('Design System/') && titlesWithDocs.has(entry.title);
    const titlesOpened = new Set<string>();
    const queue = entries.filter((entry) => {
      if (entry.type === 'docs') return true;
      if (entry.tags.includes('autodocs') || isDesignSystemWalkThrough(entry) || titlesOpened.has(entry.title)) return false;
      titlesOpened.add(entry.title);
      return true;
    });
    let storiesDrawnInDocs = 0;
    const expectedFont = normaliseFontFamily(fonts.body);

    async function check(context: BrowserContext, entry: IndexEntry, viewport: Viewport = desktopViewport): Promise<void> {
      let reopenAt: Viewport | null = null;
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const consoleErrors: string[] = [];
      const failedLoads: string[] = [];
      // A story of a failure gets its error status from MSW, through the service worker: that is the state it shows.
      // Any other failed load (a missing asset, an unmocked call) is a fault; Chromium's console line for either is left
      // to this check.
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.fromServiceWorker()) failedLoads.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      await page.addInitScript(watchPreviewChannel);
      const label = `${entry.title} / ${entry.name} (${entry.type})`;
      try {
        await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${entry.type}`);
        await page.waitForFunction(() => (window as unknown as { __previewReport: PreviewReport }).__previewReport.finished, undefined, {
          timeout: entryTimeoutMs,
        });
        if (entry.type === 'docs') await page.waitForLoadState('networkidle');
        // A story drawn at a phone's or tablet's width (`globals.viewport`) is checked again in a window of that size,
        // as the toolbar's viewport would show it.
        const requested = await page.evaluate(storyViewport);
        if (requested && requested.width !== viewport.width) {
          reopenAt = requested;
          return;
        }
        const report = await page.evaluate(() => (window as unknown as { __previewReport: PreviewReport }).__previewReport);
        const errorDisplay = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
        const problems = [...report.problems];
        if (report.status === 'error') problems.push('the story finished with status error (a failed play function or check)');
        if (errorDisplay) problems.push(`error screen: ${(await page.locator('#error-message').textContent()) ?? ''}`);
        problems.push(...consoleErrors.map((text) => `console error: ${text}`), ...failedLoads.map((load) => `failed load: ${load}`));
        if (entry.type === 'docs') {
          // A docs page draws a story that throws as an error block in its place, with nothing logged.
          const storyErrors = await page.locator('.sb-story > pre').allTextContents();
          problems.push(...storyErrors.map((text) => `story block error: ${text.split('\n')[0]}`));
          const expected = storiesByTitle.get(entry.title) ?? 0;
          const drawn = await page.locator('.docs-story').count();
          if (drawn < expected) problems.push(`the docs page draws ${drawn} of its ${expected} stories`);
          if (expected > 0) storiesDrawnInDocs += expected;
        } else {
          const fontFamily = await page.evaluate(() => getComputedStyle(document.querySelector('#storybook-root') ?? document.body).fontFamily);
          if (normaliseFontFamily(fontFamily) !== expectedFont) problems.push(`font-family is ${fontFamily}`);
        }
        if (problems.length > 0) failures.push(`${label}:\n  ${problems.join('\n  ')}`);
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message.split('\n')[0]}${consoleErrors.length ? `\n  ${consoleErrors.join('\n  ')}` : ''}`);
      } finally {
        await page.close();
      }
      if (reopenAt) await check(context, entry, reopenAt);
    }

    const openedBrowser = browser;
    if (!openedBrowser) throw new Error('Chromium did not start');
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        // One tab's worth of browsing: the catalogue's scripts load once per worker (HTTP and code cache, one MSW
        // service worker), as a person browsing it would have them; storage starts empty for every entry.
        const context = await openedBrowser.newContext();
        await context.addInitScript(clearStorage);
        try {
          for (let entry = queue.shift(); entry; entry = queue.shift()) await check(context, entry);
        } finally {
          await context.close();
        }
      }),
    );
    expect(entries.filter((entry) => entry.type === 'story').length).toBeGreaterThan(200);
    // Most stories are checked through their docs page: the count proves those pages were read as such.
    expect(storiesDrawnInDocs).toBeGreaterThan(200);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 1_200_000);
});

/** Runs before each entry's scripts: what one story stored (a session, a draft) must not shape the next. */
function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

function normaliseFontFamily(value: string) {
  return value.replaceAll(/["']/g, '').replaceAll(/\s*,\s*/g, ',').trim();
}
