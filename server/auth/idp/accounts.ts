import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/shared/config/demoAccounts.ts';

/** A person who can sign in through the embedded provider, as its id token describes them. */
export interface Account {
  username: string;
  email: string;
  groups: string[];
  region: string;
  local: string;
}

// The demo people created on first start: one definition for the server, the SPA's mocks and the tests.
export { DEMO_ACCOUNTS, DEMO_PASSWORD };

// scrypt at N=2^15, r=8, p=1 costs 32 MiB and tens of milliseconds: cheap for a sign-in, dear for a guessing attack.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const hashPattern = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const match = hashPattern.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const storedAccountSchema = z.object({
  username: z.string().min(1),
  email: z.string(),
  groups: z.array(z.string()),
  region: z.string(),
  local: z.string(),
  passwordHash: z.string().regex(hashPattern, 'must be a scrypt$N$r$p$salt$key hash'),
});
const accountsFileSchema = z.object({ accounts: z.array(storedAccountSchema) });
type StoredAccount = z.infer<typeof storedAccountSchema>;

export interface AccountStore {
  /** True when this start created the file with the demo accounts (main.ts prints them then). */
  readonly created: boolean;
  readonly file: string;
  find(username: string): Account | undefined;
  /** The account when the password is right; undefined for a wrong password and for an unknown username alike. */
  verifyPassword(username: string, password: string): Promise<Account | undefined>;
}

function toAccount({ passwordHash: _hash, ...account }: StoredAccount): Account {
  return account;
}

async function writeDemoFile(file: string): Promise<void> {
  const accounts: StoredAccount[] = [];
  for (const demo of Object.values(DEMO_ACCOUNTS)) {
    accounts.push({ ...demo, groups: [...demo.groups], passwordHash: await hashPassword(DEMO_PASSWORD) });
  }
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside then renamed, so a crash never leaves a half file that the next start would refuse.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/**
 * Reads the accounts file, creating it with the demo accounts when it does not exist. The file is read once: edit it and
 * restart (add a person with a hash from `hashPassword`). A malformed file stops the start-up with a message naming it.
 */
export async function openAccountStore(file: string): Promise<AccountStore> {
  let text: string;
  let created = false;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await writeDemoFile(file);
    created = true;
    text = await readFile(file, 'utf8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`The accounts file ${file} is not valid JSON`);
  }
  const result = accountsFileSchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
    throw new Error(`The accounts file ${file} is invalid: ${problems.join('; ')}`);
  }
  const byUsername = new Map(result.data.accounts.map((account) => [account.username, account]));
  // Checked against when the username is unknown, so a wrong username takes as long as a wrong password.
  const decoyHash = await hashPassword(randomBytes(16).toString('hex'));

  return {
    created,
    file,
    find(username) {
      const stored = byUsername.get(username);
      return stored && toAccount(stored);
    },
    async verifyPassword(username, password) {
      const stored = byUsername.get(username);
      const matches = await passwordMatches(password, stored?.passwordHash ?? decoyHash);
      return stored && matches ? toAccount(stored) : undefined;
    },
  };
}
