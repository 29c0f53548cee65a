import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/shared/api';

import { reportDownloadToast, runReportDownload, type ReportDownloadSteps } from './reportDownload';

function steps(overrides: Partial<ReportDownloadSteps> = {}): ReportDownloadSteps {
  return {
    hasSession: () => true,
    download: vi.fn(() => Promise.resolve({ blob: new Blob(['zip']), fileName: 'report_rpt-1_all.zip' })),
    save: vi.fn(),
    openInNewTab: vi.fn(),
    ...overrides,
  };
}

describe('runReportDownload', () => {
  it('saves the authenticated download under its name', async () => {
    const given = steps();
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'saved' });
    expect(given.save).toHaveBeenCalledWith(expect.any(Blob), 'report_rpt-1_all.zip');
    expect(given.openInNewTab).not.toHaveBeenCalled();
  });

  it('opens the address in a new tab without a session, without trying the authenticated call', async () => {
    const given = steps({ hasSession: () => false });
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'opened-in-new-tab' });
    expect(given.download).not.toHaveBeenCalled();
    expect(given.openInNewTab).toHaveBeenCalledTimes(1);
  });

  it('opens the address in a new tab when the request got no answer at all', async () => {
    const given = steps({ download: () => Promise.reject(new ApiError('Failed to download report. Please try again.', undefined)) });
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'opened-in-new-tab' });
    expect(given.openInNewTab).toHaveBeenCalledTimes(1);
  });

  it.each([
    [404, undefined, 'Report not found. It may have been deleted.'],
    [400, { detail: 'Report is not ready' }, 'Report is not ready'],
    [400, undefined, 'Report is not ready for download.'],
    [500, undefined, 'Server error. Please try again later.'],
    [503, undefined, 'Server error. Please try again later.'],
    [403, undefined, 'Failed to download report. Please try again.'],
  ])('ends a %i answer with its message and opens no tab', async (status, body, message) => {
    const error = new ApiError(body?.detail ?? 'fallback', status, body);
    const given = steps({ download: () => Promise.reject(error) });
    await expect(runReportDownload(given)).resolves.toEqual({ kind: 'failed', message });
    expect(given.openInNewTab).not.toHaveBeenCalled();
  });
});

describe('reportDownloadToast', () => {
  it('says the zip holds both languages, started here or initiated in a tab', () => {
    expect(reportDownloadToast({ kind: 'saved' })).toEqual({
      tone: 'success',
      title: 'Report download started (includes both KR and EN versions)...',
    });
    expect(reportDownloadToast({ kind: 'opened-in-new-tab' })).toEqual({
      tone: 'info',
      title: 'Report download initiated (includes both KR and EN versions)...',
    });
    expect(reportDownloadToast({ kind: 'failed', message: 'Server error. Please try again later.' })).toEqual({
      tone: 'error',
      title: 'Server error. Please try again later.',
    });
  });
});
