import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, useSharedProduct } from './support/startedProduct.ts';

/** The survey titles the table shows, once it has loaded. */
async function loadedTitles(page: Page): Promise<string[]> {
  const titles = page.getByRole('grid', { name: 'Surveys' }).locator('tbody [role="rowheader"]');
  await expect.poll(() => titles.count()).toBeGreaterThan(1);
  return titles.allInnerTexts();
}

// What each demo account is offered follows what the server says it may do (issue 25, item 6), on the product as
// `npm start` runs it with the demo data.
describe('actions offered by permission on the started product (Chromium)', () => {
  const product = useSharedProduct();

  async function pageFor(run: (page: Page) => Promise<void>) {
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await run(await context.newPage());
    } finally {
      await context.close();
    }
  }

  it('a viewer is offered no Delete on any survey, and /create-survey says they cannot create surveys', async () => {
    await pageFor(async (page) => {
      await signInAt(page, product.origin, appRoutes.surveys, 'viewer', 'Survey Management');
      const titles = await loadedTitles(page);
      expect(await page.getByRole('button', { name: /^View / }).count()).toBe(titles.length);
      expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);

      await page.goto(`${product.origin}${appRoutes.createSurvey}`);
      await page.getByRole('heading', { level: 2, name: 'You cannot create surveys' }).waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create Survey' }).count()).toBe(0);
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    });
  });

  it('a local user is offered Delete exactly on the surveys the server lets them delete', async () => {
    await pageFor(async (page) => {
      await signInAt(page, product.origin, appRoutes.surveys, 'mexico.local', 'Survey Management');
      const titles = await loadedTitles(page);
      const list = (await (await apiAs(page, product.origin, '/api/surveys')).json()) as { title: string; can_delete: boolean }[];
      const deletable = list.filter((survey) => survey.can_delete).map((survey) => survey.title);
      expect(deletable.length).toBeLessThan(titles.length);
      const offered = await page.getByRole('button', { name: /^Delete / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      expect(offered.sort()).toEqual(deletable.map((title) => `Delete ${title}`).sort());
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    });
  });
});
