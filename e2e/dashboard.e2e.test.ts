import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, type DemoUsername } from '../src/shared/config/demoAccounts.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { signInAt, type StartedProduct, sharedProduct } from './support/startedProduct.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Figures {
  'Active Surveys': number;
  'Recent Responses': number;
  'Total Responses': number;
  'Reports Generated': number;
}
const CARD_LABELS = ['Active Surveys', 'Recent Responses', 'Total Responses', 'Reports Generated'] as const;

interface SurveyAnswer {
  id: string;
  start_datetime_utc: string | null;
  end_datetime_utc: string | null;
  responses_count: number;
}
interface SubmissionAnswer {
  submitted_at: string;
}
interface ReportGroupAnswer {
  reports: { status: string }[];
}
interface CsatAnswer {
  count: number;
  satisfied: number;
}
interface StatsAnswer {
  recent_responses: number;
  funnel: { visits: number; started: number; complete: number };
  csat: { current: CsatAnswer; previous: CsatAnswer; by_country: (CsatAnswer & { country_name: string })[] } | null;
}

/** A CSAT as the card writes it, worked out here from the server's counts: the share of 4 and 5 in whole percent. */
const csatText = ({ count, satisfied }: CsatAnswer) => `${String(Math.round((satisfied / count) * 100))}%`;

/**
 * The figures worked out here from the API's lists, by the spec's rules (sections 4 and 9), independently of the SPA's
 * and the stats call's code: what the cards must show. Recent responses are the server's count of responses started
 * since UTC midnight a week back; the lists carry no start time, so they bound it: at most those whose latest message is
 * that recent.
 */
async function figuresFromApi(origin: string, idToken: string, now: Date) {
  const get = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`, { headers: { Authorization: `Bearer ${idToken}` } });
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
    return response;
  };
  const surveys = (await (await get('/api/surveys')).json()) as SurveyAnswer[];
  const reportGroups = (await (await get('/api/reports')).json()) as ReportGroupAnswer[];
  const stats = (await (await get('/api/dashboard/stats')).json()) as StatsAnswer;
  const weekAgo = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 7 * DAY_MS;
  let latestMessageRecent = 0;
  let total = 0;
  for (const survey of surveys) {
    const response = await get(`/api/surveys/${encodeURIComponent(survey.id)}/submissions?page_size=500`);
    const items = (await response.json()) as SubmissionAnswer[];
    total += Number(response.headers.get('x-total-count'));
    latestMessageRecent += items.filter((item) => Date.parse(item.submitted_at) >= weekAgo).length;
  }
  expect(total).toBe(surveys.reduce((sum, survey) => sum + survey.responses_count, 0));
  expect(stats.recent_responses).toBeLessThanOrEqual(latestMessageRecent);
  const active = surveys.filter(
    (survey) =>
      survey.start_datetime_utc !== null &&
      survey.end_datetime_utc !== null &&
      Date.parse(survey.start_datetime_utc) <= now.getTime() &&
      now.getTime() <= Date.parse(survey.end_datetime_utc),
  ).length;
  const completed = reportGroups.flatMap((group) => group.reports).filter((report) => report.status === 'COMPLETED').length;
  const figures: Figures = { 'Active Surveys': active, 'Recent Responses': stats.recent_responses, 'Total Responses': total, 'Reports Generated': completed };
  return { figures, funnel: stats.funnel, csat: stats.csat };
}

/** The number each stat card shows once loaded ('1,234' -> 1234). */
async function figuresOnScreen(page: Page): Promise<Figures> {
  const cards = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
  const figures: Partial<Figures> = {};
  for (const label of CARD_LABELS) {
    const text = await cards.filter({ hasText: label }).innerText();
    const value = /\n\s*([\d,]+)\s*\n/.exec(text)?.[1];
    if (value === undefined) throw new Error(`No figure on the '${label}' card: ${JSON.stringify(text)}`);
    figures[label] = Number(value.replaceAll(',', ''));
  }
  return figures as Figures;
}

// The product as `npm start` runs it with the demo data (the one the read-only files share): each demo account's Dashboard is
// read in Chromium and held to what the API answers that account.
describe('the Dashboard of every demo account on the started product (Chromium)', () => {
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

  it.each(Object.keys(DEMO_ACCOUNTS) as DemoUsername[])(
    '%s sees figures equal to the API, recent activity and no alert',
    async (username) => {
      const context = await browser?.newContext({ viewport: { width: 1280, height: 900 } });
      if (!context) throw new Error('no browser');
      const page = await context.newPage();
      try {
        await signInAt(page, origin, appRoutes.dashboard, username, 'Dashboard');
        await page.getByRole('list', { name: 'Statistics' }).getByText('Current').waitFor();
        await expect.poll(() => page.getByText('Loading statistics...').count(), { timeout: 20_000 }).toBe(0);
        await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
        await expect.poll(() => page.getByText('Loading activities...').count(), { timeout: 20_000 }).toBe(0);

        const onScreen = await figuresOnScreen(page);
        const tokens = JSON.parse((await page.evaluate(() => localStorage.getItem('authTokens'))) ?? '{}') as { IdToken: string };
        const fromApi = await figuresFromApi(origin, tokens.IdToken, new Date());
        expect(onScreen).toEqual(fromApi.figures);
        const stages = await page.getByRole('group', { name: 'Response funnel' }).innerText();
        for (const figure of [fromApi.funnel.visits, fromApi.funnel.started, fromApi.funnel.complete]) expect(stages).toContain(figure.toLocaleString('en-US'));
        expect(fromApi.funnel.started).toBe(onScreen['Total Responses']);
        expect(onScreen['Total Responses']).toBeGreaterThan(0);
        expect(onScreen['Recent Responses']).toBeGreaterThan(0);

        // The CSAT card: the demo's store pulse survey has ratings in every account's scope, this week and the week before.
        const { csat } = fromApi;
        if (!csat) throw new Error('The demo data has no rating answers in this scope');
        expect(csat.current.count).toBeGreaterThan(0);
        expect(csat.previous.count).toBeGreaterThan(0);
        const card = page.getByRole('region', { name: 'Customer Satisfaction (CSAT)' });
        const cardText = await card.innerText();
        expect(cardText).toContain(csatText(csat.current));
        expect(cardText).toContain(`Last 7 days: n = ${csat.current.count.toLocaleString('en-US')}`);
        expect(cardText).toContain(`Against the 7 days before: ${csatText(csat.previous)}, n = ${csat.previous.count.toLocaleString('en-US')}`);
        const difference = Math.round((csat.current.satisfied / csat.current.count) * 100) - Math.round((csat.previous.satisfied / csat.previous.count) * 100);
        expect(cardText).toContain(difference === 0 ? 'No change' : `${difference > 0 ? '+' : '−'}${String(Math.abs(difference))} point`);
        const rows = card.getByRole('table', { name: 'CSAT by country, last 7 days' }).getByRole('row');
        expect(await rows.count()).toBe(csat.by_country.length + 1);
        for (const [index, country] of csat.by_country.entries()) {
          const cells = await rows.nth(index + 1).locator('th, td').allInnerTexts();
          expect(cells.slice(0, 2)).toEqual([country.country_name, csatText(country)]);
          expect(cells[2]).toContain(`n = ${String(country.count)}`);
        }

        expect(await page.getByRole('alert').count()).toBe(0);
        expect(await page.getByText('No recent activities to display.').count()).toBe(0);
        const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
        expect(await activity.count()).toBeGreaterThan(0);
        if (process.env.E2E_SCREENSHOTS) {
          await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `dashboard-${username}.png`), fullPage: true });
        }
      } finally {
        await context.close();
      }
    },
  );
});
