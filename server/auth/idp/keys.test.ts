import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { idpSigningKeys } from '../../db/schema.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { generateProviderKeys, loadOrCreateDatabaseKeys } from './keys.ts';

describe.each(testTargets)('the provider keys in the database on $name', (target) => {
  const database = useTestDatabase(target);
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'idp-keys-'));
  });
  beforeEach(async () => {
    await database.db.delete(idpSigningKeys);
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('creates one RS256 signing key and one cookie key on first start, and answers the same keys afterwards', async () => {
    const created = await loadOrCreateDatabaseKeys(database.db);
    expect(created.signingKeys).toHaveLength(1);
    expect(created.signingKeys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(created.signingKeys[0]?.d).toEqual(expect.any(String));
    expect(created.cookieKeys).toHaveLength(1);

    expect(await loadOrCreateDatabaseKeys(database.db)).toEqual(created);
    expect(await database.db.select().from(idpSigningKeys)).toHaveLength(2);
  });

  it('gives instances starting together the same keys (one creates them, the others read them)', async () => {
    const [first, ...others] = await Promise.all(Array.from({ length: 4 }, () => loadOrCreateDatabaseKeys(database.db)));
    for (const other of others) expect(other).toEqual(first);
    expect(await database.db.select().from(idpSigningKeys)).toHaveLength(2);
  });

  it("takes over an earlier version's key file, in its order (the first key still signs)", async () => {
    const older = await generateProviderKeys();
    const newer = await generateProviderKeys();
    const file = path.join(directory, 'idp-keys.json');
    const fileKeys = { signingKeys: [...newer.signingKeys, ...older.signingKeys], cookieKeys: [...newer.cookieKeys, ...older.cookieKeys] };
    await writeFile(file, JSON.stringify(fileKeys));

    expect(await loadOrCreateDatabaseKeys(database.db, file)).toEqual(fileKeys);
    // Read back from the rows, not from the file.
    await rm(file);
    expect(await loadOrCreateDatabaseKeys(database.db, file)).toEqual(fileKeys);
  });
});
