import { describe, expect, it } from 'vitest';

import { ApiError } from '@/shared/api';

import { reportDownloadErrorMessage } from './reportDownloadError';

describe('reportDownloadErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['404', new ApiError('Report not found', 404, { detail: 'Report not found' }), 'Report not found. It may have been deleted.'],
    ['400 with a detail', new ApiError('Report is still GENERATING', 400, { detail: 'Report is still GENERATING' }), 'Report is still GENERATING'],
    ['400 without a detail', new ApiError('Failed to download report. Please try again.', 400, '<html/>'), 'Report is not ready for download.'],
    ['400 with no body', new ApiError('Failed to download report. Please try again.', 400), 'Report is not ready for download.'],
    ['500', new ApiError('Internal error', 500, { detail: 'Internal error' }), 'Server error. Please try again later.'],
    ['503', new ApiError('Failed to download report. Please try again.', 503), 'Server error. Please try again later.'],
    ['502', new ApiError('Failed to download report. Please try again.', 502), 'Failed to download report. Please try again.'],
    ['401 after a failed refresh', new ApiError('Token expired', 401, { detail: 'Token expired' }), 'Failed to download report. Please try again.'],
    ['a network failure', new ApiError('Failed to download report. Please try again.', undefined), 'Failed to download report. Please try again.'],
    ['any other error', new TypeError('Failed to fetch'), 'Failed to download report. Please try again.'],
    ['a thrown string', 'boom', 'Failed to download report. Please try again.'],
  ])('%s', (_case, error, expected) => {
    expect(reportDownloadErrorMessage(error)).toBe(expected);
  });
});
