import { Hono } from 'hono';

import type { Db } from '../../db/client.ts';
import type { CountryWithLanguages, RegionWithCountries } from '../../contract.ts';
import type { AppEnv } from '../../http/context.ts';
import { type GeographySource, listAllowedCountries, listCountriesWithLanguages, listRegionsWithCountries } from './service.ts';

export interface GeographyRoutesDeps {
  db: Db;
  geography: GeographySource;
}

/**
 * The geography calls of spec section 7. Every answer is read from the database, so an organisation's changes after
 * seeding show at once in the listings, and in the allowed countries once `geography` reads them again (a few seconds).
 * `GET /regions-with-countries`, `GET /countries-with-languages` and `GET /user-allowed-countries`, to be mounted at
 * `/api` behind `requireUser` (the handlers read `c.get('user')`).
 */
export function createGeographyRoutes({ db, geography }: GeographyRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/regions-with-countries', async (c) =>
    c.json((await listRegionsWithCountries(db)) satisfies RegionWithCountries[]),
  );
  routes.get('/countries-with-languages', async (c) =>
    c.json((await listCountriesWithLanguages(db)) satisfies CountryWithLanguages[]),
  );
  routes.get('/user-allowed-countries', async (c) => c.json(await listAllowedCountries(geography, c.get('user'))));
  return routes;
}
