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

/** The accounts file's name in the data directory, when IDP_USERS_FILE does not name another. */
export const ACCOUNTS_FILE_NAME = 'idp-users.json';

/** The command that adds a person to the accounts file (scripts/idpAddUser.ts); start-up messages point to it. */
export const ADD_USER_COMMAND = 'npm run idp:add-user';

/** Longer usernames are refused: the sign-in form needs no more, and each failed sign-in keeps its username in a row. */
export const MAX_USERNAME_LENGTH = 128;

/** The sign-in form reads at most this much of a password; a longer one could never be typed in. */
export const MAX_PASSWORD_LENGTH = 1024;
const MIN_PASSWORD_LENGTH = 8;

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

// The sign-in form trims what is typed as the username: a name with spaces could never sign in.
const usernameSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(MAX_USERNAME_LENGTH, `must be at most ${MAX_USERNAME_LENGTH} characters`)
  .regex(/^\S+$/, 'must have no spaces');

const accountFields = {
  username: usernameSchema,
  email: z.string(),
  groups: z.array(z.string().regex(/^\S+$/, 'must be a group name without spaces')),
  region: z.string().min(1, 'must be ALL or a region name'),
  local: z.string().min(1, 'must be ALL or a local name'),
};

const storedAccountSchema = z.object({
  ...accountFields,
  passwordHash: z.string().regex(hashPattern, 'must be a scrypt$N$r$p$salt$key hash'),
});
const accountsFileSchema = z.object({ accounts: z.array(storedAccountSchema) });
type StoredAccount = z.infer<typeof storedAccountSchema>;

/** A person to add with `saveAccount`: the account and the password they will sign in with. */
export interface NewAccount extends Account {
  password: string;
}

const newAccountSchema = z.object({
  ...accountFields,
  email: z.union([z.literal(''), z.email('must be an e-mail address')]),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

/** The accounts file, or an account to put in it, cannot be used: an operator's matter, the message says what to fix. */
export class AccountsSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountsSetupError';
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`).join('; ');
}

/** Too many password checks already run or wait: the caller answers "busy, try again" instead of queueing more. */
export class PasswordChecksBusyError extends Error {
  constructor() {
    super('Too many password checks at once');
    this.name = 'PasswordChecksBusyError';
  }
}

/** How many password checks (scrypt, 32 MiB and tens of milliseconds each) run at once, and how many may wait. */
export interface PasswordCheckLimits {
  concurrent: number;
  waiting: number;
}

// A flood of guesses must not take every thread of libuv's pool (4) nor the memory: two hashes at once leave room for the
// rest of the server; sixteen waiting is under a second of queue.
const DEFAULT_PASSWORD_CHECK_LIMITS: PasswordCheckLimits = { concurrent: 2, waiting: 16 };

/** A counting semaphore with a bounded queue: `run` waits for a free slot, or throws PasswordChecksBusyError at once. */
function createPasswordCheckSlots({ concurrent, waiting: maxWaiting }: PasswordCheckLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    load: () => ({ running, waiting: waiting.length }),
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrent) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new PasswordChecksBusyError();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, so `running` never dips and a newcomer cannot jump the queue.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export interface VerifyPasswordOptions {
  /**
   * Runs once a password check slot is free, just before the hash; throwing cancels the check (the error is passed on).
   * The sign-in form claims its try at the account's back-off here, so a try that waited in line is counted when it runs.
   */
  beforeHashing?: () => Promise<void>;
}

export interface AccountStore {
  /** True when this start created the file with the demo accounts. */
  readonly created: boolean;
  readonly file: string;
  readonly usernames: readonly string[];
  find(username: string): Account | undefined;
  /**
   * The account when the password is right; undefined for a wrong password and for an unknown username alike. At most
   * `concurrent` checks hash at once; beyond `waiting` more in line it throws PasswordChecksBusyError.
   */
  verifyPassword(username: string, password: string, options?: VerifyPasswordOptions): Promise<Account | undefined>;
  /** Password checks hashing now and waiting for a slot. */
  passwordCheckLoad(): { running: number; waiting: number };
}

function toAccount({ passwordHash: _hash, ...account }: StoredAccount): Account {
  return account;
}

async function writeAccountsFile(file: string, accounts: readonly StoredAccount[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside then renamed, so a crash never leaves a half file that the next start would refuse.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

async function writeDemoFile(file: string): Promise<void> {
  const accounts: StoredAccount[] = [];
  for (const demo of Object.values(DEMO_ACCOUNTS)) {
    accounts.push({ ...demo, groups: [...demo.groups], passwordHash: await hashPassword(DEMO_PASSWORD) });
  }
  await writeAccountsFile(file, accounts);
}

/** The accounts of the file, checked; undefined when there is no such file. A malformed file throws a message naming it. */
export async function readAccountsFile(file: string): Promise<StoredAccount[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AccountsSetupError(`The accounts file ${file} is not valid JSON`);
  }
  const result = accountsFileSchema.safeParse(parsed);
  if (!result.success) throw new AccountsSetupError(`The accounts file ${file} is invalid: ${describeIssues(result.error)}`);
  return result.data.accounts;
}

/**
 * Adds a person to the accounts file, or replaces the one of that username (and their password); creates the file when
 * there is none. Throws a message naming every problem of `account` (nothing is written then). The server reads the file
 * at start: restart it afterwards.
 */
export async function saveAccount(file: string, account: NewAccount): Promise<{ replaced: boolean }> {
  const result = newAccountSchema.safeParse(account);
  if (!result.success) throw new AccountsSetupError(`The account is invalid: ${describeIssues(result.error)}`);
  const { password, ...fields } = result.data;
  const accounts = (await readAccountsFile(file)) ?? [];
  const stored: StoredAccount = { ...fields, passwordHash: await hashPassword(password) };
  const index = accounts.findIndex((candidate) => candidate.username === stored.username);
  if (index === -1) accounts.push(stored);
  else accounts[index] = stored;
  await writeAccountsFile(file, accounts);
  return { replaced: index !== -1 };
}

/** Takes a person out of the accounts file; false when the file has no such username (nothing is written then). */
export async function removeAccount(file: string, username: string): Promise<boolean> {
  const accounts = (await readAccountsFile(file)) ?? [];
  const kept = accounts.filter((account) => account.username !== username);
  if (kept.length === accounts.length) return false;
  await writeAccountsFile(file, kept);
  return true;
}

/**
 * Reads the accounts file, creating it with the demo accounts when it does not exist (bootstrap.ts first decides whether
 * demo accounts may be created at all). The file is read once: change it with `npm run idp:add-user` and restart. A
 * malformed file stops the start-up with a message naming it.
 */
export async function openAccountStore(
  file: string,
  { passwordChecks = DEFAULT_PASSWORD_CHECK_LIMITS }: { passwordChecks?: PasswordCheckLimits } = {},
): Promise<AccountStore> {
  let accounts = await readAccountsFile(file);
  const created = accounts === undefined;
  if (accounts === undefined) {
    await writeDemoFile(file);
    accounts = (await readAccountsFile(file)) ?? [];
  }
  const byUsername = new Map(accounts.map((account) => [account.username, account]));
  // Checked against when the username is unknown, so a wrong username takes as long as a wrong password.
  const decoyHash = await hashPassword(randomBytes(16).toString('hex'));
  const slots = createPasswordCheckSlots(passwordChecks);

  return {
    created,
    file,
    usernames: [...byUsername.keys()],
    find(username) {
      const stored = byUsername.get(username);
      return stored && toAccount(stored);
    },
    async verifyPassword(username, password, { beforeHashing } = {}) {
      const stored = byUsername.get(username);
      const matches = await slots.run(async () => {
        await beforeHashing?.();
        return passwordMatches(password, stored?.passwordHash ?? decoyHash);
      });
      return stored && matches ? toAccount(stored) : undefined;
    },
    passwordCheckLoad: slots.load,
  };
}
