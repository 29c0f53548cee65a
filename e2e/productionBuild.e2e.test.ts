import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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
    files = filesUnder(DIST).map((path) => ({ path: relative(DIST, path), text: readFileSync(path, 'utf8') }));
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
});
