import { exportJWK, generateKeyPair, SignJWT } from 'jose';

import { createTokenVerifier, type TokenVerifier } from '../auth/tokenVerifier.ts';

export const TEST_ISSUER = 'http://127.0.0.1:3000/idp';
export const TEST_AUDIENCE = 'survey-platform';

export interface TestIssuer {
  /** Verifies tokens of this issuer, as the API does with the real one. */
  verifier: TokenVerifier;
  /** A real RS256 id token with these claims, valid for ten minutes unless told otherwise. */
  sign(claims: Record<string, unknown>, options?: { audience?: string; subject?: string; expiresIn?: string }): Promise<string>;
}

function usernameOf(claims: Record<string, unknown>): string {
  const name = claims['cognito:username'] ?? claims.username;
  return typeof name === 'string' ? name : 'user-1';
}

/** For tests: an issuer with a freshly generated key, so every token is really signed and really verified. */
export async function createTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return {
    verifier: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: { keys: [publicJwk] } }),
    sign: (claims, { audience = TEST_AUDIENCE, subject, expiresIn = '10m' } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(TEST_ISSUER)
        .setAudience(audience)
        .setSubject(subject ?? usernameOf(claims))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
  };
}
