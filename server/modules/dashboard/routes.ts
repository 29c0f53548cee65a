import { Hono } from 'hono';

import type { DashboardStats } from '../../contract.ts';
import type { AppEnv } from '../../http/context.ts';
import { type DashboardServiceDeps, readDashboardStats } from './service.ts';

export type DashboardRoutesDeps = DashboardServiceDeps;

/** `GET /stats`: the Dashboard's figures for the caller, to be mounted at `/api/dashboard` behind `requireUser`. */
export function createDashboardRoutes(deps: DashboardRoutesDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/stats', async (c) => c.json((await readDashboardStats(deps, c.get('user'), new Date())) satisfies DashboardStats));
  return routes;
}
