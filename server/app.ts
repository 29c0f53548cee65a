import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';

import type { IdentityProvider } from './auth/idp/provider.ts';
import { mountIdentityProvider } from './auth/idp/routes.ts';
import { requireUser } from './auth/requireUser.ts';
import type { TokenVerifier } from './auth/tokenVerifier.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/context.ts';
import { errorResponse, handleError, notFound } from './http/errors.ts';
import { createRateLimit } from './http/rateLimit.ts';
import { createSpaRoutes, type SpaDeps } from './http/spa.ts';
import { API_DOCS_PREFIX, API_REFERENCE_REQUESTS_PER_MINUTE, apiReferencePaths, createApiReferenceRoutes } from './modules/api-docs/index.ts';
import { createGeographyRoutes, geographyFromDatabase, type GeographySource } from './modules/geography/index.ts';
import { createReportRoutes } from './modules/reports/index.ts';
import { createRespondRoutes, RESPOND_PREFIX } from './modules/respond/index.ts';
import { createSignInRoutes, SIGN_IN_PREFIX, type SignInRoutesDeps } from './modules/sign-in/index.ts';
import { createSubmissionRoutes } from './modules/submissions/index.ts';
import { createSurveyRoutes } from './modules/surveys/index.ts';

export interface AppDeps {
  db: Pick<Database, 'db' | 'ping'>;
  logger: Logger;
  /** The signed-in API: every /api/* route behind a verified Bearer id token. */
  api?: {
    verifier: TokenVerifier;
    /** Regions and locals for the permission rules; the database's (what the listings read) unless a test fixes them. */
    geography?: GeographySource;
    publicOrigin?: string;
    /** Queues a created survey's translation (the job queue); tests without a queue leave locales in progress. */
    enqueueTranslation?: (surveyId: string) => Promise<void>;
    /** The sign-in endpoints (/api/auth/*, /api/refresh-token), the only /api routes open without a token. */
    auth?: Omit<SignInRoutesDeps, 'db' | 'verifier'>;
  };
  /** The embedded OpenID provider, served under its issuer path (/idp); needs @hono/node-server. */
  idp?: IdentityProvider;
  /** The built SPA with its runtime configuration. */
  spa?: SpaDeps;
  /** Behind a proxy: rate limits key clients by the address it forwards. */
  trustProxy?: boolean;
  /** Origins of pages served elsewhere that may call /api (CORS); none by default (the SPA is same-origin). */
  corsOrigins?: readonly string[];
}

/** Per client address and minute, on the routes anyone may call without a token. */
const PUBLIC_LIMITS = { signInAttempts: 10, authCalls: 60, respondCalls: 120 } as const;

/** Builds the whole HTTP app; main.ts serves it and tests call `app.request(...)` in-process. */
export function createApp({ db, logger, api, idp, spa, trustProxy = false, corsOrigins = [] }: AppDeps): Hono<AppEnv> {
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

  if (idp) {
    // Password guessing is the attack here: few tries per minute, counted apart from the other sign-in calls.
    const signInAttempts = createRateLimit({ windowMs: 60_000, limit: PUBLIC_LIMITS.signInAttempts, trustProxy, keyPrefix: 'idp-login' });
    app.post(`${idp.mountPath}/interaction/*`, signInAttempts);
    mountIdentityProvider(app, idp);
  }
  if (api && corsOrigins.length > 0) {
    // Bearer tokens, not cookies, authenticate /api: no credentials mode; the headers the SPA reads are exposed.
    app.use(
      '/api/*',
      cors({
        origin: [...corsOrigins],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
        exposeHeaders: ['X-Total-Count', 'X-Page-Size', 'Content-Disposition', 'X-Request-Id'],
        maxAge: 600,
      }),
    );
  }
  if (api) {
    // Hono runs handlers in the order they were added: these answer before requireUser is reached.
    if (api.auth) {
      const authCalls = createRateLimit({ windowMs: 60_000, limit: PUBLIC_LIMITS.authCalls, trustProxy, keyPrefix: 'auth' });
      app.use('/api/auth/*', authCalls);
      app.use('/api/refresh-token', authCalls);
      app.route(SIGN_IN_PREFIX, createSignInRoutes({ ...api.auth, db: db.db, verifier: api.verifier }));
    }
    // The API reference is public (no token), so it is rate limited like the sign-in calls.
    const referenceCalls = createRateLimit({ windowMs: 60_000, limit: API_REFERENCE_REQUESTS_PER_MINUTE, trustProxy, keyPrefix: 'api-reference' });
    for (const path of apiReferencePaths) app.use(path, referenceCalls);
    app.route(API_DOCS_PREFIX, createApiReferenceRoutes());
    app.use('/api/*', requireUser(api.verifier));
    const signedIn = { db: db.db, geography: api.geography ?? geographyFromDatabase(db.db) };
    app.route('/api', createGeographyRoutes(signedIn));
    app.route('/api/surveys', createSurveyRoutes({ ...signedIn, publicOrigin: api.publicOrigin, enqueueTranslation: api.enqueueTranslation }));
    app.route('/api', createSubmissionRoutes(signedIn));
    app.route('/api/reports', createReportRoutes(signedIn));
    // The participation links: outside /api and open to anyone holding one, so limited per client.
    app.use(`${RESPOND_PREFIX}/*`, createRateLimit({ windowMs: 60_000, limit: PUBLIC_LIMITS.respondCalls, trustProxy, keyPrefix: 'respond' }));
    app.route(RESPOND_PREFIX, createRespondRoutes({ db: db.db }));
  }
  if (spa) app.route('/', createSpaRoutes(spa));

  return app;
}
