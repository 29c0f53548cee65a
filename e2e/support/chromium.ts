// Debian's Chromium for the browser tests, with one deadline for every wait: a loaded 2-core machine can take longer
// than playwright's 30 s default to show what the product will show, and a test waits for that, not for a margin.
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

export const BROWSER_WAIT_MS = 60_000;

function withDeadline(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  context.setDefaultNavigationTimeout(BROWSER_WAIT_MS);
  return context;
}

/** Launches Chromium whose every context and page (`newPage` makes a context of its own) waits up to BROWSER_WAIT_MS. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => withDeadline(await newContext(options));
  // The page's context closes with the browser.
  browser.newPage = async (options) => (await browser.newContext(options)).newPage();
  return browser;
}
