import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC, Session } from 'oidc-provider';

import type { Db } from '../../db/client.ts';
import { oidcModels } from '../../db/schema.ts';

/*
 * Signing out of the embedded provider on the server. The app asks for offline_access, so oidc-provider keeps the grant
 * (and its refresh tokens) when the provider session ends (`persistsLogout`): a sign-out revokes the grants itself.
 */

// oidc-provider's own session cookie options (cookies.long), which the cookie that removes it repeats.
const SESSION_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax' } as const;

/** The grant's access and refresh tokens and codes stop working, and the grant itself goes. */
async function revokeGrant(provider: Provider, grantId: string): Promise<void> {
  await Promise.all([
    provider.AccessToken.revokeByGrantId(grantId),
    provider.RefreshToken.revokeByGrantId(grantId),
    provider.AuthorizationCode.revokeByGrantId(grantId),
  ]);
  const grant = await provider.Grant.find(grantId);
  await grant?.destroy();
}

/** Revokes every grant the provider session holds, then ends it: the next visit asks for the password again. */
async function endProviderSession(provider: Provider, session: Session): Promise<void> {
  const grantIds = Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));
  for (const grantId of grantIds) await revokeGrant(provider, grantId);
  await session.destroy();
}

export interface SignedOutIdToken {
  /** `sub`: the account. */
  subject: string;
  /** `aud`: the client the token was issued to. */
  clientId: string;
  /** `nonce`: the sign-in's own, which every id token and refresh token of that sign-in carries on. */
  nonce: string;
}

/**
 * Ends, on the server, what the sign-in behind a verified id token left alive at the embedded provider: its grant (every
 * refresh token of it) and the provider session it signed in. The id token names neither (oidc-provider puts no `sid` in
 * it unless back-channel logout is on), so they are found through the sign-in's nonce, which the refresh tokens of the
 * sign-in keep in their payload. Answers whether a sign-in was found.
 */
export async function endEmbeddedSignIn(provider: Provider, db: Db, idToken: SignedOutIdToken): Promise<boolean> {
  const signIns = await db
    .selectDistinct({ grantId: oidcModels.grantId, sessionUid: sql<string | null>`${oidcModels.payload}->>'sessionUid'` })
    .from(oidcModels)
    .where(
      and(
        eq(oidcModels.model, 'RefreshToken'),
        isNotNull(oidcModels.grantId),
        sql`${oidcModels.payload}->>'nonce' = ${idToken.nonce}`,
        sql`${oidcModels.payload}->>'accountId' = ${idToken.subject}`,
        sql`${oidcModels.payload}->>'clientId' = ${idToken.clientId}`,
      ),
    );
  for (const { grantId, sessionUid } of signIns) {
    const session = sessionUid ? await provider.Session.findByUid(sessionUid) : undefined;
    if (session?.accountId === idToken.subject) await endProviderSession(provider, session);
    if (grantId) await revokeGrant(provider, grantId);
  }
  return signIns.length > 0;
}

/**
 * For `features.rpInitiatedLogout.logoutSource`: when the end-session request carries a valid id_token_hint of a
 * registered client (every client is first-party) for the account signed in to this browser's session, signs out at once
 * instead of asking 'Sign out?' again (the app asked already), and sends the browser on as the provider's confirmation
 * would. Answers false, doing nothing, when the page must ask.
 */
export async function signOutWithoutAsking(ctx: KoaContextWithOIDC): Promise<boolean> {
  const { session, client, params, provider } = ctx.oidc;
  // Present only once oidc-provider has verified the hint's signature, issuer and audience (an expired one too).
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  if (!hint || !client || !session?.accountId || hint.sub !== session.accountId) return false;
  if (typeof hint.exp !== 'number' || hint.exp * 1000 <= Date.now()) return false;

  await endProviderSession(provider, session);
  ctx.cookies.set(provider.cookieName('session'), null, SESSION_COOKIE_OPTIONS);
  const postLogoutRedirectUri = typeof params?.post_logout_redirect_uri === 'string' ? params.post_logout_redirect_uri : undefined;
  const next = new URL(postLogoutRedirectUri ?? ctx.oidc.urlFor('end_session_success'));
  if (postLogoutRedirectUri && typeof params?.state === 'string') next.searchParams.set('state', params.state);
  ctx.status = 303;
  ctx.redirect(next.href);
  return true;
}
