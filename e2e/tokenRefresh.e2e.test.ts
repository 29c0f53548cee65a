import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, type StartedProduct, sharedProduct } from './support/startedProduct.ts';

interface StoredTokens {
  IdToken: string;
  RefreshToken?: string;
}

const isApiCall = (url: string, pathname: string) => new URL(url).pathname === pathname;

async function storedTokens(page: Page): Promise<StoredTokens> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('authTokens'))) ?? 'null') as StoredTokens;
}

/**
 * Makes the API refuse the id token every tab of the context holds (its signature spoilt, its claims and expiry kept, so
 * the SPA still takes it for a session): their next calls get 401 and go through the refresh.
 */
async function spoilIdToken(page: Page): Promise<void> {
  const tokens = await storedTokens(page);
  const [header, payload, signature = ''] = tokens.IdToken.split('.');
  // Another first character changes the signature's first bits.
  const spoilt = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  await page.evaluate((value) => {
    localStorage.setItem('authTokens', value);
  }, JSON.stringify({ ...tokens, IdToken: spoilt }));
}

/** Waits for the Dashboard and its survey list, which comes from the API: the tab is signed in and working. */
async function dashboardLoaded(page: Page): Promise<void> {
  // The same 60 s deadline as every element wait (docs/decisions.md), not playwright's 30 s default.
  const surveys = page.waitForResponse((response) => isApiCall(response.url(), '/api/surveys') && response.status() === 200);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await surveys;
}

/**
 * Spoils the id token two tabs of `context` share and reloads both: each gets a 401 and wants to refresh, the refresh held
 * at the network until both have had theirs. Waits until both show the Dashboard with its data again, still signed in.
 * `refreshes` counts each tab's spending of a refresh token once: a held refresh may pass the client's timeout on a loaded
 * machine and be sent again with the same token (client.ts), which is still the one refresh.
 */
async function refreshInBothTabsAtOnce(context: BrowserContext, first: Page, second: Page): Promise<{ refreshes: number; unauthorizedTabs: number }> {
  const refreshesByTab = new Set<string>();
  const unauthorizedTabs = new Set<Page>();
  let bothRefused = () => {};
  const bothTabsRefused = new Promise<void>((resolve) => {
    bothRefused = resolve;
  });
  for (const page of [first, second]) {
    page.on('response', (response) => {
      if (response.status() !== 401 || !new URL(response.url()).pathname.startsWith('/api/')) return;
      unauthorizedTabs.add(page);
      if (unauthorizedTabs.size === 2) bothRefused();
    });
  }
  await context.route('**/api/refresh-token', async (route) => {
    const tab = route.request().frame().page() === first ? 'first' : 'second';
    refreshesByTab.add(`${tab} ${JSON.stringify(route.request().postDataJSON())}`);
    await bothTabsRefused;
    await route.continue();
  });
  await spoilIdToken(first);

  await Promise.all([first.reload(), second.reload()]);
  await Promise.all([dashboardLoaded(first), dashboardLoaded(second)]);
  for (const page of [first, second]) expect(new URL(page.url()).pathname).toBe(appRoutes.dashboard);
  await context.unrouteAll();
  return { refreshes: refreshesByTab.size, unauthorizedTabs: unauthorizedTabs.size };
}

// The product as `npm start` runs it; Chromium has Web Locks on 127.0.0.1 (a secure context), so the tabs share one.
describe('refreshing the session in two tabs and after a lost answer (npm start, Chromium)', () => {
  let product: StartedProduct;
  let context: BrowserContext;
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    product = await sharedProduct();
    context = await product.browser.newContext();
    first = await context.newPage();
    await signInAt(first, product.origin, appRoutes.dashboard, 'admin', 'Dashboard');
    second = await context.newPage();
    await second.goto(`${product.origin}${appRoutes.dashboard}`);
    await dashboardLoaded(second);
  });

  afterAll(async () => {
    await context.close();
    await product.stop();
  });

  it('keeps both tabs signed in when both get a 401 at once: one refresh, and both carry on with its tokens', async () => {
    const { refreshes, unauthorizedTabs } = await refreshInBothTabsAtOnce(context, first, second);
    expect(unauthorizedTabs).toBe(2);
    expect(refreshes).toBe(1);
    expect((await apiAs(second, product.origin, '/api/surveys')).status).toBe(200);
  });

  it('keeps both tabs signed in without Web Locks too (plain http off loopback): the lease in localStorage', async () => {
    const withoutLocks = await product.browser.newContext();
    try {
      // As a browser outside a secure context: no navigator.locks.
      await withoutLocks.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined });
      });
      const tab = await withoutLocks.newPage();
      await signInAt(tab, product.origin, appRoutes.dashboard, 'latam.manager', 'Dashboard');
      expect(await tab.evaluate(() => typeof (navigator as { locks?: unknown }).locks)).toBe('undefined');
      const otherTab = await withoutLocks.newPage();
      await otherTab.goto(`${product.origin}${appRoutes.dashboard}`);
      await dashboardLoaded(otherTab);

      const { refreshes, unauthorizedTabs } = await refreshInBothTabsAtOnce(withoutLocks, tab, otherTab);
      expect(unauthorizedTabs).toBe(2);
      // The lease is not atomic: two tabs taking it in the same instant both refresh, and the server's grace answers both.
      expect(refreshes).toBeGreaterThanOrEqual(1);
      expect(refreshes).toBeLessThanOrEqual(2);
      expect((await apiAs(otherTab, product.origin, '/api/surveys')).status).toBe(200);
    } finally {
      await withoutLocks.close();
    }
  });

  it('keeps the tab signed in when the answer to its refresh is lost: the same refresh token is sent again', async () => {
    const sentRefreshTokens: unknown[] = [];
    let lostOne = false;
    await context.route('**/api/refresh-token', async (route) => {
      sentRefreshTokens.push(route.request().postDataJSON());
      if (lostOne) {
        await route.continue();
        return;
      }
      lostOne = true;
      // The server gets the refresh and rotates the token; its answer never reaches the browser.
      expect((await route.fetch()).status()).toBe(200);
      await route.abort('connectionreset');
    });
    const before = await storedTokens(first);
    await spoilIdToken(first);

    await first.reload();
    await dashboardLoaded(first);

    expect(sentRefreshTokens).toEqual([{ refreshToken: before.RefreshToken }, { refreshToken: before.RefreshToken }]);
    const after = await storedTokens(first);
    expect(after.RefreshToken).not.toBe(before.RefreshToken);
    expect((await apiAs(first, product.origin, '/api/surveys')).status).toBe(200);
    await context.unrouteAll();
  });
});
