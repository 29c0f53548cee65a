// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { countriesWithLanguages, regionsWithCountries, userAllowedCountries } from '@/shared/api';
import { countryCode } from '@/shared/lib/language';
import { setupMockServer } from '@/shared/lib/mock-server';

import { listCountriesWithLanguages, listRegionsWithCountries, listUserAllowedCountries } from '../geographyApi';
import {
  allowedCountryFixtures,
  COUNTRY_WITHOUT_LANGUAGES,
  countryLanguageFixtures,
  makeCountryWithLanguages,
  makeRegion,
  regionFixtures,
} from './geographyFixtures';
import { geographyDefaultHandlers } from './geographyHandlers';

const regionCountries = regionFixtures.flatMap((region) => region.countries);

describe('geography fixtures follow the wire contract', () => {
  it('factories and the default set', () => {
    expect(regionsWithCountries.parse([makeRegion()])).toEqual([makeRegion()]);
    expect(countriesWithLanguages.parse([makeCountryWithLanguages()])).toEqual([makeCountryWithLanguages()]);
    expect(regionsWithCountries.parse(regionFixtures)).toEqual(regionFixtures);
    expect(countriesWithLanguages.parse(countryLanguageFixtures)).toEqual(countryLanguageFixtures);
    for (const allowed of Object.values(allowedCountryFixtures)) expect(userAllowedCountries.parse(allowed)).toEqual(allowed);
  });

  it('the five corporate regions, each country in one region, each a real country with a flag', () => {
    expect(regionFixtures.map((region) => region.region)).toEqual([
      'North America',
      'Latin America & Caribbean',
      'Europe',
      'Asia Pacific',
      'Middle East & Africa',
    ]);
    expect(new Set(regionCountries).size).toBe(regionCountries.length);
    expect(regionCountries.filter((country) => !countryCode(country))).toEqual([]);
  });

  it('every region country has a languages entry, and only the flagged one has none', () => {
    expect(countryLanguageFixtures.map((entry) => entry.country).sort()).toEqual([...regionCountries].sort());
    expect(countryLanguageFixtures.filter((entry) => entry.languages.length === 0).map((entry) => entry.country)).toEqual([COUNTRY_WITHOUT_LANGUAGES]);
  });

  it('allowed countries are countries of the regions', () => {
    for (const allowed of Object.values(allowedCountryFixtures)) {
      for (const country of allowed) expect(regionCountries).toContain(country);
    }
  });
});

describe('handler answers follow the wire contract, read through the request functions', () => {
  setupMockServer(...geographyDefaultHandlers);

  it('regions, countries with languages, allowed countries', async () => {
    await expect(listRegionsWithCountries()).resolves.toEqual(regionFixtures);
    await expect(listCountriesWithLanguages()).resolves.toEqual(countryLanguageFixtures);
    await expect(listUserAllowedCountries()).resolves.toEqual(allowedCountryFixtures.mexicoLocal);
  });
});
