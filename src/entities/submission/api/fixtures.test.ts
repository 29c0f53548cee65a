// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { conversationLog, submissionDetail, submissionListItem } from '@/shared/api';
import { parseServerTimestamp } from '@/shared/lib/date';
import { setupMockServer } from '@/shared/lib/mock-server';

import { hasMorePages } from '../model/paging';
import { conversationLogCsv, isAssistantEntry } from '../model/conversation';
import { MOCK_NOW, SURVEY_SCRIPTS } from './__mocks__/conversationScripts';
import {
  EMPTY_CONTENT_SUBMISSION_ID,
  findSubmissionDetailFixture,
  makeConversationLog,
  makeSubmission,
  makeSubmissionDetail,
  submissionDetailFixtures,
  submissionFixtures,
} from './__mocks__/submissionFixtures';
import { submissionDefaultHandlers, submissionHandlers } from './__mocks__/submissionHandlers';
import { getSubmission, listSubmissions } from './submissionApi';

const server = setupMockServer();

const RESPONSES: Record<string, number> = {
  'svy-001': 342,
  'svy-002': 128,
  'svy-003': 611,
  'svy-004': 233,
  'svy-005': 0,
  'svy-006': 87,
  'svy-007': 1540,
  'svy-008': 3,
};
const allSubmissions = Object.values(submissionFixtures).flat();

describe('submission fixtures follow the wire contract', () => {
  it('every list item', () => {
    for (const item of allSubmissions) expect(submissionListItem.parse(item)).toEqual(item);
  });

  it.each(Object.entries(submissionDetailFixtures))('detail %s', (_name, detail) => {
    expect(submissionDetail.parse(detail)).toEqual(detail);
  });

  it.each(Object.keys(RESPONSES))('the details of %s', (surveyId) => {
    for (const item of submissionFixtures[surveyId] ?? []) {
      const detail = findSubmissionDetailFixture(item.id);
      expect(submissionDetail.parse(detail)).toEqual(detail);
    }
  });

  it('factories', () => {
    expect(() => submissionListItem.parse(makeSubmission({ channel: null }))).not.toThrow();
    expect(() => submissionDetail.parse(makeSubmissionDetail({ conversation_logs: [] }))).not.toThrow();
    expect(() => conversationLog.parse(makeConversationLog({ content: null }))).not.toThrow();
  });
});

describe('the mock submissions', () => {
  it('match each catalogue survey response count', () => {
    expect(Object.fromEntries(Object.entries(submissionFixtures).map(([surveyId, items]) => [surveyId, items.length]))).toEqual(RESPONSES);
  });

  it('have unique ids', () => {
    expect(new Set(allSubmissions.map((item) => item.id)).size).toBe(allSubmissions.length);
  });

  it.each(SURVEY_SCRIPTS.map((script) => [script.surveyId, script]))(
    '%s: newest first, in opening hours inside the schedule and before now, from its targets and channels',
    (surveyId, script) => {
      const items = submissionFixtures[surveyId] ?? [];
      const times = items.map((item) => parseServerTimestamp(item.submitted_at).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const time of times) {
        expect(time).toBeGreaterThanOrEqual(Date.parse(script.opensAt));
        expect(time).toBeLessThanOrEqual(Math.min(Date.parse(script.closesAt), Date.parse(MOCK_NOW)));
        const localHour = new Date(time + script.utcOffset * 3_600_000).getUTCHours();
        expect(localHour).toBeGreaterThanOrEqual(8);
        expect(localHour).toBeLessThan(22);
      }
      const targets = new Set(script.targets.map((target) => `${target.country} ${target.language}`));
      for (const item of items) {
        expect(targets).toContain(`${item.country_code} ${item.language_code}`);
        expect(Number(item.channel)).toBeGreaterThanOrEqual(1);
        expect(Number(item.channel)).toBeLessThanOrEqual(script.channels);
      }
    },
  );

  it('have a script line for every language and question they use', () => {
    for (const script of SURVEY_SCRIPTS.filter((candidate) => candidate.responses > 0)) {
      for (const { speaks } of script.targets) {
        for (const question of script.questions) {
          expect(question.text[speaks], `${script.surveyId} ${speaks}`).toBeTruthy();
          expect(question.answers[speaks]?.length, `${script.surveyId} ${speaks}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('have some responses in the last 7 days (the dashboard card)', () => {
    const weekAgo = Date.parse('2026-11-14T00:00:00Z');
    expect(allSubmissions.filter((item) => parseServerTimestamp(item.submitted_at).getTime() >= weekAgo).length).toBeGreaterThan(20);
  });
});

describe('the mock conversations', () => {
  const details = Object.values(submissionFixtures)
    .flatMap((items) => items.slice(0, 40))
    .map((item) => findSubmissionDetailFixture(item.id))
    .filter((detail) => detail !== undefined);

  it('have 6 to 12 turns, the assistant first and last, each a few seconds after the one before', () => {
    expect(details.length).toBeGreaterThan(200);
    for (const detail of details) {
      const logs = detail.conversation_logs;
      expect(logs.length).toBeGreaterThanOrEqual(6);
      expect(logs.length).toBeLessThanOrEqual(12);
      expect(isAssistantEntry(logs[0] ?? { role: '' })).toBe(true);
      expect(isAssistantEntry(logs.at(-1) ?? { role: '' })).toBe(true);
      const times = logs.map((log) => parseServerTimestamp(log.timestamp_str).getTime());
      for (let index = 1; index < times.length; index += 1) {
        const gap = (times[index] ?? 0) - (times[index - 1] ?? 0);
        expect(gap).toBeGreaterThanOrEqual(2000);
        expect(gap).toBeLessThanOrEqual(40_000);
      }
      expect(logs.at(-1)?.timestamp_str).toBe(detail.submitted_at);
    }
  });

  it('ask the survey questions in the respondent language', () => {
    const texts = (id: string) => findSubmissionDetailFixture(id)?.conversation_logs.map((log) => log.content) ?? [];
    expect(texts('sub-001-0342')).toContain('¿Encontró todos los productos que buscaba?');
    expect(texts('sub-003-0611')).toContain('O que podemos fazer para melhorar?');
    expect(submissionDetailFixtures.english.language_code).toBe('fr');
    expect(submissionDetailFixtures.english.conversation_logs.map((log) => log.content)).toContain(
      'What is the main reason for your score?',
    );
  });

  it('include exactly one empty entry, which the CSV keeps empty', () => {
    const empties = details.flatMap((detail) => detail.conversation_logs.filter((log) => !log.content).map(() => detail.id));
    expect(empties).toEqual([EMPTY_CONTENT_SUBMISSION_ID]);
    expect(conversationLogCsv(submissionDetailFixtures.withEmptyEntry, { withChannel: true })).not.toContain('[No content]');
  });
});

describe('submission handlers answer what the request functions accept', () => {
  it('pages svy-001 (342) by 50: 7 pages, the last with 42', async () => {
    server.use(...submissionDefaultHandlers);
    const pages = [];
    let page = 0;
    let more = true;
    while (more) {
      page += 1;
      const answer = await listSubmissions('svy-001', { page, pageSize: 50 });
      pages.push(answer.items.length);
      expect(answer).toMatchObject({ total: 342, pageSize: 50 });
      more = hasMorePages(page, answer.total, answer.pageSize);
    }
    expect(pages).toEqual([50, 50, 50, 50, 50, 50, 42]);
  });

  it('answers [] past the last page and for a survey without responses', async () => {
    server.use(...submissionDefaultHandlers);
    await expect(listSubmissions('svy-008', { page: 2, pageSize: 50 })).resolves.toEqual({ items: [], total: 3, pageSize: 50 });
    await expect(listSubmissions('svy-005', { page: 1, pageSize: 50 })).resolves.toEqual({ items: [], total: 0, pageSize: 50 });
  });

  it('list.empty answers [] without headers', async () => {
    server.use(submissionHandlers.list.empty);
    await expect(listSubmissions('svy-001', { page: 1, pageSize: 50 })).resolves.toEqual({ items: [], total: 0, pageSize: 50 });
  });

  it('answers the newest page and the whole count when no page is asked', async () => {
    server.use(...submissionDefaultHandlers);
    const capped = await listSubmissions('svy-003', { pageSize: 500 });
    expect(capped.items).toEqual(submissionFixtures['svy-003']?.slice(0, 500));
    expect(capped).toMatchObject({ total: 611, pageSize: 500 });
    const whole = await listSubmissions('svy-002', { pageSize: 500 });
    expect(whole.items).toHaveLength(128);
    expect(whole).toMatchObject({ total: 128, pageSize: 500 });
  });

  it.each(Object.values(submissionDetailFixtures).map((detail) => detail.id))('detail %s', async (id) => {
    server.use(...submissionDefaultHandlers);
    await expect(getSubmission(id)).resolves.toEqual(findSubmissionDetailFixture(id));
  });

  it('detail.empty has no conversation logs', async () => {
    server.use(submissionHandlers.detail.empty);
    await expect(getSubmission('sub-001-0001')).resolves.toMatchObject({ conversation_logs: [] });
  });
});
