import { describe, expect, it } from 'vitest';

import type { ReportStatus } from '@/shared/api';

import { makeReport } from '../api/__mocks__/reportFixtures';
import { isReportDownloadable, reportStatusLabel, surveyCardBadge } from './reportStatus';

describe('reportStatusLabel', () => {
  it.each<[ReportStatus, string]>([
    ['COMPLETED', 'Completed'],
    ['GENERATING', 'Generating'],
    ['PENDING', 'Pending'],
    ['FAILED', 'Not Enough Data'],
  ])('%s -> %s', (status, label) => {
    expect(reportStatusLabel(status)).toBe(label);
  });
});

describe('isReportDownloadable', () => {
  it.each<[ReportStatus, boolean]>([
    ['COMPLETED', true],
    ['GENERATING', false],
    ['PENDING', false],
    ['FAILED', false],
  ])('%s -> %s', (status, downloadable) => {
    expect(isReportDownloadable({ status })).toBe(downloadable);
  });
});

describe('surveyCardBadge', () => {
  const reports = (...statuses: ReportStatus[]) => statuses.map((status, index) => makeReport({ id: `r-${index}`, status }));

  it.each<[string, ReportStatus[], string, string]>([
    ['no reports', [], 'No reports', 'neutral'],
    ['one generating', ['GENERATING'], '1 in progress', 'info'],
    ['generating and pending among completed and failed', ['COMPLETED', 'GENERATING', 'PENDING', 'FAILED'], '2 in progress', 'info'],
    ['only pending', ['PENDING', 'PENDING', 'PENDING'], '3 in progress', 'info'],
    ['in progress wins over all failed', ['FAILED', 'PENDING'], '1 in progress', 'info'],
    ['one failed', ['FAILED'], 'All Failed', 'danger'],
    ['every report failed', ['FAILED', 'FAILED'], 'All Failed', 'danger'],
    ['some failed', ['COMPLETED', 'FAILED', 'COMPLETED', 'FAILED'], '2 with not enough data', 'warning'],
    ['one failed among completed', ['COMPLETED', 'FAILED'], '1 with not enough data', 'warning'],
    ['all completed', ['COMPLETED', 'COMPLETED'], 'All completed', 'success'],
  ])('%s', (_case, statuses, text, tone) => {
    expect(surveyCardBadge({ reports: reports(...statuses) })).toEqual({ text, tone });
  });

  it('follows the reports list when the stats disagree with it', () => {
    const group = { reports: reports('COMPLETED'), stats: { completed: 0, pending: 4, generating: 0, failed: 0, totalResponses: 10 } };
    expect(surveyCardBadge(group)).toEqual({ text: 'All completed', tone: 'success' });
  });
});
