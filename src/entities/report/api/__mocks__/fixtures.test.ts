// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { report, reportGroup, reportGroups } from '@/shared/api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { downloadReport, getReport, getReportContent, listReportGroups } from '../reportApi';
import { reportContentFixture } from './reportContent';
import { makeReport, makeReportGroup, reportFixtureIds, reportFixtures, reportGroupFixtures } from './reportFixtures';
import { reportDefaultHandlers } from './reportHandlers';

const CATALOGUE_RESPONSES: Record<string, number> = {
  'svy-001': 342,
  'svy-002': 128,
  'svy-003': 611,
  'svy-004': 233,
  'svy-006': 87,
  'svy-007': 1540,
};

describe('report fixtures follow the wire contract', () => {
  it('factories', () => {
    expect(report.parse(makeReport())).toEqual(makeReport());
    expect(reportGroup.parse(makeReportGroup())).toEqual(makeReportGroup());
  });

  it('the default set', () => {
    expect(reportGroups.parse(reportGroupFixtures)).toEqual(reportGroupFixtures);
  });

  it.each(reportGroupFixtures.map((group) => [group.survey.id, group] as const))('%s: stats agree with its reports', (id, group) => {
    const count = (status: string) => group.reports.filter((candidate) => candidate.status === status).length;
    expect(group.stats).toEqual({
      completed: count('COMPLETED'),
      pending: count('PENDING'),
      generating: count('GENERATING'),
      failed: count('FAILED'),
      totalResponses: CATALOGUE_RESPONSES[id],
    });
    for (const candidate of group.reports) expect(candidate.survey_id).toBe(id);
  });

  it('ids are unique and the named ones exist with the state they stand for', () => {
    expect(new Set(reportFixtures.map((candidate) => candidate.id)).size).toBe(reportFixtures.length);
    const statusOf = (id: string) => reportFixtures.find((candidate) => candidate.id === id)?.status;
    expect(statusOf(reportFixtureIds.completed)).toBe('COMPLETED');
    expect(statusOf(reportFixtureIds.completedCountry)).toBe('COMPLETED');
    expect(statusOf(reportFixtureIds.untitled)).toBe('COMPLETED');
    expect(statusOf(reportFixtureIds.failed)).toBe('FAILED');
    expect(statusOf(reportFixtureIds.generating)).toBe('GENERATING');
    expect(statusOf(reportFixtureIds.pending)).toBe('PENDING');
  });

  it('completed reports have a generated_at, others none; failed ones say why', () => {
    for (const candidate of reportFixtures) {
      expect(Boolean(candidate.generated_at)).toBe(candidate.status === 'COMPLETED');
      expect(Boolean(candidate.error_message)).toBe(candidate.status === 'FAILED');
    }
  });

  it("a completed report's markdown counts the responses in its scope", () => {
    const markdown = reportContentFixture(reportFixtureIds.completed) ?? '';
    expect(markdown).toContain('| **Total** | | | **1540** |');
    expect(markdown).toContain('Korean version');
    expect(markdown).toMatch(/La atención en caja/);
    expect(markdown).toMatch(/faltavam preços/);
  });
});

describe('handler answers follow the wire contract, read through the request functions', () => {
  setupMockServer(...reportDefaultHandlers);

  it('list', async () => {
    await expect(listReportGroups()).resolves.toEqual(reportGroupFixtures);
  });

  it.each(reportFixtures.map((candidate) => [candidate.id, candidate] as const))('detail, content and download of %s', async (id, expected) => {
    await expect(getReport(id)).resolves.toEqual(expected);
    if (expected.status === 'COMPLETED') {
      await expect(getReportContent(id)).resolves.toBe(reportContentFixture(id));
      await expect(downloadReport(id, { lang: 'all' })).resolves.toMatchObject({ fileName: `report_${id}_all.zip` });
    } else {
      expect(reportContentFixture(id)).toBeUndefined();
      await expect(getReportContent(id)).rejects.toMatchObject({ status: 400 });
      await expect(downloadReport(id, { lang: 'all' })).rejects.toMatchObject({ status: 400 });
    }
  });
});
