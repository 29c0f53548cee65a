// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/shared/api';
import { anyOrigin } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { listRegionsWithCountries } from './geographyApi';
import { regionLoadErrorMessage } from './regionLoadError';

describe('regionLoadErrorMessage', () => {
  it.each<[string, unknown, string]>([
    ['a server detail', new ApiError('Region service unavailable', 503, { detail: 'Region service unavailable' }), 'Error loading regions: Region service unavailable'],
    ['a detail object, serialised', new ApiError('{"region":"unknown"}', 422, { detail: { region: 'unknown' } }), 'Error loading regions: {"region":"unknown"}'],
    ['status and status text', new ApiError('An unknown error occurred', 502, '<html/>', 'Bad Gateway'), 'Failed to fetch region data: 502 Bad Gateway'],
    ['a status without status text', new ApiError('An unknown error occurred', 599), 'Failed to fetch region data: 599'],
    ['a network failure', new ApiError('An unknown error occurred', undefined), 'An unknown error occurred'],
    ['a broken answer', new ApiError('The server sent an unexpected answer for /api/regions-with-countries.', undefined), 'An unknown error occurred'],
    ['another error', new TypeError('Failed to fetch'), 'An unknown error occurred'],
    ['a thrown string', 'nope', 'An unknown error occurred'],
  ])('%s', (_case, error, expected) => {
    expect(regionLoadErrorMessage(error)).toBe(expected);
  });
});

describe('regionLoadErrorMessage of real failures', () => {
  const server = setupMockServer();

  it.each<[string, () => Response, string]>([
    ['a detail', () => HttpResponse.json({ detail: 'Geography tables are being migrated' }, { status: 503 }), 'Error loading regions: Geography tables are being migrated'],
    ['no detail', () => new HttpResponse('busy', { status: 503, statusText: 'Service Unavailable' }), 'Failed to fetch region data: 503 Service Unavailable'],
    ['a network error', () => HttpResponse.error(), 'An unknown error occurred'],
  ])('%s', async (_case, answer, expected) => {
    server.use(http.get(anyOrigin('/api/regions-with-countries'), answer));
    const failure = await listRegionsWithCountries().catch((error: unknown) => error);
    expect(regionLoadErrorMessage(failure)).toBe(expected);
  });
});
