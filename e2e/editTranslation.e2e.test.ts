import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, type StartedProduct, startProduct } from './support/startedProduct.ts';

const QUESTION = 'How satisfied are you with the checkout today?';
const STAFF_TEXT = 'Quão satisfeito você ficou com o caixa hoje?';

/** An English survey for Mexico and Brazil, created through the API as the signed-in user. */
async function createSurveyAs(page: Page, origin: string, id: string, title: string): Promise<void> {
  const response = await apiAs(page, origin, '/api/surveys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id,
      title,
      start_date: '2030-05-01',
      end_date: '2030-05-31',
      start_time: '09:00',
      end_time: '17:00',
      questions: [{ questionId: 'q1', text: QUESTION, order: 1 }],
      target_country_names: ['Mexico', 'Brazil'],
      target_languages: ['es-MX', 'pt-BR'],
      target_channels: 1,
      timezone: 'America/Mexico_City',
    }),
  });
  expect(response.status).toBe(201);
  await expect
    .poll(async () => ((await (await apiAs(page, origin, `/api/surveys/${id}/translation-progress`)).json()) as { is_complete?: boolean }).is_complete, {
      timeout: 30_000,
    })
    .toBe(true);
}

interface TranslationsAnswer {
  locales: { locale: string; items: { item: string; text: string | null; origin: string | null }[] }[];
}

async function portugueseQuestion(page: Page, origin: string, id: string) {
  const answer = (await (await apiAs(page, origin, `/api/surveys/${id}/translations`)).json()) as TranslationsAnswer;
  return answer.locales.find((locale) => locale.locale === 'pt-BR')?.items.find((item) => item.item === 'q1');
}

// Issue 17's staff edit on the product as `npm start` runs it, with pseudo machine translation: the creator corrects a
// machine text in Survey Details, and the next survey with the same text gets the correction from the memory.
describe('editing a translation on the started product (Chromium)', () => {
  let product: StartedProduct | undefined;
  let browser: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    product = await startProduct('edit-translation', { TRANSLATION_PROVIDER: 'pseudo' });
    ({ browser, origin } = product);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("the creator edits a machine translation in Survey Details, and a later survey reuses the staff's text", async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.surveys, 'latam.manager', 'Survey Management');
      await createSurveyAs(page, origin, 'e2e-edit-translation', 'Checkout in Mexico and Brazil');
      expect(await portugueseQuestion(page, origin, 'e2e-edit-translation')).toMatchObject({ origin: 'machine' });

      await page.reload();
      await page.getByRole('grid', { name: 'Surveys' }).getByRole('rowheader', { name: 'Checkout in Mexico and Brazil', exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Survey Details' });
      const portuguese = details.getByRole('region', { name: /\(pt-BR\)$/ });
      await portuguese.waitFor();
      expect(await portuguese.innerText()).toContain('Translated');
      expect(await details.getByRole('region', { name: /\(es-MX\)$/ }).innerText()).toContain(QUESTION);

      await portuguese.getByRole('button', { name: /^Edit translation of Question 1 / }).click();
      const edit = page.getByRole('dialog', { name: 'Edit translation' });
      await edit.waitFor();
      expect(await edit.innerText()).toContain(QUESTION);
      await edit.getByRole('textbox', { name: /Translation/ }).fill(STAFF_TEXT);
      await edit.getByRole('button', { name: 'Save translation' }).click();
      await page.getByRole('alertdialog', { name: 'Translation saved' }).waitFor();
      await edit.waitFor({ state: 'detached' });

      const question = portuguese.getByRole('listitem').filter({ hasText: 'Question 1' });
      await expect.poll(() => question.innerText()).toContain(STAFF_TEXT);
      expect(await question.innerText()).toContain('Edited by staff');
      // No error alert (the success toast is an alert too).
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).filter({ hasNotText: 'Translation saved' }).allInnerTexts()).toEqual([]);
      expect(await portugueseQuestion(page, origin, 'e2e-edit-translation')).toEqual({ item: 'q1', source_text: QUESTION, text: STAFF_TEXT, origin: 'staff' });

      // The same question in a new survey: the memory serves the staff's text, not the machine's.
      await createSurveyAs(page, origin, 'e2e-edit-translation-again', 'Checkout in Mexico and Brazil, again');
      expect(await portugueseQuestion(page, origin, 'e2e-edit-translation-again')).toMatchObject({ text: STAFF_TEXT, origin: 'staff' });
    } finally {
      await context.close();
    }
  });
});
