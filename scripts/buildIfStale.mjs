// Builds what `npm start` runs when it is missing or older than any source it is made from: the SPA and the
// participation page (dist/, vite build) and the server (dist-server/, scripts/buildServer.mjs). One build at a time
// across processes (test workers start servers in parallel): a lock folder, and a waiting process checks again after.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths are the repository's, whatever the working directory. */
const root = fileURLToPath(new URL('..', import.meta.url));
const inRoot = (path) => join(root, path);
const LOCKFILE = inRoot('package-lock.json');
const appSources = ['src', 'participate', 'public', 'index.html', 'vite.config.ts'].map(inRoot);
const APP_BUILD = inRoot('dist/index.html');
const SERVER_BUILD = inRoot('dist-server/main.js');
const SERVER_INPUTS = inRoot('dist-server/inputs.json');
const LOCK = inRoot('.build.lock');
/** A build that holds the lock longer than this is taken as dead (the lock's process is checked first). */
const LOCK_TIMEOUT_MS = 10 * 60_000;

function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), stats.mtimeMs);
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** The lockfile counts too (another version of a library the SPA bundles), except in a pruned install: the prune rewrites it. */
function appIsStale({ lockfile = true } = {}) {
  const sources = lockfile ? [...appSources, LOCKFILE] : appSources;
  return Math.max(...sources.filter((path) => existsSync(path)).map(newestModification)) > builtAt(APP_BUILD);
}

/** The server build lists what it was made from; a listed file that changed or vanished makes it stale. */
function serverIsStale() {
  if (!existsSync(SERVER_BUILD) || !existsSync(SERVER_INPUTS)) return true;
  const inputs = JSON.parse(readFileSync(SERVER_INPUTS, 'utf8')).map(inRoot);
  if (!inputs.every((path) => existsSync(path))) return true;
  return Math.max(...inputs.map(newestModification)) > builtAt(SERVER_BUILD);
}

/** Whether the build tools are installed (not in a production install pruned of devDependencies). */
function canBuild() {
  try {
    const require = createRequire(inRoot('package.json'));
    require.resolve('vite/package.json');
    require.resolve('esbuild/package.json');
    return true;
  } catch {
    return false;
  }
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function processIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Runs `build` holding the build lock; a process that finds the lock held waits, then runs `build` itself. */
function withBuildLock(build) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder;
      try {
        holder = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
      } catch {
        holder = undefined;
      }
      const lockAge = Date.now() - (existsSync(LOCK) ? statSync(LOCK).mtimeMs : Date.now());
      const dead = (holder !== undefined && !Number.isNaN(holder) && !processIsAlive(holder)) || lockAge > LOCK_TIMEOUT_MS;
      if (dead) rmSync(LOCK, { recursive: true, force: true });
      else sleepSync(200);
    }
  }
  try {
    writeFileSync(join(LOCK, 'pid'), String(process.pid));
    build();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function buildWhereStale({ app, server }) {
  const staleApp = app && appIsStale();
  const staleServer = server && serverIsStale();
  if (!staleApp && !staleServer) return;
  if (!canBuild()) {
    const missing = (staleApp && !existsSync(APP_BUILD)) || (staleServer && !existsSync(SERVER_BUILD));
    const message = 'The build tools (devDependencies) are not installed: run `npm ci` and `npm run build`, then `npm prune --omit=dev`.';
    if (missing) throw new Error(`Nothing built to run. ${message}`);
    const stale = [staleApp && appIsStale({ lockfile: false }) && 'dist/', staleServer && 'dist-server/'].filter(Boolean);
    if (stale.length > 0) console.warn(`${stale.join(' and ')} is older than its sources; running it as it is. ${message}`);
    return;
  }
  withBuildLock(() => {
    // Callers may run under NODE_ENV=test (vitest), which would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    // Checked again: another process may have built while this one waited for the lock.
    if (staleApp && appIsStale()) {
      console.log('Building the app (dist/ is missing or older than the sources)...');
      execSync('npx vite build', { cwd: root, stdio: 'inherit', env });
    }
    if (staleServer && serverIsStale()) {
      console.log('Building the server (dist-server/ is missing or older than the sources)...');
      execSync(`"${process.execPath}" scripts/buildServer.mjs`, { cwd: root, stdio: 'inherit', env });
    }
  });
}

/** The SPA, the participation page and the server, each when missing or stale (`npm start`, the browser tests). */
export function buildIfStale() {
  buildWhereStale({ app: true, server: true });
}

/** The server alone, when missing or stale (tests that start it, `npm run idp:add-user`). */
export function buildServerIfStale() {
  buildWhereStale({ app: false, server: true });
}
