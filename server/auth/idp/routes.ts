import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { type Context, type Env, Hono } from 'hono';
import { errors, type Interaction } from 'oidc-provider';

import { loginPage, messagePage, STYLESHEET, stylesheetHrefOf } from './pages.ts';
import { checkPasswordSignIn, describeWait, markSignInSucceeded } from './passwordSignIn.ts';
import type { IdentityProvider } from './provider.ts';
import type { SignInThrottle } from './signInThrottle.ts';

type IdpEnv = { Bindings: HttpBindings };

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  // No script, one same-origin stylesheet; no framing (clickjacking a sign-in form).
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// Long enough for any pass phrase; bounds the work one request can ask of the server.
const MAX_FIELD_LENGTH = 1024;

// Password checks queue for well under a second, so a sign-in turned away as busy can soon be tried again.
const BUSY_RETRY_AFTER_SECONDS = 2;

export interface IdentityProviderRouteOptions {
  /** Backs off an account after failed sign-ins (server/app.ts gives the database's); without it nothing backs off. */
  signInThrottle?: SignInThrottle;
}

function nodeBindings(c: Context<IdpEnv>): HttpBindings {
  // Hono's own app.request() has no Node request: the provider is a Node (Koa) handler and needs @hono/node-server.
  if (!(c.env as HttpBindings | undefined)?.incoming) {
    throw new Error('The identity provider routes must be served by @hono/node-server (c.env.incoming is missing)');
  }
  return c.env;
}

/**
 * The interaction of this page's uid, read through the provider's signed, path-scoped, SameSite=Lax cookie. Undefined
 * when there is none or it belongs to another uid: an expired sign-in, or a form posted from another site (CSRF), since
 * the browser does not send that cookie on a cross-site POST.
 */
async function findInteraction(idp: IdentityProvider, c: Context<IdpEnv>): Promise<Interaction | undefined> {
  const { incoming, outgoing } = nodeBindings(c);
  try {
    const interaction = await idp.provider.interactionDetails(incoming, outgoing);
    return interaction.uid === c.req.param('uid') ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

/** Every client is first-party: approve what it asked for, as a consent screen would after "Allow". */
async function approveRequest(idp: IdentityProvider, interaction: Interaction, accountId: string): Promise<string> {
  const { Grant } = idp.provider;
  const existing = interaction.grantId ? await Grant.find(interaction.grantId) : undefined;
  const grant = existing?.accountId === accountId ? existing : new Grant({ accountId, clientId: String(interaction.params.client_id) });
  grant.addOIDCScope(typeof interaction.params.scope === 'string' ? interaction.params.scope : 'openid');
  const details = interaction.prompt.details as { missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes);
  return grant.save();
}

function expiredPage(c: Context<IdpEnv>, stylesheetHref: string): Response {
  return c.html(
    messagePage('Sign-in expired', 'This sign-in page has expired. Go back to the application and sign in again.', stylesheetHref),
    400,
    PAGE_HEADERS,
  );
}

/**
 * The provider under `idp.mountPath` (`/idp`): its sign-in page at `/idp/interaction/:uid` (GET shows it, POST checks the
 * credentials), and every other `/idp/*` request handed to oidc-provider's Node handler, which answers on the raw Node
 * response (hence RESPONSE_ALREADY_SENT). Mount before any catch-all route (the SPA's history fallback).
 */
export function createIdentityProviderRoutes(
  idp: IdentityProvider,
  { signInThrottle }: IdentityProviderRouteOptions = {},
): Hono<IdpEnv> {
  const base = idp.mountPath;
  if (!base) throw new Error('The identity provider issuer needs a path (e.g. http://localhost:3000/idp) to be mounted under');
  const stylesheetHref = stylesheetHrefOf(base);
  const app = new Hono<IdpEnv>();

  app.get(stylesheetHref, (c) =>
    c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );

  app.get(`${base}/interaction/:uid`, async (c) => {
    const interaction = await findInteraction(idp, c);
    if (!interaction) return expiredPage(c, stylesheetHref);
    if (interaction.prompt.name === 'login') {
      return c.html(loginPage({ action: c.req.path, stylesheetHref }), 200, PAGE_HEADERS);
    }
    // Signed in already, and the client asks for consent (prompt=consent, or more scope): approve and carry on.
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name !== 'consent' || !accountId) return expiredPage(c, stylesheetHref);
    const grantId = await approveRequest(idp, interaction, accountId);
    const { incoming, outgoing } = nodeBindings(c);
    const returnTo = await idp.provider.interactionResult(incoming, outgoing, { consent: { grantId } });
    return c.redirect(returnTo, 303);
  });

  app.post(`${base}/interaction/:uid`, async (c) => {
    const interaction = await findInteraction(idp, c);
    if (interaction?.prompt.name !== 'login') return expiredPage(c, stylesheetHref);
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' ? form.username.trim().slice(0, MAX_FIELD_LENGTH) : '';
    const password = typeof form.password === 'string' ? form.password.slice(0, MAX_FIELD_LENGTH) : '';
    const signIn = await checkPasswordSignIn(idp.accounts, signInThrottle, username, password);
    const formAgain = { action: c.req.path, stylesheetHref, username };
    if (signIn.outcome === 'refused') return c.html(loginPage({ ...formAgain, error: true }), 401, PAGE_HEADERS);
    if (signIn.outcome === 'backing-off') {
      const notice = `Too many failed sign-ins for this account. Try again in ${describeWait(signIn.waitSeconds)}.`;
      return c.html(loginPage({ ...formAgain, notice }), 429, { ...PAGE_HEADERS, 'Retry-After': String(signIn.waitSeconds) });
    }
    if (signIn.outcome === 'busy') {
      const notice = 'Too many sign-ins are being checked right now. Try again in a few seconds.';
      return c.html(loginPage({ ...formAgain, notice }), 503, { ...PAGE_HEADERS, 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
    }
    markSignInSucceeded(c.req.raw);
    const { account } = signIn;
    const grantId = await approveRequest(idp, interaction, account.username);
    const { incoming, outgoing } = nodeBindings(c);
    const returnTo = await idp.provider.interactionResult(
      incoming,
      outgoing,
      { login: { accountId: account.username }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  const handle = idp.provider.callback();
  const delegate = async (c: Context<IdpEnv>) => {
    const { incoming, outgoing } = nodeBindings(c);
    const originalUrl = incoming.url ?? '/';
    // oidc-provider routes relative to its mount point and finds that mount point back from req.originalUrl (Express style).
    Object.assign(incoming, { originalUrl, url: originalUrl.slice(base.length) || '/' });
    if (!incoming.url?.startsWith('/')) incoming.url = `/${incoming.url ?? ''}`;
    await handle(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  app.all(base, delegate);
  app.all(`${base}/*`, delegate);

  return app;
}

/** Convenience for main.ts/app.ts: `mountIdentityProvider(app, idp)` before the SPA's catch-all. */
export function mountIdentityProvider<E extends Env>(app: Hono<E>, idp: IdentityProvider, options: IdentityProviderRouteOptions = {}): void {
  app.route('/', createIdentityProviderRoutes(idp, options));
}
