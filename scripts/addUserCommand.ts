// The `npm run idp:add-user` command: adds, replaces or removes a person of the embedded provider's accounts file, so
// nobody edits its JSON (and scrypt hashes) by hand. The server reads the file at start: restart it afterwards.
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';

import {
  type Account,
  ACCOUNTS_FILE_NAME,
  AccountsSetupError,
  ADD_USER_COMMAND,
  readAccountsFile,
  removeAccount,
  saveAccount,
} from '../server/auth/idp/accounts.ts';
import { IN_MEMORY } from '../server/db/client.ts';
import { type Env, loadEnv } from '../server/env.ts';
import { type GeographyConfig, readGeographyConfig } from '../server/modules/geography/index.ts';

const USAGE = `Usage:
  ${ADD_USER_COMMAND} -- <username> --region <region or ALL> [--local <local or ALL>] [--groups <group,...>] [--email <address>]
  ${ADD_USER_COMMAND} -- <username>                 a new password for an existing person, who keeps the rest
  ${ADD_USER_COMMAND} -- --remove <username>

Adds the person to the embedded provider's accounts file, or replaces the one of that username: the options given
replace theirs, the others are kept. Groups: Global, Region-<name>, Local-<name> (none: read only). The password is
asked for on the terminal (not shown), or read from the first line of standard input:
  printf '%s\\n' "$PASSWORD" | ${ADD_USER_COMMAND} -- ...
The file is IDP_USERS_FILE, else ${ACCOUNTS_FILE_NAME} in DATA_DIR (./data), as the server reads it. Restart the server
(every instance that reads this file) afterwards.`;

/** A mistake in what was asked: the message is all the person needs (no stack). */
class UsageError extends Error {}

function accountsFile(env: Env): string {
  if (env.IDP_USERS_FILE) return path.resolve(env.IDP_USERS_FILE);
  if (env.DATA_DIR === IN_MEMORY) throw new UsageError(`DATA_DIR is ${IN_MEMORY}, where no accounts file is kept: set IDP_USERS_FILE`);
  return path.resolve(env.DATA_DIR, ACCOUNTS_FILE_NAME);
}

/** Reads a line from the terminal without showing it: readline edits the line as usual, its echo goes nowhere. */
function askHidden(io: CommandIo, question: string): Promise<string> {
  const silence = new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
  const prompt = createInterface({ input: io.stdin, output: silence, terminal: true });
  io.stderr.write(question);
  return new Promise<string>((resolve, reject) => {
    prompt.on('SIGINT', () => {
      reject(new UsageError('Cancelled: nothing was changed'));
    });
    prompt.on('close', () => {
      reject(new UsageError('No password given: nothing was changed'));
    });
    prompt.question('', resolve);
  }).finally(() => {
    prompt.removeAllListeners('close');
    prompt.close();
    io.stderr.write('\n');
  });
}

async function readPassword(io: CommandIo): Promise<string> {
  if ('isTTY' in io.stdin && io.stdin.isTTY === true) {
    const password = await askHidden(io, 'Password: ');
    if ((await askHidden(io, 'The same password again: ')) !== password) throw new UsageError('The two passwords differ: nothing was changed');
    return password;
  }
  let text = '';
  for await (const chunk of io.stdin) text += String(chunk);
  const [firstLine = ''] = text.split(/\r?\n/);
  return firstLine;
}

/** Region and local must be ones the server knows, or the person would see nothing; groups must be ones it reads. */
function checkAgainstGeography(account: Account, geography: GeographyConfig, geographyFile: string): string[] {
  const problems: string[] = [];
  const regions = geography.regions.map((region) => region.name);
  if (account.region !== 'ALL' && !regions.includes(account.region)) {
    problems.push(`region '${account.region}' is neither ALL nor a region of ${geographyFile} (${regions.join(', ')})`);
  }
  const local = geography.locals.find((candidate) => candidate.name === account.local);
  if (account.local !== 'ALL' && !local) {
    const locals = geography.locals.map((candidate) => candidate.name);
    problems.push(`local '${account.local}' is neither ALL nor a local of ${geographyFile} (${locals.join(', ') || 'it has none'})`);
  }
  if (local && account.region !== 'ALL' && local.region !== account.region) {
    problems.push(`local '${local.name}' is in region '${local.region}', not '${account.region}'`);
  }
  for (const group of account.groups) {
    if (!/^(Global|Region-\S+|Local-\S+)$/.test(group)) problems.push(`group '${group}' is not Global, Region-<name> or Local-<name>`);
  }
  return problems;
}

/** Where the command reads and writes: the process's own streams and environment, or a test's. */
export interface CommandIo {
  args: string[];
  env: Record<string, string | undefined>;
  stdin: Readable;
  stdout: Pick<Writable, 'write'>;
  stderr: Pick<Writable, 'write'>;
}

async function addUser(io: CommandIo): Promise<void> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const { values, positionals } = parseArgs({
    args: io.args,
    options: {
      region: { type: 'string' },
      local: { type: 'string' },
      groups: { type: 'string' },
      email: { type: 'string' },
      remove: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    print(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new UsageError(`Name one username.\n\n${USAGE}`);
  const [username = ''] = positionals;
  const env = loadEnv(io.env);
  const file = accountsFile(env);
  if (env.OIDC_ISSUER) io.stderr.write(`Note: OIDC_ISSUER is set, so the server signs people in through ${env.OIDC_ISSUER}, not with this file.\n`);

  if (values.remove) {
    if (!(await removeAccount(file, username))) throw new UsageError(`${file} has no account '${username}': nothing was changed`);
    print(`Removed ${username} from ${file}. Restart the server for it to take effect.`);
    return;
  }

  const existing = (await readAccountsFile(file))?.find((account) => account.username === username);
  if (!existing && values.region === undefined) throw new UsageError(`A new account needs --region (a region name or ALL).\n\n${USAGE}`);
  const account: Account = {
    username,
    email: values.email ?? existing?.email ?? '',
    groups: values.groups === undefined ? (existing?.groups ?? []) : values.groups.split(',').map((group) => group.trim()).filter(Boolean),
    region: values.region ?? existing?.region ?? '',
    local: values.local ?? existing?.local ?? 'ALL',
  };
  const problems = checkAgainstGeography(account, await readGeographyConfig(env.GEOGRAPHY_FILE), env.GEOGRAPHY_FILE);
  if (problems.length > 0) throw new UsageError(`The account is invalid: ${problems.join('; ')}. Nothing was changed.`);

  const password = await readPassword(io);
  const { replaced } = await saveAccount(file, { ...account, password });
  const scope = account.local !== 'ALL' ? `local ${account.local}` : account.region === 'ALL' ? 'all regions' : `region ${account.region}`;
  const groups = account.groups.length ? account.groups.join(', ') : 'no group (read only)';
  print(`${replaced ? 'Replaced' : 'Added'} ${username} (${groups}; ${scope}) in ${file}. Restart the server for it to take effect.`);
}

/** Runs the command; resolves to its exit code. */
export async function runAddUser(io: CommandIo): Promise<number> {
  try {
    await addUser(io);
    return 0;
  } catch (error) {
    // Bad input (ours, the accounts file's, node:util's such as an unknown option) is the person's to fix: the message
    // alone; anything else in full.
    const parseError = error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
    const theirs = error instanceof UsageError || error instanceof AccountsSetupError || parseError;
    io.stderr.write(theirs ? `${ADD_USER_COMMAND}: ${error.message}\n` : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}

