import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { createSignInThrottle, SIGN_IN_BACK_OFF } from './signInThrottle.ts';

/** As if the account's wait had run out. */
async function endWait(db: Db, username: string): Promise<void> {
  await db.update(signInFailures).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(signInFailures.username, username));
}

async function failuresOf(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ failures: signInFailures.failures }).from(signInFailures).where(eq(signInFailures.username, username));
  return row?.failures;
}

describe.each(testTargets)('per-account sign-in back-off on $name', (target) => {
  const database = useTestDatabase(target);

  beforeEach(async () => {
    await database.db.delete(signInFailures);
  });

  it('lets the free failures through, then doubles the wait with each failure up to 15 minutes', async () => {
    const throttle = createSignInThrottle(database.db);
    for (let failure = 1; failure < SIGN_IN_BACK_OFF.freeFailures; failure += 1) {
      expect(await throttle.claim('latam.manager')).toEqual({ allowed: true });
      expect(await throttle.waitSeconds('latam.manager')).toBe(0);
    }

    const waits: number[] = [];
    for (let failure = SIGN_IN_BACK_OFF.freeFailures; failure < SIGN_IN_BACK_OFF.freeFailures + 7; failure += 1) {
      await endWait(database.db, 'latam.manager');
      expect(await throttle.claim('latam.manager')).toEqual({ allowed: true });
      waits.push(await throttle.waitSeconds('latam.manager'));
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900]);

    // During the wait a try is refused and changes nothing: the wait does not grow, no failure is added.
    const refused = await throttle.claim('latam.manager');
    expect(refused).toEqual({ allowed: false, waitSeconds: 900 });
    expect(await failuresOf(database.db, 'latam.manager')).toBe(SIGN_IN_BACK_OFF.freeFailures + 6);
    // Other accounts are not affected.
    expect(await throttle.waitSeconds('admin')).toBe(0);
    expect(await throttle.claim('admin')).toEqual({ allowed: true });
  });

  it('forgets an account whose password was right', async () => {
    const throttle = createSignInThrottle(database.db);
    for (let failure = 1; failure <= SIGN_IN_BACK_OFF.freeFailures; failure += 1) await throttle.claim('viewer');
    expect(await throttle.waitSeconds('viewer')).toBe(60);

    await throttle.clear('viewer');
    expect(await failuresOf(database.db, 'viewer')).toBeUndefined();
    expect(await throttle.waitSeconds('viewer')).toBe(0);
    expect(await throttle.claim('viewer')).toEqual({ allowed: true });
    expect(await failuresOf(database.db, 'viewer')).toBe(1);
  });

  it('counts failures older than a day as none, and deletes their rows', async () => {
    const throttle = createSignInThrottle(database.db);
    const dayAndAnHourAgo = sql`now() - interval '25 hours'`;
    await database.db.insert(signInFailures).values([
      { username: 'admin', failures: 14, lastFailureAt: dayAndAnHourAgo, blockedUntil: dayAndAnHourAgo },
      { username: 'gone', failures: 3, lastFailureAt: dayAndAnHourAgo, blockedUntil: dayAndAnHourAgo },
      { username: 'recent', failures: 3, lastFailureAt: sql`now()`, blockedUntil: sql`now()` },
    ]);

    expect(await throttle.claim('admin')).toEqual({ allowed: true });
    expect(await failuresOf(database.db, 'admin')).toBe(1);
    const left = await database.db.select({ username: signInFailures.username }).from(signInFailures);
    expect(left.map((row) => row.username).sort()).toEqual(['admin', 'recent']);
  });

  it('lets one of many tries racing at the end of a wait through', async () => {
    const throttle = createSignInThrottle(database.db);
    await database.db.insert(signInFailures).values({
      username: 'mexico.local',
      failures: SIGN_IN_BACK_OFF.freeFailures,
      lastFailureAt: sql`now() - interval '2 minutes'`,
      blockedUntil: sql`now() - interval '1 second'`,
    });

    const claims = await Promise.all(Array.from({ length: 12 }, () => throttle.claim('mexico.local')));
    expect(claims.filter((claim) => claim.allowed)).toHaveLength(1);
    // The one that got through was the eleventh failure: the others wait twice the first wait.
    expect(claims.filter((claim) => !claim.allowed)).toEqual(Array.from({ length: 11 }, () => ({ allowed: false, waitSeconds: 120 })));
    expect(await failuresOf(database.db, 'mexico.local')).toBe(SIGN_IN_BACK_OFF.freeFailures + 1);
  });
});
