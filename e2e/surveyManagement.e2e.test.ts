import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';
import { DEMO_PASSWORD } from '../src/shared/config/demoAccounts.ts';
import { appRoutes } from '../src/shared/config/routes.ts';

/** The survey titles in the order the table shows them. */
function rowTitles(page: Page): Promise<string[]> {
  return page.getByRole('grid', { name: 'Surveys' }).locator('tbody [role="rowheader"]').allInnerTexts();
}

/** No error alert with text on the screen (the table's error row, the dialogs' errors and the error toasts are alerts). */
async function expectNoErrorAlert(page: Page) {
  expect(await page.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
}

// Survey Management on the product as `npm start` runs it, with its demo data: sort, filter, details, delete.
describe('Survey Management on the started product (Chromium)', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    buildIfStale();
    dataDir = await mkdtemp(path.join(tmpdir(), 'survey-management-e2e-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '' });
    await server.waitFor('Listening on');
    browser = await chromium.launch(chromiumLaunchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('admin sorts, filters, opens a survey and deletes one for good', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${appRoutes.surveys}`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Survey Management', level: 1 }).waitFor({ timeout: 15_000 });
      const table = page.getByRole('grid', { name: 'Surveys' });
      await table.locator('tbody [role="rowheader"]').first().waitFor({ timeout: 15_000 });
      const newestFirst = await rowTitles(page);
      expect(newestFirst.length).toBeGreaterThan(3);
      await expectNoErrorAlert(page);

      // Sort: a new column starts descending, a second press flips it.
      const titleHeader = page.getByRole('columnheader', { name: 'Title' });
      const byTitle = [...newestFirst].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));
      await titleHeader.click();
      await expect.poll(() => titleHeader.getAttribute('aria-sort')).toBe('descending');
      expect(await rowTitles(page)).toEqual([...byTitle].reverse());
      expect(await rowTitles(page)).not.toEqual(newestFirst);
      await titleHeader.click();
      await expect.poll(() => rowTitles(page)).toEqual(byTitle);

      // Filter by title, ignoring case.
      await page.getByRole('textbox', { name: 'Survey Title' }).fill('mexico');
      const mexican = byTitle.filter((title) => title.toLowerCase().includes('mexico'));
      expect(mexican.length).toBeGreaterThan(0);
      await expect.poll(() => rowTitles(page)).toEqual(mexican);

      // Details: links, countries and questions of the first match.
      const chosen = mexican[0] ?? '';
      await table.getByRole('rowheader', { name: chosen, exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Survey Details' });
      await details.waitFor();
      await details.getByRole('list', { name: 'Participation links' }).waitFor({ timeout: 15_000 });
      expect(await details.innerText()).toContain(chosen);
      expect(await details.getByRole('list', { name: 'Participation links' }).getByRole('link').count()).toBeGreaterThan(0);
      expect(await details.getByRole('list', { name: 'Target countries' }).innerText()).toContain('Mexico');
      expect(await details.getByRole('list', { name: 'Questions' }).getByRole('listitem').count()).toBeGreaterThan(0);
      await expectNoErrorAlert(page);
      await details.getByRole('button', { name: 'Close' }).last().click();
      await details.waitFor({ state: 'detached' });

      // Delete, confirmed: the row goes, and stays gone after a reload.
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => rowTitles(page)).toEqual(byTitle);
      const doomed = byTitle[0] ?? '';
      await page.getByRole('button', { name: `Delete ${doomed}`, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Survey' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain('Delete this survey? This cannot be undone.');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => rowTitles(page)).toEqual(byTitle.slice(1));
      await expectNoErrorAlert(page);

      await page.reload();
      await table.locator('tbody [role="rowheader"]').first().waitFor({ timeout: 15_000 });
      const afterReload = await rowTitles(page);
      expect(afterReload).not.toContain(doomed);
      expect([...afterReload].sort()).toEqual([...byTitle.slice(1)].sort());
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });
});
