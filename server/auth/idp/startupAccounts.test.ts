import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';

import { freePort, startServerProcess } from '../../../scripts/serverProcess.ts';
import { startServer } from '../../bootstrap.ts';
import { loadEnv } from '../../env.ts';
import { AccountsSetupError, DEMO_PASSWORD, openAccountStore, removeAccount, saveAccount } from './accounts.ts';
import { isLoopbackOrigin } from './startupAccounts.ts';

/*
 * No demo passwords in production (issue 15, item 4): the demo accounts are created only where nobody else can reach
 * them or where the operator asks for them; elsewhere the server refuses to start without accounts of its own.
 */

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'startup-accounts-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('isLoopbackOrigin', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://LOCALHOST', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.8.9.10', true],
    ['http://[::1]:3000', true],
    ['http://[::ffff:127.0.0.1]:3000', true],
    ['https://surveys.example.com', false],
    ['http://localhost.example.com', false],
    ['http://10.0.0.5:3000', false],
    ['http://0.0.0.0:3000', false],
    ['http://[::2]', false],
    ['http://128.0.0.1', false],
  ])('%s: %s', (origin, loopback) => {
    expect(isLoopbackOrigin(origin)).toBe(loopback);
  });
});

describe('the accounts at start-up', () => {
  /** Starts the server in this process on an in-memory database, with the accounts in `usersFile`. */
  async function start(usersFile: string, settings: Record<string, string>) {
    const port = await freePort();
    const env = loadEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      SEED_DEMO: 'false',
      DIST_DIR: path.join(directory, 'no-build'),
      IDP_USERS_FILE: usersFile,
      ...settings,
    });
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    onTestFinished(() => {
      printed.mockRestore();
    });
    const server = await startServer(env, pino({ level: 'silent' }));
    onTestFinished(() => server.close());
    return { banner: printed.mock.calls.flat().join('\n') };
  }

  it('creates and prints the demo accounts at a loopback address', async () => {
    const usersFile = path.join(directory, 'loopback', 'idp-users.json');
    const { banner } = await start(usersFile, { PUBLIC_URL: 'http://127.0.0.1:3000' });

    const accounts = await openAccountStore(usersFile);
    expect(await accounts.verifyPassword('admin', DEMO_PASSWORD)).toMatchObject({ username: 'admin', groups: ['Global'] });
    expect(accounts.usernames).toEqual(['admin', 'latam.manager', 'mexico.local', 'viewer']);
    expect(banner).toContain(`Sign in with a demo account (password: ${DEMO_PASSWORD}):`);
    expect(banner).toMatch(/admin\s+Global - all regions/);
  });

  it('creates no demo accounts at a loopback address served to other machines (HOST 0.0.0.0)', async () => {
    const usersFile = path.join(directory, 'all-interfaces', 'idp-users.json');
    const refusal: unknown = await start(usersFile, { PUBLIC_URL: 'http://localhost:3000', HOST: '0.0.0.0' }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AccountsSetupError);
    expect((refusal as Error).message).toContain('HOST 0.0.0.0 lets other machines connect (for a demo server there, set IDP_DEMO_ACCOUNTS=true)');
    expect(await exists(usersFile)).toBe(false);
  });

  it('refuses to start at an https address without accounts, saying how to add one, and creates none', async () => {
    const usersFile = path.join(directory, 'production', 'idp-users.json');
    const refusal: unknown = await start(usersFile, { PUBLIC_URL: 'https://surveys.example.com' }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AccountsSetupError);
    expect((refusal as Error).message).toBe(
      `No accounts to sign in with: ${usersFile} does not exist, and no demo accounts are created because PUBLIC_URL ` +
        'https://surveys.example.com is not a loopback address (for a demo server there, set IDP_DEMO_ACCOUNTS=true). ' +
        'Add a person with `npm run idp:add-user -- <username> --region <region or ALL> [--local <local>] [--groups Global]` ' +
        '(it asks for the password), with the same DATA_DIR or IDP_USERS_FILE as the server.',
    );
    expect(await exists(usersFile)).toBe(false);
  });

  it('starts at an https address with an account of its own, and prints no password', async () => {
    const usersFile = path.join(directory, 'own', 'idp-users.json');
    await saveAccount(usersFile, { username: 'ana.kim', email: 'ana.kim@example.com', groups: ['Global'], region: 'ALL', local: 'ALL', password: 'a long pass phrase' });
    const { banner } = await start(usersFile, { PUBLIC_URL: 'https://surveys.example.com' });

    expect(banner).toContain('Survey Platform is running at https://surveys.example.com');
    expect(banner).not.toContain('demo account');
  });

  it('refuses demo accounts that still open with the demo password at an https address', async () => {
    // A data directory first started on a laptop, then put behind a public address.
    const usersFile = path.join(directory, 'moved', 'idp-users.json');
    await openAccountStore(usersFile);
    await saveAccount(usersFile, { username: 'viewer', email: '', groups: [], region: 'ALL', local: 'ALL', password: 'changed since' });

    const refusal: unknown = await start(usersFile, { PUBLIC_URL: 'https://surveys.example.com' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AccountsSetupError);
    expect((refusal as Error).message).toContain(
      `The accounts file ${usersFile} still has demo accounts with the password 'demo' (admin, latam.manager, mexico.local)`,
    );
    expect((refusal as Error).message).toContain('npm run idp:add-user -- --remove <username>');
  });

  it('creates the demo accounts at an https address when IDP_DEMO_ACCOUNTS=true', async () => {
    const usersFile = path.join(directory, 'demo-server', 'idp-users.json');
    const { banner } = await start(usersFile, { PUBLIC_URL: 'https://demo.example.com', IDP_DEMO_ACCOUNTS: 'true' });

    expect(await (await openAccountStore(usersFile)).verifyPassword('viewer', DEMO_PASSWORD)).toMatchObject({ username: 'viewer' });
    expect(banner).toContain('Sign in with a demo account');
  });

  it('refuses an accounts file with nobody in it, even at a loopback address', async () => {
    const usersFile = path.join(directory, 'empty', 'idp-users.json');
    await saveAccount(usersFile, { username: 'leaving', email: '', groups: [], region: 'ALL', local: 'ALL', password: 'about to go' });
    await removeAccount(usersFile, 'leaving');

    const refusal: unknown = await start(usersFile, { PUBLIC_URL: 'http://localhost:3000' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AccountsSetupError);
    expect((refusal as Error).message).toMatch(new RegExp(`^The accounts file ${usersFile} has no accounts\\. Add a person with`));
  });

  it('npm start at an https address without accounts exits 1 with the message alone', async () => {
    const server = startServerProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://surveys.example.com',
      IDP_USERS_FILE: path.join(directory, 'process', 'idp-users.json'),
    });
    onTestFinished(async () => {
      await server.stop();
    });

    expect(await server.exited).toBe(1);
    const { stdout, stderr } = server.output();
    expect(stderr).toContain('No accounts to sign in with:');
    expect(stderr).toContain('npm run idp:add-user -- <username> --region');
    // An operator's message, not a crash: no stack trace, and no password anywhere.
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(`${stdout}${stderr}`).not.toContain('password: demo');
  });
});
