import { readFile } from 'node:fs/promises';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSurveyResponse, surveyDetail } from '../src/shared/api/contract/index.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { fillMessage, respondentMessagesFor } from '../src/shared/config/respondent-messages/index.ts';
import { apiAs, axeViolations, signInAt, type StartedProduct, startingNow, startProduct } from './support/startedProduct.ts';

interface SurveyInLanguage {
  id: string;
  title: string;
  questions: [string, string, string];
  answers: [string, string, string];
  country: string;
  language: string;
}

const SPANISH: SurveyInLanguage = {
  id: 'e2e-participation-es',
  title: 'Experiencia de compra en la tienda',
  questions: [
    '¿Qué tan satisfecho quedó con la atención que recibió hoy en la tienda?',
    '¿Encontró todos los productos que estaba buscando?',
    '¿Qué podríamos mejorar para su próxima visita?',
  ],
  answers: ['Muy satisfecho, el personal fue amable.', 'Casi todo; faltaba una talla.', '=Más cajas abiertas por la tarde'],
  country: 'Mexico',
  language: 'es',
};

const ARABIC: SurveyInLanguage = {
  id: 'e2e-participation-ar',
  title: 'تجربة التسوق في المتجر',
  questions: ['ما مدى رضاك عن الخدمة في المتجر اليوم؟', 'هل وجدت كل المنتجات التي كنت تبحث عنها؟', 'ما الذي يمكننا تحسينه في زيارتك القادمة؟'],
  answers: ['راضٍ جداً، كان الموظفون لطفاء.', 'نعم، وجدت كل شيء.', 'المزيد من الصناديق المفتوحة في المساء.'],
  country: 'Saudi Arabia',
  language: 'ar',
};

const DAY_MS = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** Creates the survey through the staff API as the signed-in user and answers its participation link. */
async function createSurvey(
  staff: Page,
  origin: string,
  survey: Pick<SurveyInLanguage, 'id' | 'title' | 'questions' | 'country'>,
  schedule: { startDay: number | 'now'; endDay: number },
): Promise<string> {
  const start = schedule.startDay === 'now' ? startingNow() : { start_date: isoDay(schedule.startDay), start_time: '00:00', timezone: 'UTC' };
  const response = await apiAs(staff, origin, '/api/surveys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: survey.id,
      title: survey.title,
      ...start,
      end_date: isoDay(schedule.endDay),
      end_time: '23:55',
      questions: survey.questions.map((text, index) => ({ questionId: `q${String(index + 1)}`, text, order: index + 1 })),
      target_country_names: [survey.country],
      target_languages: [survey.country === 'Mexico' ? 'es-MX' : 'ar'],
      target_channels: 1,
    }),
  });
  if (!response.ok) throw new Error(`create ${survey.id}: ${String(response.status)} ${await response.text()}`);
  const link = createSurveyResponse.parse(await response.json()).links[0]?.link;
  if (!link) throw new Error(`${survey.id} has no link`);
  return link;
}

/** Moves the focus by Tab until the answer field has it: the respondent uses the keyboard only. */
async function tabToAnswerField(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the answer field');
}

/** Answers every question of the link's conversation by keyboard and checks each step against the catalogue. */
async function answerByKeyboard(context: BrowserContext, link: string, survey: SurveyInLanguage): Promise<void> {
  const messages = respondentMessagesFor(survey.language);
  const page = await context.newPage();
  await page.goto(link);
  const log = page.getByRole('log', { name: messages.conversationLabel });
  await log.getByText(fillMessage(messages.greeting, { title: survey.title })).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(survey.language);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(survey.language === 'ar' ? 'rtl' : 'ltr');
  expect(await axeViolations(page)).toEqual([]);

  for (const [index, question] of survey.questions.entries()) {
    await log.getByText(question).waitFor();
    await page.getByText(fillMessage(messages.progress, { number: index + 1, count: survey.questions.length })).waitFor();
    await tabToAnswerField(page, messages.answerLabel);
    await page.keyboard.type(survey.answers[index] ?? '');
    await page.keyboard.press('Enter');
    await log.getByText(survey.answers[index] ?? '').waitFor();
  }
  await log.getByText(messages.thanks).waitFor();
  await page.getByRole('heading', { name: messages.finishedTitle }).waitFor();
  expect(await page.getByRole('textbox', { name: messages.answerLabel }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // A reload shows the same finished conversation, not a new one.
  await page.reload();
  await page.getByRole('heading', { name: messages.finishedTitle }).waitFor();
  expect(await page.getByRole('textbox', { name: messages.answerLabel }).count()).toBe(0);
  await page.close();
}

// The respondent's side on the product as `npm start` runs it: staff create surveys in Spanish and in Arabic, respondents
// answer them on their links by keyboard, and the staff find the conversation in Raw Data.
describe('the participation page on the started product (Chromium)', () => {
  let product: StartedProduct | undefined;

  beforeAll(async () => {
    product = await startProduct('participation');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('a respondent answers a whole survey by keyboard in Spanish and in Arabic; staff read and export it in Raw Data', async () => {
    if (!product) throw new Error('the product did not start');
    const { browser, origin } = product;
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    // bypassCSP lets the test inject axe-core; the page itself allows only its own scripts.
    const respondents = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true, bypassCSP: true });
    try {
      const staff = await staffContext.newPage();
      await signInAt(staff, origin, appRoutes.rawData, 'admin', 'Raw Response Data');
      const spanishLink = await createSurvey(staff, origin, SPANISH, { startDay: 'now', endDay: 30 });
      const arabicLink = await createSurvey(staff, origin, ARABIC, { startDay: 'now', endDay: 30 });

      await answerByKeyboard(respondents, spanishLink, SPANISH);
      await answerByKeyboard(respondents, arabicLink, ARABIC);

      // The staff see the Spanish conversation at once: one submission from Mexico, every message in order.
      await staff.goto(`${origin}${appRoutes.rawData}?surveyId=${SPANISH.id}`);
      const submissions = staff.getByRole('grid', { name: `Submissions of ${SPANISH.title}` });
      const rows = submissions.getByRole('row').filter({ has: staff.getByRole('gridcell') });
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(1);
      expect(await rows.first().innerText()).toContain('Mexico');
      const viewButton = rows.first().getByRole('button', { name: /^View submission / });
      await viewButton.click();
      const dialog = staff.getByRole('dialog', { name: 'Response Detail' });
      const entries = dialog.getByRole('list', { name: 'Conversation Log' }).getByRole('listitem');
      // Greeting and three questions from the assistant, three answers, the thanks.
      await expect.poll(() => entries.count(), { timeout: 60_000 }).toBe(8);
      const conversation = await entries.allInnerTexts();
      for (const answer of SPANISH.answers) expect(conversation.some((entry) => entry.includes(answer))).toBe(true);

      const [download] = await Promise.all([staff.waitForEvent('download'), dialog.getByRole('button', { name: 'Export Logs (CSV)' }).click()]);
      const csv = (await readFile(await download.path())).toString('utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      for (const answer of SPANISH.answers.slice(0, 2)) expect(csv).toContain(answer);
      // The answer that starts like a formula reaches the file neutralised.
      expect(csv).toContain(`"'${SPANISH.answers[2]}"`);
      expect(await staff.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);

      // The survey list counts the two new responses.
      const list = (await (await apiAs(staff, origin, '/api/surveys')).json()) as { id: string; responses_count: number }[];
      expect(list.find((survey) => survey.id === SPANISH.id)?.responses_count).toBe(1);
      expect(list.find((survey) => survey.id === ARABIC.id)?.responses_count).toBe(1);
    } finally {
      await respondents.close();
      await staffContext.close();
    }
  }, 180_000);

  it('says when a survey is not open yet or has ended, and that an unknown link leads nowhere, in each case with no axe finding', async () => {
    if (!product) throw new Error('the product did not start');
    const { browser, origin } = product;
    const staffContext = await browser.newContext();
    const respondents = await browser.newContext({ locale: 'es-MX', bypassCSP: true });
    try {
      const staff = await staffContext.newPage();
      await signInAt(staff, origin, appRoutes.dashboard, 'admin', 'Dashboard');
      const later = await createSurvey(staff, origin, { ...SPANISH, id: 'e2e-participation-later' }, { startDay: 10, endDay: 40 });
      // No survey can be created in the past: the demo's US checkout survey ended 10 days ago (its links are English).
      const endedDemo = surveyDetail.parse(await (await apiAs(staff, origin, '/api/surveys/demo-us-checkout')).json());
      const over = endedDemo.links?.[0]?.url ?? '';
      expect(over).toMatch(/\/r\//);
      const spanish = respondentMessagesFor('es');
      const page = await respondents.newPage();

      for (const [link, template] of [
        [later, spanish.notStarted],
        [over, respondentMessagesFor('en').ended],
      ] as const) {
        await page.goto(link);
        const sentenceStart = template.slice(0, template.indexOf('{date}')).trim();
        await page.getByText(sentenceStart, { exact: false }).first().waitFor();
        expect(await page.getByRole('textbox').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      }

      const unknown = await page.goto(`${origin}/r/no-such-link-0000`);
      expect(unknown?.status()).toBe(404);
      await page.getByRole('heading', { name: spanish.notFoundTitle }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await respondents.close();
      await staffContext.close();
    }
  }, 120_000);
});
