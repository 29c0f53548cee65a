import { readFile } from 'node:fs/promises';

import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes, reportPath } from '../src/shared/config/routes.ts';
import { settledReportGroups, signInAt, type StartedProduct, sharedProduct } from './support/startedProduct.ts';

/** The titles of the survey cards on screen, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 2 }).allInnerTexts();
}

/** No screen shows an error alert. A toast's content is an alert too: only the success toast may be there. */
async function expectNoErrorAlert(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => text.trim() !== 'Report download started...')).toEqual([]);
}

// The reports list on the product as `npm start` runs it with its demo data (reports written by the job at start-up), as the manager for Latin America.
describe('the Survey Reports screen on the started product (Chromium)', () => {
  let product: StartedProduct | undefined;
  let browser: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    product = await sharedProduct();
    ({ browser, origin } = product);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('latam.manager filters, expands a survey, downloads a completed report with both languages and opens it', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.reports, 'latam.manager', 'Survey Reports');
      await page.getByText('View and analyze processed survey reports').waitFor();

      // Every survey the API lists for this user has its card, in the API's order (once the job has written the demo's).
      const groups = await settledReportGroups(page, origin);
      await page.reload();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await cardTitles(page)).toEqual(groups.map((group) => group.survey.title));
      await expectNoErrorAlert(page);

      // Completed only: the surveys with a completed report.
      const withCompleted = groups.filter((group) => group.reports.some((report) => report.status === 'COMPLETED'));
      const [group] = withCompleted;
      const completed = group?.reports.find((report) => report.status === 'COMPLETED');
      if (!group || !completed) throw new Error('the demo data has no completed report for latam.manager');
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
      const [markdownFiles, chartFiles] = [files.filter((name) => name.endsWith('.md')), files.filter((name) => !name.endsWith('.md'))];
      expect(markdownFiles.toSorted()).toEqual([`report_${completed.id}_en.md`, `report_${completed.id}_ko.md`]);
      expect(chartFiles.length).toBeGreaterThan(0);
      for (const name of chartFiles) expect(name).toMatch(/\.svg$/);
      await page.getByRole('alertdialog', { name: 'Report download started...' }).waitFor();
      await expectNoErrorAlert(page);

      // The row's link opens the report's page.
      await row.getByRole('link').click();
      await page.waitForURL(`${origin}${reportPath(completed.id)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });
});
