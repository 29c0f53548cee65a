import { readFile } from 'node:fs/promises';

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, type StartedProduct, sharedProduct } from './support/startedProduct.ts';

const SURVEY_ID = 'demo-mx-store-experience';
const SURVEY_TITLE = 'In-store experience in Mexico';
/** The demo's survey with a rating, an NPS and a free-text question, whose answers carry values. */
const SCORED_SURVEY_ID = 'demo-store-pulse';
const SCORED_SURVEY_TITLE = 'Store satisfaction pulse';
const RAW_DATA_HEADER = ['submission_id', 'submitted_at', 'country', 'language', 'channel', 'role', 'timestamp', 'message'];
const BOM = [0xef, 0xbb, 0xbf];
/** What a spreadsheet would run as a formula; every such cell must reach the file with an apostrophe in front. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The submissions total the API gives this user for the survey (x-total-count), with the session the SPA stored. */
async function submissionsTotalFromApi(page: Page, origin: string): Promise<number> {
  const response = await apiAs(page, origin, `/api/surveys/${SURVEY_ID}/submissions?page=1&page_size=1`);
  if (!response.ok) throw new Error(`submissions: ${response.status}`);
  return Number(response.headers.get('x-total-count'));
}

/** A CSV file's rows of cells (every cell quoted, quotes doubled, CRLF rows), after its byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let position = text.startsWith('\uFEFF') ? 1 : 0;
  while (position < text.length) {
    if (text[position] !== '"') throw new Error(`Unquoted cell at ${String(position)}`);
    let cell = '';
    position += 1;
    for (;;) {
      const quote = text.indexOf('"', position);
      if (quote === -1) throw new Error('Unclosed cell');
      cell += text.slice(position, quote);
      if (text[quote + 1] === '"') {
        cell += '"';
        position = quote + 2;
      } else {
        position = quote + 1;
        break;
      }
    }
    row.push(cell);
    if (text[position] === ',') {
      position += 1;
    } else if (text.startsWith('\r\n', position)) {
      rows.push(row);
      row = [];
      position += 2;
    } else {
      throw new Error(`Expected , or CRLF at ${String(position)}`);
    }
  }
  return rows;
}

interface SavedCsv {
  name: string;
  bytes: Buffer;
  rows: string[][];
}

/** Presses `trigger` and reads the file the browser downloads. */
async function downloadOf(page: Page, trigger: Locator): Promise<SavedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = await download.path();
  const bytes = await readFile(file);
  return { name: download.suggestedFilename(), bytes, rows: parseCsv(bytes.toString('utf8')) };
}

/** The byte-order mark, the header, and no cell a spreadsheet would run as a formula. */
function expectCsv(csv: SavedCsv, header: string[]): void {
  expect([...csv.bytes.subarray(0, 3)]).toEqual(BOM);
  expect(csv.rows[0]).toEqual(header);
  expect(csv.rows.length).toBeGreaterThan(1);
  for (const row of csv.rows) {
    expect(row).toHaveLength(header.length);
    for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
  }
}

/** No screen shows an error alert; a toast is an alert too, so only the success toast may be there. */
async function expectNoErrorAlert(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => !text.includes('Download completed successfully!'))).toEqual([]);
}

/** The browser's zone here: a day ahead of UTC from 15:00 UTC on, so a file named by the UTC day would show. */
const VIEWER_TIME_ZONE = 'Asia/Seoul';

/** Every file the SPA saves is named by the viewer's day, like every date on screen. */
const viewerToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: VIEWER_TIME_ZONE }).format(new Date());

// Raw Data on the product as `npm start` runs it with its demo data, as the local manager for Mexico.
describe('the Raw Data screen on the started product (Chromium)', () => {
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

  it('mexico.local pages through a survey, reads a conversation and exports the three CSV files', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, timezoneId: VIEWER_TIME_ZONE });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.rawData, 'mexico.local', 'Raw Response Data');
      await page.getByText('Export raw survey responses as Excel files for detailed analysis').waitFor();

      const surveys = page.getByRole('grid', { name: 'Surveys' });
      const surveyRow = surveys.getByRole('row').filter({ hasText: SURVEY_TITLE });
      await surveyRow.waitFor();
      await expectNoErrorAlert(page);

      // The survey's raw CSV, named by the viewer's day: one row per message, the spec's columns.
      const raw = await downloadOf(page, surveyRow.getByRole('button', { name: `Download raw data of ${SURVEY_TITLE} (CSV)` }));
      expect(raw.name).toBe(`survey_${SURVEY_ID}_raw_data_${viewerToday()}.csv`);
      expectCsv(raw, RAW_DATA_HEADER);
      expect(new Set(raw.rows.slice(1).map((row) => row[2]))).toEqual(new Set(['Mexico']));
      await page.getByText('Download completed successfully!').waitFor();

      // A row press chooses the survey: the address names it and the first 50 submissions show, newest first.
      const total = await submissionsTotalFromApi(page, origin);
      expect(total).toBeGreaterThanOrEqual(128);
      expect(total).toBeLessThanOrEqual(152);
      await surveyRow.getByText(SURVEY_TITLE).click();
      await page.waitForURL((url) => url.searchParams.get('surveyId') === SURVEY_ID);
      const submissions = page.getByRole('grid', { name: `Submissions of ${SURVEY_TITLE}` });
      const rows = submissions.getByRole('row').filter({ has: page.getByRole('gridcell') });
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(50);
      // mexico.local reads Mexico's submissions only (the Country column, its flag aside).
      const countries = await rows.evaluateAll((elements) =>
        elements.map((row) => row.querySelectorAll('[role="gridcell"], [role="rowheader"]')[2]?.textContent.replace(/^\P{L}+/u, '')),
      );
      expect(new Set(countries)).toEqual(new Set(['Mexico']));

      // Load More appends the next 50 and brings the first of them into view, with the focus.
      await page.getByRole('button', { name: `Load More (50 / ${String(total)})` }).click();
      await expect.poll(() => rows.count()).toBe(100);
      await page.getByRole('button', { name: `Load More (100 / ${String(total)})` }).waitFor();
      const row51 = rows.nth(50);
      await expect.poll(() => row51.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await row51.getByRole('gridcell').first().innerText()).toBe('51');
      await expect.poll(() => row51.isVisible()).toBe(true);
      await expectNoErrorAlert(page);

      // The newest submission's conversation in the Response Detail dialog, and its export without Channel.
      const first = rows.first();
      const viewButton = first.getByRole('button', { name: /^View submission / });
      const submissionId = (await viewButton.getAttribute('aria-label'))?.replace('View submission ', '') ?? '';
      expect(submissionId).not.toBe('');
      await viewButton.click();
      const dialog = page.getByRole('dialog', { name: 'Response Detail' });
      await dialog.waitFor();
      const entries = dialog.getByRole('list', { name: 'Conversation Log' }).getByRole('listitem');
      await expect.poll(() => entries.count(), { timeout: 60_000 }).toBeGreaterThan(2);
      const entryCount = await entries.count();
      expect(await entries.first().innerText()).toContain('Assistant');

      const fromDialog = await downloadOf(page, dialog.getByRole('button', { name: 'Export Logs (CSV)' }));
      expect(fromDialog.name).toBe(`submission-${submissionId}_logs_${viewerToday()}.csv`);
      expectCsv(fromDialog, ['Timestamp', 'Role', 'Message']);
      expect(fromDialog.rows).toHaveLength(entryCount + 1);
      expect(fromDialog.rows[1]?.[1]).toBe('assistant');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The row's export: the same conversation with the Channel column.
      const fromRow = await downloadOf(page, first.getByRole('button', { name: `Export logs of submission ${submissionId} (CSV)` }));
      expect(fromRow.name).toBe(fromDialog.name);
      expectCsv(fromRow, ['Timestamp', 'Role', 'Message', 'Channel']);
      expect(fromRow.rows.map((row) => row.slice(0, 3))).toEqual(fromDialog.rows);
      expect(new Set(fromRow.rows.slice(1).map((row) => row[3]))).toHaveProperty('size', 1);
      expect(fromRow.rows[1]?.[3]).toMatch(/^\d+$/);

      // The same conversation as the raw export has it: every message, in order.
      const rawMessages = raw.rows.filter((row) => row[0] === submissionId).map((row) => row[7]);
      expect(rawMessages).toEqual(fromDialog.rows.slice(1).map((row) => row[2]));

      await expectNoErrorAlert(page);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === appRoutes.rawData && !url.searchParams.has('surveyId'));
      await surveys.waitFor();
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  }, 180_000);

  it("mexico.local finds the scored survey's values in its raw CSV and as chips beside the answers", async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, timezoneId: VIEWER_TIME_ZONE });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.rawData, 'mexico.local', 'Raw Response Data');
      const surveyRow = page.getByRole('grid', { name: 'Surveys' }).getByRole('row').filter({ hasText: SCORED_SURVEY_TITLE });
      await surveyRow.waitFor();

      // One column per scored question; a value only on the respondent's answer that gave it, one per conversation.
      const raw = await downloadOf(page, surveyRow.getByRole('button', { name: `Download raw data of ${SCORED_SURVEY_TITLE} (CSV)` }));
      expectCsv(raw, [...RAW_DATA_HEADER, 'q1_rating', 'q2_nps']);
      const valued = raw.rows.slice(1).filter((row) => row[8] !== '' || row[9] !== '');
      expect(valued.length).toBeGreaterThan(20);
      for (const [submissionId, , country, , , role, , , rating = '', nps = ''] of valued) {
        expect([country, role]).toEqual(['Mexico', 'respondent']);
        expect(rating === '' || nps === '', submissionId).toBe(true);
        if (rating !== '') expect(Number(rating)).toBeOneOf([1, 2, 3, 4, 5]);
        if (nps !== '') expect(Number(nps)).toBeOneOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }
      const ratingOf = new Map<string, string>();
      for (const [submissionId = '', , , , , , , , rating = ''] of valued) {
        if (rating === '') continue;
        expect(ratingOf.has(submissionId), submissionId).toBe(false);
        ratingOf.set(submissionId, rating);
      }

      // The newest listed conversation with a rating shows it as a chip, in words.
      await surveyRow.getByText(SCORED_SURVEY_TITLE).click();
      await page.waitForURL((url) => url.searchParams.get('surveyId') === SCORED_SURVEY_ID);
      const submissions = page.getByRole('grid', { name: `Submissions of ${SCORED_SURVEY_TITLE}` });
      const viewButtons = submissions.getByRole('button', { name: /^View submission / });
      await expect.poll(() => viewButtons.count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const listed = (await viewButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) =>
        label.replace('View submission ', ''),
      );
      const submissionId = listed.find((id) => ratingOf.has(id));
      if (!submissionId) throw new Error('No listed conversation of the scored survey has a rating');
      await submissions.getByRole('button', { name: `View submission ${submissionId}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Response Detail' });
      const chipText = `Rating ${ratingOf.get(submissionId) ?? ''} / 5`;
      await dialog.getByText(chipText, { exact: true }).waitFor();
      // The chip sits in the entry of the respondent's answer that gave the value.
      const answer = dialog.getByRole('listitem').filter({ has: page.getByText(chipText, { exact: true }) });
      expect(await answer.innerText()).toContain('Respondent');
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  }, 180_000);
});
