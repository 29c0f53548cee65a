import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { launchChromium } from './support/chromium.ts';
import { freePort } from '../scripts/serverProcess.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { signInAt } from './support/startedProduct.ts';

/** What a deployment's folder does not hold: installed packages, local data, other tools' output. */
const NOT_DEPLOYED = new Set(['node_modules', '.git', 'data', 'storybook-static', 'coverage', '__screenshots__', '.build.lock']);
/** What `npm run build` writes. */
const BUILT = new Set(['dist', 'dist-server']);

/** This test runner's Node first on the PATH, so npm and `npm start` run on the Node under test. */
const env = (() => {
  const { NODE_ENV: _testRunnersMode, ...rest } = process.env;
  return { ...rest, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };
})();

// README's production sequence, `npm ci`, `npm run build`, `npm prune --omit=dev`, `npm start`, at a cost CI can pay:
// the sources are copied with their timestamps, `npm ci --omit=dev` from the local npm cache installs exactly what the
// prune would leave, and the build is this work tree's (built here when stale), copied in after them.
// Then the product must start without building, print the demo accounts, and serve a Dashboard in Chromium.
describe('the production sequence: built, installed without devDependencies, npm start (Chromium)', () => {
  let folder: string;
  let server: ChildProcess | undefined;
  let stdout = '';
  let stderr = '';
  let browser: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    buildIfStale();
    folder = await mkdtemp(path.join(tmpdir(), 'production-start-e2e-'));
    for (const entry of await readdir('.')) {
      if (NOT_DEPLOYED.has(entry) || BUILT.has(entry) || entry.startsWith('.vite') || entry.endsWith('.tmp') || entry.endsWith('.log')) continue;
      await cp(entry, path.join(folder, entry), { recursive: true, preserveTimestamps: true });
    }
    await promisify(execFile)('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: folder, env });
    // Copied last, as `npm run build` writes them after the checkout and the install.
    for (const entry of BUILT) await cp(entry, path.join(folder, entry), { recursive: true });

    const port = await freePort();
    origin = `http://127.0.0.1:${String(port)}`;
    const dataDir = path.join(folder, 'data');
    // Its own process group, so stopping it stops npm, scripts/start.mjs and the server together.
    server = spawn('npm', ['start'], {
      cwd: folder,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!stdout.includes('Listening on')) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${String(server.exitCode)}:\n${stdout}${stderr}`);
      if (Date.now() > deadline) throw new Error(`npm start did not listen in time:\n${stdout}${stderr}`);
      await sleep(100);
    }
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = once(server, 'exit');
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('has no build tools nor SPA libraries installed, and starts the built product without building', () => {
    for (const devOnly of ['vite', 'esbuild', 'tsx', 'react', 'react-dom', 'typescript']) {
      expect(existsSync(path.join(folder, 'node_modules', devOnly)), devOnly).toBe(false);
    }
    expect(stdout).not.toContain('Building');
    expect(stderr).not.toContain('older than its sources');
    expect(stdout).toContain('Sign in with a demo account');
    expect(stdout).toContain('latam.manager');
  });

  it('signs in as latam.manager and shows the Dashboard with no error', async () => {
    const page = await browser?.newPage();
    if (!page) throw new Error('no browser');
    await signInAt(page, origin, appRoutes.dashboard, 'latam.manager', 'Dashboard');
    await expect.poll(() => page.getByText('Loading statistics...').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await expect.poll(() => page.getByText('Loading activities...').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
