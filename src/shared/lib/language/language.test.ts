import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale, i18n } from '@/shared/i18n';

import { countryCode, countryFlag } from './countries';
import { findLanguage, flagOfCountryCode, languageFlag, SUPPORTED_LANGUAGES } from './languages';
import { countryName, languageName } from './names';

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

  it.each([
    ['es-MX', 'es-MX', 'Español (México)'],
    ['zh-CN', 'es-MX', 'Chino (simplificado)'],
    ['pt-BR', 'ko', '포르투갈어(브라질)'],
    ['zh-TW', 'ko', '중국어(번체)'],
  ])('names %s in %s as %s', (code, locale, name) => {
    expect(languageName(code, locale)).toBe(name);
  });

  it('writes a name inside a sentence as the language writes it there', () => {
    expect(languageName('en', 'es-MX', 'sentence')).toBe('inglés');
    expect(languageName('en', 'en', 'sentence')).toBe('English');
  });

  it('names every supported language in English as its table does', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(languageName(language.code, 'en')).toBe(language.name);
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

  it('names a country in the language asked for', () => {
    expect(countryName('MX', 'es-MX')).toBe('México');
    expect(countryName('KR', 'ko')).toBe('대한민국');
  });
});

describe('in the app\'s language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('names languages and countries in it, and finds a country and its flag by the name it shows', () => {
    // Names come from Intl, not from the catalogue: the language alone is switched.
    i18n.loadAndActivate({ locale: 'es-MX', messages: {} });
    expect(languageName('es-MX')).toBe('Español (México)');
    expect(countryName('BR')).toBe('Brasil');
    expect(countryCode('Brasil')).toBe('BR');
    expect(countryFlag('México')).toBe('🇲🇽');
    // English names, as the server's geography lists give them, still read.
    expect(countryCode('Mexico')).toBe('MX');
  });
});
