import { readFile } from 'node:fs/promises';

import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes, reportPath } from '../src/shared/config/routes.ts';
import { settledReportGroups, signInAt, type StartedProduct, sharedProduct } from './support/startedProduct.ts';

const STARTED_TOAST = 'Report download started (includes both KR and EN versions)...';

/** No screen shows an error alert; the download's success toast is the only alert allowed. */
async function expectNoErrorAlert(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => text.trim() !== STARTED_TOAST)).toEqual([]);
}

// A completed report on the product as `npm start` runs it with its demo data, as the manager for Latin America: its
// markdown (written from real respondents' answers) renders as tables and text with nothing they wrote as a link or
// markup, and its download is the zip with both languages.
describe('the Report detail screen on the started product (Chromium)', () => {
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

  it('latam.manager opens a completed report from the list, reads its tables safely, downloads both languages and goes back', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.reports, 'latam.manager', 'Survey Reports');

      const groups = await settledReportGroups(page, origin);
      await page.reload();
      const group = groups.find((candidate) => candidate.reports.some((report) => report.status === 'COMPLETED'));
      const completed = group?.reports.find((report) => report.status === 'COMPLETED');
      if (!group || !completed) throw new Error('the demo data has no completed report for latam.manager');

      // Open it from the list: expand its survey and follow the report's link.
      await page.getByRole('button', { name: group.survey.title, exact: true }).click();
      const rows = page.getByRole('list', { name: `Reports of ${group.survey.title}` });
      await rows.waitFor();
      await rows.locator(`a[href="${reportPath(completed.id)}"]`).click();
      await page.waitForURL(`${origin}${reportPath(completed.id)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Download Report' }).waitFor();
      expect(await page.getByRole('definition').first().innerText()).toBe(completed.id);

      // The markdown: tables rendered as tables, the respondents' quotes as text.
      const content = page.getByRole('article');
      await content.getByRole('table').first().waitFor();
      expect(await content.getByRole('table').count()).toBeGreaterThan(0);
      expect(await content.getByRole('columnheader').allInnerTexts()).toEqual(
        expect.arrayContaining(['Country', 'Language', 'Channel', 'Started', 'Finished', 'Completion']),
      );
      expect(await content.locator('blockquote').count()).toBeGreaterThan(0);
      const text = await content.innerText();
      expect(text).not.toMatch(/\|\s*---/);

      // Nothing a respondent wrote is a link or markup: the report links nowhere, and no element from data exists.
      expect(await content.locator('a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).toEqual([]);
      expect(await content.locator('script, img, iframe, object, embed, style, form, input, [onerror], [onclick]').count()).toBe(0);
      const tags = await content.evaluate((element) => [...new Set([...element.querySelectorAll('*')].map((node) => node.tagName.toLowerCase()))]);
      const rendered = new Set(['div', 'span', 'p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'del', 'code', 'pre', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
      // The charts: figures drawn by the app from the report's numbers.
      for (const chartTag of ['figure', 'figcaption', 'svg', 'title', 'line', 'rect', 'text']) rendered.add(chartTag);
      expect(tags.filter((tag) => !rendered.has(tag))).toEqual([]);
      await expectNoErrorAlert(page);

      // The download: report_{id}_all.zip holding the English and the Korean report.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
      expect(download.suggestedFilename()).toBe(`report_${completed.id}_all.zip`);
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      expect(Object.keys(files).filter((name) => name.endsWith('.md')).toSorted()).toEqual([`report_${completed.id}_en.md`, `report_${completed.id}_ko.md`]);
      expect(Object.keys(files).some((name) => name.endsWith('.svg'))).toBe(true);
      const korean = new TextDecoder().decode(files[`report_${completed.id}_ko.md`]);
      expect(korean).toMatch(/[\uAC00-\uD7A3]/);
      await page.getByRole('alertdialog', { name: STARTED_TOAST }).waitFor();
      await expectNoErrorAlert(page);

      // Back to Reports steps back to the list it came from.
      await page.getByRole('button', { name: 'Back to Reports' }).click();
      await page.waitForURL(`${origin}${appRoutes.reports}`);
      await page.getByRole('heading', { name: 'Survey Reports', level: 1 }).waitFor();
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });
});
