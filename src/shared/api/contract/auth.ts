import { z } from 'zod/mini';

/** The session as stored under `authTokens` (spec section 3). */
export const sessionTokens = z.object({
  AccessToken: z.string().check(z.minLength(1)),
  IdToken: z.string().check(z.minLength(1)),
  RefreshToken: z.optional(z.string().check(z.minLength(1))),
  TokenType: z.literal('Bearer'),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/**
 * An identity token's claims: the expiry is required; the user's attributes sit under names the server configures
 * (`claimNames` in the runtime configuration; Cognito's by default), so they are read by name, not fixed here.
 */
export const idTokenClaims = z.looseObject({ exp: z.number() });

/** Where an id token carries the user's attributes unless configured otherwise: Amazon Cognito's names. */
export const DEFAULT_CLAIM_NAMES = {
  groups: 'cognito:groups',
  region: 'custom:region',
  local: 'custom:local',
  /** Tried in order: issuers disagree on the username claim's name. */
  username: ['cognito:username', 'username', 'preferred_username'],
  email: 'email',
} as const;
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

export const refreshTokenRequest = z.object({ refreshToken: z.string().check(z.minLength(1)) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequest>;

/** RefreshToken is optional: when absent the client keeps the one it has. */
export const refreshTokenResponse = z.object({
  AccessToken: z.string().check(z.minLength(1)),
  IdToken: z.string().check(z.minLength(1)),
  RefreshToken: z.nullish(z.string().check(z.minLength(1))),
  TokenType: z.optional(z.literal('Bearer')),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

/**
 * The spec shows no logout payload; the refresh token is sent so the server can revoke it at an external issuer (the
 * embedded provider finds the sign-in from the Bearer id token alone). An empty body is fine.
 */
export const logoutRequest = z.object({ refreshToken: z.optional(z.string().check(z.minLength(1))) });
export type LogoutRequest = z.infer<typeof logoutRequest>;

export const logoutResponse = z.object({ logout_url: z.nullish(z.string()) });
export type LogoutResponse = z.infer<typeof logoutResponse>;
