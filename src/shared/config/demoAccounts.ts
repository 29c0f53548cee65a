import { DEFAULT_CLAIM_NAMES, GLOBAL_GROUP } from '../api/contract';

/** A demo person of the embedded sign-in, one per role: the server creates them, the mocks and tests sign in as them. */
export interface DemoAccount {
  username: string;
  email: string;
  groups: readonly string[];
  /** 'ALL' or a region name of config/geography.json. */
  region: string;
  /** 'ALL' or a local name of config/geography.json. */
  local: string;
}

// Names of config/geography.json and of the identity provider's groups: data, not text for people.
const LATAM = 'Latin America & Caribbean';
const MEXICO = 'Mexico';
const LATAM_MANAGERS = 'Region-LatinAmerica';
const MEXICO_STAFF = 'Local-Mexico';

export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@example.com', groups: [GLOBAL_GROUP], region: 'ALL', local: 'ALL' },
  'latam.manager': {
    username: 'latam.manager',
    email: 'latam.manager@example.com',
    groups: [LATAM_MANAGERS],
    region: LATAM,
    local: 'ALL',
  },
  'mexico.local': {
    username: 'mexico.local',
    email: 'mexico.local@example.com',
    groups: [MEXICO_STAFF],
    region: LATAM,
    local: MEXICO,
  },
  viewer: { username: 'viewer', email: 'viewer@example.com', groups: [], region: 'ALL', local: 'ALL' },
} as const satisfies Record<string, DemoAccount>;

export type DemoUsername = keyof typeof DEMO_ACCOUNTS;

/** Every demo account shares it; the server prints the accounts only while it still opens them. */
export const DEMO_PASSWORD = 'demo';

/** A demo account as an id token carries it under the default (Cognito) claim names. */
export function demoAccountClaims(account: DemoAccount) {
  return {
    username: account.username,
    email: account.email,
    [DEFAULT_CLAIM_NAMES.groups]: [...account.groups],
    [DEFAULT_CLAIM_NAMES.region]: account.region,
    [DEFAULT_CLAIM_NAMES.local]: account.local,
  };
}
