// What the browser tests on the started product share: the product as `npm start` runs it (its own data directory and
// port, embedded database and sign-in, demo data), Debian's Chromium, signing in through the provider's form, and calls
// to the API with the session the SPA stored.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

import { buildIfStale } from '../../scripts/buildIfStale.mjs';
import { launchChromium } from './chromium.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../scripts/serverProcess.ts';
import { DEMO_PASSWORD, type DemoUsername } from '../../src/shared/config/demoAccounts.ts';

export interface StartedServer {
  origin: string;
  server: ServerProcess;
  stop(): Promise<void>;
}

export interface StartedProduct {
  origin: string;
  browser: Browser;
  /** The server's process; absent for the shared product, which the global set-up owns. */
  server?: ServerProcess;
  stop(): Promise<void>;
}

/** Builds what is stale and starts the product on a free port with a new data directory. */
export async function startProductServer(name: string, settings: Record<string, string> = {}): Promise<StartedServer> {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-e2e-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', ...settings });
  try {
    await server.waitFor('Listening on');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    origin,
    server,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The product of its own for a test file that changes data or needs other settings, and Chromium. */
export async function startProduct(name: string, settings: Record<string, string> = {}): Promise<StartedProduct> {
  const started = await startProductServer(name, settings);
  const browser = await launchChromium();
  return {
    origin: started.origin,
    browser,
    server: started.server,
    async stop() {
      await browser.close();
      await started.stop();
    },
  };
}

/**
 * The product with the demo data that the test files which only read share (e2e/support/globalSetup.ts starts it once
 * per run), and a Chromium of the file's own. Such a file writes nothing another reads: it signs in and reads.
 */
export async function sharedProduct(): Promise<StartedProduct> {
  const browser = await launchChromium();
  return { origin: inject('sharedProductOrigin'), browser, stop: () => browser.close() };
}

/**
 * The shared product and a Chromium of the calling describe block's own, from its beforeAll to its afterAll; read
 * `origin` and `browser` inside its tests.
 */
export function useSharedProduct(): { readonly origin: string; readonly browser: Browser } {
  let product: StartedProduct | undefined;
  beforeAll(async () => {
    product = await sharedProduct();
  });
  afterAll(async () => {
    await product?.stop();
  });
  const started = (): StartedProduct => {
    if (!product) throw new Error('The shared product is read before its beforeAll ran');
    return product;
  };
  return {
    get origin() {
      return started().origin;
    },
    get browser() {
      return started().browser;
    },
  };
}

/** Opens `pathname`, signs in as `username` on the provider's form, and waits for the heading the page then shows. */
export async function signInAt(page: Page, origin: string, pathname: string, username: DemoUsername, heading: string): Promise<void> {
  await page.goto(`${origin}${pathname}`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Calls the API as the user signed in on `page` (the ID token the SPA stored). */
export async function apiAs(page: Page, origin: string, pathname: string, init: RequestInit = {}): Promise<Response> {
  const idToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { IdToken?: string }).IdToken);
  if (!idToken) throw new Error('no session stored');
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${idToken}`);
  return fetch(`${origin}${pathname}`, { ...init, headers });
}

/** axe-core's findings on the page as it is now; the page's context needs `bypassCSP` for the injected script. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A message still fading in has less contrast than it will have: judge the page once its animations have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

export interface ReportGroupAnswer {
  survey: { id: string; title: string };
  reports: { id: string; status: string; report_title: string | null }[];
}

/**
 * GET /api/reports as the user signed in on `page`, once no report is PENDING or GENERATING: the demo's reports are
 * written by the report job just after start-up.
 */
export async function settledReportGroups(page: Page, origin: string): Promise<ReportGroupAnswer[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await apiAs(page, origin, '/api/reports');
    if (!response.ok) throw new Error(`/api/reports: ${response.status}`);
    const groups = (await response.json()) as ReportGroupAnswer[];
    const settled = groups.every((group) => group.reports.every((report) => report.status === 'COMPLETED' || report.status === 'FAILED'));
    if (settled && groups.some((group) => group.reports.length > 0)) return groups;
    if (Date.now() > deadline) throw new Error('The reports did not settle within a minute');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A start the server takes as now (UTC): this minute. A new survey may not start in the past (startsInThePast), and a
 * minute's start is well within the 5 minutes the rule allows for the request to arrive.
 */
export function startingNow(now: Date = new Date()): { start_date: string; start_time: string; timezone: 'UTC' } {
  const iso = now.toISOString();
  return { start_date: iso.slice(0, 10), start_time: iso.slice(11, 16), timezone: 'UTC' };
}
