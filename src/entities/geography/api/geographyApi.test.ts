// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { tokenStorage } from '@/shared/api';
import { anyOrigin, authHandlers } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { allowedCountryFixtures, countryLanguageFixtures, regionFixtures } from './__mocks__/geographyFixtures';
import { geographyHandlers } from './__mocks__/geographyHandlers';
import { listCountriesWithLanguages, listRegionsWithCountries, listUserAllowedCountries } from './geographyApi';

const server = setupMockServer();

afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
});

const calls = [
  ['listRegionsWithCountries', listRegionsWithCountries, '/api/regions-with-countries', geographyHandlers.regions, regionFixtures],
  ['listCountriesWithLanguages', listCountriesWithLanguages, '/api/countries-with-languages', geographyHandlers.countryLanguages, countryLanguageFixtures],
  ['listUserAllowedCountries', listUserAllowedCountries, '/api/user-allowed-countries', geographyHandlers.allowedCountries, allowedCountryFixtures.mexicoLocal],
] as const;

describe.each(calls)('%s', (_name, call, path, handlers, fixtures) => {
  it(`GETs ${path} and parses the answer`, async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
    });
    server.use(handlers.ok);
    await expect(call()).resolves.toEqual(fixtures);
    expect(seen).toEqual([`GET ${path}`]);
  });

  it('answers an empty list', async () => {
    server.use(handlers.empty);
    await expect(call()).resolves.toEqual([]);
  });

  it('passes on the server detail', async () => {
    server.use(handlers.error);
    await expect(call()).rejects.toMatchObject({ status: 500, message: 'Internal server error: the database is not reachable.' });
  });

  it("falls back to 'An unknown error occurred' on a network failure", async () => {
    server.use(http.get(anyOrigin(path), () => HttpResponse.error()));
    await expect(call()).rejects.toMatchObject({ status: undefined, message: 'An unknown error occurred' });
  });

  it('refreshes the session once on a 401 and retries', async () => {
    tokenStorage.write({ AccessToken: 'a', IdToken: 'old', RefreshToken: 'r', TokenType: 'Bearer' });
    server.use(handlers.unauthorizedThenOk, authHandlers.refreshOk);
    await expect(call()).resolves.toEqual(fixtures);
  });

  it('rejects an answer that breaks the contract', async () => {
    server.use(http.get(anyOrigin(path), () => HttpResponse.json({ items: [] })));
    await expect(call()).rejects.toThrow(`The server sent an unexpected answer for ${path}.`);
  });
});

it('serves the Central America local variant', async () => {
  server.use(geographyHandlers.allowedCountries.centralAmerica);
  await expect(listUserAllowedCountries()).resolves.toEqual(['Guatemala', 'Honduras', 'El Salvador', 'Costa Rica', 'Panama']);
});
