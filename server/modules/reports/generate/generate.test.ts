import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { TSX_NODE_FLAGS } from '../../../../scripts/serverNodeFlags.mjs';
import { parseReportChart } from '../../../contract.ts';
import { openDatabase } from '../../../db/client.ts';
import type { Db } from '../../../db/client.ts';
import { reports, surveys } from '../../../db/schema.ts';
import { startJobQueue } from '../../../jobs/queue.ts';
import { type OpenTestDatabase, testTargets, useTestDatabase } from '../../../testing/databases.ts';
import { insertTestSubmissions, type InsertedTestSubmission, type TestMessage } from '../../../testing/submissions.ts';
import { insertSurveyTestData, LATAM, NORTH_AMERICA, surveyTestGeography, US } from '../../../testing/surveys.ts';
import { crashTestQueueOptions } from '../../../testing/translation.ts';
import { readGeographyConfig, seedGeography } from '../../geography/index.ts';
import { createPseudoProvider } from '../../translation/index.ts';
import { generateSurveyReports, notEnoughDataMessage, startReportRun, surveyReportScopes } from './index.ts';

const logger = pino({ level: 'silent' });
const workerScript = new URL('../../../testing/reportWorkerProcess.ts', import.meta.url).pathname;

/** border-crossing targets Mexico (Latin America, local Mexico) and the United States (North America). */
const MULTI_REGION = 'border-crossing';
const multiRegionScopes = [
  ['GLOBAL', 'Global'],
  ['REGIONAL', LATAM],
  ['REGIONAL', NORTH_AMERICA],
  ['LOCAL', 'Mexico'],
  ['COUNTRY', 'Mexico'],
  ['COUNTRY', US],
];

async function reportRows(database: OpenTestDatabase | { db: OpenTestDatabase['db'] }, surveyId: string) {
  // Newest run first, each in scope order: a run dates its reports a millisecond apart, later scopes older.
  return database.db.select().from(reports).where(eq(reports.surveyId, surveyId)).orderBy(desc(reports.createdAt));
}

/**
 * The job queue's start queues the end-of-survey job of every survey that has ended without reports (finalRun.ts): these
 * tests queue their own jobs, so their surveys end long after the tests.
 */
async function surveysEndLater(db: Db): Promise<void> {
  await db.update(surveys).set({ endDate: '2099-12-31' });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('surveyReportScopes', () => {
  it('gives a survey over two regions one GLOBAL, each region, each local with a target country, each country', () => {
    const scopes = surveyReportScopes(['Mexico', US], {
      regions: surveyTestGeography.regions.map((region) => ({ name: region.name, countries: region.countries.map(String) })),
      locals: surveyTestGeography.locals,
    });
    expect(scopes.map((scope) => [scope.type, scope.identifier, [...scope.countries].sort()])).toEqual([
      ['GLOBAL', 'Global', ['Mexico', US]],
      ['REGIONAL', LATAM, ['Mexico']],
      ['REGIONAL', NORTH_AMERICA, [US]],
      ['LOCAL', 'Mexico', ['Mexico']],
      ['COUNTRY', 'Mexico', ['Mexico']],
      ['COUNTRY', US, [US]],
    ]);
  });
});

/** Answers holding markdown, HTML, link and image syntax: none may come out as anything but text. */
const HOSTILE_ANSWERS = [
  '<script>alert(1)</script> **bold** [click](https://evil.example) ![img](https://evil.example/x.png)',
  '# heading\n- item <img src=x onerror=alert(1)> www.evil.example mail@evil.example `code` | a | b |',
  '1. listed https://evil.example/path &amp; _under_ ~~gone~~ <https://evil.example>',
];

function hostileConversation({ index, questions }: { index: number; questions: readonly string[] }): TestMessage[] {
  const messages: TestMessage[] = [{ role: 'assistant', content: 'Hola' }];
  for (const question of questions) {
    messages.push({ role: 'assistant', content: question }, { role: 'respondent', content: HOSTILE_ANSWERS[index % HOSTILE_ANSWERS.length] ?? '' });
  }
  messages.push({ role: 'assistant', content: 'Gracias' });
  return messages;
}

function nodeTypes(node: Nodes): string[] {
  return [node.type, ...('children' in node ? node.children.flatMap((child) => nodeTypes(child)) : [])];
}

describe.each(testTargets)('report generation on $name', (target) => {
  const database = useTestDatabase(target);
  let multiRegion: InsertedTestSubmission[];

  beforeAll(async () => {
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    await insertSurveyTestData(database.db);
    // Three conversations per link: 3 in Mexico, 3 in the United States, every third left after the first answer.
    multiRegion = await insertTestSubmissions(database.db, [MULTI_REGION], { perLink: 3 });
    await insertTestSubmissions(database.db, ['us-support'], { perLink: 6, conversation: hostileConversation });
  });

  it('starts a run with one PENDING report per scope, and answers that run while it is under way', async () => {
    const run = await startReportRun(database.db, MULTI_REGION);
    expect(run?.started).toBe(true);
    const rows = await reportRows(database, MULTI_REGION);
    expect(rows.map((row) => [row.scopeType, row.scopeIdentifier])).toEqual(multiRegionScopes);
    const kinds: Record<string, string> = { GLOBAL: '', REGIONAL: ' (regional report)', LOCAL: ' (local report)', COUNTRY: ' (country report)' };
    expect(rows.map((row) => row.title)).toEqual(multiRegionScopes.map(([type = '', name = '']) => `Crossing the border — ${name}${kinds[type] ?? '?'}`));
    // A local unit and a country of one name (Mexico) are told apart.
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    expect(rows.every((row) => row.status === 'PENDING' && row.generatedAt === null && row.contentEn === null)).toBe(true);
    expect(await startReportRun(database.db, MULTI_REGION)).toEqual({ started: false, reportIds: run?.reportIds });
    expect(await startReportRun(database.db, 'no-such-survey')).toBeUndefined();
  });

  it('writes the run: COMPLETED with both languages where the scope has the minimum, FAILED saying so elsewhere', async () => {
    const generatedAt = new Date('2026-06-01T12:00:00.000Z');
    await generateSurveyReports({ db: database.db, minResponses: 4, logger, now: () => generatedAt }, MULTI_REGION);
    const rows = await reportRows(database, MULTI_REGION);
    expect(rows).toHaveLength(multiRegionScopes.length);
    expect(rows.map((row) => [row.scopeType, row.scopeIdentifier, row.status, row.errorMessage])).toEqual([
      ['GLOBAL', 'Global', 'COMPLETED', null],
      ['REGIONAL', LATAM, 'FAILED', notEnoughDataMessage(3, 4)],
      ['REGIONAL', NORTH_AMERICA, 'FAILED', notEnoughDataMessage(3, 4)],
      ['LOCAL', 'Mexico', 'FAILED', notEnoughDataMessage(3, 4)],
      ['COUNTRY', 'Mexico', 'FAILED', notEnoughDataMessage(3, 4)],
      ['COUNTRY', US, 'FAILED', notEnoughDataMessage(3, 4)],
    ]);
    expect(notEnoughDataMessage(3, 4)).toBe('Not enough data: 3 responses in this scope, fewer than the 4 a report needs.');
    expect(rows.every((row) => row.generatedAt?.getTime() === generatedAt.getTime())).toBe(true);

    // Run again with a lower minimum: a new run, every scope completed, the first run's reports kept.
    expect((await startReportRun(database.db, MULTI_REGION))?.started).toBe(true);
    await generateSurveyReports({ db: database.db, minResponses: 3, logger }, MULTI_REGION);
    const all = await reportRows(database, MULTI_REGION);
    expect(all).toHaveLength(2 * multiRegionScopes.length);
    expect(all.slice(0, multiRegionScopes.length).map((row) => row.status)).toEqual(multiRegionScopes.map(() => 'COMPLETED'));
    expect(all.slice(multiRegionScopes.length)).toEqual(rows);
  });

  it('writes the same facts in English and Korean: period, responses, breakdowns, questions, quotes, method', async () => {
    const [global] = await database.db
      .select()
      .from(reports)
      .where(and(eq(reports.surveyId, MULTI_REGION), eq(reports.scopeType, 'GLOBAL'), eq(reports.status, 'COMPLETED')))
      .orderBy(asc(reports.createdAt));
    const finished = multiRegion.filter((submission) => submission.finished).length;
    expect(finished).toBeGreaterThan(0);
    expect(finished).toBeLessThan(6);
    const en = global?.contentEn ?? '';
    const ko = global?.contentKo ?? '';
    expect(en).toContain('# Crossing the border — Global');
    expect(en).toContain('Survey period: May 1, 2026 06:00 (America/Tijuana) to May 31, 2026 22:00 (America/Tijuana).');
    expect(en).toContain(`6 conversations were started and ${finished} of them were finished`);
    expect(en).toContain(`**Base: ${finished} complete of 6 started responses.`);
    for (const heading of ['### By country', '### By language', '### By channel', '### 1. How long did you wait?', '## Method']) {
      expect(en).toContain(heading);
    }
    expect(en).toContain('| Mexico | 3 |');
    expect(en).toContain('| United States | 3 |');
    expect(en).toContain('| Channel 1 | 6 |');
    expect(ko).toContain('# Crossing the border — 글로벌');
    expect(ko).toContain(`대화 6건이 시작되었고, 이 중 ${finished}건에서`);
    expect(ko).toContain(`**기준: 시작된 응답 6건 중 완료 ${finished}건.`);
    for (const heading of ['### 국가별', '### 언어별', '### 채널별', '## 작성 방법', '**주요 주제어**', '**대표 답변**']) expect(ko).toContain(heading);
    expect(ko).toContain('| 멕시코 | 3 |');
    expect(ko).toContain('| 미국 | 3 |');
    // Answers are quoted in the respondent's language in both reports; at most five.
    const quotes = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('> ') && !line.startsWith('> — '));
    expect(quotes(en)).toEqual(quotes(ko));
    expect(quotes(en).length).toBeGreaterThan(1);
    expect(quotes(en).length).toBeLessThanOrEqual(5);
    expect(quotes(en).some((line) => /[áéíóúñ]|fila|estante|volvería/.test(line))).toBe(true);
    expect(quotes(en).some((line) => /staff|checkout|logging|sorted/.test(line))).toBe(true);
  });

  it('leaves respondent text inert: no link, image, HTML or markup in either language, the words kept', async () => {
    expect((await startReportRun(database.db, 'us-support'))?.started).toBe(true);
    await generateSurveyReports({ db: database.db, minResponses: 5, logger }, 'us-support');
    const [global] = (await reportRows(database, 'us-support')).filter((row) => row.scopeType === 'GLOBAL');
    expect(global?.status).toBe('COMPLETED');
    for (const markdown of [global?.contentEn ?? '', global?.contentKo ?? '']) {
      const parsed = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
      // The chart blocks are the generator's counts, no respondent's words: each one a chart the contract reads.
      const charts = parsed.children.filter((node) => node.type === 'code' && node.lang === 'chart');
      expect(charts.map((node) => node.type === 'code' && parseReportChart(node.value)?.id)).toEqual(['responses-over-time']);
      const tree = { ...parsed, children: parsed.children.filter((node) => !charts.includes(node)) };
      const types = new Set(nodeTypes(tree));
      for (const forbidden of ['link', 'image', 'html', 'linkReference', 'imageReference', 'definition', 'delete', 'inlineCode', 'code']) {
        expect(types.has(forbidden), `${forbidden} in ${markdown}`).toBe(false);
      }
      // Themes (a list of words) and quotes (block quotes) are where respondent words go: plain text there, nothing else.
      for (const list of tree.children.filter((node) => node.type === 'list')) {
        expect(nodeTypes(list).filter((type) => !['list', 'listItem', 'paragraph', 'text'].includes(type))).toEqual([]);
      }
      const quoted = tree.children.filter((node) => node.type === 'blockquote');
      expect(quoted.length).toBeGreaterThan(0);
      for (const quote of quoted) expect(nodeTypes(quote).filter((type) => !['blockquote', 'paragraph', 'text'].includes(type))).toEqual([]);
      expect(markdown).toContain('\\<script\\>');
      expect(markdown).toContain('\\[click\\](https');
    }
  });
});

describe.each(testTargets)('the report job on $name', (target) => {
  const database = useTestDatabase(target);

  beforeAll(async () => {
    await seedGeography(database.db, await readGeographyConfig('config/geography.json'));
    await insertSurveyTestData(database.db);
    await surveysEndLater(database.db);
    await insertTestSubmissions(database.db, ['latam-delivery'], { perLink: 5 });
  });

  it('writes a queued survey at once and a scheduled one only once its time comes', async () => {
    const queue = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, { pollingIntervalSeconds: 0.5 });
    try {
      await queue.enqueueReports('latam-delivery', { atSurveyEnd: new Date(Date.now() + 3_000) });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await reportRows(database, 'latam-delivery')).toEqual([]);
      await until(async () => {
        const rows = await reportRows(database, 'latam-delivery');
        return rows.length > 0 && rows.every((row) => row.status === 'COMPLETED' || row.status === 'FAILED');
      }, 20_000, 'the scheduled reports');
      const rows = await reportRows(database, 'latam-delivery');
      expect(rows.map((row) => [row.scopeType, row.scopeIdentifier, row.status])).toEqual([
        ['GLOBAL', 'Global', 'COMPLETED'],
        ['REGIONAL', LATAM, 'COMPLETED'],
        ['LOCAL', 'Central America', 'COMPLETED'],
        ['LOCAL', 'Mexico', 'COMPLETED'],
        ['COUNTRY', 'Guatemala', 'COMPLETED'],
        ['COUNTRY', 'Mexico', 'COMPLETED'],
      ]);
    } finally {
      await queue.stop();
    }
  });
});

describe.each(testTargets)('a report worker killed with SIGKILL on $name', (target) => {
  it('leaves its run GENERATING to the next worker, which completes each report once', async () => {
    const testDatabase = await target.create({ persistent: true });
    try {
      const setup = await openDatabase(testDatabase.env);
      await seedGeography(setup.db, await readGeographyConfig('config/geography.json'));
      await insertSurveyTestData(setup.db);
      await surveysEndLater(setup.db);
      await insertTestSubmissions(setup.db, ['latam-delivery'], { perLink: 5 });
      if (!testDatabase.env.DATABASE_URL) await setup.close();

      const child = spawn(process.execPath, [...TSX_NODE_FLAGS, workerScript], {
        env: { ...process.env, ...testDatabase.env, DATABASE_URL: testDatabase.env.DATABASE_URL ?? '', SURVEY_ID: 'latam-delivery' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await new Promise<void>((resolve, reject) => {
          child.once('exit', (code) => {
            reject(new Error(`The worker exited early with ${code}`));
          });
          createInterface({ input: child.stdout }).on('line', (line) => {
            if (line === 'generating') resolve();
          });
        });
      } finally {
        // Killed mid-run on purpose; and never left running when the test fails or times out before that.
        child.kill('SIGKILL');
        await exited;
      }

      const database = testDatabase.env.DATABASE_URL ? setup : await openDatabase(testDatabase.env);
      try {
        const halfway = await reportRows(database, 'latam-delivery');
        expect(halfway.map((row) => row.status)).toEqual(['GENERATING', 'PENDING', 'PENDING', 'PENDING', 'PENDING', 'PENDING']);

        const queue = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, crashTestQueueOptions);
        try {
          await until(
            async () => (await reportRows(database, 'latam-delivery')).every((row) => row.status === 'COMPLETED'),
            30_000,
            'the killed run',
          );
        } finally {
          await queue.stop();
        }
        const done = await reportRows(database, 'latam-delivery');
        expect(done.map((row) => row.id)).toEqual(halfway.map((row) => row.id));
        expect(done.every((row) => row.contentEn && row.contentKo && row.generatedAt)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await testDatabase.dispose();
    }
  });
});
