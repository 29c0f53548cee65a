import type { JWK } from 'jose';
import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

import { DEFAULT_CLAIM_NAMES } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { type AccountStore, openAccountStore } from './accounts.ts';
import { createDatabaseAdapterFactory } from './adapter.ts';
import { generateProviderKeys, loadOrCreateProviderKeys, type ProviderKeys } from './keys.ts';
import { logoutPage, messagePage, stylesheetHrefOf } from './pages.ts';
import { signOutWithoutAsking } from './signOut.ts';

export interface IdentityProviderClient {
  client_id: string;
  /** Absent for a public client (then it authenticates with PKCE alone). */
  client_secret?: string;
  /** Default for a confidential client: client_secret_post, what openid-client sends when given a secret string. */
  token_endpoint_auth_method?: 'client_secret_post' | 'client_secret_basic';
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
}

/** Names of the claims the id token carries; they must match what the API's token verifier reads. */
export interface IdentityProviderClaimNames {
  groups: string;
  region: string;
  local: string;
}

const DEFAULT_IDP_CLAIM_NAMES: IdentityProviderClaimNames = {
  groups: DEFAULT_CLAIM_NAMES.groups,
  region: DEFAULT_CLAIM_NAMES.region,
  local: DEFAULT_CLAIM_NAMES.local,
};

export interface IdentityProviderOptions {
  /** e.g. `http://localhost:3000/idp`; its path is where the provider is mounted. */
  issuer: string;
  clients: IdentityProviderClient[];
  accountsFile: string;
  /**
   * Private signing JWKs (the first signs). Else `keysFile` (read, or created on first start) holds the keys; else keys are
   * generated in memory for this process only (tests): a restart then invalidates every token and sign-in in progress.
   */
  keys?: JWK[];
  keysFile?: string;
  /** Signs the provider's cookies; taken from `keysFile` or generated when absent. */
  cookieKeys?: string[];
  claimNames?: Partial<IdentityProviderClaimNames>;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/Host so cookies are Secure and URLs are https. */
  trustProxy?: boolean;
  /** Id token lifetime in seconds (default 1 hour). */
  idTokenTtlSeconds?: number;
  /**
   * Where sessions, grants, codes and tokens are kept (table `oidc_models`), so they survive a restart and are shared
   * by every instance. Without it they live in this process's memory (tests without a database): a restart signs
   * everyone out.
   */
  db?: Db;
}

export interface IdentityProvider {
  provider: Provider;
  accounts: AccountStore;
  issuer: string;
  /** The issuer's path without a trailing slash (`/idp`), where main.ts routes the provider. */
  mountPath: string;
  /** The public JWKS the provider publishes at `{issuer}/jwks` (for a token verifier in the same process). */
  publicJwks: { keys: JWK[] };
}

// oidc-provider's default, named because the database adapter must keep rows that long past their expiry too.
const CLOCK_TOLERANCE_SECONDS = 15;

/**
 * How long a sign-in page stays usable, and how long a session nobody signed in to is kept (the logout question of a
 * browser without a session). Anyone can make the provider store these, so they are kept briefly.
 */
export const INTERACTION_TTL_SECONDS = 10 * 60;
export const ANONYMOUS_SESSION_TTL_SECONDS = 10 * 60;
/** A signed-in session, as long as its refresh token. */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

const PUBLIC_JWK_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

function publicJwk(jwk: JWK): JWK {
  const result: JWK = {};
  for (const member of PUBLIC_JWK_MEMBERS) if (jwk[member] !== undefined) result[member] = jwk[member];
  return result;
}

async function resolveKeys(options: IdentityProviderOptions): Promise<ProviderKeys> {
  if (options.keys?.length && options.cookieKeys?.length) return { signingKeys: options.keys, cookieKeys: options.cookieKeys };
  const stored = options.keysFile ? await loadOrCreateProviderKeys(options.keysFile) : await generateProviderKeys();
  return {
    signingKeys: options.keys?.length ? options.keys : stored.signingKeys,
    cookieKeys: options.cookieKeys?.length ? options.cookieKeys : stored.cookieKeys,
  };
}

function clientMetadata(client: IdentityProviderClient): ClientMetadata {
  return {
    client_id: client.client_id,
    ...(client.client_secret
      ? { client_secret: client.client_secret, token_endpoint_auth_method: client.token_endpoint_auth_method ?? 'client_secret_post' }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.post_logout_redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    id_token_signed_response_alg: 'RS256',
  };
}

/**
 * The embedded OpenID provider (oidc-provider): authorization code with PKCE required, rotating refresh tokens, id tokens
 * that carry the username, email, groups, region and local. Sign-in happens on the page routes.ts serves at
 * `{mountPath}/interaction/:uid`; consent is implicit (every client is first-party). Sessions, codes and refresh tokens
 * live in the database when `options.db` is given (a restart keeps everyone signed in, instances share them), else in
 * memory (oidc-provider's default adapter, which warns at start-up): one process, and a restart signs everyone out.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const accounts = await openAccountStore(options.accountsFile);
  const keys = await resolveKeys(options);
  const claimNames = { ...DEFAULT_IDP_CLAIM_NAMES, ...options.claimNames };
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const stylesheetHref = stylesheetHrefOf(mountPath);

  const configuration: Configuration = {
    // Undefined selects oidc-provider's memory adapter.
    adapter: options.db && createDatabaseAdapterFactory(options.db, { clockToleranceSeconds: CLOCK_TOLERANCE_SECONDS }),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    clients: options.clients.map(clientMetadata),
    jwks: { keys: keys.signingKeys },
    cookies: { keys: keys.cookieKeys },
    // The permission claims ride on `openid` itself: the API must never see a token without them for want of a scope.
    claims: {
      openid: ['sub', 'username', claimNames.groups, claimNames.region, claimNames.local],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // Put the scope's claims in the id token itself (the API reads the id token; it never calls userinfo).
    conformIdTokenClaims: false,
    findAccount(_ctx, sub) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.username,
        claims: () => ({
          sub: account.username,
          username: account.username,
          preferred_username: account.username,
          email: account.email,
          email_verified: true,
          [claimNames.groups]: account.groups,
          [claimNames.region]: account.region,
          [claimNames.local]: account.local,
        }),
      };
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // Off, as everything the API's client does not use: a pushed request is a row anyone could store, DPoP,
      // resource indicators and userinfo are never asked for (the API reads the id token alone).
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The app asked 'Confirm Logout' already: its own valid hint signs out without a second question.
        async logoutSource(ctx, form) {
          if (await signOutWithoutAsking(ctx)) return;
          ctx.type = 'html';
          ctx.body = logoutPage(form, stylesheetHref);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You are signed out. You can close this page.', stylesheetHref);
        },
      },
    },
    pkce: { required: () => true },
    // First-party clients get a refresh token without prompt=consent (oidc-provider drops offline_access without it).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // A refresh token is good once: each refresh answers a new one, so a leaked, already used token is worthless.
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: options.idTokenTtlSeconds ?? 60 * 60,
      Interaction: INTERACTION_TTL_SECONDS,
      RefreshToken: 14 * 24 * 60 * 60,
      Session: (_ctx, session) => (session.accountId ? SESSION_TTL_SECONDS : ANONYMOUS_SESSION_TTL_SECONDS),
      Grant: 14 * 24 * 60 * 60,
    },
    // The SPA never calls the provider from the browser (the API's client does, server to server).
    clientBasedCORS: () => false,
    renderError(ctx, out) {
      ctx.type = 'html';
      const detail = out.error_description ?? out.error;
      ctx.body = messagePage('Sign-in problem', [detail, 'Go back to the application and sign in again.'], stylesheetHref);
    },
  };

  const provider = new Provider(options.issuer, configuration);
  if (options.trustProxy) provider.proxy = true;
  // Every request is taken as addressed to the issuer, whatever reached the socket: a TLS proxy forwarding plain http
  // and another Host, or the API's own calls on loopback. oidc-provider (Koa) writes its URLs (discovery, redirects,
  // forms) from the request's origin and marks its cookies Secure when the request is https: both follow the issuer.
  const issuerUrl = new URL(options.issuer);
  Object.defineProperties(provider.request, {
    protocol: { get: () => issuerUrl.protocol.slice(0, -1) },
    host: { get: () => issuerUrl.host },
  });

  return {
    provider,
    accounts,
    issuer: options.issuer,
    mountPath,
    publicJwks: { keys: keys.signingKeys.map(publicJwk) },
  };
}
