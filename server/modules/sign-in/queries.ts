import { and, eq, gt, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { authLoginAttempts } from '../../db/schema.ts';

export type LoginAttempt = Omit<typeof authLoginAttempts.$inferSelect, 'createdAt'>;

/** Stores a new sign-in attempt and, in the same transaction, sweeps the ones older than `ttlMs`. */
export async function insertLoginAttempt(db: Db, attempt: LoginAttempt, ttlMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authLoginAttempts).where(lt(authLoginAttempts.createdAt, new Date(Date.now() - ttlMs)));
    await tx.insert(authLoginAttempts).values(attempt);
  });
}

/**
 * Deletes and returns the attempt when it is younger than `ttlMs`. Deleting while reading makes it single-use, also
 * against two callbacks racing on two instances.
 */
export async function takeLoginAttempt(db: Db, id: string, ttlMs: number): Promise<LoginAttempt | undefined> {
  const [attempt] = await db
    .delete(authLoginAttempts)
    .where(and(eq(authLoginAttempts.id, id), gt(authLoginAttempts.createdAt, new Date(Date.now() - ttlMs))))
    .returning({
      id: authLoginAttempts.id,
      state: authLoginAttempts.state,
      nonce: authLoginAttempts.nonce,
      codeVerifier: authLoginAttempts.codeVerifier,
    });
  return attempt;
}
