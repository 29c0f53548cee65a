import { describe, expect, it } from 'vitest';

import type { CountryWithLanguages } from '@/shared/api';

import { countryLanguageFixtures } from '../api/__mocks__/geographyFixtures';
import { languagesForCountries, type CountryLanguages } from './languages';

describe('languagesForCountries', () => {
  it.each<[string, string[], CountryLanguages]>([
    ['nothing selected', [], { languages: [], countriesWithoutLanguages: [] }],
    ['one country', ['Mexico'], { languages: ['es-MX'], countriesWithoutLanguages: [] }],
    ['a country with two languages', ['Canada'], { languages: ['en', 'fr'], countriesWithoutLanguages: [] }],
    [
      'the union, each language once, sorted by code',
      ['Guatemala', 'Honduras', 'Mexico', 'United States', 'Brazil'],
      { languages: ['en', 'es', 'es-MX', 'pt-BR'], countriesWithoutLanguages: [] },
    ],
    ['a country with no language is flagged and gets English', ['Haiti'], { languages: ['en'], countriesWithoutLanguages: ['Haiti'] }],
    [
      'English is not repeated when another country has it',
      ['Haiti', 'Canada', 'Mexico'],
      { languages: ['en', 'es-MX', 'fr'], countriesWithoutLanguages: ['Haiti'] },
    ],
    [
      'a country missing from the list counts as one with no language',
      ['Atlantis', 'Peru'],
      { languages: ['en', 'es'], countriesWithoutLanguages: ['Atlantis'] },
    ],
    ['a country selected twice counts once', ['Haiti', 'Haiti'], { languages: ['en'], countriesWithoutLanguages: ['Haiti'] }],
    ['names match whatever the case and spacing', [' mexico '], { languages: ['es-MX'], countriesWithoutLanguages: [] }],
  ])('%s', (_case, selected, expected) => {
    expect(languagesForCountries(selected, countryLanguageFixtures)).toEqual(expected);
  });

  it.each<[string, CountryWithLanguages[], CountryLanguages]>([
    ['blank codes are no languages', [{ country: 'Chile', languages: ['', '  '] }], { languages: ['en'], countriesWithoutLanguages: ['Chile'] }],
    ['a code listed twice counts once', [{ country: 'Chile', languages: ['es', 'es'] }], { languages: ['es'], countriesWithoutLanguages: [] }],
    ['an empty list flags every country', [], { languages: ['en'], countriesWithoutLanguages: ['Chile'] }],
  ])('%s', (_case, list, expected) => {
    expect(languagesForCountries(['Chile'], list)).toEqual(expected);
  });
});
