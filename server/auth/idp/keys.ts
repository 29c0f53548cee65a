import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { desc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

import type { Db } from '../../db/client.ts';
import { idpSigningKeys } from '../../db/schema.ts';

/** What the provider signs with: private JWKs for id tokens, and the keys that sign its cookies. */
export interface ProviderKeys {
  signingKeys: JWK[];
  cookieKeys: string[];
}

/** A fresh RS256 private JWK with a kid (the public half is what `{issuer}/jwks` publishes). */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function generateProviderKeys(): Promise<ProviderKeys> {
  return { signingKeys: [await generateSigningKey()], cookieKeys: [randomBytes(32).toString('base64url')] };
}

const keysFileSchema = z.object({
  signingKeys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), d: z.string() })).min(1),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

/**
 * Keys that survive a restart (issued id tokens stay valid, sign-ins in progress carry on): read from `file`, or generated
 * and written there (mode 0600) on first start. Rotate by putting a new key first: the first signs, the others still verify.
 */
export async function loadOrCreateProviderKeys(file: string): Promise<ProviderKeys> {
  const stored = await readProviderKeysFile(file);
  if (stored) return stored;
  const keys = await generateProviderKeys();
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return keys;
}

/** The keys in `file`; undefined when there is no such file. */
async function readProviderKeysFile(file: string): Promise<ProviderKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`The identity provider keys file ${file} is not valid JSON`);
  }
  const result = keysFileSchema.safeParse(parsed);
  if (!result.success) {
    throw new Error(`The identity provider keys file ${file} is invalid: it needs signingKeys (private JWKs) and cookieKeys`);
  }
  return { signingKeys: result.data.signingKeys, cookieKeys: result.data.cookieKeys };
}

/** A cookie key as a row of idp_signing_keys: a symmetric ('oct') JWK, told apart from the RSA signing keys by its kty. */
const cookieKeyJwk = (key: string): JWK => ({ kty: 'oct', k: Buffer.from(key).toString('base64url'), kid: randomUUID() });

/**
 * Keys shared by every instance on one database (table idp_signing_keys), so a token or cookie signed by one instance
 * verifies on another. Created on first start, under a table lock so two instances starting together agree; when
 * `importFile` (the keys file of earlier versions, beside the embedded database) exists, its keys are taken over
 * instead, so tokens already issued and sign-ins in progress stay valid. Newest first: the first key signs.
 */
export async function loadOrCreateDatabaseKeys(db: Db, importFile?: string): Promise<ProviderKeys> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${idpSigningKeys} in exclusive mode`);
    const rows = await tx.select({ jwk: idpSigningKeys.privateJwk }).from(idpSigningKeys).orderBy(desc(idpSigningKeys.createdAt), idpSigningKeys.kid);
    if (rows.length > 0) {
      const jwks = rows.map((row) => row.jwk as JWK);
      return {
        signingKeys: jwks.filter((jwk) => jwk.kty !== 'oct'),
        cookieKeys: jwks.filter((jwk) => jwk.kty === 'oct').map((jwk) => Buffer.from(jwk.k ?? '', 'base64url').toString()),
      };
    }
    const keys = (importFile && (await readProviderKeysFile(importFile))) || (await generateProviderKeys());
    const ordered = [...keys.signingKeys, ...keys.cookieKeys.map(cookieKeyJwk)];
    // Listed order is signing order: each later key a millisecond older.
    await tx.insert(idpSigningKeys).values(
      ordered.map((jwk, index) => ({
        kid: jwk.kid ?? randomUUID(),
        privateJwk: jwk,
        createdAt: sql`now() - make_interval(secs => ${index / 1000})`,
      })),
    );
    return keys;
  });
}
