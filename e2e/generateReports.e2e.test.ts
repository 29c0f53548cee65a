import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, type StartedProduct, startProduct } from './support/startedProduct.ts';

interface Group {
  survey: { id: string; title: string; can_generate_reports: boolean };
  reports: { id: string; status: string; error_message: string | null }[];
}

const IN_PROGRESS = new Set(['PENDING', 'GENERATING']);
const STARTED_TOAST = /^Report generation started: (\d+) reports? pending\.$/;

async function reportGroups(page: Page, origin: string): Promise<Group[]> {
  const response = await apiAs(page, origin, '/api/reports');
  if (!response.ok) throw new Error(`/api/reports: ${String(response.status)}`);
  return (await response.json()) as Group[];
}

async function groupOf(page: Page, origin: string, surveyId: string): Promise<Group> {
  const group = (await reportGroups(page, origin)).find((candidate) => candidate.survey.id === surveyId);
  if (!group) throw new Error(`no report group for ${surveyId}`);
  return group;
}

/**
 * Waits until no report of the survey is PENDING or GENERATING, twice in a row a second apart: whatever runs the
 * product started by itself (the demo's, at start-up) have settled, so a press starts a new run.
 */
async function quietGroup(page: Page, origin: string, surveyId: string): Promise<Group> {
  const deadline = Date.now() + 120_000;
  let quietReads = 0;
  for (;;) {
    const group = await groupOf(page, origin, surveyId);
    quietReads = group.reports.some((report) => IN_PROGRESS.has(report.status)) ? 0 : quietReads + 1;
    if (quietReads === 2) return group;
    if (Date.now() > deadline) throw new Error(`the reports of ${surveyId} did not settle within two minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** An ended survey of the demo whose reports the user signed in on `page` may generate. */
async function endedGeneratableSurvey(page: Page, origin: string): Promise<Group['survey']> {
  const response = await apiAs(page, origin, '/api/surveys');
  if (!response.ok) throw new Error(`/api/surveys: ${String(response.status)}`);
  const surveys = (await response.json()) as { id: string; end_datetime_utc: string | null }[];
  const ended = new Set(surveys.filter((survey) => survey.end_datetime_utc !== null && Date.parse(survey.end_datetime_utc) < Date.now()).map((survey) => survey.id));
  const group = (await reportGroups(page, origin)).find((candidate) => candidate.survey.can_generate_reports && ended.has(candidate.survey.id));
  if (!group) throw new Error('the demo has no ended survey whose reports this user may generate');
  return group.survey;
}

/** No error alert on screen. A toast's content is an alert too: only the started toast may be there. */
async function expectNoErrorAlert(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => !STARTED_TOAST.test(text.trim()))).toEqual([]);
}

describe("generating a survey's reports on demand on the started product (Chromium)", () => {
  let product: StartedProduct | undefined;
  let browser: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    product = await startProduct('generate-reports');
    ({ browser, origin } = product);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('latam.manager generates the reports of an ended survey: asked first, a started toast, and the new reports settle on screen', { timeout: 240_000 }, async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.reports, 'latam.manager', 'Survey Reports');
      const survey = await endedGeneratableSurvey(page, origin);
      const before = await quietGroup(page, origin, survey.id);
      await page.reload();

      const trigger = page.getByRole('button', { name: survey.title, exact: true });
      await trigger.click();
      await page.getByRole('button', { name: `Generate reports for ${survey.title}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Generate reports again?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Generate reports' }).click();

      const toast = page.getByRole('alertdialog', { name: STARTED_TOAST });
      await toast.waitFor();
      const pending = Number(STARTED_TOAST.exec(await toast.getByText(STARTED_TOAST).innerText())?.[1]);
      expect(pending).toBeGreaterThan(0);

      // The job writes the run: every new report ends COMPLETED, or FAILED for want of answers.
      const known = new Set(before.reports.map((report) => report.id));
      const newReports = async () => (await groupOf(page, origin, survey.id)).reports.filter((report) => !known.has(report.id));
      await expect
        .poll(async () => (await newReports()).map((report) => report.status), { timeout: 180_000, interval: 1000 })
        .toSatisfy((statuses: string[]) => statuses.length > 0 && statuses.every((status) => !IN_PROGRESS.has(status)));
      const written = await newReports();
      // The user reads the run's reports of their own scopes only, at most as many as were started.
      expect(written.length).toBeLessThanOrEqual(pending);
      for (const report of written) {
        expect(['COMPLETED', 'FAILED']).toContain(report.status);
        if (report.status === 'FAILED') expect(report.error_message).toMatch(/^Not enough data/);
      }

      // The screen follows the run by itself (no reload): every report of the survey listed, none in progress.
      const rows = page.getByRole('list', { name: `Reports of ${survey.title}` });
      const header = page.locator('div', { has: page.getByRole('heading', { level: 2, name: survey.title }) }).last();
      await expect.poll(() => rows.getByRole('listitem').count(), { timeout: 30_000 }).toBe(before.reports.length + written.length);
      await expect.poll(() => header.innerText(), { timeout: 30_000 }).not.toMatch(/in progress/);
      expect(await rows.getByText(/^(Pending|Generating)$/).count()).toBe(0);
      const failed = written.filter((report) => report.status === 'FAILED').length;
      expect(await rows.getByText('Not Enough Data', { exact: true }).count()).toBeGreaterThanOrEqual(failed);
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });

  it('the viewer reads the reports but is offered no Generate reports', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await signInAt(page, origin, appRoutes.reports, 'viewer', 'Survey Reports');
      const groups = await reportGroups(page, origin);
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.filter((group) => group.survey.can_generate_reports)).toEqual([]);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.getByRole('button', { name: 'Expand All' }).click();
      await page.getByRole('list').first().waitFor();
      expect(await page.getByRole('button', { name: /Generate reports/ }).count()).toBe(0);
      await expectNoErrorAlert(page);
    } finally {
      await context.close();
    }
  });
});
