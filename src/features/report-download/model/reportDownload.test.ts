import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/shared/api';

import { reportDownloadToast, runReportDownload, type ReportDownloadSteps } from './reportDownload';

const file = { blob: new Blob(['PK']), fileName: 'report_rpt-1_all.zip' };

function steps(overrides: Partial<ReportDownloadSteps> = {}) {
  return {
    hasSession: vi.fn(() => true),
    download: vi.fn(() => Promise.resolve(file)),
    save: vi.fn(),
    openInNewTab: vi.fn(),
    ...overrides,
  };
}

describe('runReportDownload', () => {
  it('saves the authenticated download under its name', async () => {
    const given = steps();
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'saved' });
    expect(given.save).toHaveBeenCalledWith(file.blob, 'report_rpt-1_all.zip');
    expect(given.openInNewTab).not.toHaveBeenCalled();
  });

  it('opens a new tab without asking when no session can send the bearer header', async () => {
    const given = steps({ hasSession: () => false });
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'opened-in-new-tab' });
    expect(given.openInNewTab).toHaveBeenCalledTimes(1);
    expect(given.download).not.toHaveBeenCalled();
  });

  it('opens a new tab when the request got no answer at all', async () => {
    const given = steps({ download: () => Promise.reject(new ApiError('Failed to download report. Please try again.', undefined)) });
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'opened-in-new-tab' });
    expect(given.openInNewTab).toHaveBeenCalledTimes(1);
    expect(given.save).not.toHaveBeenCalled();
  });

  it.each([
    [new ApiError('Report not found', 404, { detail: 'Report not found' }), 'Report not found. It may have been deleted.'],
    [new ApiError('Report is not ready: GENERATING', 400, { detail: 'Report is not ready: GENERATING' }), 'Report is not ready: GENERATING'],
    [new ApiError('Failed to download report. Please try again.', 400, '<html>'), 'Report is not ready for download.'],
    [new ApiError('boom', 500, { detail: 'boom' }), 'Server error. Please try again later.'],
    [new ApiError('busy', 503, { detail: 'busy' }), 'Server error. Please try again later.'],
    [new ApiError('Token expired', 401, { detail: 'Token expired' }), 'Failed to download report. Please try again.'],
    [new TypeError('saving failed'), 'Failed to download report. Please try again.'],
  ])('an answered failure (%o) is a toast, not a new tab', async (error, message) => {
    const given = steps({ download: () => Promise.reject(error) });
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'failed', message });
    expect(given.openInNewTab).not.toHaveBeenCalled();
  });
});

describe('reportDownloadToast', () => {
  it.each([
    [{ kind: 'saved' } as const, { tone: 'success', title: 'Report download started...' }],
    [{ kind: 'opened-in-new-tab' } as const, { tone: 'info', title: 'Report download initiated...' }],
    [{ kind: 'failed', message: 'Server error. Please try again later.' } as const, { tone: 'error', title: 'Server error. Please try again later.' }],
  ])('from the list: %j', (outcome, expected) => {
    expect(reportDownloadToast(outcome, { bothLanguages: false })).toEqual(expected);
  });

  it('from the report detail, which asks for every language, says the zip holds both', () => {
    expect(reportDownloadToast({ kind: 'saved' }, { bothLanguages: true })).toEqual({
      tone: 'success',
      title: 'Report download started (includes both KR and EN versions)...',
    });
    expect(reportDownloadToast({ kind: 'opened-in-new-tab' }, { bothLanguages: true })).toEqual({
      tone: 'info',
      title: 'Report download initiated (includes both KR and EN versions)...',
    });
  });
});
