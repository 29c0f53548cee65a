import { fileURLToPath } from 'node:url';

import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../app.ts';
import { createTestIssuer, type TestIssuer } from '../../testing/issuer.ts';
import { countriesWithLanguages, regionsWithCountries, userAllowedCountries } from '../../contract.ts';
import { countries, regions } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { readGeographyConfig, type GeographyConfig } from './config.ts';
import { geographyFromDatabase, seedGeography } from './service.ts';

const LATAM = 'Latin America & Caribbean';
const configPath = fileURLToPath(new URL('../../../config/geography.json', import.meta.url));

/** The demo accounts' claims (issue 5), plus a user whose token carries no region. */
const users = {
  admin: { 'cognito:groups': ['Global'], 'custom:region': 'ALL', 'custom:local': 'ALL' },
  'latam.manager': { 'cognito:groups': ['Region-LatinAmerica'], 'custom:region': LATAM, 'custom:local': 'ALL' },
  'mexico.local': { 'cognito:groups': ['Local-Mexico'], 'custom:region': LATAM, 'custom:local': 'Mexico' },
  viewer: { 'cognito:groups': [], 'custom:region': 'ALL' },
  'no.region': { 'cognito:groups': ['Global'] },
} as const;
type Username = keyof typeof users;

let issuer: TestIssuer;
let config: GeographyConfig;

beforeAll(async () => {
  issuer = await createTestIssuer();
  config = await readGeographyConfig(configPath);
});

function tokenFor(username: Username): Promise<string> {
  return issuer.sign({ username, email: `${username}@example.com`, ...users[username] });
}

const isSorted = (names: readonly string[]) =>
  names.every((name, i) => i === 0 || (names[i - 1] ?? '').localeCompare(name, 'en') <= 0);

describe.each(testTargets)('geography routes on $name', (target) => {
  const database = useTestDatabase(target);
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    await seedGeography(database.db, config);
    // The geography read again on every call, so a test's change to the rows shows at once.
    app = createApp({
      db: database,
      logger: pino({ level: 'silent' }),
      api: { verifier: issuer.verifier, geography: geographyFromDatabase(database.db, { maxAgeMs: 0 }) },
    });
  });

  async function get(path: string, username: Username = 'admin'): Promise<unknown> {
    const response = await app.request(path, { headers: { Authorization: `Bearer ${await tokenFor(username)}` } });
    expect(response.status).toBe(200);
    return response.json();
  }

  const allCountries = () => config.regions.flatMap((region) => region.countries.map((country) => country.name));
  const latamCountries = () => config.regions.find((region) => region.name === LATAM)?.countries.map((c) => c.name) ?? [];

  it.each(['/api/regions-with-countries', '/api/countries-with-languages', '/api/user-allowed-countries'])(
    'answers 401 on %s without a token',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'auth.token_missing', detail: 'Not authenticated: send the id token as a Bearer token.' });
    },
  );

  it('lists every region with its countries, sorted by name', async () => {
    const body = regionsWithCountries.parse(await get('/api/regions-with-countries'));
    expect(body.map((entry) => entry.region)).toEqual([
      'Asia Pacific',
      'Europe',
      LATAM,
      'Middle East & Africa',
      'North America',
    ]);
    for (const entry of body) {
      const configured = config.regions.find((region) => region.name === entry.region)?.countries.map((c) => c.name);
      expect(entry.countries).toHaveLength(configured?.length ?? -1);
      expect(new Set(entry.countries)).toEqual(new Set(configured));
      expect(isSorted(entry.countries)).toBe(true);
    }
    expect(body.find((entry) => entry.region === 'North America')?.countries).toEqual([
      'Bermuda',
      'Canada',
      'Greenland',
      'St. Pierre & Miquelon',
      'United States',
    ]);
  });

  it('lists every country with its languages in the configured order, sorted by country', async () => {
    const body = countriesWithLanguages.parse(await get('/api/countries-with-languages', 'viewer'));
    expect(body).toHaveLength(allCountries().length);
    expect(isSorted(body.map((entry) => entry.country))).toBe(true);
    const languages = new Map(body.map((entry) => [entry.country, entry.languages]));
    expect(languages.get('Mexico')).toEqual(['es-MX']);
    expect(languages.get('Canada')).toEqual(['en', 'fr']);
    expect(languages.get('Brazil')).toEqual(['pt-BR']);
    // Flagged noSupportedLanguage in the config: the SPA defaults it to English.
    expect(languages.get('Greenland')).toEqual([]);
  });

  it.each([
    ['admin', 'all'],
    ['viewer', 'all'],
    ['latam.manager', 'latam'],
    ['mexico.local', ['Mexico']],
    ['no.region', []],
  ] as const)("answers %s's allowed countries", async (username, expected) => {
    const body = userAllowedCountries.parse(await get('/api/user-allowed-countries', username));
    if (expected === 'all' || expected === 'latam') {
      const names = expected === 'all' ? allCountries() : latamCountries();
      expect(body).toHaveLength(names.length);
      expect(new Set(body)).toEqual(new Set(names));
      expect(isSorted(body)).toBe(true);
    } else {
      expect(body).toEqual(expected);
    }
  });

  it("shows an organisation's changes made in the database after seeding", async () => {
    const [latam] = await database.db.select().from(regions).where(eq(regions.name, LATAM));
    if (!latam) throw new Error('region missing');
    await database.db.insert(countries).values({ name: 'Atlantis', isoCode: 'XA', regionId: latam.id });
    try {
      const regionsBody = regionsWithCountries.parse(await get('/api/regions-with-countries'));
      expect(regionsBody.find((entry) => entry.region === LATAM)?.countries).toContain('Atlantis');
      const languagesBody = countriesWithLanguages.parse(await get('/api/countries-with-languages'));
      expect(languagesBody.find((entry) => entry.country === 'Atlantis')).toEqual({ country: 'Atlantis', languages: [] });
      expect(await get('/api/user-allowed-countries', 'latam.manager')).toContain('Atlantis');
      expect(await get('/api/user-allowed-countries', 'mexico.local')).toEqual(['Mexico']);
    } finally {
      await database.db.delete(countries).where(eq(countries.isoCode, 'XA'));
    }
  });
});
