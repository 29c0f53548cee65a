import { and, eq, lt, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

/** How failed sign-ins of one account slow the next tries, whichever address they come from. */
export interface BackOffPolicy {
  /** Failures in a row that cost nothing: a person mistyping is never kept waiting. */
  freeFailures: number;
  /** The wait after the last free failure; each further failure doubles it. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** Failures older than this are forgotten: the next one counts as the first in a row (and the row may go). */
  forgetAfterSeconds: number;
}

// Ten free tries as Entra ID's smart lockout, then 1, 2, 4, 8, 15 minutes: about a hundred guesses a day at one account.
export const SIGN_IN_BACK_OFF: BackOffPolicy = {
  freeFailures: 10,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

// Rows of forgotten failures are deleted on a claim, at most this often: an idle server writes nothing.
const SWEEP_INTERVAL_MS = 60_000;

export type SignInClaim = { allowed: true } | { allowed: false; waitSeconds: number };

/**
 * Per-account back-off of the embedded provider's password form, kept in the database (`sign_in_failures`) so every
 * instance counts the same failures and the database's clock decides. Usernames nobody has are backed off the same way,
 * so the answers do not tell which accounts exist.
 */
export interface SignInThrottle {
  /** Whole seconds until this username may be tried again; 0 when it may now. A read, cheap enough to ask first. */
  waitSeconds(username: string): Promise<number>;
  /**
   * Counts a try as a failure before its password is checked, unless the username is waiting: one statement, so of two
   * tries racing at the end of a wait (on any instance) only one gets through when that failure starts a new wait.
   */
  claim(username: string): Promise<SignInClaim>;
  /** The password was right: the username's failures are forgotten. */
  clear(username: string): Promise<void>;
}

export function createSignInThrottle(db: Db, policy: BackOffPolicy = SIGN_IN_BACK_OFF): SignInThrottle {
  const table = signInFailures;
  const seconds = (value: number) => sql`make_interval(secs => ${value}::double precision)`;
  /** The wait a username's `failures`-th failure in a row starts, as an interval; the exponent is capped before power(). */
  const waitAfter = (failures: SQL) => sql`case when ${failures} < ${policy.freeFailures}::int then interval '0'
    else least(${seconds(policy.maxWaitSeconds)}, ${seconds(policy.firstWaitSeconds)}
      * power(2, least(${failures} - ${policy.freeFailures}::int, 30))) end`;
  const forgotten = sql`${table.lastFailureAt} < now() - ${seconds(policy.forgetAfterSeconds)}`;
  const failuresInARow = sql`case when ${forgotten} then 1 else ${table.failures} + 1 end`;
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  const sweep = async () => {
    if (Date.now() - lastSweepAt < SWEEP_INTERVAL_MS) return;
    lastSweepAt = Date.now();
    await db.delete(table).where(and(forgotten, lt(table.blockedUntil, sql`now()`)));
  };

  const waitSeconds = async (username: string) => {
    const [row] = await db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${table.blockedUntil} - now()))::int` })
      .from(table)
      .where(eq(table.username, username));
    return Math.max(0, row?.seconds ?? 0);
  };

  return {
    waitSeconds,
    async claim(username) {
      await sweep();
      const claimed = await db
        .insert(table)
        .values({ username, failures: 1, lastFailureAt: sql`now()`, blockedUntil: sql`now() + ${waitAfter(sql`1`)}` })
        .onConflictDoUpdate({
          target: table.username,
          set: { failures: failuresInARow, lastFailureAt: sql`now()`, blockedUntil: sql`now() + ${waitAfter(failuresInARow)}` },
          setWhere: sql`${table.blockedUntil} <= now()`,
        })
        .returning({ username: table.username });
      if (claimed.length > 0) return { allowed: true };
      // The wait may have ended between the two statements: still refuse this try, for the shortest wait.
      return { allowed: false, waitSeconds: Math.max(1, await waitSeconds(username)) };
    },
    async clear(username) {
      await db.delete(table).where(eq(table.username, username));
    },
  };
}
