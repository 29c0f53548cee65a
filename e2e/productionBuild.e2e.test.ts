import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildIfStale } from '../scripts/buildIfStale.mjs';

const DIST = 'dist';

/** Strings only test support holds: each is first found in its source, so a check that passes could have failed. */
const TEST_SUPPORT_MARKERS = [
  { marker: '[MSW]', source: 'node_modules/msw/lib/browser/index.mjs' },
  { marker: 'mockServiceWorker', source: 'node_modules/msw/lib/browser/index.mjs' },
  { marker: 'surveys.example.test', source: 'src/entities/survey/api/__mocks__/surveyFixtures.ts' },
  { marker: 'svy-001', source: 'src/entities/survey/api/__mocks__/surveyFixtures.ts' },
  { marker: 'me atendieron rápido', source: 'src/entities/submission/api/__mocks__/conversationScripts.ts' },
] as const;

/** Code of the markdown renderer (react-markdown, micromark and its table syntax, mdast-util-from-markdown). */
const MARKDOWN_MARKERS = [
  // react-markdown's default link rule: its messages are dropped from production builds, this pattern is not.
  { marker: 'ircs?|mailto|xmpp', source: 'node_modules/react-markdown/lib/index.js' },
  { marker: 'codeFencedFenceSequence', source: 'node_modules/micromark-core-commonmark/lib/code-fenced.js' },
  { marker: 'tableDelimiterMarker', source: 'node_modules/micromark-extension-gfm-table/lib/syntax.js' },
  { marker: 'Cannot close document', source: 'node_modules/mdast-util-from-markdown/lib/index.js' },
] as const;

/** A text only each screen's own code holds, so the chunk holding it is that screen's. */
const SCREEN_MARKERS = [
  { screen: 'surveys', marker: 'View, filter and manage all your surveys', source: 'src/pages/surveys/ui/SurveysPage.tsx' },
  { screen: 'raw-data', marker: 'Export raw survey responses as Excel files for detailed analysis', source: 'src/pages/raw-data/ui/RawDataPage.tsx' },
  { screen: 'reports', marker: 'View and analyze processed survey reports', source: 'src/pages/reports/ui/ReportsPage.tsx' },
  { screen: 'report-detail', marker: 'Report ID is missing.', source: 'src/pages/report-detail/ui/ReportDetailPage.tsx' },
] as const;

/** Relative static imports of a built module (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

/**
 * The JavaScript a first visit loads: index.html's module scripts and preloads, and everything they import
 * statically, whatever page the visit starts on.
 */
function initialScripts(files: readonly { path: string; text: string }[]): Set<string> {
  const byPath = new Map(files.map((file) => [file.path, file.text]));
  const html = byPath.get('index.html') ?? '';
  const pending = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const initial = new Set<string>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (initial.has(next)) continue;
    initial.add(next);
    const directory = posix.dirname(next);
    for (const [, imported] of (byPath.get(next) ?? '').matchAll(STATIC_IMPORT)) pending.push(posix.join(directory, imported ?? ''));
  }
  return initial;
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the production build', () => {
  let files: { path: string; text: string }[] = [];

  beforeAll(() => {
    buildIfStale();
    files = filesUnder(DIST).map((path) => ({ path: relative(DIST, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));
  });

  it('has the app to check', () => {
    expect(files.map((file) => file.path)).toContain('index.html');
    expect(files.some((file) => file.path.endsWith('.js'))).toBe(true);
  });

  it('ships no MSW worker file', () => {
    expect(files.map((file) => file.path).filter((path) => /mockServiceWorker/i.test(path))).toEqual([]);
  });

  it.each(TEST_SUPPORT_MARKERS)('contains no "$marker" (from $source)', ({ marker, source }) => {
    expect(readFileSync(source, 'utf8')).toContain(marker);
    expect(files.filter((file) => file.text.includes(marker)).map((file) => file.path)).toEqual([]);
  });

  it('starts from an entry script that the initial set follows', () => {
    const initial = initialScripts(files);
    expect(initial.size).toBeGreaterThan(0);
    for (const path of initial) expect(files.some((file) => file.path === path)).toBe(true);
  });

  it.each(MARKDOWN_MARKERS)('ships the markdown renderer ("$marker", from $source) only in a lazy chunk', ({ marker, source }) => {
    expect(readFileSync(source, 'utf8')).toContain(marker);
    const holders = files.filter((file) => file.path.endsWith('.js') && file.text.includes(marker)).map((file) => file.path);
    expect(holders).not.toEqual([]);
    const initial = initialScripts(files);
    expect(holders.filter((path) => initial.has(path))).toEqual([]);
  });

  it('loads the surveys, raw data, reports and report detail screens lazily, each in a chunk of its own', () => {
    const initial = initialScripts(files);
    const chunks = SCREEN_MARKERS.map(({ screen, marker, source }) => {
      expect(readFileSync(source, 'utf8'), screen).toContain(marker);
      // The built code names a text by its catalogue id (the English is in the catalogues' own chunks).
      const id = `id:\`${generateMessageId(marker)}\``;
      const holders = files.filter((file) => file.path.endsWith('.js') && file.text.includes(id)).map((file) => file.path);
      expect(holders, screen).toHaveLength(1);
      const [chunk = ''] = holders;
      expect(initial.has(chunk), `${screen} is in the initial JS`).toBe(false);
      return chunk;
    });
    expect(new Set(chunks).size).toBe(SCREEN_MARKERS.length);
  });
});
