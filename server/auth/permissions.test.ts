import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  canCreateForCountries,
  canCreateSurveys,
  canDeleteSurvey,
  canSeeReport,
  canSeeSurvey,
  countriesInScope,
  filterToScope,
  geographyIndex,
  isGlobalUser,
  type CreateDecision,
  type Geography,
  type Principal,
  type Scope,
} from './permissions.ts';

const US = 'United States';

const geography: Geography = {
  regions: [
    { name: 'North America', countries: [US, 'Canada'] },
    { name: 'Latin America & Caribbean', countries: ['Mexico', 'Guatemala', 'Brazil'] },
  ],
  locals: [
    { name: 'Mexico', region: 'Latin America & Caribbean', countries: ['Mexico'] },
    { name: 'Central America', region: 'Latin America & Caribbean', countries: ['Guatemala'] },
  ],
};

const LATAM = 'Latin America & Caribbean';

const principals = {
  // The four demo accounts.
  admin: { username: 'admin', groups: ['Global'], region: 'ALL', local: 'ALL' },
  'latam.manager': { username: 'latam.manager', groups: ['Region-LatinAmerica'], region: LATAM, local: 'ALL' },
  'mexico.local': { username: 'mexico.local', groups: ['Local-Mexico'], region: LATAM, local: 'Mexico' },
  viewer: { username: 'viewer', groups: [], region: 'ALL', local: 'ALL' },
  // Edges.
  'Global without a region claim': { username: 'noregion', groups: ['Global'] },
  'unknown region': { username: 'atlantis', groups: ['Region-Europe'], region: 'Atlantis', local: 'ALL' },
  'local not in its region': { username: 'misfit', groups: ['Local-Mexico'], region: 'North America', local: 'Mexico' },
  "lowercase 'global' group": { username: 'lower', groups: ['global'], region: 'North America', local: 'ALL' },
  "bare 'Region-' group": { username: 'bare', groups: ['Region-'], region: LATAM, local: 'ALL' },
  'Global with a specific region': { username: 'g.na', groups: ['Global'], region: 'North America', local: 'ALL' },
  'Region-* group with region ALL': { username: 'r.all', groups: ['Region-NorthAmerica'], region: 'ALL', local: 'ALL' },
  'local under region ALL': { username: 'l.all', groups: ['Local-Mexico'], region: 'ALL', local: 'Mexico' },
  'unknown local': { username: 'nowhere', groups: ['Local-Atlantis'], region: LATAM, local: 'Atlantis' },
  "region 'all' in lowercase": { username: 'lowall', groups: ['Region-LatinAmerica'], region: 'all', local: 'ALL' },
  'empty region claim': { username: 'empty', groups: ['Global'], region: '', local: 'ALL' },
  'region without a local claim': { username: 'r.nolocal', groups: ['Region-NorthAmerica'], region: 'North America' },
} satisfies Record<string, Principal>;

type Name = keyof typeof principals;

/** 'ok', 'no-right', 'no-countries', or the countries named outside scope. */
type CreateAnswer = 'ok' | 'no-right' | 'no-countries' | string[];

function createAnswer(decision: CreateDecision): CreateAnswer {
  if (decision.allowed) return 'ok';
  if (decision.reason === 'no-create-right') return 'no-right';
  if (decision.reason === 'no-countries') return 'no-countries';
  return decision.countries;
}

const someoneElse = 'someone.else';

const actions = {
  create: (p: Principal) => canCreateSurveys(p),
  'create for [Mexico]': (p: Principal) => createAnswer(canCreateForCountries(p, ['Mexico'], geography)),
  'create for [Brazil]': (p: Principal) => createAnswer(canCreateForCountries(p, ['Brazil'], geography)),
  'create for [United States]': (p: Principal) => createAnswer(canCreateForCountries(p, [US], geography)),
  'see a Mexico survey': (p: Principal) => canSeeSurvey(p, ['Mexico'], geography),
  'see a Brazil survey': (p: Principal) => canSeeSurvey(p, ['Brazil'], geography),
  'see a US+Mexico survey': (p: Principal) => canSeeSurvey(p, [US, 'Mexico'], geography),
  'delete own Mexico survey': (p: Principal) =>
    canDeleteSurvey(p, { createdBy: p.username, countries: ['Mexico'] }, geography),
  "delete someone else's Mexico survey": (p: Principal) =>
    canDeleteSurvey(p, { createdBy: someoneElse, countries: ['Mexico'] }, geography),
  'delete a US survey': (p: Principal) => canDeleteSurvey(p, { createdBy: someoneElse, countries: [US] }, geography),
  'delete own US+Mexico survey': (p: Principal) =>
    canDeleteSurvey(p, { createdBy: p.username, countries: [US, 'Mexico'] }, geography),
} satisfies Record<string, (p: Principal) => boolean | CreateAnswer>;

type Row = { [A in keyof typeof actions]: ReturnType<(typeof actions)[A]> };

const OUT_MX = ['Mexico'];
const OUT_BR = ['Brazil'];
const OUT_US = [US];

/** Every answer of every principal: one column per action, in the order of `actions`. */
const matrix: Record<Name, Row> = {
  // Global scope and a create right: everything.
  admin: row(true, 'ok', 'ok', 'ok', true, true, true, true, true, true, true),
  // Latin America & Caribbean; deletes only their own surveys that lie wholly in the region.
  'latam.manager': row(true, 'ok', 'ok', OUT_US, true, true, true, true, false, false, false),
  // Mexico only.
  'mexico.local': row(true, 'ok', OUT_BR, OUT_US, true, false, true, true, false, false, false),
  // Sees everything, creates and deletes nothing (not even a survey recorded under their name).
  viewer: row(false, 'no-right', 'no-right', 'no-right', true, true, true, false, false, false, false),
  // No region claim: nothing in scope, even for Global.
  'Global without a region claim': row(true, OUT_MX, OUT_BR, OUT_US, false, false, false, false, false, false, false),
  'unknown region': row(true, OUT_MX, OUT_BR, OUT_US, false, false, false, false, false, false, false),
  // Local Mexico under North America: the intersection is empty.
  'local not in its region': row(true, OUT_MX, OUT_BR, OUT_US, false, false, false, false, false, false, false),
  // 'global' is no group of the spec: no create right, and its region (North America) is not widened.
  "lowercase 'global' group": row(false, 'no-right', 'no-right', 'no-right', false, false, true, false, false, false, false),
  // 'Region-' names no region: no create right; the region claim still gives sight.
  "bare 'Region-' group": row(false, 'no-right', 'no-right', 'no-right', true, true, true, false, false, false, false),
  // The Global group is global scope whatever the region says (as long as there is one).
  'Global with a specific region': row(true, 'ok', 'ok', 'ok', true, true, true, true, true, true, true),
  // Region ALL plus any create group is a global user.
  'Region-* group with region ALL': row(true, 'ok', 'ok', 'ok', true, true, true, true, true, true, true),
  // A specific local narrows region ALL.
  'local under region ALL': row(true, 'ok', OUT_BR, OUT_US, true, false, true, true, false, false, false),
  // An unknown local never falls back to its region.
  'unknown local': row(true, OUT_MX, OUT_BR, OUT_US, false, false, false, false, false, false, false),
  "region 'all' in lowercase": row(true, OUT_MX, OUT_BR, OUT_US, false, false, false, false, false, false, false),
  'empty region claim': row(true, OUT_MX, OUT_BR, OUT_US, false, false, false, false, false, false, false),
  // A missing local claim is the whole region.
  'region without a local claim': row(true, OUT_MX, OUT_BR, 'ok', false, false, true, false, false, false, false),
};

function row(
  create: boolean,
  createMexico: CreateAnswer,
  createBrazil: CreateAnswer,
  createUs: CreateAnswer,
  seeMexico: boolean,
  seeBrazil: boolean,
  seeUsMexico: boolean,
  deleteOwnMexico: boolean,
  deleteOthersMexico: boolean,
  deleteUs: boolean,
  deleteOwnUsMexico: boolean,
): Row {
  return {
    create,
    'create for [Mexico]': createMexico,
    'create for [Brazil]': createBrazil,
    'create for [United States]': createUs,
    'see a Mexico survey': seeMexico,
    'see a Brazil survey': seeBrazil,
    'see a US+Mexico survey': seeUsMexico,
    'delete own Mexico survey': deleteOwnMexico,
    "delete someone else's Mexico survey": deleteOthersMexico,
    'delete a US survey': deleteUs,
    'delete own US+Mexico survey': deleteOwnUsMexico,
  };
}

const cases = (Object.keys(principals) as Name[]).flatMap((name) =>
  (Object.keys(actions) as (keyof typeof actions)[]).map((action) => ({
    name,
    action,
    expected: matrix[name][action],
  })),
);

describe('permission matrix', () => {
  it.each(cases)('$name: $action -> $expected', ({ name, action, expected }) => {
    expect(actions[action](principals[name])).toEqual(expected);
  });
});

function sorted(scope: Scope): 'all' | string[] {
  return scope === 'all' ? 'all' : [...scope].sort();
}

describe('countriesInScope', () => {
  it.each([
    ['admin', 'all'],
    ['latam.manager', ['Brazil', 'Guatemala', 'Mexico']],
    ['mexico.local', ['Mexico']],
    ['viewer', 'all'],
    ['Global without a region claim', []],
    ['unknown region', []],
    ['local not in its region', []],
    ["lowercase 'global' group", ['Canada', US]],
    ['Global with a specific region', 'all'],
    ['local under region ALL', ['Mexico']],
    ['unknown local', []],
    ['region without a local claim', ['Canada', US]],
  ] satisfies [Name, 'all' | string[]][])('%s -> %j', (name, expected) => {
    expect(sorted(countriesInScope(principals[name], geography))).toEqual(expected);
  });

  it('keeps only the part of a local that lies in the region', () => {
    const straddling: Geography = {
      ...geography,
      locals: [{ name: 'Border', region: LATAM, countries: ['Mexico', US] }],
    };
    const p: Principal = { username: 'b', groups: ['Local-Border'], region: LATAM, local: 'Border' };
    expect(sorted(countriesInScope(p, straddling))).toEqual(['Mexico']);
    expect(sorted(countriesInScope({ ...p, region: 'North America' }, straddling))).toEqual([US]);
    expect(sorted(countriesInScope({ ...p, region: 'ALL' }, straddling))).toEqual(['Mexico', US]);
  });

  it('treats a whitespace-only local like a missing one', () => {
    expect(sorted(countriesInScope({ ...principals['mexico.local'], local: '  ' }, geography))).toEqual([
      'Brazil',
      'Guatemala',
      'Mexico',
    ]);
  });
});

describe('geography shapes', () => {
  it('accepts config/geography.json region countries as objects', () => {
    // Not annotated, so the extra fields pass as they do when the file is read.
    const fileShaped = {
      regions: [
        { name: 'North America', countries: [{ code: 'US', name: US, languages: ['en'] }] },
        {
          name: LATAM,
          countries: [
            { code: 'MX', name: 'Mexico', languages: ['es-MX'] },
            { code: 'BR', name: 'Brazil', languages: ['pt-BR'] },
          ],
        },
      ],
      locals: [{ name: 'Mexico', region: LATAM, countries: ['Mexico'] }],
    };
    expect(sorted(countriesInScope(principals['latam.manager'], fileShaped))).toEqual(['Brazil', 'Mexico']);
    expect(geographyIndex(fileShaped).regions.get('North America')).toEqual(new Set([US]));
  });

  it('works on the committed config/geography.json, whose locals lie in their regions', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../config/geography.json', import.meta.url), 'utf8'),
    ) as Geography;
    const index = geographyIndex(config);
    for (const local of config.locals) {
      const region = index.regions.get(local.region);
      expect(region, local.name).toBeDefined();
      for (const country of local.countries) expect(region?.has(country), `${local.name}: ${country}`).toBe(true);
    }
    expect(sorted(countriesInScope(principals['mexico.local'], config))).toEqual(['Mexico']);
    const latam = countriesInScope(principals['latam.manager'], config);
    expect(latam !== 'all' && latam.has('Brazil') && !latam.has(US)).toBe(true);
  });

  it('builds the index once per geography object', () => {
    expect(geographyIndex(geography)).toBe(geographyIndex(geography));
  });
});

describe('canCreateForCountries', () => {
  const latam = principals['latam.manager'];

  it('names every country outside scope once, in request order', () => {
    expect(canCreateForCountries(latam, ['Canada', 'Mexico', US, 'Canada'], geography)).toEqual({
      allowed: false,
      reason: 'outside-scope',
      countries: ['Canada', US],
    });
  });

  it('allows several countries inside scope', () => {
    expect(canCreateForCountries(latam, ['Mexico', 'Guatemala', 'Brazil'], geography)).toEqual({ allowed: true });
  });

  it('refuses an empty country list, even for admin', () => {
    expect(canCreateForCountries(principals.admin, [], geography)).toEqual({ allowed: false, reason: 'no-countries' });
  });

  it('checks the create right before the countries', () => {
    expect(canCreateForCountries(principals.viewer, ['Canada', 'Atlantis'], geography)).toEqual({
      allowed: false,
      reason: 'no-create-right',
    });
  });

  it('lets a global user name a country the geography does not know (existence is checked against the data)', () => {
    expect(canCreateForCountries(principals.admin, ['Atlantis'], geography)).toEqual({ allowed: true });
  });
});

describe('canSeeSurvey', () => {
  it('shows a survey without countries to global scope only', () => {
    expect(canSeeSurvey(principals.viewer, [], geography)).toBe(true);
    expect(canSeeSurvey(principals['latam.manager'], [], geography)).toBe(false);
  });

  it('shows a Central America survey to the region but not to the Mexico local', () => {
    expect(canSeeSurvey(principals['latam.manager'], ['Guatemala'], geography)).toBe(true);
    expect(canSeeSurvey(principals['mexico.local'], ['Guatemala'], geography)).toBe(false);
  });
});

describe('canDeleteSurvey', () => {
  it('never matches an empty username', () => {
    const nameless: Principal = { ...principals['mexico.local'], username: '' };
    expect(canDeleteSurvey(nameless, { createdBy: '', countries: ['Mexico'] }, geography)).toBe(false);
  });

  it('compares usernames exactly', () => {
    expect(
      canDeleteSurvey(principals['mexico.local'], { createdBy: 'Mexico.Local', countries: ['Mexico'] }, geography),
    ).toBe(false);
  });

  it('refuses the creator a survey without countries, and lets admin delete it', () => {
    const survey = { createdBy: 'mexico.local', countries: [] };
    expect(canDeleteSurvey(principals['mexico.local'], survey, geography)).toBe(false);
    expect(canDeleteSurvey(principals.admin, survey, geography)).toBe(true);
  });
});

describe('isGlobalUser', () => {
  it.each([
    ['admin', true],
    ['Region-* group with region ALL', true],
    ['Global with a specific region', true],
    ['viewer', false],
    ['Global without a region claim', false],
    ['local under region ALL', false],
    ['latam.manager', false],
  ] satisfies [Name, boolean][])('%s -> %s', (name, expected) => {
    expect(isGlobalUser(principals[name], geography)).toBe(expected);
  });
});

describe('filterToScope', () => {
  const countries = [US, 'Mexico', 'Guatemala', 'Brazil', 'Canada'];

  it.each([
    ['admin', countries],
    ['viewer', countries],
    ['latam.manager', ['Mexico', 'Guatemala', 'Brazil']],
    ['mexico.local', ['Mexico']],
    ['Global without a region claim', []],
    ['local not in its region', []],
  ] satisfies [Name, string[]][])('%s -> %j', (name, expected) => {
    expect(filterToScope(principals[name], countries, geography)).toEqual(expected);
  });

  it('returns a new array even for global scope', () => {
    expect(filterToScope(principals.admin, countries, geography)).not.toBe(countries);
  });
});

describe('canSeeReport', () => {
  const reports = {
    global: { type: 'GLOBAL', identifier: 'Global' },
    latam: { type: 'REGIONAL', identifier: LATAM },
    northAmerica: { type: 'REGIONAL', identifier: 'North America' },
    mexicoLocal: { type: 'LOCAL', identifier: 'Mexico' },
    centralAmerica: { type: 'LOCAL', identifier: 'Central America' },
    mexico: { type: 'COUNTRY', identifier: 'Mexico' },
    guatemala: { type: 'COUNTRY', identifier: 'Guatemala' },
    us: { type: 'COUNTRY', identifier: US },
  } as const;

  const visibleTo = (name: Name) =>
    Object.entries(reports)
      .filter(([, report]) => canSeeReport(principals[name], report, geography))
      .map(([key]) => key);

  it.each([
    ['admin', Object.keys(reports)],
    ['viewer', Object.keys(reports)],
    ['latam.manager', ['latam', 'mexicoLocal', 'centralAmerica', 'mexico', 'guatemala']],
    ['mexico.local', ['mexicoLocal', 'mexico']],
    ['Global without a region claim', []],
    ['unknown region', []],
    ['region without a local claim', ['northAmerica', 'us']],
    ['local under region ALL', ['mexicoLocal', 'mexico']],
  ] as const)('%s reads %j', (name, expected) => {
    expect(visibleTo(name)).toEqual(expected);
  });
});
