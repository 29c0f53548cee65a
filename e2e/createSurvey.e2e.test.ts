import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { launchChromium } from './support/chromium.ts';
import { typedDate } from './support/dates.ts';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';
import { DEMO_PASSWORD } from '../src/shared/config/demoAccounts.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { respondentMessagesFor } from '../src/shared/config/respondent-messages/index.ts';

/** Presses Tab until `target` (or something inside it) has the focus: the test reaches every control as a keyboard user. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with the keyboard`);
}

// The create flow on the product as `npm start` runs it (pseudo translation so the overlay has work to show), driven by
// the keyboard alone: sign in, fill the form, review, confirm, watch the overlay complete, read every link.
describe('creating a survey with the keyboard on the started product (Chromium)', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    buildIfStale();
    dataDir = await mkdtemp(path.join(tmpdir(), 'create-survey-e2e-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TRANSLATION_PROVIDER: 'pseudo',
      TRANSLATION_PSEUDO_DELAY_MS: '400',
    });
    await server.waitFor('Listening on');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('latam.manager creates a survey for Mexico and Brazil on two channels and gets its four links', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    const shot = async (name: string) => {
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `create-survey-${name}.png`), fullPage: true });
    };
    try {
      await page.goto(`${origin}${appRoutes.createSurvey}`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await tabTo(page, page.getByLabel('Username'));
      await page.keyboard.type('latam.manager');
      await tabTo(page, page.getByLabel('Password'));
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Create Survey', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Refine countries' }).waitFor();

      // The first visit offers the tour: skipped, and not offered again.
      const welcome = page.getByRole('dialog', { name: 'Welcome to Create Survey' });
      await welcome.waitFor();
      await tabTo(page, welcome.getByRole('button', { name: 'Skip Tour' }));
      await page.keyboard.press('Enter');
      await welcome.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('create-survey-tour-completed'))).toBe('true');

      // The region is preset and locked for a region manager.
      await expect.poll(() => page.getByRole('list', { name: 'Selected regions' }).innerText()).toContain('Latin America & Caribbean');

      await tabTo(page, page.getByRole('textbox', { name: 'Title' }));
      await page.keyboard.type('Keyboard-made store visit survey');

      await tabTo(page, page.getByRole('group', { name: 'Start date' }));
      await page.keyboard.type(typedDate(30));
      await tabTo(page, page.getByRole('group', { name: 'End date' }));
      await page.keyboard.type(typedDate(60));

      // Narrow the region's countries to Mexico and Brazil in the refine dialog.
      await tabTo(page, page.getByRole('button', { name: 'Refine countries' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Refine Target Countries' });
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole('checkbox', { name: 'All' }));
      await page.keyboard.press('Space');
      for (const country of ['Mexico', 'Brazil']) {
        await tabTo(page, dialog.getByRole('searchbox'), { backwards: true });
        await page.keyboard.press('Control+A');
        await page.keyboard.type(country);
        await tabTo(page, dialog.getByRole('checkbox', { name: country, exact: true }));
        await page.keyboard.press('Space');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('list', { name: 'Selected countries' }).innerText()).toMatch(/^(?=.*Mexico)(?=.*Brazil)/s);

      await tabTo(page, page.getByRole('textbox', { name: 'Target Channels' }));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2');

      await tabTo(page, page.getByRole('textbox', { name: 'Question 1' }));
      await page.keyboard.type('How satisfied are you with your visit today?');
      await tabTo(page, page.getByRole('button', { name: 'Add Question' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('textbox', { name: 'Question 2' }), { backwards: true });
      await page.keyboard.type('What could we do better next time?');
      await shot('form');

      await tabTo(page, page.getByRole('button', { name: 'Create Survey' }));
      await page.keyboard.press('Enter');
      const review = page.getByRole('dialog', { name: 'Review Your Survey' });
      await review.waitFor();
      expect(await review.innerText()).toContain('Keyboard-made store visit survey');
      expect(await review.innerText()).toContain('Countries (2)');
      expect(await review.innerText()).toContain('Questions (2)');
      await shot('review');
      await tabTo(page, review.getByRole('button', { name: 'Yes, Create Survey' }));
      await page.keyboard.press('Enter');

      const overlay = page.getByRole('dialog', { name: 'Translating Survey' });
      await overlay.waitFor();
      await overlay.getByText('All languages translated').waitFor({ timeout: 30_000 });
      await shot('overlay-complete');

      const info = page.getByRole('dialog', { name: 'Survey Information' });
      await info.waitFor();
      await page.getByText('Success!').waitFor();
      await info.getByText('Translation completed').waitFor();
      await shot('links');
      const links = info.getByRole('region', { name: 'Survey links' }).getByRole('link');
      await expect.poll(() => links.count()).toBe(4);
      await info.getByText('4 links generated').waitFor();
      // The success toast is an alert too; no alert may speak of an error.
      expect(await page.getByRole('alert').filter({ hasText: /error|fail/i }).count()).toBe(0);
      expect(await info.getByRole('link', { name: /\/r\// }).first().isVisible()).toBe(true);

      // Each link answers with the participation page, not the staff app; the survey starts in 30 days, so it says so.
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const href of hrefs) {
        expect(href.startsWith(`${origin}/r/`)).toBe(true);
        const response = await fetch(href);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('/assets/participate-');
      }
      const respondent = await context.newPage();
      await respondent.goto(hrefs[0] ?? '');
      // The page shows the survey's title (translated, hence a pattern) in the link's language, and says in that
      // language when the survey opens.
      await respondent.getByRole('heading', { name: /Keyboard-made store visit survey/ }).waitFor();
      const notStarted = respondentMessagesFor(await respondent.evaluate(() => document.documentElement.lang)).notStarted;
      await respondent.getByText(notStarted.slice(0, notStarted.indexOf('{date}')).trim(), { exact: false }).waitFor();
      await respondent.close();

      await tabTo(page, info.getByRole('button', { name: 'Copy All Links' }));
      await page.keyboard.press('Enter');
      await page.getByText('All Links Copied!').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split('\n')).toHaveLength(4);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('admin creates a survey for every region: the overlay keeps its title, progress and times in view while 43 languages translate', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${appRoutes.createSurvey}`);
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Create Survey', level: 1 }).waitFor();
      const welcome = page.getByRole('dialog', { name: 'Welcome to Create Survey' });
      await welcome.getByRole('button', { name: 'Skip Tour' }).click();
      await welcome.waitFor({ state: 'detached' });

      await page.getByRole('textbox', { name: 'Title' }).fill('Every region, every language');
      for (const [field, days] of [['Start date', 30], ['End date', 60]] as const) {
        await page.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
        await page.keyboard.type(typedDate(days));
      }
      await page.getByRole('button', { name: 'Select regions' }).click();
      const regions = page.getByRole('dialog', { name: 'Select Target Regions' });
      // react-aria's checkbox input is visually hidden: press its label, as a person does.
      await regions.getByText('All', { exact: true }).click();
      await page.keyboard.press('Escape');
      await regions.waitFor({ state: 'detached' });
      await page.getByRole('textbox', { name: 'Question 1' }).fill('How was your visit?');
      await page.getByRole('button', { name: 'Create Survey' }).click();
      await page.getByRole('dialog', { name: 'Review Your Survey' }).getByRole('button', { name: 'Yes, Create Survey' }).click();

      const overlay = page.getByRole('dialog', { name: 'Translating Survey' });
      const languages = overlay.getByRole('list', { name: 'Languages' }).getByRole('listitem');
      await expect.poll(() => languages.count()).toBeGreaterThanOrEqual(40);
      for (const element of [overlay.getByRole('heading', { name: 'Translating Survey' }), overlay.getByRole('progressbar', { name: 'Overall progress' }), overlay.getByText('Elapsed')]) {
        const box = await element.boundingBox();
        if (!box) throw new Error('not laid out');
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(900);
      }
      const grid = overlay.getByRole('list', { name: 'Languages' });
      expect(await grid.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      // The last language is reached by scrolling the grid, not the page.
      await languages.last().scrollIntoViewIfNeeded();
      expect(await overlay.getByRole('heading', { name: 'Translating Survey' }).isVisible()).toBe(true);
      expect((await overlay.getByRole('heading', { name: 'Translating Survey' }).boundingBox())?.y).toBeGreaterThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('refuses a start typed in the past, in the form next to the field and on the server with a detail', async () => {
    const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
    if (!context) throw new Error('no browser');
    const page = await context.newPage();
    try {
      await page.goto(`${origin}${appRoutes.createSurvey}`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Username').fill('latam.manager');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Create Survey', level: 1 }).waitFor();
      // A new context has seen no tour: it is offered, and skipped (checking for it first raced its opening).
      await page.getByRole('dialog', { name: 'Welcome to Create Survey' }).getByRole('button', { name: 'Skip Tour' }).click();

      await page.getByRole('group', { name: 'Start date' }).getByRole('spinbutton').first().click();
      await page.keyboard.type(typedDate(-3));
      await page.getByRole('button', { name: 'Create Survey' }).click();
      await page.getByText('The survey cannot start in the past.').waitFor();
      expect(await page.getByRole('dialog', { name: 'Review Your Survey' }).count()).toBe(0);

      // The server holds a request that skips the form to the same rule.
      const idToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { IdToken?: string }).IdToken);
      const refused = await fetch(`${origin}/api/surveys`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          id: 'e2e-start-in-the-past',
          title: 'A survey that would start last week',
          start_date: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
          start_time: '09:00',
          end_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          end_time: '17:00',
          timezone: 'UTC',
          questions: [{ questionId: 'q1', text: 'How was your visit?', order: 1 }],
          target_country_names: ['Mexico'],
          target_languages: ['es-MX'],
          target_channels: 1,
        }),
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ code: 'survey.start_in_past', detail: 'The survey cannot start in the past.' });
    } finally {
      await context.close();
    }
  });
});
