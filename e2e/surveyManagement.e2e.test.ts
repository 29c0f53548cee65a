
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { signInAt, type StartedProduct, startProduct } from './support/startedProduct.ts';

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
  let product: StartedProduct | undefined;
  let browser: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    product = await startProduct('survey-management');
    ({ browser, origin } = product);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('admin sorts, filters, opens a survey and deletes one for good', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.surveys, 'admin', 'Survey Management');
      const table = page.getByRole('grid', { name: 'Surveys' });
      // While loading, the table's one status row is a row header too: wait for the surveys themselves.
      await expect.poll(async () => (await rowTitles(page)).length, { timeout: 60_000 }).toBeGreaterThan(3);
      const newestFirst = await rowTitles(page);
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
      await details.getByRole('list', { name: 'Participation links' }).waitFor();
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
      const remaining = [...byTitle.slice(1)].sort();
      await expect.poll(async () => [...(await rowTitles(page))].sort(), { timeout: 60_000 }).toEqual(remaining);
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });
});
