import { Hono } from 'hono';

import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import type { GeographySource } from '../geography/index.ts';

export interface ReportRoutesDeps {
  db: Db;
  geography: GeographySource;
}

export function createReportRoutes(_deps: ReportRoutesDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
