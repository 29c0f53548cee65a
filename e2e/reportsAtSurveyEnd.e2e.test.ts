import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { formatInTimeZone } from 'date-fns-tz';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes, reportPath } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, type StartedProduct, startProduct } from './support/startedProduct.ts';

const SURVEY_ID = 'e2e-ends-in-a-minute';
const TITLE = 'Checkout at the Polanco store';
const QUESTIONS = ['How quick was the checkout?', 'What would you change?'];
/** More than REPORT_MIN_RESPONSES (5): every scope of a Mexico survey gets a completed report. */
const RESPONDENTS = 6;
const ANSWERS = [
  ['Muy rápido, sin fila.', 'Nada, todo bien.'],
  ['Rápido, la cajera fue amable.', 'Más cajas abiertas en la tarde.'],
  ['Lento, esperé diez minutos.', 'Más cajas abiertas.'],
  ['Bastante rápido.', 'Bolsas más resistentes.'],
  ['Rápido y la cajera amable.', 'Más cajas de autocobro.'],
  ['Normal.', 'Nada.'],
] as const;

interface ReportGroupAnswer {
  survey: { id: string; title: string };
  reports: { id: string; status: string; report_scope_type: string; scope_identifier: string | null }[];
}

/** No screen shows an error alert; the download's success toast is the only alert allowed. */
async function expectNoErrorAlert(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => !text.startsWith('Report download started'))).toEqual([]);
}

/** The next whole minute at least 20 s away, in UTC: the survey ends then, so the test waits 20 to 80 s for it. */
function soonEnd(): Date {
  const end = new Date(Date.now() + 20_000);
  end.setUTCSeconds(0, 0);
  end.setUTCMinutes(end.getUTCMinutes() + 1);
  return end;
}

/** A respondent's conversation as the page makes it: the first answer starts it under the page's token. */
async function respond(origin: string, linkToken: string, [first = '', ...rest]: readonly string[]): Promise<void> {
  const base = `${origin}/api/respond/${linkToken}/conversations`;
  const token = randomBytes(32).toString('base64url');
  const started = await fetch(base, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_token: token, message: { client_message_id: randomUUID(), content: first } }),
  });
  expect(started.status).toBe(201);
  for (const content of rest) {
    const sent = await fetch(`${base}/${token}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_message_id: randomUUID(), content }),
    });
    expect(sent.status).toBe(200);
  }
}

// The product as `npm start` runs it: a survey created through the API ends a minute later while the server runs, and
// its reports are written by the job scheduled at its end, with nobody asking.
describe("a survey's reports at its end on the started product (Chromium)", () => {
  let product: StartedProduct | undefined;
  let browser: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    product = await startProduct('reports-at-end');
    ({ browser, origin } = product);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('writes them without anyone asking; Reports shows them completed, the detail draws markdown and charts, the zip saves', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.reports, 'admin', 'Survey Reports');

      const end = soonEnd();
      // A new survey cannot start in the past: it starts this minute.
      const started = new Date();
      const created = await apiAs(page, origin, '/api/surveys', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          id: SURVEY_ID,
          title: TITLE,
          start_date: formatInTimeZone(started, 'UTC', 'yyyy-MM-dd'),
          start_time: formatInTimeZone(started, 'UTC', 'HH:mm'),
          end_date: formatInTimeZone(end, 'UTC', 'yyyy-MM-dd'),
          end_time: formatInTimeZone(end, 'UTC', 'HH:mm'),
          questions: QUESTIONS.map((text, index) => ({ questionId: `q${index + 1}`, text, order: index + 1 })),
          target_country_names: ['Mexico'],
          target_languages: ['es-MX'],
          target_channels: 1,
          timezone: 'UTC',
        }),
      });
      expect(created.status).toBe(201);
      const { links } = (await created.json()) as { links: { url?: string; link?: string }[] };
      const linkToken = new URL(links[0]?.url ?? links[0]?.link ?? '').pathname.split('/').at(-1) ?? '';
      for (const answers of ANSWERS.slice(0, RESPONDENTS)) await respond(origin, linkToken, answers);

      // Nobody asks: the job queued at creation writes every scope once the survey has ended.
      let group: ReportGroupAnswer | undefined;
      await expect
        .poll(
          async () => {
            const groups = (await (await apiAs(page, origin, '/api/reports')).json()) as ReportGroupAnswer[];
            group = groups.find((candidate) => candidate.survey.id === SURVEY_ID);
            return group?.reports.map((report) => `${report.report_scope_type} ${report.scope_identifier ?? ''} ${report.status}`);
          },
          { timeout: end.getTime() - Date.now() + 60_000, interval: 1_000 },
        )
        .toEqual(['GLOBAL Global COMPLETED', 'REGIONAL Latin America & Caribbean COMPLETED', 'LOCAL Mexico COMPLETED', 'COUNTRY Mexico COMPLETED']);
      expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
      const country = group?.reports.find((report) => report.report_scope_type === 'COUNTRY');
      if (!country) throw new Error('no country report');

      // Reports shows them completed.
      await page.reload();
      const trigger = page.getByRole('button', { name: TITLE, exact: true });
      await trigger.click();
      const rows = page.getByRole('list', { name: `Reports of ${TITLE}` });
      await rows.waitFor();
      expect(await rows.getByRole('listitem').count()).toBe(4);
      expect(await rows.getByRole('button', { name: /^Download / }).count()).toBe(4);
      await expectNoErrorAlert(page);

      // The detail: the markdown as headings and tables, the charts as figures, nothing as a link or an image.
      await rows.locator(`a[href="${reportPath(country.id)}"]`).click();
      await page.waitForURL(`${origin}${reportPath(country.id)}`);
      const content = page.getByRole('article');
      await content.getByRole('table').first().waitFor();
      // The page's own h1 leaves the report's headings a level down.
      expect(await content.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
        expect.arrayContaining(['Responses and completion', 'Questions', 'Method']),
      );
      const charts = content.locator('figure');
      expect(await charts.locator('figcaption').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^Responses per day/)]));
      expect(await charts.locator('svg').count()).toBeGreaterThan(0);
      expect(await charts.locator('svg rect').count()).toBeGreaterThan(0);
      expect(await content.getByRole('heading', { level: 4 }).allInnerTexts()).toEqual(expect.arrayContaining(QUESTIONS.map((text, index) => `${index + 1}. ${text}`)));
      expect(await content.locator('a, img, script, iframe').count()).toBe(0);
      await expectNoErrorAlert(page);

      // The download saves the zip: both languages and the charts as SVG files.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
      expect(download.suggestedFilename()).toBe(`report_${country.id}_all.zip`);
      const files = unzipSync(new Uint8Array(await readFile(await download.path())));
      const names = Object.keys(files);
      expect(names).toEqual(expect.arrayContaining([`report_${country.id}_en.md`, `report_${country.id}_ko.md`]));
      const svgs = names.filter((name) => name.endsWith('.svg'));
      expect(svgs.length).toBeGreaterThan(0);
      for (const name of svgs) expect(new TextDecoder().decode(files[name])).toMatch(/^<svg[\s>]|^<\?xml/);
      expect(new TextDecoder().decode(files[`report_${country.id}_ko.md`])).toMatch(/[\uAC00-\uD7A3]/);
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  }, 240_000);
});
