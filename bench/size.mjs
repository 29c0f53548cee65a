// Prints the gzip size of every built JS/CSS chunk and what the first page load needs (the budget: 150 kB of JS).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildIfStale } from '../scripts/buildIfStale.mjs';

const INITIAL_JS_BUDGET_KB = 150;
const dist = 'dist';

buildIfStale();
if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/index.html is missing after the build.');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialFiles = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));

const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const file = `assets/${name}`;
    return { file, raw: readFileSync(join(dist, file)).length, gzip: gzipSize(file), initial: initialFiles.has(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log('chunk'.padEnd(52), 'raw kB'.padStart(9), 'gzip kB'.padStart(9), ' initial');
for (const chunk of chunks) {
  console.log(chunk.file.padEnd(52), kb(chunk.raw).padStart(9), kb(chunk.gzip).padStart(9), chunk.initial ? ' yes' : '');
}

const sum = (items) => items.reduce((total, item) => total + item.gzip, 0);
const initialJs = sum(chunks.filter((c) => c.initial && c.file.endsWith('.js')));
const initialCss = sum(chunks.filter((c) => c.initial && c.file.endsWith('.css')));
console.log(`\ninitial JS: ${kb(initialJs)} kB gzip (budget ${INITIAL_JS_BUDGET_KB} kB)`);
console.log(`initial CSS: ${kb(initialCss)} kB gzip`);
console.log(`all chunks: ${kb(sum(chunks))} kB gzip`);
if (initialJs / 1024 > INITIAL_JS_BUDGET_KB) {
  console.error(`initial JS is over the ${INITIAL_JS_BUDGET_KB} kB budget`);
  process.exitCode = 1;
}
