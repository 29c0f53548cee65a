import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSurveyResponse, strictSurveyFunnel, type SurveyFunnel } from '../src/shared/api/contract/index.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { fillMessage, respondentMessagesFor } from '../src/shared/config/respondent-messages/index.ts';
import { apiAs, signInAt, type StartedProduct, startingNow, startProduct } from './support/startedProduct.ts';

const SURVEY = {
  id: 'e2e-response-funnel',
  title: 'Revisión de visitas en México',
  questions: ['¿Cómo le atendieron hoy?', '¿Encontró lo que buscaba?', '¿Qué mejoraría?'],
};
const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
// The survey is written in Spanish: with no translation provider its es-MX links speak the source language.
const spanish = respondentMessagesFor('es');

async function funnelOf(staff: Page, origin: string): Promise<SurveyFunnel> {
  return strictSurveyFunnel.parse(await (await apiAs(staff, origin, `/api/surveys/${SURVEY.id}/funnel`)).json());
}

async function responsesCount(staff: Page, origin: string): Promise<number | undefined> {
  const list = (await (await apiAs(staff, origin, '/api/surveys')).json()) as { id: string; responses_count: number }[];
  return list.find((survey) => survey.id === SURVEY.id)?.responses_count;
}

/** A respondent's own browser (its own storage) on the link: it waits for the greeting and the first question. */
async function openLink(browser: Browser, link: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto(link);
  const log = page.getByRole('log', { name: spanish.conversationLabel });
  await log.getByText(fillMessage(spanish.greeting, { title: SURVEY.title })).waitFor();
  await log.getByText(SURVEY.questions[0] ?? '').waitFor();
  return { page, close: () => context.close() };
}

// What counts as a response (src/shared/api/contract/funnel.ts), on the product as `npm start` runs it: opening a link
// stores nothing, leaving is a visit, and one answer is one response, on every screen staff read.
describe('visits, started and complete responses on the started product (Chromium)', () => {
  let product: StartedProduct;
  let staff: Page;
  let link: string;

  beforeAll(async () => {
    product = await startProduct('response-funnel');
    staff = await (await product.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAt(staff, product.origin, appRoutes.surveys, 'admin', 'Survey Management');
    const created = await apiAs(staff, product.origin, '/api/surveys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: SURVEY.id,
        title: SURVEY.title,
        ...startingNow(),
        end_date: isoDay(30),
        end_time: '23:55',
        questions: SURVEY.questions.map((text, index) => ({ questionId: `q${String(index + 1)}`, text, order: index + 1 })),
        target_country_names: ['Mexico'],
        target_languages: ['es-MX'],
        target_channels: 1,
      }),
    });
    expect(created.status).toBe(201);
    link = createSurveyResponse.parse(await created.json()).links[0]?.link ?? '';
  });

  afterAll(async () => {
    await product.stop();
  });

  it('stores nothing and counts nothing for a GET or a HEAD of the link (a preview, a crawler)', async () => {
    const token = new URL(link).pathname.split('/').at(-1) ?? '';
    for (const method of ['GET', 'HEAD']) {
      expect((await fetch(link, { method })).status).toBe(200);
      expect((await fetch(`${product.origin}/api/respond/${token}`, { method })).status).toBe(200);
    }
    expect(await funnelOf(staff, product.origin)).toMatchObject({ visits: 0, started: 0, complete: 0 });
    expect(await responsesCount(staff, product.origin)).toBe(0);
  });

  it('counts a page that leaves without answering as a visit, not a response', async () => {
    const visitor = await openLink(product.browser, link);
    await expect.poll(async () => (await funnelOf(staff, product.origin)).visits).toBe(1);
    await visitor.close();
    expect(await funnelOf(staff, product.origin)).toMatchObject({ visits: 1, started: 0, complete: 0 });
    expect(await responsesCount(staff, product.origin)).toBe(0);
  });

  it('makes one answer one response, and Survey Details shows the funnel the server counts, with no alert', async () => {
    const respondent = await openLink(product.browser, link);
    await respondent.page.getByRole('textbox', { name: spanish.answerLabel }).fill('Muy bien, gracias.');
    await respondent.page.keyboard.press('Enter');
    await respondent.page.getByRole('log', { name: spanish.conversationLabel }).getByText(SURVEY.questions[1] ?? '').waitFor();
    await respondent.close();

    const funnel = await funnelOf(staff, product.origin);
    expect(funnel).toMatchObject({ visits: 2, started: 1, complete: 0 });
    expect(funnel.by_country).toEqual([{ country_code: 'MX', country_name: 'Mexico', visits: 2, started: 1, complete: 0 }]);
    expect(await responsesCount(staff, product.origin)).toBe(1);

    await staff.goto(`${product.origin}${appRoutes.surveys}`);
    const table = staff.getByRole('grid', { name: 'Surveys' });
    await table.getByRole('rowheader', { name: SURVEY.title, exact: true }).click();
    const details = staff.getByRole('dialog', { name: 'Survey Details' });
    const stages = details.getByRole('group', { name: 'Response funnel' });
    await stages.waitFor();
    expect(await stages.locator('dd').allInnerTexts()).toEqual(['2', '1', '50% of visits', '0', '0% of started']);
    const byCountry = details.getByRole('grid', { name: 'Responses by country' });
    await expect.poll(() => byCountry.getByRole('row').nth(1).innerText()).toMatch(/^Mexico\s+2\s+1\s+0$/);
    expect(await staff.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
  });
});
