import { randomUUID } from 'node:crypto';

/**
 * The demo accounts' claims (config: the embedded provider's demo users) and a token without a region claim, signed by a
 * test issuer: real RS256 id tokens that the API verifies as it does the real issuer's.
 */
import { createTestIssuer, type TestIssuer } from './issuer.ts';
import { DEMO_ACCOUNTS, demoAccountClaims, type DemoUsername } from '../../src/shared/config/demoAccounts.ts';

export const testAccounts = {
  ...Object.fromEntries(
    Object.values(DEMO_ACCOUNTS).map((account) => [account.username, demoAccountClaims(account)]),
  ) as Record<DemoUsername, ReturnType<typeof demoAccountClaims>>,
  'no.region': { 'cognito:groups': ['Global'] },
} satisfies Record<string, Record<string, unknown>>;

export type TestAccount = keyof typeof testAccounts;

export const demoRoles = ['admin', 'latam.manager', 'mexico.local', 'viewer'] as const satisfies readonly TestAccount[];
export type DemoRole = (typeof demoRoles)[number];

/**
 * The countries each demo role reads among the survey test data's (server/testing/surveys.ts), written out
 * from spec section 6 rather than computed, so tests check the permission rules instead of repeating them.
 */
export const demoRoleCountries: Record<DemoRole, 'all' | readonly string[]> = {
  admin: 'all',
  viewer: 'all',
  'latam.manager': ['Mexico', 'Guatemala', 'Brazil'],
  'mexico.local': ['Mexico'],
};

export function demoRoleReads(role: DemoRole, country: string): boolean {
  const scope = demoRoleCountries[role];
  return scope === 'all' || scope.includes(country);
}

export interface AccountTokens {
  issuer: TestIssuer;
  /** The account's id token, signed once and reused. */
  tokenFor(account: TestAccount): Promise<string>;
  /** An id token of the account that no other test holds, for a test that signs it out (the API then refuses it). */
  separateTokenFor(account: TestAccount): Promise<string>;
}

export async function createAccountTokens(): Promise<AccountTokens> {
  const issuer = await createTestIssuer();
  const tokens = new Map<TestAccount, Promise<string>>();
  const sign = (account: TestAccount, extraClaims: Record<string, string> = {}) =>
    issuer.sign({ 'cognito:username': account, email: `${account}@example.com`, ...testAccounts[account], ...extraClaims }, { subject: `sub-${account}` });
  return {
    issuer,
    tokenFor(account) {
      let token = tokens.get(account);
      if (!token) {
        token = sign(account);
        tokens.set(account, token);
      }
      return token;
    },
    // A claim of its own: signed in the same second with the same claims, the token would be the same bytes.
    separateTokenFor: (account) => sign(account, { jti: randomUUID() }),
  };
}
