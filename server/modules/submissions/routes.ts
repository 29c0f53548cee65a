import { Hono } from 'hono';

import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import type { GeographySource } from '../geography/index.ts';

export interface SubmissionRoutesDeps {
  db: Db;
  geography: GeographySource;
}

export function createSubmissionRoutes(_deps: SubmissionRoutesDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
