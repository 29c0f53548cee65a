import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { SurveyListItem } from '../src/shared/api/contract/index.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, useSharedProduct } from './support/startedProduct.ts';

/** 'Nov 21, 2026' as the screens write a day, in `timeZone`. */
function dayIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(instant));
}

/** '09:00' as Survey Details writes a time of day, in `timeZone`. */
function timeIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** The value of a Survey Details field. */
function field(details: Locator, label: string): Promise<string> {
  return details.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
}

async function surveysAsListed(page: Page, origin: string): Promise<SurveyListItem[]> {
  const response = await apiAs(page, origin, '/api/surveys');
  expect(response.status).toBe(200);
  return (await response.json()) as SurveyListItem[];
}

// One survey, one date (issue 25, item 3): the list and Survey Details show the same day for the same survey, in the
// viewer's zone, which Details names; a survey scheduled in another zone also shows its schedule as set. The browser
// runs in three zones on the product as `npm start` runs it with the demo data.
describe('dates on the staff screens in three browser zones (Chromium)', () => {
  const product = useSharedProduct();

  for (const timeZone of ['America/Mexico_City', 'UTC', 'Asia/Seoul']) {
    it(`shows every survey's start and end on the same day in the list and in Survey Details, in ${timeZone}`, async () => {
      const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: timeZone });
      try {
        const page = await context.newPage();
        await signInAt(page, product.origin, appRoutes.surveys, 'admin', 'Survey Management');
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timeZone);
        const surveys = await surveysAsListed(page, product.origin);
        const grid = page.getByRole('grid', { name: 'Surveys' });
        await expect.poll(() => grid.locator('tbody [role="rowheader"]').count()).toBe(surveys.length);

        for (const survey of surveys) {
          const { start_datetime_utc: start, end_datetime_utc: end } = survey;
          if (!start || !end || !survey.timezone) throw new Error(`${survey.id} has no schedule`);
          const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: survey.title, exact: true }) });
          const cells = row.getByRole('gridcell');
          expect(await cells.nth(1).innerText()).toBe(dayIn(start, timeZone));
          expect(await cells.nth(2).innerText()).toBe(dayIn(end, timeZone));

          await page.getByRole('button', { name: `View ${survey.title}`, exact: true }).click();
          const details = page.getByRole('dialog', { name: 'Survey Details' });
          await details.locator('dt', { hasText: /^Start Date$/ }).waitFor();
          expect(await field(details, 'Start Date')).toBe(dayIn(start, timeZone));
          expect(await field(details, 'Start Time')).toBe(timeIn(start, timeZone));
          expect(await field(details, 'End Date')).toBe(dayIn(end, timeZone));
          expect(await field(details, 'End Time')).toBe(timeIn(end, timeZone));
          expect(await field(details, 'Times Shown In')).toMatch(new RegExp(`^${timeZone} \\(GMT([+-]\\d+)?\\), your time zone$`));
          const scheduledIn = details.locator('dt', { hasText: /^Scheduled In$/ });
          if (survey.timezone === timeZone) {
            expect(await scheduledIn.count()).toBe(0);
          } else {
            expect(await field(details, 'Scheduled In')).toContain(`${survey.timezone} (GMT`);
            expect(await field(details, 'Scheduled In')).toContain(survey.start_time ?? 'no start time');
          }
          expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
          await details.getByRole('button', { name: 'Close' }).last().click();
          await details.waitFor({ state: 'detached' });
        }
      } finally {
        await context.close();
      }
    });
  }
});
