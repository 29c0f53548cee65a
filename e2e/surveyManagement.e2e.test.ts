
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { typedDate } from './support/dates.ts';
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

  // The product's default provider is `none`: nothing is translated, and no screen may say otherwise.
  it('with no translation provider, the overlay, the links and Survey Details say the languages are shown in English', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    const fellBack = /^0 of (\d+) languages translated, \1 shown in English$/;
    const reason = 'Shown in English: no translation provider is set';
    try {
      await signInAt(page, origin, appRoutes.createSurvey, 'latam.manager', 'Create Survey');
      await page.getByRole('dialog', { name: 'Welcome to Create Survey' }).getByRole('button', { name: 'Skip Tour' }).click();
      await page.getByRole('textbox', { name: 'Title' }).fill('Fitting rooms across Latin America');
      for (const [field, days] of [['Start date', 30], ['End date', 60]] as const) {
        await page.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
        await page.keyboard.type(typedDate(days));
      }
      await page.getByRole('textbox', { name: 'Question 1' }).fill('How easy was it to find a free fitting room?');
      // A rating and a multiple-choice question (issue 26, item 1).
      const chooseType = async (number: number, type: string) => {
        await page.getByRole('button', { name: new RegExp(`Question ${String(number)} type`) }).click();
        await page.getByRole('option', { name: type }).click();
      };
      await chooseType(1, 'Rating (1 to 5)');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await chooseType(2, 'Multiple choice');
      await page.getByRole('textbox', { name: 'Question 2' }).fill('Which fitting room did you use?');
      await page.getByRole('textbox', { name: 'Option 1' }).fill('Women');
      await page.getByRole('textbox', { name: 'Option 2' }).fill('Men');
      await page.getByRole('button', { name: 'Create Survey' }).click();
      await page.getByRole('dialog', { name: 'Review Your Survey' }).getByRole('button', { name: 'Yes, Create Survey' }).click();

      const overlay = page.getByRole('dialog', { name: 'Translating Survey' });
      await overlay.getByText('Translation Finished').waitFor();
      const summary = overlay.getByTestId('translation-outcome');
      expect(await summary.getByText(fellBack).count()).toBe(1);
      expect(await summary.getByText(reason).count()).toBe(1);
      // latam.manager is not a global user: no word about the server's settings.
      expect(await summary.getByText(/TRANSLATION_PROVIDER/).count()).toBe(0);
      expect(await overlay.getByText('Translation Complete!').count()).toBe(0);
      expect(await overlay.getByText('All languages translated').count()).toBe(0);

      const info = page.getByRole('dialog', { name: 'Survey Information' });
      await info.getByText(reason).waitFor();
      expect(await info.getByText(fellBack).count()).toBe(1);
      expect(await info.getByText('Translation completed').count()).toBe(0);
      await info.getByRole('button', { name: 'Close' }).last().click();
      await info.waitFor({ state: 'detached' });

      await page.goto(`${origin}${appRoutes.surveys}`);
      await page.getByRole('grid', { name: 'Surveys' }).getByRole('rowheader', { name: 'Fitting rooms across Latin America' }).click();
      const details = page.getByRole('dialog', { name: 'Survey Details' });
      await details.getByText(reason).waitFor();
      expect(await details.getByText(fellBack).count()).toBe(1);
      expect(await details.getByText('Translated', { exact: true }).count()).toBe(0);
      expect(await details.getByText('All languages translated').count()).toBe(0);
      const questions = details.getByRole('list', { name: 'Questions' });
      expect(await questions.getByText('Rating (1 to 5)').count()).toBe(1);
      expect(await questions.getByText('Multiple choice').count()).toBe(1);
      expect(await questions.getByRole('list', { name: 'Options' }).getByRole('listitem').allInnerTexts()).toEqual(['Women', 'Men']);
      await expectNoErrorAlert(page);

      // The survey opens in 30 days; the link already says what its respondents will be asked first: the rating with
      // its range.
      const href = await details.getByRole('list', { name: 'Participation links' }).getByRole('link').first().getAttribute('href');
      const token = new URL(href ?? '', origin).pathname.replace('/r/', '');
      const link = (await (await fetch(`${origin}/api/respond/${token}`)).json()) as { first_question?: string };
      expect(link.first_question).toBe('How easy was it to find a free fitting room? (1–5)');
    } finally {
      await context.close();
    }
  });

  it('the demo surveys carry real translations: Survey Details says so and a Mexican link greets in Spanish', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.surveys, 'admin', 'Survey Management');
      await page.getByRole('grid', { name: 'Surveys' }).getByRole('rowheader', { name: 'In-store experience in Mexico' }).click();
      const details = page.getByRole('dialog', { name: 'Survey Details' });
      await details.getByText('All languages translated').waitFor();
      const spanish = details.getByRole('region', { name: 'Spanish (Mexico) (es-MX)' });
      expect(await spanish.getByText('Translated', { exact: true }).count()).toBe(1);
      expect(await spanish.getByText(/^(\d+) of \1 translated$/).count()).toBe(1);
      expect(await spanish.getByText('Not translated').count()).toBe(0);
      await expectNoErrorAlert(page);

      const href = await details.getByRole('list', { name: 'Participation links' }).getByRole('link').first().getAttribute('href');
      const respondent = await context.newPage();
      await respondent.goto(new URL(href ?? '', origin).toString());
      await respondent.getByRole('heading', { name: 'Experiencia en tienda en México' }).waitFor();
      expect(await respondent.evaluate(() => document.documentElement.lang)).toBe('es-MX');
    } finally {
      await context.close();
    }
  });
});
