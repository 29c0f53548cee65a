// Prints the size of every built JS/CSS chunk of the two pages, the staff SPA (dist/index.html; its budget: 150 kB of JS
// gzip on the first load) and the participation page (dist/participate/index.html), each with what its first load needs,
// and checks that the participation page's chunks hold no staff code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildIfStale } from '../scripts/buildIfStale.mjs';

const INITIAL_JS_BUDGET_KB = 150;
const PARTICIPATION_JS_BUDGET_KB = 60;
const dist = 'dist';
const pages = { staff: 'index.html', participation: 'participate/index.html' };

/** What the participation page may take from the repository: its own folder, packages, and two modules of src/. */
const PARTICIPATION_SOURCES = [/^participate\//, /(^|\/)node_modules\//, /^src\/shared\/api\/contract\/respond\.ts$/, /^src\/shared\/config\/respondent-messages\//];

function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), stats.mtimeMs);
}

buildIfStale();
// buildIfStale() follows the staff SPA's sources; the participation page's own folder is followed here.
const participationPage = join(dist, pages.participation);
if (!existsSync(participationPage) || newestModification('participate') > statSync(participationPage).mtimeMs) {
  console.log('Building the app (the participation page is missing or older than participate/)...');
  execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
for (const page of Object.values(pages)) {
  if (!existsSync(join(dist, page))) throw new Error(`dist/${page} is missing after the build.`);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const read = (file) => readFileSync(join(dist, file));
const gzipSize = (file) => gzipSync(read(file), { level: 9 }).length;

/** The chunks a built file names: static and dynamic imports ('./x.js') and the preload lists ('assets/x.css'). */
function referencedChunks(file) {
  const text = read(file).toString('utf8');
  const relative = [...text.matchAll(/["'`](\.\/[\w.-]+\.(?:js|css))["'`]/g)].map((match) => posix.join(posix.dirname(file), match[1]));
  const rooted = [...text.matchAll(/["'`]\/?(assets\/[\w.-]+\.(?:js|css))["'`]/g)].map((match) => match[1]);
  return [...relative, ...rooted];
}

/** The page's chunks: those its HTML loads at once (initial), and everything they import, now or later. */
function chunksOf(page) {
  const html = read(page).toString('utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));
  const all = new Set();
  const queue = [...initial];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (all.has(file) || !existsSync(join(dist, file))) continue;
    all.add(file);
    if (file.endsWith('.js')) queue.push(...referencedChunks(file));
  }
  return [...all]
    .map((file) => ({ file, raw: read(file).length, gzip: gzipSize(file), initial: initial.has(file) }))
    .sort((a, b) => b.gzip - a.gzip);
}

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);

function printTable(chunks) {
  console.log('chunk'.padEnd(52), 'raw kB'.padStart(9), 'gzip kB'.padStart(9), ' initial');
  for (const chunk of chunks) {
    console.log(chunk.file.padEnd(52), kb(chunk.raw).padStart(9), kb(chunk.gzip).padStart(9), chunk.initial ? ' yes' : '');
  }
}

function totals(chunks, extension, initialOnly) {
  const picked = chunks.filter((chunk) => chunk.file.endsWith(extension) && (!initialOnly || chunk.initial));
  return { raw: sum(picked, 'raw'), gzip: sum(picked, 'gzip') };
}

const staff = chunksOf(pages.staff);
console.log(`Staff SPA (dist/${pages.staff})`);
printTable(staff);
const staffInitialJs = totals(staff, '.js', true);
console.log(`\ninitial JS: ${kb(staffInitialJs.gzip)} kB gzip (budget ${INITIAL_JS_BUDGET_KB} kB)`);
console.log(`initial CSS: ${kb(totals(staff, '.css', true).gzip)} kB gzip`);
console.log(`all chunks: ${kb(sum(staff, 'gzip'))} kB gzip`);
if (staffInitialJs.gzip / 1024 > INITIAL_JS_BUDGET_KB) {
  console.error(`initial JS is over the ${INITIAL_JS_BUDGET_KB} kB budget`);
  process.exitCode = 1;
}

const participation = chunksOf(pages.participation);
const staffFiles = new Set(staff.map((chunk) => chunk.file));
console.log(`\nParticipation page (dist/${pages.participation}, served at /r/{token}); 'shared' chunks are also the staff SPA's`);
printTable(participation.map((chunk) => ({ ...chunk, file: staffFiles.has(chunk.file) ? `${chunk.file} (shared)` : chunk.file })));
const show = ({ raw, gzip }) => `${kb(raw)} kB raw, ${kb(gzip)} kB gzip`;
const participationInitialJs = totals(participation, '.js', true);
console.log(`\ninitial JS: ${show(participationInitialJs)} (budget ${PARTICIPATION_JS_BUDGET_KB} kB)`);
if (participationInitialJs.gzip / 1024 > PARTICIPATION_JS_BUDGET_KB) {
  console.error(`the participation page's initial JS is over the ${PARTICIPATION_JS_BUDGET_KB} kB budget`);
  process.exitCode = 1;
}
console.log(`initial CSS: ${show(totals(participation, '.css', true))}`);
// The rest are the message catalogues, one chunk per language, of which a respondent loads one or two.
const catalogues = participation.filter((chunk) => !chunk.initial && chunk.file.endsWith('.js'));
if (catalogues.length > 0) console.log(`one language's messages: ${kb(Math.max(...catalogues.map((chunk) => chunk.gzip)))} kB gzip at most (${catalogues.length} loaded on demand)`);

/** Every source a chunk was built from (its source map), relative to the repository. */
function sourcesOf(file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.map((source) => posix.relative(process.cwd(), posix.resolve(posix.dirname(join(process.cwd(), dist, file)), source)));
}

const participationSources = participation.flatMap(({ file }) => sourcesOf(file).map((source) => ({ file, source })));
const foreign = participationSources
  .filter(({ source }) => !PARTICIPATION_SOURCES.some((allowed) => allowed.test(source)))
  .map(({ file, source }) => `${file}: ${source}`);
if (foreign.length > 0) {
  console.error(`\nthe participation page's chunks hold code it must not (staff code?):\n  ${foreign.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('no staff code in its chunks (checked against their source maps)');
}
// The page runs on Preact's React-compatible layer (vite.config.ts); React DOM in its chunks means that switch broke.
const reactDom = participationSources.filter(({ source }) => /node_modules\/react-dom\//.test(source));
if (reactDom.length > 0) {
  console.error(`the participation page's chunks hold React DOM (${reactDom[0].file}); it should run on preact/compat`);
  process.exitCode = 1;
} else {
  console.log('runs on preact/compat (no React DOM in its chunks)');
}
