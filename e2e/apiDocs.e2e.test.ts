import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from './support/chromium.ts';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/serverProcess.ts';

interface OpenApiPaths {
  paths: Record<string, Record<string, unknown>>;
}

// The API reference as `npm start` serves it, read by a person in Debian's Chromium: it must draw every call of the
// document from this server's own files, under the page's CSP, with nothing logged as an error.
describe('the API reference at /api/docs (Chromium)', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let origin: string;
  let dataDir: string;
  const consoleErrors: string[] = [];
  const requestedUrls: string[] = [];
  const failedRequests: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-docs-e2e-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // No built SPA is needed for the reference: a missing dist keeps the test from building one.
    server = startServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: 'false',
    });
    await server.waitFor('Listening on');

    browser = await launchChromium();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('request', (request) => requestedUrls.push(request.url()));
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('draws every operation of the document, grouped by tag', async () => {
    const document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as OpenApiPaths;
    const operationCount = Object.values(document.paths).reduce((count, pathItem) => count + Object.keys(pathItem).length, 0);

    await page.goto(`${origin}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    expect(await page.title()).toBe('Survey Platform API reference');
    await expect.poll(() => page.locator('.opblock').count()).toBe(operationCount);
    expect(await page.locator('.opblock-summary-path', { hasText: /^\/api\/reports$/ }).count()).toBe(1);
    await page.locator('.opblock-get', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/reports$/ }) }).waitFor();
    for (const tag of ['Sign-in', 'Geography', 'Surveys', 'Submissions', 'Reports', 'Reference']) {
      await page.locator('.opblock-tag', { hasText: tag }).first().waitFor();
    }
    // Swagger UI shows a broken document or an unresolved $ref in an errors box.
    expect(await page.locator('.errors-wrapper').count()).toBe(0);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'api-docs.png'), fullPage: true });
  });

  it("opens a call and shows its answer's schema from the contract, with the bearer lock", async () => {
    const call = page.locator('.opblock', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/submissions\/\{id\}$/ }) });
    await call.locator('.opblock-summary').click();
    await call.locator('.responses-wrapper').waitFor();
    // The example Swagger UI builds from the SubmissionDetail component (strict schema) names its fields.
    await call.getByText('conversation_logs').first().waitFor();
    await call.getByText('timestamp_str').first().waitFor();
    expect(await call.locator('.authorization__btn').count()).toBe(1);
    expect(await page.getByText('Could not resolve reference').count()).toBe(0);
  });

  it('loaded everything from this origin, with no request failed and no error logged', () => {
    expect(requestedUrls.length).toBeGreaterThanOrEqual(6);
    for (const url of requestedUrls) expect(new URL(url).origin, url).toBe(origin);
    expect(requestedUrls).toContain(`${origin}/api/openapi.json`);
    expect(failedRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
