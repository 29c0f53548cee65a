import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { unzipSync } from 'fflate';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';
import { DEMO_PASSWORD } from '../src/shared/config/demoAccounts.ts';
import { appRoutes, reportPath } from '../src/shared/config/routes.ts';

interface ReportGroupAnswer {
  survey: { id: string; title: string };
  reports: { id: string; status: string; report_title: string | null }[];
}

/** GET /api/reports with the session the SPA stored: what the screen must show. */
async function reportGroupsFromApi(page: Page, origin: string): Promise<ReportGroupAnswer[]> {
  const idToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { IdToken?: string }).IdToken);
  if (!idToken) throw new Error('no session stored');
  const response = await fetch(`${origin}/api/reports`, { headers: { Authorization: `Bearer ${idToken}` } });
  if (!response.ok) throw new Error(`/api/reports: ${response.status}`);
  return (await response.json()) as ReportGroupAnswer[];
}

/** The titles of the survey cards on screen, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 2 }).allInnerTexts();
}

/** No screen shows an error alert. A toast's content is an alert too: only the success toast may be there. */
async function expectNoErrorAlert(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => text.trim() !== 'Report download started...')).toEqual([]);
}

// The reports list on the product as `npm start` runs it with its demo data, as the local manager for Mexico.
describe('the Survey Reports screen on the started product (Chromium)', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    buildIfStale();
    dataDir = await mkdtemp(path.join(tmpdir(), 'reports-e2e-'));
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

  it('mexico.local filters, expands a survey, downloads a completed report with both languages and opens it', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${appRoutes.reports}`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Username').fill('mexico.local');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Survey Reports', level: 1 }).waitFor({ timeout: 15_000 });
      await page.getByText('View and analyze processed survey reports').waitFor();

      // Every survey the API lists for this user has its card, in the API's order.
      const groups = await reportGroupsFromApi(page, origin);
      expect(groups.length).toBeGreaterThan(0);
      await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 15_000 });
      expect(await cardTitles(page)).toEqual(groups.map((group) => group.survey.title));
      await expectNoErrorAlert(page);

      // Completed only: the surveys with a completed report.
      const withCompleted = groups.filter((group) => group.reports.some((report) => report.status === 'COMPLETED'));
      const [group] = withCompleted;
      const completed = group?.reports.find((report) => report.status === 'COMPLETED');
      if (!group || !completed) throw new Error('the demo data has no completed report for mexico.local');
      await page.getByRole('button', { name: /Status$/ }).click();
      await page.getByRole('option', { name: 'Completed' }).click();
      await expect.poll(() => cardTitles(page)).toEqual(withCompleted.map((candidate) => candidate.survey.title));
      await expectNoErrorAlert(page);

      // Expand the survey: its completed reports are rows with a link and a download button.
      const trigger = page.getByRole('button', { name: group.survey.title, exact: true });
      await trigger.click();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      const rows = page.getByRole('list', { name: `Reports of ${group.survey.title}` });
      await rows.waitFor();
      const row = rows.getByRole('listitem').filter({ has: page.locator(`a[href="${reportPath(completed.id)}"]`) });
      expect(await row.count()).toBe(1);

      // Download from the list: the server's file name, a zip holding the English and the Korean report.
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download / }).click()]);
      expect(download.suggestedFilename()).toBe(`report_${completed.id}_all.zip`);
      const files = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
      expect(files.toSorted()).toEqual([`report_${completed.id}_en.md`, `report_${completed.id}_ko.md`]);
      await page.getByRole('alertdialog', { name: 'Report download started...' }).waitFor();
      await expectNoErrorAlert(page);

      // The row's link opens the report's page.
      await row.getByRole('link').click();
      await page.waitForURL(`${origin}${reportPath(completed.id)}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });
});
