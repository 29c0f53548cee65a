import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openAccountStore } from '../server/auth/idp/accounts.ts';
import { runAddUser } from './addUserCommand.ts';

const startFile = fileURLToPath(new URL('./start.mjs', import.meta.url));
const LATAM = 'Latin America & Caribbean';

let directory: string;
let usersFile: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'idp-add-user-'));
  usersFile = path.join(directory, 'idp-users.json');
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** A stream that keeps what is written to it. */
function recorder() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** The command of `npm run idp:add-user -- ...args`, in this process: the password on standard input. */
async function addUser(args: string[], stdin = '', settings: Record<string, string> = {}) {
  const stdout = recorder();
  const stderr = recorder();
  const code = await runAddUser({
    args,
    env: { ...process.env, IDP_USERS_FILE: usersFile, OIDC_ISSUER: '', ...settings },
    stdin: Readable.from([stdin]),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Runs `npm run idp:add-user -- ...args` as a script would, as its own process (the compiled command, as npm runs it). */
async function addUserProcess(args: string[], stdin = '') {
  const child = spawn(process.execPath, [startFile, 'idpAddUser', ...args], {
    env: { ...process.env, IDP_USERS_FILE: usersFile, OIDC_ISSUER: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm run idp:add-user', () => {
  // The command's cases run in this process (a process of its own costs seconds each on a busy machine); this one runs
  // the script as npm does, with its streams, exit code and refusal.
  it('runs as its own process: adds a person, and refuses bad input with exit code 1', async () => {
    const added = await addUserProcess(['ana.ruiz', '--region', 'ALL'], 'otra frase secreta\n');
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain(`Added ana.ruiz (no group (read only); all regions) in ${usersFile}.`);
    expect(await (await openAccountStore(usersFile)).verifyPassword('ana.ruiz', 'otra frase secreta')).toMatchObject({ region: 'ALL' });

    const refused = await addUserProcess(['ana.ruiz', '--admin'], 'long enough\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("npm run idp:add-user: Unknown option '--admin'");
  });

  it('adds a person who can then sign in, with the groups and scope given', async () => {
    const added = await addUser(
      ['lucia.fernandez', '--region', LATAM, '--local', 'Mexico', '--groups', 'Local-Mexico', '--email', 'lucia@example.com'],
      'una frase larga y secreta\n',
    );
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain(`Added lucia.fernandez (Local-Mexico; local Mexico) in ${usersFile}.`);

    const accounts = await openAccountStore(usersFile);
    expect(await accounts.verifyPassword('lucia.fernandez', 'una frase larga y secreta')).toEqual({
      username: 'lucia.fernandez',
      email: 'lucia@example.com',
      groups: ['Local-Mexico'],
      region: LATAM,
      local: 'Mexico',
    });
    expect(await accounts.verifyPassword('lucia.fernandez', 'una frase larga y secreta ')).toBeUndefined();
    // Only a salted scrypt hash is stored, in a file only its owner reads.
    const text = await readFile(usersFile, 'utf8');
    expect(text).not.toContain('secreta');
    expect(text).toMatch(/"passwordHash": "scrypt\$32768\$8\$1\$/);
  });

  it('gives an existing person a new password and keeps the rest; removes a person', async () => {
    expect((await addUser(['min.jun', '--region', 'ALL', '--groups', 'Global'], 'first password\n')).code).toBe(0);
    const replaced = await addUser(['min.jun'], 'second password\r\n');
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toContain('Replaced min.jun (Global; all regions)');

    const accounts = await openAccountStore(usersFile);
    expect(await accounts.verifyPassword('min.jun', 'first password')).toBeUndefined();
    expect(await accounts.verifyPassword('min.jun', 'second password')).toMatchObject({ groups: ['Global'], region: 'ALL' });

    const removed = await addUser(['--remove', 'min.jun']);
    expect(removed).toMatchObject({ code: 0, stderr: '' });
    expect((await openAccountStore(usersFile)).find('min.jun')).toBeUndefined();
  });

  it.each([
    ['a short password', ['pedro', '--region', 'ALL'], 'short\n', 'npm run idp:add-user: The account is invalid: password must be at least 8 characters'],
    ['no password', ['pedro', '--region', 'ALL'], '', 'npm run idp:add-user: The account is invalid: password must be at least 8 characters'],
    ['a username with a space', ['pedro gomez', '--region', 'ALL'], 'long enough\n', 'username must have no spaces'],
    ['an unknown region', ['pedro', '--region', 'Latam'], 'long enough\n', `region 'Latam' is neither ALL nor a region of ./config/geography.json`],
    ['a local outside its region', ['pedro', '--region', 'Europe', '--local', 'Mexico'], 'long enough\n', `local 'Mexico' is in region '${LATAM}', not 'Europe'`],
    ['a group the server does not read', ['pedro', '--region', 'ALL', '--groups', 'global'], 'long enough\n', `group 'global' is not Global, Region-<name> or Local-<name>`],
    ['a new person without a region', ['pedro'], 'long enough\n', 'A new account needs --region (a region name or ALL).'],
    ['an invalid e-mail address', ['pedro', '--region', 'ALL', '--email', 'pedro'], 'long enough\n', 'email must be an e-mail address'],
    ['an unknown option', ['pedro', '--region', 'ALL', '--admin'], 'long enough\n', "Unknown option '--admin'"],
    ['removing nobody', ['--remove', 'pedro'], '', "idp-users.json has no account 'pedro': nothing was changed"],
  ])('refuses %s with a clear message, changing nothing', async (_case, args, stdin, message) => {
    const before = await readFile(usersFile, 'utf8').catch(() => undefined);
    const refused = await addUser(args, stdin);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(message);
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    expect(await readFile(usersFile, 'utf8').catch(() => undefined)).toBe(before);
  });

  it('refuses an in-memory data directory, where no accounts file is kept', async () => {
    const refused = await addUser(['pedro', '--region', 'ALL'], 'long enough\n', { IDP_USERS_FILE: '', DATA_DIR: ':memory:' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('npm run idp:add-user: DATA_DIR is :memory:, where no accounts file is kept: set IDP_USERS_FILE');
  });
});
