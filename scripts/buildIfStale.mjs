// Builds the SPA and the participation page when dist/ is missing or older than any source they are made from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = ['src', 'participate', 'public', 'index.html', 'package-lock.json', 'vite.config.ts'];

function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), stats.mtimeMs);
}

export function buildIfStale() {
  const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const changedAt = Math.max(...sources.filter((path) => existsSync(path)).map(newestModification));
  if (changedAt > builtAt) {
    console.log('Building the app (dist/ is missing or older than the sources)...');
    // Callers may run under NODE_ENV=test (vitest), which would make Vite bundle React's development build.
    execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
}
