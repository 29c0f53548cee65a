import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import axe from 'axe-core';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { launchChromium } from './support/chromium.ts';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';
import { appRoutes } from '../src/shared/config/routes.ts';

/** axe's violations on the page as it is now, one line each (empty when it passes). */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run();
    return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
  });
}

// The product as `npm start` runs it: the built SPA, the API and the embedded OpenID provider in one process, on a fresh
// embedded database; Debian's Chromium signs in through the provider's own page.
describe('signing in through the embedded provider (npm start, Chromium)', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    buildIfStale();
    dataDir = await mkdtemp(path.join(tmpdir(), 'sign-in-e2e-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '' });
    await server.waitFor('Listening on');
    expect(server.output().stdout).toContain('latam.manager');

    browser = await launchChromium();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // The steps share one tab on purpose: they are one person's visit.
  it('sends an anonymous visitor to the sign-in page, and a wrong password gets a clear error', async () => {
    await page.goto(`${origin}${appRoutes.dashboard}`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
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

    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
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

  it('signs out on the server and at the provider without asking again, and comes back to the sign-in page', async () => {
    const signedOut = JSON.parse((await page.evaluate(() => localStorage.getItem('authTokens'))) ?? '{}') as { IdToken?: string; RefreshToken?: string };
    await page.getByRole('button', { name: /log ?out/i }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await dialog.getByRole('button', { name: 'Log Out' }).click();

    // The app asked already: the provider's 'Sign out?' never shows, and the next visit asks for the password.
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
    const surveys = await fetch(`${origin}/api/surveys`, { headers: { Authorization: `Bearer ${signedOut.IdToken ?? ''}` } });
    expect(surveys.status).toBe(401);
    const refresh = await fetch(`${origin}/api/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: signedOut.RefreshToken }),
    });
    expect(refresh.status).toBe(401);
  });

  it('serves sign-in, sign-in error, sign-out and sign-in failure pages with no axe violations', async () => {
    // A context of its own that may inject axe: the pages' CSP allows no script, rightly.
    const context = await browser?.newContext({ bypassCSP: true });
    if (!context) throw new Error('no browser');
    const axePage = await context.newPage();
    try {
      await axePage.goto(`${origin}${appRoutes.dashboard}`);
      await axePage.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await accessibilityViolations(axePage)).toEqual([]);

      await axePage.getByLabel('Username').fill('viewer');
      await axePage.getByLabel('Password').fill('wrong');
      await axePage.getByRole('button', { name: 'Sign in' }).click();
      await axePage.getByRole('alert').waitFor();
      expect(await accessibilityViolations(axePage)).toEqual([]);

      await axePage.getByLabel('Password').fill('demo');
      await axePage.getByRole('button', { name: 'Sign in' }).click();
      await axePage.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await axePage.goto(`${origin}/idp/session/end?client_id=survey-platform`);
      await axePage.getByRole('heading', { name: 'Sign out?' }).waitFor();
      expect(await accessibilityViolations(axePage)).toEqual([]);

      await axePage.goto(`${origin}/api/auth/callback?code=x&state=y`);
      await axePage.getByRole('heading', { name: 'Sign-in failed' }).waitFor();
      expect(await accessibilityViolations(axePage)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
