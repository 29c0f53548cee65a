// Measures the API as `npm start` runs it (embedded database with the demo data, embedded sign-in): the time of a whole
// sign-in, the latency of the read calls one by one, and their throughput with concurrent clients; then the sign-in and
// API latency again while GUESSERS clients, each from its own address, guess the admin's password as fast as the server
// answers them. Prints figures and checks the read calls against the budget below; run with `npm run bench:api`.
// The server trusts X-Forwarded-For (TRUST_PROXY=true) so that the guessers come from many addresses, as a botnet does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort, startServerProcess } from '../scripts/serverProcess.ts';
import { browser, type BrowserFetch, location, signInThroughProvider } from '../server/testing/providerBrowser.ts';
import { DEMO_PASSWORD } from '../src/shared/config/demoAccounts.ts';

const BUDGET_P95_MS = 50;
const SEQUENTIAL_REQUESTS = 300;
const CONCURRENCY = 16;
const THROUGHPUT_SECONDS = 5;
const GUESSERS = 40;
const FLOOD_SECONDS = 15;
const FLOOD_SIGN_INS = 10;

function percentile(sortedMs: number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * fraction))] ?? Number.NaN;
}

async function timeRequest(url: string, headers: Record<string, string>): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - startedAt;
}

async function latency(url: string, headers: Record<string, string>) {
  for (let warmUp = 0; warmUp < 20; warmUp += 1) await timeRequest(url, headers);
  const samples: number[] = [];
  for (let index = 0; index < SEQUENTIAL_REQUESTS; index += 1) samples.push(await timeRequest(url, headers));
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99) };
}

async function throughput(url: string, headers: Record<string, string>): Promise<number> {
  const endAt = performance.now() + THROUGHPUT_SECONDS * 1000;
  let completed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < endAt) {
        await timeRequest(url, headers);
        completed += 1;
      }
    }),
  );
  return completed / THROUGHPUT_SECONDS;
}

function summary(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** A browser tab whose requests come from `address` (the proxy's X-Forwarded-For). */
function tabFrom(address: string): BrowserFetch {
  const tab = browser();
  return (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('X-Forwarded-For', address);
    return tab(url, { ...init, headers });
  };
}

/** One guesser: opens the sign-in form once, then posts wrong passwords for `username` until `stopAt`. */
async function guessPasswords(origin: string, address: string, username: string, stopAt: number, outcomes: Map<number, number>) {
  const tab = tabFrom(address);
  const openForm = async () => {
    const login = location(await tab(`${origin}/api/auth/sso-login`), origin);
    return location(await tab(login.href), login.href);
  };
  let form = await openForm();
  for (let guess = 0; performance.now() < stopAt; guess += 1) {
    const response = await tab(form.href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: `guess-${address}-${String(guess)}` }),
    });
    await response.arrayBuffer();
    outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1);
    // The form expired (its 10 minutes, or the provider forgot it): open a new one, as a script would.
    if (response.status === 400) form = await openForm();
  }
}

/** Sign-in round trips and API latency, measured one after the other while `during` runs. */
async function measureWhile(origin: string, headers: Record<string, string>, during: Promise<unknown>) {
  const flag = { running: true };
  const finished = during.finally(() => {
    flag.running = false;
  });
  const signIns: number[] = [];
  const apiCalls: number[] = [];
  const api = (async () => {
    while (flag.running) apiCalls.push(await timeRequest(`${origin}/api/surveys`, headers));
  })();
  for (let count = 0; count < FLOOD_SIGN_INS && flag.running; count += 1) {
    const startedAt = performance.now();
    await signInThroughProvider(origin, 'latam.manager', DEMO_PASSWORD);
    signIns.push(performance.now() - startedAt);
  }
  await finished;
  await api;
  return { signIns, apiCalls };
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
const server = startServerProcess({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
});
await server.waitFor('Survey Platform is running');
let overBudget = false;
try {
  const signInStartedAt = performance.now();
  const idToken = await signInThroughProvider(origin, 'latam.manager', DEMO_PASSWORD);
  console.log(`sign-in round trip (sso-login -> form -> callback): ${(performance.now() - signInStartedAt).toFixed(0)} ms`);

  const headers = { Authorization: `Bearer ${idToken}` };
  const surveys = (await (await fetch(`${origin}/api/surveys`, { headers })).json()) as { id: string }[];
  const firstSurvey = surveys[0]?.id;
  if (!firstSurvey) throw new Error('The demo data has no survey visible to latam.manager');
  const paths = ['/healthz', '/api/surveys', `/api/surveys/${firstSurvey}`, '/api/regions-with-countries', '/api/user-allowed-countries'];

  console.log(`\n${'call'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}`);
  for (const callPath of paths) {
    const url = `${origin}${callPath}`;
    const { p50, p95, p99 } = await latency(url, headers);
    const perSecond = await throughput(url, headers);
    console.log(
      `GET ${callPath}`.padEnd(44),
      p50.toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      p99.toFixed(1).padStart(8),
      perSecond.toFixed(0).padStart(8),
    );
    if (p95 > BUDGET_P95_MS) {
      overBudget = true;
      console.error(`GET ${callPath}: p95 ${p95.toFixed(1)} ms is over the ${BUDGET_P95_MS} ms budget`);
    }
  }
  console.log(`\n${SEQUENTIAL_REQUESTS} sequential requests per call for latency; ${CONCURRENCY} concurrent clients for ${THROUGHPUT_SECONDS} s for req/s.`);
  console.log(`budget: p95 under ${BUDGET_P95_MS} ms for every call`);

  const quiet = await measureWhile(origin, headers, new Promise((resolve) => setTimeout(resolve, FLOOD_SECONDS * 1000)));
  const outcomes = new Map<number, number>();
  const stopAt = performance.now() + FLOOD_SECONDS * 1000;
  const flood = Promise.all(
    Array.from({ length: GUESSERS }, (_, index) => guessPasswords(origin, `10.66.${String(index >> 8)}.${String(index & 255)}`, 'admin', stopAt, outcomes)),
  );
  const flooded = await measureWhile(origin, headers, flood);
  console.log(`
while ${GUESSERS} clients from ${GUESSERS} addresses guess admin's password for ${FLOOD_SECONDS} s (versus ${FLOOD_SECONDS} s without them):`);
  console.log(`${'measure'.padEnd(44)} ${'quiet p50'.padStart(10)} ${'p95'.padStart(8)} ${'flood p50'.padStart(10)} ${'p95'.padStart(8)}`);
  for (const [label, before, during] of [
    [`sign-in round trip (latam.manager)`, quiet.signIns, flooded.signIns],
    [`GET /api/surveys`, quiet.apiCalls, flooded.apiCalls],
  ] as const) {
    const a = summary(before);
    const b = summary(during);
    console.log(label.padEnd(44), a.p50.toFixed(1).padStart(10), a.p95.toFixed(1).padStart(8), b.p50.toFixed(1).padStart(10), b.p95.toFixed(1).padStart(8));
  }
  const answered = [...outcomes].sort(([a], [b]) => a - b).map(([status, count]) => `${String(count)} x ${String(status)}`);
  console.log(`guesses answered: ${answered.join(', ')} (401: password checked and wrong; 429: refused by the address or account limit; 503: password checks busy)`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (overBudget) process.exitCode = 1;
