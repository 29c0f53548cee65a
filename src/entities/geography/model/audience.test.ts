import { describe, expect, it } from 'vitest';

import type { RegionWithCountries } from '@/shared/api';

import { type AudienceSelection, countriesOfRegions, toggleAll, toggleAllCountries, toggleCountry, toggleRegion } from './audience';

const regions: RegionWithCountries[] = [
  { region: 'North America', countries: ['United States', 'Canada', 'Mexico'] },
  { region: 'Latin America & Caribbean', countries: ['Mexico', 'Guatemala', 'Brazil'] },
  { region: 'Asia Pacific', countries: ['South Korea'] },
  { region: 'Europe', countries: [] },
];

const NA = 'North America';
const LATAM = 'Latin America & Caribbean';
const APAC = 'Asia Pacific';

const selection = (regionNames: string[], countries: string[]): AudienceSelection => ({ regions: regionNames, countries });
const none = selection([], []);

describe('countriesOfRegions', () => {
  it.each<[string, string[], string[]]>([
    ['no region', [], []],
    ['one region', [APAC], ['South Korea']],
    ['in region list order, each country once', [LATAM, NA], ['United States', 'Canada', 'Mexico', 'Guatemala', 'Brazil']],
    ['a region without countries', ['Europe'], []],
    ['an unknown region adds nothing', ['Antarctica', APAC], ['South Korea']],
  ])('%s', (_case, names, expected) => {
    expect(countriesOfRegions(regions, names)).toEqual(expected);
  });
});

describe('toggleRegion', () => {
  it.each<[string, AudienceSelection, string, AudienceSelection]>([
    ['selecting adds all its countries', none, APAC, selection([APAC], ['South Korea'])],
    [
      'selecting keeps the countries already chosen, in region order',
      selection([NA], ['Canada']),
      APAC,
      selection([NA, APAC], ['Canada', 'South Korea']),
    ],
    [
      'selecting adds back the countries of the region the user had removed',
      selection([APAC], []),
      LATAM,
      selection([LATAM, APAC], ['Mexico', 'Guatemala', 'Brazil']),
    ],
    ['deselecting removes its countries', selection([NA, APAC], ['United States', 'Canada', 'South Korea']), NA, selection([APAC], ['South Korea'])],
    [
      'deselecting keeps a country another chosen region holds',
      selection([NA, LATAM], ['United States', 'Mexico', 'Guatemala']),
      NA,
      selection([LATAM], ['Mexico', 'Guatemala']),
    ],
    ['deselecting the last region empties everything', selection([APAC], ['South Korea']), APAC, none],
    ['a region without countries', none, 'Europe', selection(['Europe'], [])],
  ])('%s', (_case, before, region, after) => {
    expect(toggleRegion(before, region, regions)).toEqual(after);
  });

  it('ignores a region the list does not have', () => {
    const before = selection([APAC], ['South Korea']);
    expect(toggleRegion(before, 'Antarctica', regions)).toBe(before);
  });
});

describe('toggleAll', () => {
  const everything = selection([NA, LATAM, APAC, 'Europe'], ['United States', 'Canada', 'Mexico', 'Guatemala', 'Brazil', 'South Korea']);

  it.each<[string, AudienceSelection, AudienceSelection]>([
    ['from nothing, everything', none, everything],
    ['from some regions, everything', selection([APAC], []), everything],
    ['when every region is chosen, nothing', everything, none],
    ['every region chosen but countries refined, still nothing', selection([NA, LATAM, APAC, 'Europe'], ['Canada']), none],
  ])('%s', (_case, before, after) => {
    expect(toggleAll(before, regions)).toEqual(after);
  });

  it('with no regions at all, nothing', () => {
    expect(toggleAll(none, [])).toEqual(none);
  });
});

describe('toggleCountry', () => {
  it.each<[string, AudienceSelection, string, AudienceSelection]>([
    ['adds a country of a chosen region, in region order', selection([NA], ['Mexico']), 'Canada', selection([NA], ['Canada', 'Mexico'])],
    ['removes a chosen country', selection([NA], ['Canada', 'Mexico']), 'Mexico', selection([NA], ['Canada'])],
    ['removes the last country and keeps the region', selection([APAC], ['South Korea']), 'South Korea', selection([APAC], [])],
  ])('%s', (_case, before, country, after) => {
    expect(toggleCountry(before, country, regions)).toEqual(after);
  });

  it.each<[string, AudienceSelection, string]>([
    ['ignores a country outside the chosen regions', selection([APAC], []), 'Brazil'],
    ['ignores any country while no region is chosen', none, 'Mexico'],
    ['ignores an unknown country', selection([NA], []), 'Atlantis'],
  ])('%s', (_case, before, country) => {
    expect(toggleCountry(before, country, regions)).toBe(before);
  });
});

describe('toggleAllCountries', () => {
  it.each<[string, AudienceSelection, AudienceSelection]>([
    ['from none, every country of the chosen regions', selection([NA, APAC], []), selection([NA, APAC], ['United States', 'Canada', 'Mexico', 'South Korea'])],
    ['from some, all', selection([APAC, NA], ['Canada']), selection([APAC, NA], ['United States', 'Canada', 'Mexico', 'South Korea'])],
    ['from all, none', selection([APAC], ['South Korea']), selection([APAC], [])],
    ['no region chosen, nothing to choose', none, none],
  ])('%s', (_case, before, after) => {
    expect(toggleAllCountries(before, regions)).toEqual(after);
  });
});
