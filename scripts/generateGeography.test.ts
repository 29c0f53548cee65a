import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { SUPPORTED_LANGUAGES } from '@/shared/lib/language/languages';

import {
  OUTPUT_PATH,
  buildGeography,
  formatGeography,
  parseSupportedLanguages,
  readInputs,
  type Geography,
  type GeographyCountry,
} from './generateGeography.mjs';

const REGION_NAMES = ['North America', 'Latin America & Caribbean', 'Europe', 'Asia Pacific', 'Middle East & Africa'];

const inputs = readInputs();
/** From CLDR alone, so the rules below hold whatever an organisation overrides. */
const generated = buildGeography({ ...inputs, overrides: {} });
const committedText = readFileSync(OUTPUT_PATH, 'utf8');
const committed = JSON.parse(committedText) as Geography;

function allCountries(geography: Geography): (GeographyCountry & { region: string })[] {
  return geography.regions.flatMap((region) => region.countries.map((country) => ({ ...country, region: region.name })));
}

function country(code: string, geography: Geography = generated) {
  const found = allCountries(geography).find((candidate) => candidate.code === code);
  if (!found) throw new Error(`${code} missing`);
  return found;
}

describe('config/geography.json', () => {
  it('is what scripts/generateGeography.mjs generates now (re-run the script after changing its inputs)', () => {
    expect(committedText).toBe(formatGeography(buildGeography(inputs)));
  });

  it('says how it is made and how an organisation changes it', () => {
    expect(committed.$comment).toMatch(/scripts\/generateGeography\.mjs/);
    expect(committed.$comment).toMatch(/CLDR/);
    expect(committed.$comment).toMatch(/geography\.overrides\.json/);
  });

  it('has exactly the five corporate regions, in order', () => {
    expect(committed.regions.map((region) => region.name)).toEqual(REGION_NAMES);
  });

  it('puts every country in exactly one region, with unique codes and names', () => {
    const countries = allCountries(committed);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    for (const c of countries) expect(c.code).toMatch(/^[A-Z]{2}$/);
    expect(countries.length).toBeGreaterThan(200);
  });

  it('only uses supported language codes, and flags exactly the countries without one', () => {
    const supported = new Set<string>(SUPPORTED_LANGUAGES.map((language) => language.code));
    for (const c of allCountries(committed)) {
      for (const language of c.languages) expect(supported, `${c.code} ${language}`).toContain(language);
      expect(new Set(c.languages).size).toBe(c.languages.length);
      expect(c.noSupportedLanguage === true, c.code).toBe(c.languages.length === 0);
    }
  });

  it('has locals of existing countries, each within its region', () => {
    const regionOf = new Map(allCountries(committed).map((c) => [c.name, c.region]));
    expect(committed.locals.length).toBeGreaterThan(0);
    for (const local of committed.locals) {
      expect(REGION_NAMES).toContain(local.region);
      for (const name of local.countries) expect(regionOf.get(name), `${local.name}: ${name}`).toBe(local.region);
    }
  });
});

describe('buildGeography from CLDR', () => {
  it('reads the supported languages from the data file the SPA imports', () => {
    expect(inputs.supportedLanguages).toEqual(SUPPORTED_LANGUAGES.map((language) => language.code));
    expect(parseSupportedLanguages('[{ "code": "en", "name": "English", "flagCountry": "US" }]')).toEqual(['en']);
    expect(() => parseSupportedLanguages('{ "languages": [] }')).toThrow(/No language codes/);
  });

  it.each([
    ['MX', 'Mexico', 'Latin America & Caribbean', ['es-MX']],
    ['BR', 'Brazil', 'Latin America & Caribbean', ['pt-BR']],
    ['CA', 'Canada', 'North America', ['en', 'fr']],
    ['US', 'United States', 'North America', ['en']], // English is de facto official; Spanish only official_regional
    ['HT', 'Haiti', 'Latin America & Caribbean', ['fr']], // Haitian Creole is official but not supported
    ['CN', 'China', 'Asia Pacific', ['zh-CN']],
    ['TW', 'Taiwan', 'Asia Pacific', ['zh-TW']],
    ['HK', 'Hong Kong SAR China', 'Asia Pacific', ['zh-TW', 'en']],
    ['SG', 'Singapore', 'Asia Pacific', ['en', 'zh-CN', 'ms']],
    ['CH', 'Switzerland', 'Europe', ['de', 'fr', 'it']],
    ['BE', 'Belgium', 'Europe', ['nl', 'fr', 'de']],
    ['NO', 'Norway', 'Europe', ['no']],
    ['ES', 'Spain', 'Europe', ['es']],
    ['IN', 'India', 'Asia Pacific', ['hi', 'en']],
    ['AU', 'Australia', 'Asia Pacific', ['en']],
    ['SA', 'Saudi Arabia', 'Middle East & Africa', ['ar']],
    ['TR', 'Türkiye', 'Middle East & Africa', ['tr']],
    ['ZA', 'South Africa', 'Middle East & Africa', ['en']],
  ])('%s (%s) is in %s with %j', (code, name, region, languages) => {
    expect(country(code)).toEqual({ code, name, region, languages });
  });

  it('flags a country without a supported official language', () => {
    expect(country('IS')).toEqual({ code: 'IS', name: 'Iceland', region: 'Europe', languages: [], noSupportedLanguage: true });
    expect(country('GL').noSupportedLanguage).toBe(true);
  });

  it('leaves out non-countries (Antarctica, CLDR-only codes) and keeps Kosovo', () => {
    const codes = new Set(allCountries(generated).map((c) => c.code));
    for (const code of ['AQ', 'BV', 'HM', 'EA', 'IC', 'AC', 'TA', 'DG', 'CP', 'CQ', 'QO', 'EU', 'UN']) expect(codes).not.toContain(code);
    expect(country('XK').region).toBe('Europe');
  });

  it('has the demo locals in Latin America & Caribbean', () => {
    expect(generated.locals).toEqual([
      { name: 'Mexico', region: 'Latin America & Caribbean', countries: ['Mexico'] },
      {
        name: 'Central America',
        region: 'Latin America & Caribbean',
        countries: ['Guatemala', 'Honduras', 'El Salvador', 'Nicaragua', 'Costa Rica', 'Panama', 'Belize'],
      },
      { name: 'Andean', region: 'Latin America & Caribbean', countries: ['Colombia', 'Ecuador', 'Peru', 'Bolivia', 'Venezuela'] },
    ]);
  });
});

describe('buildGeography with organisation overrides', () => {
  it('renames, moves, drops and adds countries and replaces the locals', () => {
    const geography = buildGeography({
      ...inputs,
      overrides: {
        countries: {
          HK: { name: 'Hong Kong' },
          PR: { region: 'North America', languages: ['en', 'es'] },
          XK: null,
          EA: { name: 'Ceuta & Melilla', region: 'Europe', languages: ['es'] },
          IS: { languages: ['en'] },
        },
        locals: [{ name: 'Greater China', countries: ['China', 'Hong Kong', 'Taiwan'] }],
      },
    });
    expect(country('HK', geography).name).toBe('Hong Kong');
    expect(country('PR', geography)).toEqual({ code: 'PR', name: 'Puerto Rico', region: 'North America', languages: ['en', 'es'] });
    expect(() => country('XK', geography)).toThrow(/XK missing/);
    expect(country('EA', geography)).toEqual({ code: 'EA', name: 'Ceuta & Melilla', region: 'Europe', languages: ['es'] });
    expect(country('IS', geography)).toEqual({ code: 'IS', name: 'Iceland', region: 'Europe', languages: ['en'] });
    expect(geography.locals).toEqual([{ name: 'Greater China', region: 'Asia Pacific', countries: ['China', 'Hong Kong', 'Taiwan'] }]);
  });

  it.each([
    [{ countries: { MX: { languages: ['xx'] } } }, /'xx' is not a supported language/],
    [{ countries: { MX: { region: 'Latin America' } } }, /region must be one of/],
    [{ countries: { MX: { capital: 'CDMX' } as never } }, /unknown field capital/],
    [{ countries: { ZZ: null } }, /drops ZZ/],
    [{ countries: { MX: { name: 'Brazil' } } }, /two countries are named 'Brazil'/],
    [{ locals: [{ name: 'Nowhere', countries: ['Atlantis'] }] }, /no country named 'Atlantis'/],
    [{ locals: [{ name: 'Americas', countries: ['Mexico', 'Canada'] }] }, /exactly one region/],
  ])('rejects %j', (overrides, message) => {
    expect(() => buildGeography({ ...inputs, overrides })).toThrow(message);
  });
});
