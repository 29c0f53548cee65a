import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';

import type { Geography } from './auth/permissions.ts';
import { requireUser } from './auth/requireUser.ts';
import type { TokenVerifier } from './auth/tokenVerifier.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/context.ts';
import { errorResponse, handleError, notFound } from './http/errors.ts';
import { createSpaRoutes, type SpaDeps } from './http/spa.ts';
import { createGeographyRoutes } from './modules/geography/index.ts';
import { createSurveyRoutes } from './modules/surveys/routes.ts';

export interface AppDeps {
  db: Pick<Database, 'db' | 'ping'>;
  logger: Logger;
  /** The signed-in API: every /api/* route behind a verified Bearer id token. */
  api?: { verifier: TokenVerifier; geography: Geography; publicOrigin?: string };
  /** The built SPA with its runtime configuration. */
  spa?: SpaDeps;
}

/** Builds the whole HTTP app; main.ts serves it and tests call `app.request(...)` in-process. */
export function createApp({ db, logger, api, spa }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Echoes a well-formed incoming X-Request-Id (so a proxy's id follows the request), else makes one.
  app.use(requestId());
  app.use(async (c, next) => {
    const requestLogger = logger.child({ reqId: c.get('requestId') });
    c.set('logger', requestLogger);
    const startedAt = performance.now();
    await next();
    requestLogger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Math.round(performance.now() - startedAt) },
      'request',
    );
  });

  app.onError(handleError);
  app.notFound(notFound);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await db.ping();
    } catch (error) {
      c.get('logger').warn({ err: error }, 'Readiness check failed: database not reachable');
      return errorResponse(c, 503, 'Database not reachable');
    }
    return c.json({ status: 'ok' });
  });

  if (api) {
    app.use('/api/*', requireUser(api.verifier));
    app.route('/', createGeographyRoutes({ db: db.db }));
    app.route('/api/surveys', createSurveyRoutes({ db: db.db, geography: api.geography, publicOrigin: api.publicOrigin }));
  }
  if (spa) app.route('/', createSpaRoutes(spa));

  return app;
}
