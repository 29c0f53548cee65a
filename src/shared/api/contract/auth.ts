import { z } from 'zod/mini';

/** The session as stored under `authTokens` (spec section 3). */
export const sessionTokens = z.object({
  AccessToken: z.string().check(z.minLength(1)),
  IdToken: z.string().check(z.minLength(1)),
  RefreshToken: z.optional(z.string().check(z.minLength(1))),
  TokenType: z.literal('Bearer'),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/** The identity token's claims the app reads; the group and attribute claim names follow Cognito's. */
export const idTokenClaims = z.object({
  exp: z.number(),
  username: z.optional(z.string()),
  'cognito:username': z.optional(z.string()),
  preferred_username: z.optional(z.string()),
  email: z.optional(z.string()),
  'cognito:groups': z.optional(z.array(z.string())),
  'custom:region': z.optional(z.string()),
  'custom:local': z.optional(z.string()),
});
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

export const logoutResponse = z.object({ logout_url: z.nullish(z.string()) });
export type LogoutResponse = z.infer<typeof logoutResponse>;
