import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('The OS gave no TCP port.');
  return address.port;
}

async function waitForLine(server: ChildProcess, output: () => string, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!output().includes(text)) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`The server did not print "${text}" within 60 s:\n${output()}`);
    await sleep(100);
  }
}

// The product as `npm start` runs it: the built SPA, the API and the embedded OpenID provider in one process, on a fresh
// embedded database; Debian's Chromium signs in through the provider's own page.
describe('signing in through the embedded provider (npm start, Chromium)', () => {
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    buildIfStale();
    dataDir = await mkdtemp(path.join(tmpdir(), 'sign-in-e2e-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForLine(server, () => output, 'Listening on');
    expect(output).toContain('latam.manager');

    browser = await chromium.launch(chromiumLaunchOptions);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  // The steps share one tab on purpose: they are one person's visit.
  it('sends an anonymous visitor to the sign-in page, and a wrong password gets a clear error', async () => {
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/idp\/interaction\//);

    await page.getByLabel('Username').fill('latam.manager');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password.');
  });

  it('signs in as latam.manager and lands on the Dashboard showing that username', async () => {
    // The Dashboard's survey list comes from the API, which takes the verified id token.
    const surveysAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/surveys');
    await page.getByLabel('Username').fill('latam.manager');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${origin}/`);
    await page.getByText('latam.manager', { exact: true }).first().waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('authTokens'))) ?? 'null') as { IdToken?: string } | null;
    expect(stored?.IdToken).toMatch(/^ey/);
    expect((await surveysAnswer).status()).toBe(200);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'dashboard.png'), fullPage: true });
  });

  it('opens Surveys from the sidebar', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Surveys', exact: true }).click();
    await page.getByRole('heading', { name: 'Survey Management', level: 1 }).waitFor();
    expect(page.url()).toBe(`${origin}/surveys`);
  });

  it('signs out at the provider and comes back to the sign-in page', async () => {
    await page.getByRole('button', { name: /log ?out/i }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await dialog.getByRole('button', { name: 'Log Out' }).click();

    await page.getByRole('button', { name: 'Yes, sign me out' }).click({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
  });
});
