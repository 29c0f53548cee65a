import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

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
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const keys = await generateProviderKeys();
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file);
    return keys;
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
