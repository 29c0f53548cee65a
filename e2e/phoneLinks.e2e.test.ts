import { describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, useSharedProduct } from './support/startedProduct.ts';

// Survey Details' participation links on a 390 px phone (issue 25, item 9), on the product as `npm start` runs it.
describe('participation links at phone size on the started product (Chromium)', () => {
  const product = useSharedProduct();

  it('shows each link on one line, cut with an ellipsis, with its copy and QR buttons beside the names', async () => {
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await signInAt(page, product.origin, appRoutes.surveys, 'admin', 'Survey Management');
      const surveys = (await (await apiAs(page, product.origin, '/api/surveys')).json()) as { id: string }[];
      const [first] = surveys;
      if (!first) throw new Error('no demo survey');
      await page.goto(`${product.origin}${appRoutes.surveys}?surveyId=${encodeURIComponent(first.id)}`);
      const list = page.getByRole('list', { name: 'Participation links' });
      const rows = list.getByRole('listitem');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);

      const count = await rows.count();
      for (let index = 0; index < Math.min(count, 6); index += 1) {
        const row = rows.nth(index);
        const link = row.getByRole('link');
        const box = await link.boundingBox();
        const fontSize = await link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        if (!box) throw new Error('link not laid out');
        // One line of text (two would be over twice the font size), not a column of three characters.
        expect(box.height).toBeLessThan(fontSize * 2);
        expect((await row.boundingBox())?.height).toBeLessThan(140);
        expect(await row.getByRole('button', { name: /^Copy link for / }).isVisible()).toBe(true);
        expect(await row.getByRole('button', { name: /^QR code for / }).isVisible()).toBe(true);
      }
      // The address is cut, not lost: the link's text is the whole URL.
      const cut = await rows.first().evaluate((row) => {
        const box = row.querySelector('a')?.parentElement;
        return box ? box.scrollWidth > box.clientWidth : false;
      });
      expect(cut).toBe(true);
      expect(await rows.first().getByRole('link').innerText()).toMatch(new RegExp(`^${product.origin}/r/`));
    } finally {
      await context.close();
    }
  });
});
