// A server assembled as bootstrap.ts does with the embedded provider (/idp, the sign-in endpoints and the API) for the
// sign-in tests, and a browser that signs in through it for real.
import path from 'node:path';

import pino from 'pino';
import { expect } from 'vitest';

import { createApp } from '../app.ts';
import { DEMO_PASSWORD } from '../auth/idp/accounts.ts';
import { createIdentityProvider, type IdentityProvider } from '../auth/idp/provider.ts';
import { createOidcClient } from '../auth/oidcClient.ts';
import { createTokenVerifier, type TokenVerifier } from '../auth/tokenVerifier.ts';
import { strictErrorBody } from '../contract.ts';
import type { Database } from '../db/client.ts';
import { listenOnLoopback } from './loopbackServer.ts';
import { browser, type BrowserFetch, location } from './providerBrowser.ts';

export const CLIENT_ID = 'survey-platform';
export const SCOPE = 'openid email profile offline_access';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const logger = pino({ level: 'silent' });

export interface Stack {
  origin: string;
  issuer: string;
  /** The API's redirect URI, registered with the provider. */
  callbackUrl: string;
  /** The API's own verifier (the provider's key set at hand). */
  verifier: TokenVerifier;
  idp: IdentityProvider;
  /** The served app, for requests under another host name than the origin's. */
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** `accountsDirectory` holds the accounts file; one for every stack of a test file, as the demo passwords are hashed once. */
export async function startStack(database: Database, accountsDirectory: string): Promise<Stack> {
  // The issuer URL names the port, known only once listening: `app` (below) is built then, before any request arrives.
  const { origin, close } = await listenOnLoopback((request, env) => app.fetch(request, env));
  const callbackUrl = `${origin}/api/auth/callback`;
  const idp = await createIdentityProvider({
    issuer: `${origin}/idp`,
    clients: [{ client_id: CLIENT_ID, redirect_uris: [callbackUrl], post_logout_redirect_uris: [`${origin}/`] }],
    accountsFile: path.join(accountsDirectory, 'idp-users.json'),
    // As bootstrap.ts does: the provider's sessions and tokens in the same database.
    db: database.db,
  });
  const oidc = createOidcClient({ issuer: idp.issuer, clientId: CLIENT_ID });
  const verifier = createTokenVerifier({ issuer: idp.issuer, audience: CLIENT_ID, jwks: idp.publicJwks });
  const auth = { oidc, publicUrl: origin, scope: SCOPE };
  const app = createApp({ db: database, logger, api: { verifier, auth }, idp });
  return { origin, issuer: idp.issuer, callbackUrl, verifier, idp, app, close };
}

export interface ProviderSignIn {
  /** The browser: it holds the sign-in cookie and the provider's session. */
  get: BrowserFetch;
  /** The API's answer to sso-login. */
  start: Response;
  authorizationUrl: URL;
  /** Where the provider sent the browser back to; not fetched yet. */
  callbackUrl: URL;
}

export const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

/**
 * A browser from the API's sso-login through the provider's sign-in page, up to (not into) the API's callback. `get` is a
 * browser of its own unless given (one that signed in before, whose provider session must then have ended).
 */
export async function signInAtProvider(stack: Stack, username: string, get: BrowserFetch = browser()): Promise<ProviderSignIn> {
  const start = await get(`${stack.origin}/api/auth/sso-login`);
  const authorizationUrl = location(start, stack.origin);
  const loginUrl = location(await get(authorizationUrl.href), authorizationUrl.href);
  expect(loginUrl.pathname).toMatch(/^\/idp\/interaction\//);
  expect((await get(loginUrl.href)).status).toBe(200);
  const credentials = new URLSearchParams({ username, password: DEMO_PASSWORD });
  let response = await get(loginUrl.href, { method: 'POST', headers: FORM, body: credentials });
  let url = loginUrl;
  // The provider resumes the authorization (a redirect or two), then sends the browser to the client's redirect URI.
  for (let hops = 0; hops < 5 && isRedirect(response); hops += 1) {
    url = location(response, url.href);
    if (url.href.startsWith(`${stack.callbackUrl}?`)) break;
    response = await get(url.href);
  }
  expect(url.href.startsWith(`${stack.callbackUrl}?`)).toBe(true);
  return { get, start, authorizationUrl, callbackUrl: url };
}

export interface SignedIn {
  get: BrowserFetch;
  idToken: string;
  refreshToken: string;
}

/** A whole sign-in through the API: the tokens its callback hands to the SPA in the URL fragment. */
export async function signIn(stack: Stack, username: string, get?: BrowserFetch): Promise<SignedIn> {
  const flow = await signInAtProvider(stack, username, get);
  const done = await flow.get(flow.callbackUrl.href);
  expect(done.status).toBe(303);
  const fragment = new URLSearchParams(location(done, stack.origin).hash.slice(1));
  return { get: flow.get, idToken: fragment.get('id_token') ?? '', refreshToken: fragment.get('refresh_token') ?? '' };
}

/** The API's error answer: exactly a code of the contract with its English sentence; answers the sentence. */
export async function errorDetail(response: Response): Promise<string> {
  const { code, detail } = strictErrorBody.parse(await response.json());
  expect(code).toBeDefined();
  return detail;
}
