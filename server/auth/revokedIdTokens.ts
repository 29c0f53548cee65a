import { createHash } from 'node:crypto';

import { eq, lte, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { revokedIdTokens } from '../db/schema.ts';

/*
 * The id tokens of signed-out sessions. An id token is a signed JWT the API checks without asking the issuer, so it stays
 * valid until its `exp` unless the API remembers that its session ended: each one is kept here (as a hash) until then.
 */

// Past the token's exp by more than any verifier's clock tolerance, so a row never goes while its token still verifies.
const KEPT_AFTER_EXPIRY_MS = 5 * 60 * 1000;

/** SHA-256 hex: the table never holds a usable token. */
export function idTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Refuses `token` from now until it expires, and sweeps the rows of tokens that have expired by now. */
export async function denyIdToken(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revokedIdTokens).where(lte(revokedIdTokens.expiresAt, sql`now()`));
    await tx
      .insert(revokedIdTokens)
      .values({ tokenHash: idTokenHash(token), expiresAt: new Date(expiresAt.getTime() + KEPT_AFTER_EXPIRY_MS) })
      .onConflictDoNothing();
  });
}

export async function isIdTokenDenied(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: revokedIdTokens.tokenHash })
    .from(revokedIdTokens)
    .where(eq(revokedIdTokens.tokenHash, idTokenHash(token)))
    .limit(1);
  return row !== undefined;
}
