import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

import type { Db } from '../../db/client.ts';
import { oidcModels } from '../../db/schema.ts';

/*
 * oidc-provider's storage over the `oidc_models` table, with the semantics of its own memory adapter
 * (node_modules/oidc-provider/lib/adapters/memory_adapter.js): what has expired is never found, `consume` marks a row
 * rather than removing it, and a later upsert replaces the whole row.
 */

// The models the memory adapter files under their grant, hence the only rows revokeByGrantId removes. An Interaction
// also names a grant in its payload, but revoking the grant must not end a sign-in in progress.
const GRANT_MEMBER_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

// Sweeping runs on an upsert, not on a timer: nothing to stop at shutdown, and an idle provider writes nothing.
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Seconds a rotated refresh token still refreshes: two tabs refreshing at once, or a refresh whose answer was lost and is
 * sent again, must not count as a stolen token being replayed (oidc-provider revokes the whole grant on a reuse).
 * Longer than the SPA waits for a refresh answer before it sends the same token again (10 s, src/shared/api/client.ts);
 * past it, a reuse is refused as before.
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 60;

export interface DatabaseAdapterOptions {
  /**
   * Seconds a row outlives its `expiresIn`: the provider's `clockTolerance`, since it accepts a token that many seconds
   * past its expiry and must still find it then (the memory adapter gets the same value). Default 0, as there.
   */
  clockToleranceSeconds?: number;
}

/** `excluded.<column>`: the value the conflicting INSERT proposed, so the upsert sends its payload once. */
function excluded(column: PgColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}

/** A row of `model` that has not expired (database time: every instance and the sweep agree on it). */
function liveRowOf(model: string, match: SQL | undefined): SQL | undefined {
  return and(
    eq(oidcModels.model, model),
    match,
    or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
  );
}

/**
 * The value of oidc-provider's `adapter` option (a factory: the provider calls it once per model name) that keeps every
 * model (Session, Interaction, Grant, AccessToken, AuthorizationCode, RefreshToken, ...) in `oidc_models`, so a restart
 * or another instance sees the same sessions and tokens. Expired rows are deleted on an upsert, at most once a minute.
 */
export function createDatabaseAdapterFactory(
  db: Db,
  { clockToleranceSeconds = 0 }: DatabaseAdapterOptions = {},
): AdapterFactory {
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  async function sweepWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - lastSweepAt < SWEEP_INTERVAL_MS) return;
    // Claimed before the query, so upserts arriving while it runs do not sweep again.
    lastSweepAt = now;
    await db.delete(oidcModels).where(lte(oidcModels.expiresAt, sql`now()`));
  }

  return (model: string): Adapter => {
    async function findWhere(match: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({
          payload: oidcModels.payload,
          consumedAt: oidcModels.consumedAt,
          consumedWithinGrace: sql<boolean>`${oidcModels.consumedAt} > now() - make_interval(secs => ${REFRESH_TOKEN_REUSE_GRACE_SECONDS})`,
        })
        .from(oidcModels)
        .where(liveRowOf(model, match))
        .limit(1);
      if (!row) return undefined;
      // The column holds what upsert was given, an AdapterPayload, as JSON.
      const payload = row.payload as AdapterPayload;
      // Unlike the memory adapter: a refresh token rotated moments ago is found unused, so it refreshes once more (a
      // new refresh token of the same grant) instead of revoking the grant.
      if (model === 'RefreshToken' && row.consumedWithinGrace) return payload;
      // As the memory adapter's consume() does to its stored payload: the time of consumption, in epoch seconds.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        await sweepWhenDue();
        const row = {
          model,
          id,
          payload: payload as Record<string, unknown>,
          grantId: GRANT_MEMBER_MODELS.has(model) ? (payload.grantId ?? null) : null,
          userCode: payload.userCode ?? null,
          // Only a Session is looked up by uid (an Interaction's payload carries one too, unrelated).
          uid: model === 'Session' ? (payload.uid ?? null) : null,
          expiresAt:
            typeof expiresIn === 'number' ? sql`now() + make_interval(secs => ${expiresIn + clockToleranceSeconds})` : null,
          // A new payload is a new row: it is consumed only if the payload says so, as in the memory adapter.
          consumedAt: null,
        };
        await db
          .insert(oidcModels)
          .values(row)
          .onConflictDoUpdate({
            target: [oidcModels.model, oidcModels.id],
            set: {
              payload: excluded(oidcModels.payload),
              grantId: excluded(oidcModels.grantId),
              userCode: excluded(oidcModels.userCode),
              uid: excluded(oidcModels.uid),
              expiresAt: excluded(oidcModels.expiresAt),
              consumedAt: null,
            },
          });
      },

      find: (id) => findWhere(eq(oidcModels.id, id)),
      findByUid: (uid) => findWhere(eq(oidcModels.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcModels.userCode, userCode)),

      async consume(id) {
        await db
          .update(oidcModels)
          // The first consumption counts: a reuse within the grace must not stretch it.
          .set({ consumedAt: sql`coalesce(${oidcModels.consumedAt}, now())` })
          .where(and(eq(oidcModels.model, model), eq(oidcModels.id, id)));
      },

      async destroy(id) {
        await db.delete(oidcModels).where(and(eq(oidcModels.model, model), eq(oidcModels.id, id)));
      },

      // Every model's tokens of the grant: the provider calls this on each token model at once, and whichever runs
      // first deletes them all.
      async revokeByGrantId(grantId) {
        await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
      },
    };
  };
}
