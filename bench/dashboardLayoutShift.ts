// Measures the Dashboard's cumulative layout shift as Lighthouse's mobile preset does (412 px, simulated throttling) on
// the product as `npm start` runs it, signed in as admin. Lighthouse is an outside checker: install it into a folder of
// its own (`npm i --prefix /tmp/lighthouse lighthouse@12.2.3`; 13 needs Node 22) and name its binary in LIGHTHOUSE_BIN.
// Run with `npm run bench:dashboard-cls`. Budget: CLS under 0.02.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { freePort, startServerProcess } from '../scripts/serverProcess.ts';
import { DEMO_PASSWORD } from '../src/shared/config/demoAccounts.ts';

const BUDGET = 0.02;
const RUNS = 3;
const lighthouse = process.env.LIGHTHOUSE_BIN;
if (!lighthouse) {
  console.error('Set LIGHTHOUSE_BIN to a Lighthouse 12.2.3 binary (npm i --prefix /tmp/lighthouse lighthouse@12.2.3).');
  process.exit(1);
}

buildIfStale();
const port = await freePort();
const origin = `http://127.0.0.1:${String(port)}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-cls-'));
const profile = await mkdtemp(path.join(tmpdir(), 'bench-cls-profile-'));
const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
let browser: ChildProcess | undefined;
try {
  await server.waitFor('Survey Platform is running');
  // Sign in once in a profile of its own: the session the SPA stores stays in that profile for Lighthouse's browser.
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, viewport: { width: 412, height: 823 } });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
  await context.close();

  const debuggingPort = await freePort();
  browser = spawn(chromiumLaunchOptions.executablePath, [...chromiumLaunchOptions.args, `--remote-debugging-port=${String(debuggingPort)}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const shifts: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const reportFile = path.join(dataDir, `lighthouse-${String(run)}.json`);
    execFileSync(lighthouse, [`${origin}/`, `--port=${String(debuggingPort)}`, '--disable-storage-reset', '--only-categories=performance', '--output=json', `--output-path=${reportFile}`, '--quiet']);
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as {
      finalDisplayedUrl: string;
      audits: Record<string, { numericValue?: number }>;
      configSettings: { formFactor: string; screenEmulation: { width: number } };
    };
    // A sign-in page instead of the Dashboard would measure the wrong thing.
    if (new URL(report.finalDisplayedUrl).pathname !== '/') throw new Error(`Lighthouse ended at ${report.finalDisplayedUrl}`);
    shifts.push(report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
    console.log(`run ${String(run + 1)}: ${report.configSettings.formFactor} ${String(report.configSettings.screenEmulation.width)} px, CLS ${shifts.at(-1)?.toFixed(4) ?? '?'}`);
  }
  const worst = Math.max(...shifts);
  console.log(`Dashboard CLS, worst of ${String(RUNS)}: ${worst.toFixed(4)} (${worst < BUDGET ? 'within' : 'OVER'} the ${String(BUDGET)} budget)`);
} finally {
  browser?.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
}
