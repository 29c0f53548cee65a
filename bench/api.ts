// Measures the API as `npm start` runs it (embedded database with the demo data, embedded sign-in): the time of a whole
// sign-in, the latency of the read calls one by one, and their throughput with concurrent clients. Prints figures and
// checks them against the budgets below; run with `npm run bench:api`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort, startServerProcess } from '../scripts/serverProcess.ts';
import { browser, location } from '../server/testing/providerBrowser.ts';

const BUDGET_P95_MS = 50;
const SEQUENTIAL_REQUESTS = 300;
const CONCURRENCY = 16;
const THROUGHPUT_SECONDS = 5;

/** The browser's whole round trip: sso-login, the provider's form, the callback; returns the id token from the hash. */
async function signIn(origin: string, username: string): Promise<string> {
  const tab = browser();
  let url = location(await tab(`${origin}/api/auth/sso-login`), origin);
  url = location(await tab(url.href), url.href);
  let response = await tab(url.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'demo' }),
  });
  for (let hops = 0; hops < 10 && !url.hash; hops += 1) {
    url = location(response, url.href);
    if (!url.hash) response = await tab(url.href);
  }
  const idToken = new URLSearchParams(url.hash.slice(1)).get('id_token');
  if (!idToken) throw new Error(`Sign-in ended at ${url.href} without an id token`);
  return idToken;
}

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

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
await server.waitFor('Survey Platform is running');
let overBudget = false;
try {
  const signInStartedAt = performance.now();
  const idToken = await signIn(origin, 'latam.manager');
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
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (overBudget) process.exitCode = 1;
