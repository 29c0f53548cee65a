import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { serve } from '@hono/node-server';
import type { Logger } from 'pino';

import { type AppDeps, createApp } from './app.ts';
import { ACCOUNTS_FILE_NAME, DEMO_PASSWORD } from './auth/idp/accounts.ts';
import { loadOrCreateDatabaseKeys } from './auth/idp/keys.ts';
import { createIdentityProvider, type IdentityProvider } from './auth/idp/provider.ts';
import { checkOpenedAccounts, type DemoAccountsRule, requireAccountsFile } from './auth/idp/startupAccounts.ts';
import { createDiscoveredTokenVerifier, createOidcClient } from './auth/oidcClient.ts';
import { createTokenVerifier, type ClaimNames, type TokenVerifier } from './auth/tokenVerifier.ts';
import { type Database, IN_MEMORY, openDatabase } from './db/client.ts';
import { seedDemoResponses } from './demo/index.ts';
import type { Env } from './env.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import { languageModelFromSettings } from './llm/index.ts';
import { createTranslationProvider } from './modules/translation/index.ts';
import { readGeographyConfig, seedGeography } from './modules/geography/index.ts';
import { seedDemoSurveys } from './demo/surveys.ts';
import type { DemoAccount } from '../src/shared/config/demoAccounts.ts';

export interface RunningServer {
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
  /** Drops idle keep-alive connections, which would otherwise hold `close()` open. */
  closeIdleConnections(): void;
}

const IDP_PATH = '/idp';

/** The embedded provider's files live beside the database; an in-memory database gets a throw-away folder. */
async function idpDirectory(env: Env): Promise<{ directory: string; temporary: boolean }> {
  if (env.DATA_DIR !== IN_MEMORY) return { directory: env.DATA_DIR, temporary: false };
  return { directory: await mkdtemp(path.join(tmpdir(), 'survey-platform-idp-')), temporary: true };
}

interface SignIn {
  claimNames: ClaimNames;
  verifier: TokenVerifier;
  auth: NonNullable<NonNullable<AppDeps['api']>['auth']>;
  idp?: IdentityProvider;
  /** The embedded provider's demo accounts that still have the demo password (only where demo accounts may be). */
  demoAccounts: DemoAccount[];
}

/**
 * Where the embedded provider's keys come from: the key file when one is set, else the database, which every instance
 * shares (the key file earlier versions kept beside the embedded database is taken over on first start).
 */
async function providerKeys(env: Env, directory: string, db: Database['db']) {
  if (env.IDP_KEYS_FILE) return { keysFile: env.IDP_KEYS_FILE };
  const { signingKeys, cookieKeys } = await loadOrCreateDatabaseKeys(db, path.join(directory, 'idp-keys.json'));
  return { keys: signingKeys, cookieKeys };
}

const accountsFileOf = (env: Env, directory: string) => env.IDP_USERS_FILE ?? path.join(directory, ACCOUNTS_FILE_NAME);

/** Demo accounts (password 'demo') only where nobody else can reach them, or where the operator asks for them. */
const demoAccountsRuleOf = (env: Env, publicUrl: string): DemoAccountsRule => ({
  setting: env.IDP_DEMO_ACCOUNTS,
  publicUrl,
  listenHost: env.HOST,
});

async function setUpSignIn(
  env: Env,
  publicUrl: string,
  directory: string,
  db: Database['db'],
  internalOrigin: () => string | undefined,
): Promise<SignIn> {
  const claimNames: ClaimNames = {
    groups: env.OIDC_CLAIM_GROUPS,
    region: env.OIDC_CLAIM_REGION,
    local: env.OIDC_CLAIM_LOCAL,
    username: env.OIDC_CLAIM_USERNAME,
    email: env.OIDC_CLAIM_EMAIL,
  };
  const verifierOptions = { algorithms: env.OIDC_ALGORITHMS, claimNames };
  const common = { publicUrl, scope: env.OIDC_SCOPES };

  if (env.OIDC_ISSUER) {
    const oidc = createOidcClient({ issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET });
    return { claimNames, verifier: createDiscoveredTokenVerifier(oidc, verifierOptions), auth: { ...common, oidc }, demoAccounts: [] };
  }

  const accountsFile = accountsFileOf(env, directory);
  const demoAccountsRule = demoAccountsRuleOf(env, publicUrl);
  const idp = await createIdentityProvider({
    issuer: `${publicUrl}${IDP_PATH}`,
    // A public client (PKCE, no secret): it lives in this very process, so a secret would guard nothing.
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID,
        redirect_uris: [`${publicUrl}/api/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    accountsFile,
    ...(await providerKeys(env, directory, db)),
    claimNames,
    trustProxy: env.TRUST_PROXY,
    // Sessions, codes and refresh tokens in the database: a restart signs nobody out.
    db,
  });
  // The provider is this process: the API's calls to it stay on the loopback, whatever the public address resolves to.
  const oidc = createOidcClient({ issuer: idp.issuer, clientId: env.OIDC_CLIENT_ID, internalOrigin });
  // Same process: the key set is at hand, no JWKS fetch needed.
  const verifier = createTokenVerifier({ ...verifierOptions, issuer: idp.issuer, audience: env.OIDC_CLIENT_ID, jwks: idp.publicJwks });
  const demoAccounts = await checkOpenedAccounts(idp.accounts, demoAccountsRule);
  return { claimNames, verifier, auth: { ...common, oidc }, idp, demoAccounts };
}

/** The start-up banner's line for a demo account: who it is and what it may see. */
function demoAccountLine(demo: DemoAccount): string {
  const role = demo.groups.length ? demo.groups.join(', ') : 'no group (read only)';
  const scope = demo.local !== 'ALL' ? demo.local : demo.region === 'ALL' ? 'all regions' : demo.region;
  return `  ${demo.username.padEnd(15)} ${role} - ${scope}`;
}

/** How this process reaches its own listening socket: the loopback address when it listens on every interface. */
function loopbackHostOf(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

function shouldSeedDemo(env: Env): boolean {
  return env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && env.DATABASE_URL === undefined);
}

/**
 * Assembles and starts the one process: database (migrated), geography and demo seed, sign-in (embedded provider unless
 * OIDC_ISSUER), the API, and the built SPA when there is one.
 */
export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const { directory, temporary } = await idpDirectory(env);
  let database: Database;
  try {
    // Before the database opens: a server that may not start with these accounts says so at once.
    if (!env.OIDC_ISSUER) await requireAccountsFile(accountsFileOf(env, directory), demoAccountsRuleOf(env, publicUrl));
    database = await openDatabase(env, logger);
  } catch (error) {
    if (temporary) await rm(directory, { recursive: true, force: true });
    throw error;
  }
  let jobs: JobQueue | undefined;
  try {
    const geography = await readGeographyConfig(env.GEOGRAPHY_FILE);
    await seedGeography(database.db, geography);
    if (shouldSeedDemo(env)) {
      const now = new Date();
      const { inserted } = await seedDemoSurveys(database.db, { now });
      if (inserted > 0) logger.info({ surveys: inserted }, `Seeded ${inserted} demo surveys into the empty database`);
      const seedStarted = performance.now();
      const responses = await seedDemoResponses(database.db, { now });
      if (responses.surveys > 0) {
        const ms = Math.round(performance.now() - seedStarted);
        logger.info(
          { ...responses, ms },
          `Seeded ${responses.submissions} demo responses (${responses.messages} messages) into ${responses.surveys} demo surveys in ${ms} ms`,
        );
      }
    }

    const provider = await createTranslationProvider(env);
    const languageModel = languageModelFromSettings(env);
    jobs = await startJobQueue({ database, provider, logger, reportMinResponses: env.REPORT_MIN_RESPONSES, languageModel });
    // Known once the server listens; the provider's client asks for it only when someone signs in.
    const ownSocket: { origin?: string } = {};
    const signIn = await setUpSignIn(env, publicUrl, directory, database.db, () => ownSocket.origin);
    const distDir = path.resolve(env.DIST_DIR);
    const hasSpa = existsSync(path.join(distDir, 'index.html'));
    if (!hasSpa) logger.warn({ distDir }, 'No built SPA here: run `npm run build` (npm start does it) to serve the app');

    const app = createApp({
      db: database,
      logger,
      api: { verifier: signIn.verifier, publicOrigin: publicUrl, auth: signIn.auth, enqueueTranslation: jobs.enqueueTranslation, enqueueReports: jobs.enqueueReports },
      idp: signIn.idp,
      trustProxy: env.TRUST_PROXY,
      rateLimitsInDatabase: env.DATABASE_URL !== undefined,
      corsOrigins: env.CORS_ORIGINS,
      languageModel,
      spa: hasSpa
        ? {
            distDir,
            runtimeConfig: { apiBaseUrl: env.API_BASE_URL ?? '', portalUrl: env.PORTAL_URL ?? '', claimNames: signIn.claimNames },
          }
        : undefined,
    });

    const banner = [`Survey Platform is running at ${publicUrl}`];
    if (signIn.idp) {
      const { demoAccounts } = signIn;
      if (demoAccounts.length) banner.push(`Sign in with a demo account (password: ${DEMO_PASSWORD}):`, ...demoAccounts.map(demoAccountLine));
    } else {
      banner.push(`Sign-in through ${env.OIDC_ISSUER ?? ''}`);
    }

    const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const listenUrl = `http://${host}:${address.port}`;
    ownSocket.origin = `http://${loopbackHostOf(address)}:${address.port}`;

    console.log(`\n${banner.join('\n')}\n`);
    // Last: once this line is out, the caller's signal handlers are in place (tests and scripts wait for it).
    logger.info({ url: listenUrl, publicUrl }, `Listening on ${listenUrl}`);

    return {
      closeIdleConnections: () => {
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      },
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.close((error) => {
            if (error) reject(error);
            else resolve();
          });
        }).finally(async () => {
          await jobs?.stop();
          await database.close();
          if (temporary) await rm(directory, { recursive: true, force: true });
        }),
    };
  } catch (error) {
    await jobs?.stop();
    await database.close();
    if (temporary) await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
