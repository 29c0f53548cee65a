import { BlockList, isIP } from 'node:net';

import type { DemoAccount } from '../../../src/shared/config/demoAccounts.ts';
import { type AccountStore, AccountsSetupError, ADD_USER_COMMAND, DEMO_ACCOUNTS, DEMO_PASSWORD, readAccountsFile } from './accounts.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True when the host is this machine alone (localhost, 127.0.0.0/8, ::1): nobody else can reach it there. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

export const isLoopbackOrigin = (origin: string): boolean => isLoopbackHost(new URL(origin).hostname);

export type DemoAccountsSetting = 'auto' | 'true' | 'false';

/**
 * Where demo accounts (password 'demo') may exist: 'auto' only where nobody else can reach them, a loopback PUBLIC_URL
 * served on a loopback HOST (`listenHost`); elsewhere as the setting says.
 */
export interface DemoAccountsRule {
  setting: DemoAccountsSetting;
  publicUrl: string;
  listenHost: string;
}

export function demoAccountsAllowed({ setting, publicUrl, listenHost }: DemoAccountsRule): boolean {
  return setting === 'auto' ? isLoopbackOrigin(publicUrl) && isLoopbackHost(listenHost) : setting === 'true';
}

function whyNoDemoAccounts({ setting, publicUrl, listenHost }: DemoAccountsRule): string {
  if (setting === 'false') return 'IDP_DEMO_ACCOUNTS is false';
  if (!isLoopbackOrigin(publicUrl)) return `PUBLIC_URL ${publicUrl} is not a loopback address (for a demo server there, set IDP_DEMO_ACCOUNTS=true)`;
  return `HOST ${listenHost} lets other machines connect (for a demo server there, set IDP_DEMO_ACCOUNTS=true)`;
}

const HOW_TO_ADD = `Add a person with \`${ADD_USER_COMMAND} -- <username> --region <region or ALL> [--local <local>] [--groups Global]\` (it asks for the password), with the same DATA_DIR or IDP_USERS_FILE as the server.`;

/**
 * Before the provider opens the accounts file (which creates the demo accounts when it is missing): refuses to start
 * without the file unless demo accounts may be created.
 */
export async function requireAccountsFile(file: string, rule: DemoAccountsRule): Promise<void> {
  if (demoAccountsAllowed(rule) || (await readAccountsFile(file)) !== undefined) return;
  throw new AccountsSetupError(
    `No accounts to sign in with: ${file} does not exist, and no demo accounts are created because ${whyNoDemoAccounts(rule)}. ${HOW_TO_ADD}`,
  );
}

/**
 * Once the accounts are read: refuses an empty file, and demo accounts still opened by the demo password where they
 * may not be. Answers those demo accounts (for the start-up banner to print where they may be).
 */
export async function checkOpenedAccounts(accounts: AccountStore, rule: DemoAccountsRule): Promise<DemoAccount[]> {
  if (accounts.usernames.length === 0) throw new AccountsSetupError(`The accounts file ${accounts.file} has no accounts. ${HOW_TO_ADD}`);
  const withDemoPassword: DemoAccount[] = [];
  for (const demo of Object.values(DEMO_ACCOUNTS)) {
    if (accounts.find(demo.username) && (await accounts.verifyPassword(demo.username, DEMO_PASSWORD))) withDemoPassword.push(demo);
  }
  if (withDemoPassword.length > 0 && !demoAccountsAllowed(rule)) {
    const names = withDemoPassword.map((demo) => demo.username);
    throw new AccountsSetupError(
      `The accounts file ${accounts.file} still has demo accounts with the password '${DEMO_PASSWORD}' (${names.join(', ')}), and ${whyNoDemoAccounts(rule)}. ` +
        `Give each a password of its own (\`${ADD_USER_COMMAND} -- <username>\` asks for it) or remove it (\`${ADD_USER_COMMAND} -- --remove <username>\`).`,
    );
  }
  return withDemoPassword;
}
