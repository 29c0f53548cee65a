import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApp } from './app.ts';
import { createTestIssuer, type TestIssuer } from './testing/issuer.ts';
import { testTargets, useTestDatabase } from './testing/databases.ts';
import { readGeographyConfig, seedGeography } from './modules/geography/index.ts';
import { insertSurveyTestData } from './testing/surveys.ts';

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await createTestIssuer();
});

const mexicoLocal = {
  'cognito:username': 'mexico.local',
  'cognito:groups': ['Local-Mexico'],
  'custom:region': 'Latin America & Caribbean',
  'custom:local': 'Mexico',
};

// The whole API as main.ts will assemble it: real database seeded from config/geography.json, real tokens.
describe.each(testTargets)('the assembled API on $name', (target) => {
  const database = useTestDatabase(target);
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const geography = await readGeographyConfig('config/geography.json');
    await seedGeography(database.db, geography);
    await insertSurveyTestData(database.db);
    app = createApp({ db: database, logger: pino({ level: 'silent' }), api: { verifier: issuer.verifier } });
  });

  it('keeps the health checks open and every /api route behind a token', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    for (const path of ['/api/surveys', '/api/regions-with-countries', '/api/user-allowed-countries']) {
      expect((await app.request(path)).status).toBe(401);
    }
  });

  it("answers a local user with that local's countries and surveys only", async () => {
    const headers = { Authorization: `Bearer ${await issuer.sign(mexicoLocal)}` };
    expect(await (await app.request('/api/user-allowed-countries', { headers })).json()).toEqual(['Mexico']);
    const surveys = (await (await app.request('/api/surveys', { headers })).json()) as { id: string }[];
    expect(surveys.length).toBeGreaterThan(0);
    for (const { id } of surveys) {
      const detail = (await (await app.request(`/api/surveys/${id}`, { headers })).json()) as { target_countries: { name: string }[] };
      expect(detail.target_countries.map((country) => country.name)).toContain('Mexico');
    }
  });
});
