import path from 'node:path';

import type { Hono } from 'hono';
import pino from 'pino';

import { createApp } from '../../app.ts';
import { createIdentityProvider } from '../../auth/idp/provider.ts';
import { createOidcClient } from '../../auth/oidcClient.ts';
import { createTokenVerifier, type TokenVerifier } from '../../auth/tokenVerifier.ts';
import type { Database } from '../../db/client.ts';
import { startJobQueue } from '../../jobs/queue.ts';
import { createPseudoProvider } from '../../modules/translation/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { listenOnLoopback } from '../loopbackServer.ts';

const CLIENT_ID = 'survey-platform';

export interface ParityStack {
  /** Where the app listens on loopback, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** The assembled app, for its route list. */
  app: Hono<AppEnv>;
  /** Verifies the embedded provider's tokens, as the API does. */
  providerVerifier: TokenVerifier;
  close(): Promise<void>;
}

/**
 * Trusts the embedded provider's id tokens and the test issuer's. The parity test signs each demo role's token with the
 * test issuer (claims written out, no sign-in per role) and renews one session through the provider's refresh grant;
 * a deployment has one issuer.
 */
function eitherIssuer(provider: TokenVerifier, testIssuer: TokenVerifier): TokenVerifier {
  return { verify: (token) => provider.verify(token).catch(() => testIssuer.verify(token)) };
}

/**
 * The server as bootstrap.ts assembles it with the embedded provider (the API, the sign-in endpoints, /idp and the API
 * reference) on `database`, served over real HTTP on a loopback port the OS picks.
 */
export async function startParityStack({
  database,
  testIssuerVerifier,
  accountsDirectory,
}: {
  database: Database;
  testIssuerVerifier: TokenVerifier;
  /** Where the provider keeps its demo accounts file. */
  accountsDirectory: string;
}): Promise<ParityStack> {
  // The issuer URL names the port, known only once listening: `app` is built then, before any request arrives.
  const { origin, close } = await listenOnLoopback((request, env) => app.fetch(request, env));
  const idp = await createIdentityProvider({
    issuer: `${origin}/idp`,
    clients: [{ client_id: CLIENT_ID, redirect_uris: [`${origin}/api/auth/callback`], post_logout_redirect_uris: [`${origin}/`] }],
    accountsFile: path.join(accountsDirectory, 'idp-users.json'),
    db: database.db,
  });
  const providerVerifier = createTokenVerifier({ issuer: idp.issuer, audience: CLIENT_ID, jwks: idp.publicJwks });
  const logger = pino({ level: 'silent' });
  // The real queue and worker, with a pseudo provider that translates at once.
  const jobs = await startJobQueue({ database, provider: createPseudoProvider(), logger, reportMinResponses: 5 }, { pollingIntervalSeconds: 0.5 });
  const app = createApp({
    db: database,
    logger,
    api: {
      verifier: eitherIssuer(providerVerifier, testIssuerVerifier),
      enqueueTranslation: jobs.enqueueTranslation,
      enqueueReports: jobs.enqueueReports,
      auth: { oidc: createOidcClient({ issuer: idp.issuer, clientId: CLIENT_ID }), publicUrl: origin, scope: 'openid email profile offline_access' },
    },
    idp,
  });
  return {
    origin,
    app,
    providerVerifier,
    close: async () => {
      await close();
      await jobs.stop();
    },
  };
}
