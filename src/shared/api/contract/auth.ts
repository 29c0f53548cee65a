import { z } from 'zod';

/** The session as stored under `authTokens` (spec section 3). */
export const sessionTokens = z.object({
  AccessToken: z.string().min(1),
  IdToken: z.string().min(1),
  RefreshToken: z.string().min(1).optional(),
  TokenType: z.literal('Bearer'),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/** The identity token's claims the app reads; the group and attribute claim names follow Cognito's. */
export const idTokenClaims = z.object({
  exp: z.number(),
  username: z.string().optional(),
  'cognito:username': z.string().optional(),
  preferred_username: z.string().optional(),
  email: z.string().optional(),
  'cognito:groups': z.array(z.string()).optional(),
  'custom:region': z.string().optional(),
  'custom:local': z.string().optional(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

export const refreshTokenRequest = z.object({ refreshToken: z.string().min(1) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequest>;

/** RefreshToken is optional: when absent the client keeps the one it has. */
export const refreshTokenResponse = z.object({
  AccessToken: z.string().min(1),
  IdToken: z.string().min(1),
  RefreshToken: z.string().min(1).nullish(),
  TokenType: z.literal('Bearer').optional(),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

export const logoutResponse = z.object({ logout_url: z.string().nullish() });
export type LogoutResponse = z.infer<typeof logoutResponse>;
