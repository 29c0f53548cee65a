import type { LogoutResponse, SessionTokens } from '@/shared/api';
import { DEMO_ACCOUNTS, demoAccountClaims } from '@/shared/config';
import { makeUnsignedJwt } from '@/shared/lib/mock-api';

/** An unsigned JWT-shaped id token carrying these claims (see makeUnsignedJwt). */
export function makeIdToken(claims: Readonly<Record<string, unknown>>): string {
  return makeUnsignedJwt(claims);
}

/** The identity claims of a demo account, without the expiry, under the default (Cognito) claim names. */
export interface DemoUser {
  username?: string;
  'cognito:username'?: string;
  preferred_username?: string;
  email?: string;
  'cognito:groups'?: string[];
  'custom:region'?: string;
  'custom:local'?: string;
}

/** The server's demo accounts, one per role (the one definition both sides use). */
export const demoUsers = {
  admin: demoAccountClaims(DEMO_ACCOUNTS.admin),
  latamManager: demoAccountClaims(DEMO_ACCOUNTS['latam.manager']),
  mexicoLocal: demoAccountClaims(DEMO_ACCOUNTS['mexico.local']),
  viewer: demoAccountClaims(DEMO_ACCOUNTS.viewer),
} satisfies Record<string, DemoUser>;

export interface SessionTokenOptions {
  /** Seconds from `now` until the id token expires; negative for an expired token. Default one hour. */
  expiresInSeconds?: number;
  now?: Date;
}

/** Stored session tokens for a demo user, with an id token whose claims describe them. */
export function makeSessionTokens(user: DemoUser, { expiresInSeconds = 3600, now = new Date() }: SessionTokenOptions = {}): SessionTokens {
  const name = user.username ?? user.email ?? 'user';
  return {
    AccessToken: `mock-access-token.${name}`,
    IdToken: makeIdToken({ ...user, exp: Math.floor(now.getTime() / 1000) + expiresInSeconds }),
    RefreshToken: `mock-refresh-token.${name}`,
    TokenType: 'Bearer',
  };
}

/** The identity provider's end-session address the logout mock answers with. */
export const logoutFixture: LogoutResponse = {
  logout_url: 'https://sso.example.test/logout?client_id=survey-platform&logout_uri=https%3A%2F%2Fportal.example.test%2F',
};
