import { readFile } from 'node:fs/promises';

import { unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSurveyResponse, surveyDetail, translationProgress } from '../src/shared/api/contract/index.ts';
import { appRoutes, reportPath } from '../src/shared/config/routes.ts';
import { respondentMessagesFor } from '../src/shared/config/respondent-messages/index.ts';
import { apiAs, axeViolations, signInAt, type StartedProduct, startingNow, startProduct } from './support/startedProduct.ts';

/*
 * Issue 26's whole path on the product as `npm start` runs it: latam.manager creates a survey with a rating, an NPS and
 * a multiple-choice question for Chile (Spanish) and Haiti (French), respondents answer it by keyboard on a phone-size
 * participation page, and the figures the test computes from its own answers are the ones the reports and the
 * Dashboard show. Chile and Haiti hold no demo data, so their figures are the test's answers alone.
 */

const SURVEY_ID = 'e2e-scores';
const TITLE = 'Store visit: satisfaction and recommendation';
const OPTIONS = ['Prices', 'Service', 'Location'] as const;

interface Answers {
  rating: number;
  nps: number;
  /** The chosen option's 1-based number. */
  choice: number;
  /** Typed after the score instead of skipping the 'Why?'. */
  why?: string;
}

/** Three conversations per country, each language with its own link. */
const PLAN: { country: string; language: string; answers: Answers[] }[] = [
  {
    country: 'Chile',
    language: 'es',
    answers: [
      { rating: 4, nps: 9, choice: 1, why: 'Buena atención.' },
      { rating: 2, nps: 6, choice: 2 },
      { rating: 3, nps: 3, choice: 2 },
    ],
  },
  {
    country: 'Haiti',
    language: 'fr',
    answers: [
      { rating: 5, nps: 10, choice: 2 },
      { rating: 5, nps: 8, choice: 3, why: 'Personnel très aimable.' },
      { rating: 4, nps: 10, choice: 2 },
    ],
  },
];

/** CSAT as the test reads its own answers: the share of 4 and 5, in whole percent. */
function csatOf(ratings: readonly number[]): string {
  return `${String(Math.round((100 * ratings.filter((rating) => rating >= 4).length) / ratings.length))}%`;
}

/** NPS as the test reads its own answers: promoters (9-10) minus detractors (0-6), signed whole points. */
function npsOf(scores: readonly number[]): { nps: string; promoters: number; passives: number; detractors: number } {
  const promoters = scores.filter((score) => score >= 9).length;
  const detractors = scores.filter((score) => score <= 6).length;
  const value = Math.round((100 * (promoters - detractors)) / scores.length);
  return { nps: value > 0 ? `+${String(value)}` : String(value), promoters, passives: scores.length - promoters - detractors, detractors };
}

interface ReportRow {
  id: string;
  status: string;
  report_scope_type: string;
}

/** The survey's reports once none is PENDING or GENERATING, and at least one was written. */
async function settledReports(staff: Page, origin: string): Promise<ReportRow[]> {
  let reports: ReportRow[] = [];
  await expect
    .poll(
      async () => {
        const groups = (await (await apiAs(staff, origin, '/api/reports')).json()) as { survey: { id: string }; reports: ReportRow[] }[];
        reports = groups.find((group) => group.survey.id === SURVEY_ID)?.reports ?? [];
        return reports.length > 0 && reports.every((report) => report.status === 'COMPLETED' || report.status === 'FAILED');
      },
      { timeout: 180_000, interval: 1000 },
    )
    .toBe(true);
  return reports;
}

/** The option table's rows as the report writes them: option, answers, share with one decimal. */
function optionRows(counts: readonly number[], optionPrefix = ''): string[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return OPTIONS.map((option, index) => `| ${optionPrefix}${option} | ${String(counts[index] ?? 0)} | ${(((counts[index] ?? 0) / total) * 100).toFixed(1)}% |`);
}

async function createScoredSurvey(staff: Page, origin: string): Promise<void> {
  const response = await apiAs(staff, origin, '/api/surveys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: SURVEY_ID,
      title: TITLE,
      ...startingNow(),
      end_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      end_time: '23:55',
      questions: [
        { questionId: 'rating', text: 'How satisfied are you with your visit today?', order: 1, type: 'rating' },
        { questionId: 'nps', text: 'How likely are you to recommend our store to a friend or colleague?', order: 2, type: 'nps' },
        { questionId: 'choice', text: 'What brought you to our store today?', order: 3, type: 'multiple_choice', options: OPTIONS },
      ],
      target_country_names: PLAN.map((country) => country.country),
      target_languages: PLAN.map((country) => country.language),
      target_channels: 1,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  createSurveyResponse.parse(await response.json());
}

/** The survey's link in `language` once its translation is settled (the pseudo provider translates every locale). */
async function translatedLinks(staff: Page, origin: string): Promise<Map<string, string>> {
  await expect
    .poll(async () => translationProgress.parse(await (await apiAs(staff, origin, `/api/surveys/${SURVEY_ID}/translation-progress`)).json()).is_complete, {
      timeout: 60_000,
    })
    .toBe(true);
  const detail = surveyDetail.parse(await (await apiAs(staff, origin, `/api/surveys/${SURVEY_ID}`)).json());
  return new Map((detail.links ?? []).map((link) => [link.effective_language ?? '', link.url]));
}

/** Tab until the focus is on one of the quick replies (the first, as none is chosen yet). */
async function tabToQuickReplies(page: Page, label: string) {
  const group = page.getByRole('group', { name: label });
  for (let presses = 0; presses < 15; presses += 1) {
    if (await group.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the quick replies');
}

/** Chooses `value` among the quick replies by keyboard: Space takes the first, each arrow the next; Tab, Enter sends. */
async function chooseByKeyboard(page: Page, label: string, values: readonly number[], value: number) {
  await tabToQuickReplies(page, label);
  await page.keyboard.press('Space');
  for (let step = 0; step < values.indexOf(value); step += 1) await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(String(value));
  // Out of the group to the answer field; Enter there sends the chosen reply.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

/** After the `nth` score: types the reason and sends it, or moves to Skip and presses it. */
async function answerWhy(page: Page, language: string, nth: number, why: string | undefined) {
  const texts = respondentMessagesFor(language);
  const log = page.getByRole('log', { name: texts.conversationLabel });
  await expect.poll(() => log.getByText(texts.whyScore).count(), { timeout: 30_000 }).toBe(nth);
  await page.getByRole('button', { name: texts.skip }).waitFor();
  const field = page.getByRole('textbox', { name: texts.answerLabel });
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  if (why !== undefined) {
    await page.keyboard.type(why);
    await page.keyboard.press('Enter');
    await log.getByText(why).waitFor();
    return;
  }
  // Send is disabled with nothing typed: the next stop is Skip.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.skip);
  await page.keyboard.press('Enter');
}

async function answerConversation(respondents: BrowserContext, link: string, language: string, answers: Answers) {
  const texts = respondentMessagesFor(language);
  const page = await respondents.newPage();
  try {
    await page.goto(link);
    await page.getByRole('group', { name: texts.choicesLabel }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await axeViolations(page)).toEqual([]);
    await chooseByKeyboard(page, texts.choicesLabel, [1, 2, 3, 4, 5], answers.rating);
    await answerWhy(page, language, 1, answers.why);
    await page.getByRole('radio', { name: `0, ${texts.npsLow}` }).waitFor();
    await chooseByKeyboard(page, texts.choicesLabel, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], answers.nps);
    await answerWhy(page, language, 2, undefined);
    // The options as the pseudo provider translated them into the link's language.
    await page.getByRole('radio', { name: `[${language}] ${OPTIONS[0]}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await chooseByKeyboard(page, texts.choicesLabel, [1, 2, 3], answers.choice);
    await page.getByRole('heading', { name: texts.finishedTitle }).waitFor();
  } finally {
    await page.close();
  }
}

describe('scores from the chat to the Dashboard on the started product (Chromium)', () => {
  let product: StartedProduct | undefined;

  beforeAll(async () => {
    product = await startProduct('scores', { TRANSLATION_PROVIDER: 'pseudo' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('latam.manager creates a rating, an NPS and a choice; answers by keyboard in Spanish and French reach the reports and the Dashboard', async () => {
    if (!product) throw new Error('the product did not start');
    const { browser, origin } = product;
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const staff = await staffContext.newPage();
      await signInAt(staff, origin, appRoutes.dashboard, 'latam.manager', 'Dashboard');
      await createScoredSurvey(staff, origin);
      const links = await translatedLinks(staff, origin);

      for (const { language, answers } of PLAN) {
        const link = links.get(language);
        if (!link) throw new Error(`No ${language} link`);
        for (const conversation of answers) {
          // A new phone each time: a kept conversation would continue instead of starting anew.
          const respondents = await browser.newContext({
            viewport: { width: 390, height: 844 },
            locale: language,
            isMobile: true,
            hasTouch: true,
            bypassCSP: true,
          });
          try {
            await answerConversation(respondents, link, language, conversation);
          } finally {
            await respondents.close();
          }
        }
      }

      const all = PLAN.flatMap((country) => country.answers);
      const csat = csatOf(all.map((answer) => answer.rating));
      const nps = npsOf(all.map((answer) => answer.nps));
      const optionCounts = OPTIONS.map((_, index) => all.filter((answer) => answer.choice === index + 1).length);
      expect({ csat, nps, optionCounts }).toEqual({ csat: '67%', nps: { nps: '+17', promoters: 3, passives: 1, detractors: 2 }, optionCounts: [1, 4, 1] });

      // latam.manager regenerates the survey's reports from its card on the Reports screen.
      await staff.goto(`${origin}${appRoutes.reports}`);
      await staff.getByRole('button', { name: TITLE, exact: true }).click();
      await staff.getByRole('button', { name: `Generate reports for ${TITLE}` }).click();
      const confirm = staff.getByRole('alertdialog', { name: /^Generate reports( again)?\?$/ });
      await confirm.getByRole('button', { name: 'Generate reports' }).click();
      const reports = await settledReports(staff, origin);
      // latam.manager reads the regional report: Latin America & Caribbean holds both countries' six conversations.
      const regional = reports.find((report) => report.report_scope_type === 'REGIONAL');
      expect(regional?.status).toBe('COMPLETED');

      // The English report as the report screen renders it, and the Korean one in its download.
      const staffDownloads = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      try {
        const reader = await staffDownloads.newPage();
        await signInAt(reader, origin, reportPath(regional?.id ?? ''), 'latam.manager', 'Store visit: satisfaction and recommendation');
        const article = reader.getByRole('article');
        await article.getByRole('table').first().waitFor();
        const english = await article.innerText();
        expect(english).toContain(`CSAT: ${csat}: 4 of 6 answers were 4 or 5`);
        expect(english).toContain(`NPS: ${nps.nps}: 3 promoters, 1 passive and 2 detractors of 6 answers`);
        for (const [index, option] of OPTIONS.entries()) {
          const row = article.getByRole('row').filter({ has: reader.getByRole('cell', { name: option, exact: true }) });
          expect((await row.allInnerTexts()).map((text) => text.split('\t').map((cell) => cell.trim()))).toContainEqual([
            option,
            String(optionCounts[index]),
            `${(((optionCounts[index] ?? 0) / all.length) * 100).toFixed(1)}%`,
          ]);
        }
        expect(await reader.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
        const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: 'Download Report' }).click()]);
        const files = unzipSync(new Uint8Array(await readFile(await download.path())));
        const korean = new TextDecoder().decode(files[`report_${regional?.id ?? ''}_ko.md`]);
        expect(korean).toContain(`CSAT: **${csat}**: 답변 6건 중 4점 또는 5점 4건`);
        expect(korean).toContain(`NPS: **${nps.nps}**: 답변 6건 중 추천 ${String(nps.promoters)}건, 중립 ${String(nps.passives)}건, 비추천 ${String(nps.detractors)}건`);
        // The English options as the pseudo provider put them into Korean for the report (issue 27), its brackets
        // escaped by the markdown.
        for (const row of optionRows(optionCounts, '\\[ko\\] ')) expect(korean).toContain(row);
      } finally {
        await staffDownloads.close();
      }

      // The Dashboard's CSAT by country: Chile and Haiti hold only these answers.
      await staff.goto(`${origin}${appRoutes.dashboard}`);
      const byCountry = staff.getByRole('table', { name: /^CSAT by country/ });
      for (const { country, answers } of PLAN) {
        const row = byCountry.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: country }) });
        await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain(csatOf(answers.map((answer) => answer.rating)));
        expect(await row.innerText()).toContain(`n = ${String(answers.length)}`);
      }
      expect(await staff.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts()).toEqual([]);
    } finally {
      await staffContext.close();
    }
  }, 420_000);
});
