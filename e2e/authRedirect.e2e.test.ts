import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { launchChromium } from './support/chromium.ts';
import { freePort } from '../scripts/serverProcess.ts';
import { appRoutes } from '../src/shared/config/routes.ts';

/** Polls until the server answers, failing early with its output when it exits. */
async function waitUntilServing(origin: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`vite preview did not answer at ${origin} within 30 s:\n${output()}`);
}

/** An UNSIGNED JWT-shaped id token: the SPA reads its claims without verifying (only the server verifies). */
function unsignedIdToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('unsigned').toString('base64url')}`;
}

describe('sign-in round trip in the production build (vite preview, Chromium)', () => {
  let preview: ChildProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    buildIfStale();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    let output = '';
    // Its own process group, so afterAll ends npx and the vite process it starts together.
    preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    preview.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    preview.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilServing(origin, preview, () => output);

    browser = await launchChromium();
    page = await browser.newPage();
    // The preview server has no API. Registered first, so the sign-in route below takes precedence: any other call
    // gets a plain server error rather than reaching whatever listens on the proxy's target port.
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'No API in this test' }) }),
    );
    await page.route('**/api/auth/sso-login', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'sso' }));
  });

  afterAll(async () => {
    await browser?.close();
    if (preview?.pid !== undefined && preview.exitCode === null) {
      const exited = once(preview, 'exit');
      process.kill(-preview.pid, 'SIGTERM');
      await exited;
    }
  });

  // The two steps share one tab on purpose: the requested page is remembered in this tab's sessionStorage.
  it('sends an anonymous visitor of / to the single-sign-on login', async () => {
    await page.goto(`${origin}${appRoutes.dashboard}`);
    await page.waitForURL(`${origin}/api/auth/sso-login`);
    expect(page.url()).toBe(`${origin}/api/auth/sso-login`);
  });

  it('sends an anonymous visitor of /surveys to the single-sign-on login', async () => {
    await page.goto(`${origin}${appRoutes.surveys}`);
    await page.waitForURL(`${origin}/api/auth/sso-login`);
    expect(page.url()).toBe(`${origin}/api/auth/sso-login`);
    expect(await page.textContent('body')).toBe('sso');
  });

  it('lands on the remembered page after the callback, with the tokens gone from the address bar', async () => {
    const idToken = unsignedIdToken({
      username: 'admin',
      email: 'admin@example.com',
      'cognito:groups': ['Global'],
      'custom:region': 'ALL',
      'custom:local': 'ALL',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    await page.goto(`${origin}${appRoutes.authCallback}#id_token=${idToken}&access_token=x`);
    await page.waitForURL((url) => url.pathname === appRoutes.surveys);
    expect(page.url()).toBe(`${origin}/surveys`);
    const stored = await page.evaluate(() => localStorage.getItem('authTokens'));
    expect(stored).not.toBeNull();
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ IdToken: idToken, AccessToken: 'x', TokenType: 'Bearer' });
    // The callback's entry was replaced, so Back skips it and no history entry keeps the tokens.
    await page.goBack();
    expect(page.url()).toBe(`${origin}/api/auth/sso-login`);
  });
});
