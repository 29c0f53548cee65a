import { describe, expect, it } from 'vitest';

import { countryCode, countryFlag, countryName } from './countries';
import { findLanguage, flagOfCountryCode, languageFlag, languageName, SUPPORTED_LANGUAGES } from './languages';

describe('languageName', () => {
  it.each([
    ['en', 'English'],
    ['ko', 'Korean'],
    ['ko-KR', 'Korean'],
    ['KO_kr', 'Korean'],
    ['es', 'Spanish'],
    ['es-MX', 'Spanish (Mexico)'],
    ['es-mx', 'Spanish (Mexico)'],
    ['es-AR', 'Spanish'],
    ['pt-BR', 'Portuguese (Brazil)'],
    ['pt-PT', 'Portuguese'],
    ['zh-CN', 'Chinese (Simplified)'],
    ['zh-Hans', 'Chinese (Simplified)'],
    ['zh-TW', 'Chinese (Traditional)'],
    ['zh-Hant-TW', 'Chinese (Traditional)'],
    ['nb', 'Norwegian'],
    ['fr-CA', 'French'],
    ['kk', 'Kazakh'],
    ['az', 'Azerbaijani'],
  ])('%s is %s', (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  it.each(['xx', 'tlh', 'qq-ZZ', ''])('shows the unknown code %j as given', (code) => {
    expect(languageName(code)).toBe(code);
    expect(findLanguage(code)).toBeUndefined();
  });

  it('supports the 43 languages of the spec, each once', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(43);
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => language.code)).size).toBe(43);
  });
});

describe('flags', () => {
  it.each([
    ['MX', '🇲🇽'],
    ['br', '🇧🇷'],
    ['M', ''],
    ['MEX', ''],
  ])('flagOfCountryCode(%s) is %s', (code, flag) => {
    expect(flagOfCountryCode(code)).toBe(flag);
  });

  it.each([
    ['es-MX', '🇲🇽'],
    ['es-AR', '🇦🇷'],
    ['es', '🇪🇸'],
    ['pt-BR', '🇧🇷'],
    ['en', '🇺🇸'],
    ['ko-KR', '🇰🇷'],
    ['zh-Hant', '🇹🇼'],
    ['xx', ''],
  ])('languageFlag(%s) is %s', (code, flag) => {
    expect(languageFlag(code)).toBe(flag);
  });

  it.each([
    ['Mexico', 'MX', '🇲🇽'],
    ['guatemala', 'GT', '🇬🇹'],
    ['Brazil', 'BR', '🇧🇷'],
    ['United States', 'US', '🇺🇸'],
    ['United States of America', 'US', '🇺🇸'],
    ['Canada', 'CA', '🇨🇦'],
    ['South Korea', 'KR', '🇰🇷'],
    ['co', 'CO', '🇨🇴'],
  ])('country %s is %s %s', (name, code, flag) => {
    expect(countryCode(name)).toBe(code);
    expect(countryFlag(name)).toBe(flag);
  });

  it.each(['Atlantis', 'ZZ', ''])('has no code or flag for %j', (name) => {
    expect(countryCode(name)).toBeUndefined();
    expect(countryFlag(name)).toBe('');
  });
});

describe('countryName', () => {
  it('names a country from its ISO code and leaves names and unknown codes as given', () => {
    expect(countryName('MX')).toBe('Mexico');
    expect(countryName('br')).toBe('Brazil');
    expect(countryName('Guatemala')).toBe('Guatemala');
    expect(countryName('QZ')).toBe('QZ');
  });
});
