import { Hono } from 'hono';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import path from 'node:path';

import type { Logger } from 'pino';

import { loginPage, PAGE_SECURITY_HEADERS, stylesheetHrefOf } from './auth/idp/pages.ts';
import { signInSucceeded } from './auth/idp/passwordSignIn.ts';
import type { IdentityProvider } from './auth/idp/provider.ts';
import { mountIdentityProvider } from './auth/idp/routes.ts';
import { createSignInThrottle } from './auth/idp/signInThrottle.ts';
import { requireUser } from './auth/requireUser.ts';
import type { TokenVerifier } from './auth/tokenVerifier.ts';
import type { Database } from './db/client.ts';
import { apiResponseHeaders } from './http/apiHeaders.ts';
import type { AppEnv } from './http/context.ts';
import { limitDeclaredRequestBody, limitRequestBody, REQUEST_BODY_LIMIT } from './http/bodyLimit.ts';
import { errorResponse, handleError, notFound } from './http/errors.ts';
import { isDirectLoopbackCall } from './http/loopback.ts';
import { presetResponseHeaders } from './http/nodeResponseHeaders.ts';
import { createRateLimit, type RateLimitOptions } from './http/rateLimit.ts';
import { refuseCrossSiteForms } from './http/sameOriginForm.ts';
import { createSpaRoutes, pageSecurityHeaders, type SpaDeps } from './http/spa.ts';
import type { LanguageModel } from './llm/index.ts';
import { API_DOCS_PREFIX, API_REFERENCE_REQUESTS_PER_MINUTE, apiReferencePaths, createApiReferenceRoutes } from './modules/api-docs/index.ts';
import { createGeographyRoutes, geographyFromDatabase, type GeographySource } from './modules/geography/index.ts';
import { createReportRoutes, createSurveyReportRoutes } from './modules/reports/index.ts';
import {
  createParticipationPageRoutes,
  createRespondRoutes,
  PARTICIPATION_PAGE_PREFIX,
  RESPOND_API_PREFIX,
} from './modules/respond/index.ts';
import { createSignInRoutes, SIGN_IN_PREFIX, type SignInRoutesDeps } from './modules/sign-in/index.ts';
import { createSubmissionRoutes } from './modules/submissions/index.ts';
import { createSurveyRoutes } from './modules/surveys/index.ts';
import { createDashboardRoutes } from './modules/dashboard/index.ts';
import type { EnqueueReports } from './jobs/queue.ts';

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
    /** Queues a survey's report job, now or at its end (the job queue); tests without a queue leave reports PENDING. */
    enqueueReports?: EnqueueReports;
    /** The sign-in endpoints (/api/auth/*, /api/refresh-token), the only /api routes open without a token. */
    auth?: Omit<SignInRoutesDeps, 'db' | 'verifier' | 'embeddedProvider'>;
  };
  /** The embedded OpenID provider, served under its issuer path (/idp); needs @hono/node-server. */
  idp?: IdentityProvider;
  /** The built SPA with its runtime configuration. */
  spa?: SpaDeps;
  /** Behind a proxy: rate limits key clients by the address it forwards. */
  trustProxy?: boolean;
  /**
   * Rate-limit counts in the database (PostgreSQL, which several instances share) rather than in this process's memory,
   * so every instance counts a client's requests together.
   */
  rateLimitsInDatabase?: boolean;
  /** Origins of pages served elsewhere that may call /api (CORS); none by default (the SPA is same-origin). */
  corsOrigins?: readonly string[];
  /** LANGUAGE_MODEL's model, for the respondent assistant's follow-ups; none = the scripted assistant. */
  languageModel?: LanguageModel;
}

/**
 * Per client address and minute, on the routes anyone may call without a token. `respondCalls` counts the participation
 * page and the respondent's API together; it is also what bounds the data strangers can store: at most that many new
 * conversations a minute per address, each bounded itself (server/modules/respond/service.ts).
 */
const PUBLIC_LIMITS = { signInAttempts: 10, authCalls: 60, respondCalls: 120 } as const;

/**
 * The embedded provider's, per client address and minute, and its body sizes. A sign-in makes four provider calls
 * (authorize, the form, its post, the resume) and two /api/auth calls, so `providerCalls` lets as many people sign in
 * from one address as `authCalls` does; most of these calls store a row, which bounds what one address can store.
 * `tokenCalls` counts the token endpoint apart: its one rightful caller is this server's API, which is not counted.
 * `providerBodyBytes` is what oidc-provider reads of a body at most itself.
 */
export const IDP_LIMITS = { providerCalls: 120, tokenCalls: 60, signInFormBytes: 4 * 1024, providerBodyBytes: 56 * 1024 } as const;

/** Builds the whole HTTP app; main.ts serves it and tests call `app.request(...)` in-process. */
export function createApp({ db, logger, api, idp, spa, trustProxy = false, rateLimitsInDatabase = false, corsOrigins = [], languageModel }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const sharedCounters = rateLimitsInDatabase ? db.db : undefined;
  const rateLimit = (options: Omit<RateLimitOptions, 'trustProxy' | 'sharedCounters'>) => createRateLimit({ ...options, trustProxy, sharedCounters });

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
  // Ahead of every other /api handler, so that its early refusals (413, 429, 401) carry them too.
  app.use('/api/*', apiResponseHeaders);
  // Not under /idp, whose routes have their own limits (oidc-provider reads the Node request itself).
  app.use(except(idp ? `${idp.mountPath}/*` : [], limitRequestBody(REQUEST_BODY_LIMIT)));

  app.onError(handleError);
  app.notFound(notFound);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await db.ping();
    } catch (error) {
      c.get('logger').warn({ err: error }, 'Readiness check failed: database not reachable');
      return errorResponse(c, 503, 'server.database_unreachable');
    }
    return c.json({ status: 'ok' });
  });

  if (idp) {
    const base = idp.mountPath;
    const tokenPath = `${base}/token`;
    app.use(`${base}/*`, presetResponseHeaders(PAGE_SECURITY_HEADERS));
    // Refused before it counts against the limits of the person whose browser another site made post it.
    app.post(`${base}/interaction/*`, refuseCrossSiteForms(idp.issuer));
    const providerCalls = rateLimit({ windowMs: 60_000, limit: IDP_LIMITS.providerCalls, keyPrefix: 'idp' });
    app.use(`${base}/*`, except(`${tokenPath}/*`, providerCalls));
    const tokenCalls = rateLimit({ windowMs: 60_000, limit: IDP_LIMITS.tokenCalls, keyPrefix: 'idp-token' });
    // Not the API's own token calls over loopback: /api/auth's limits bound those, per client.
    app.use(`${tokenPath}/*`, except(isDirectLoopbackCall, tokenCalls));
    // Password guessing is the attack here: few failed tries per minute, counted apart from the other sign-in calls.
    // Correct sign-ins are not counted, so an office behind one address is not locked out by its own people.
    const signInAttempts = rateLimit({
      windowMs: 60_000,
      limit: PUBLIC_LIMITS.signInAttempts,
      keyPrefix: 'idp-login',
      uncounted: (c) => signInSucceeded(c.req.raw),
      // A person reads this: the sign-in page again, saying why, not the API's JSON.
      refusal: (c, seconds) =>
        c.body(
          loginPage({
            action: c.req.path,
            stylesheetHref: stylesheetHrefOf(base),
            notice: `Too many failed sign-ins from your network. Try again in ${String(seconds)} seconds.`,
          }),
          429,
          { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        ),
    });
    app.post(`${base}/interaction/*`, signInAttempts);
    app.post(`${base}/interaction/*`, limitRequestBody(IDP_LIMITS.signInFormBytes));
    // oidc-provider reads the Node request itself: only a declared length can be refused before it.
    app.use(`${base}/*`, limitDeclaredRequestBody(IDP_LIMITS.providerBodyBytes));
    // Each account also backs off after failed sign-ins, whichever address they come from, in the database.
    mountIdentityProvider(app, idp, { signInThrottle: createSignInThrottle(db.db) });
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
      const authCalls = rateLimit({ windowMs: 60_000, limit: PUBLIC_LIMITS.authCalls, keyPrefix: 'auth' });
      app.use('/api/auth/*', authCalls);
      app.use('/api/refresh-token', authCalls);
      app.route(SIGN_IN_PREFIX, createSignInRoutes({ ...api.auth, db: db.db, verifier: api.verifier, embeddedProvider: idp }));
    }
    // The API reference is public (no token), so it is rate limited like the sign-in calls.
    const referenceCalls = rateLimit({ windowMs: 60_000, limit: API_REFERENCE_REQUESTS_PER_MINUTE, keyPrefix: 'api-reference' });
    for (const path of apiReferencePaths) app.use(path, referenceCalls);
    app.route(API_DOCS_PREFIX, createApiReferenceRoutes());
    // The participation links and the respondent's API: open to anyone holding a link, so limited per client.
    const respondCalls = rateLimit({ windowMs: 60_000, limit: PUBLIC_LIMITS.respondCalls, keyPrefix: 'respond' });
    app.use(`${RESPOND_API_PREFIX}/*`, respondCalls);
    app.route(RESPOND_API_PREFIX, createRespondRoutes({ db: db.db, sharedCounters, languageModel }));
    app.use(`${PARTICIPATION_PAGE_PREFIX}/*`, respondCalls);
    if (spa) app.use(`${PARTICIPATION_PAGE_PREFIX}/*`, pageSecurityHeaders(spa.runtimeConfig));
    app.route(
      PARTICIPATION_PAGE_PREFIX,
      // The participation page is a second entry of the same Vite build, beside the SPA's index.html.
      createParticipationPageRoutes({ db: db.db, pageFile: spa && path.join(spa.distDir, 'participate', 'index.html') }),
    );
    app.use('/api/*', requireUser(api.verifier, db.db));
    const signedIn = { db: db.db, geography: api.geography ?? geographyFromDatabase(db.db) };
    app.route('/api', createGeographyRoutes(signedIn));
    app.route('/api/dashboard', createDashboardRoutes(signedIn));
    app.route(
      '/api/surveys',
      createSurveyRoutes({
        ...signedIn,
        publicOrigin: api.publicOrigin,
        enqueueTranslation: api.enqueueTranslation,
        enqueueReports: api.enqueueReports,
      }),
    );
    app.route('/api/surveys', createSurveyReportRoutes({ ...signedIn, enqueueReports: api.enqueueReports }));
    app.route('/api', createSubmissionRoutes(signedIn));
    app.route('/api/reports', createReportRoutes(signedIn));
  }
  if (spa) app.route('/', createSpaRoutes(spa));

  return app;
}
