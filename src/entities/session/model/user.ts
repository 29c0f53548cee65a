import { type ClaimNames, getRuntimeConfig } from '@/shared/config';

/** The signed-in staff member, as the identity token describes them. */
export interface User {
  username: string;
  email: string;
  groups: string[];
  /** `custom:region`: 'ALL' for global scope, a region name, or undefined when the token has none. */
  region: string | undefined;
  /** `custom:local`: 'ALL', a local unit (e.g. 'Mexico'), or undefined. */
  local: string | undefined;
}

/** The claims a user is built from, by name; the expiry does not matter here. */
export type UserClaims = Readonly<Record<string, unknown>>;

export const GLOBAL_SCOPE = 'ALL';

/** A non-empty string claim; anything else counts as absent. */
function text(claims: UserClaims, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Issuers send the groups as an array, or a lone group as a string. */
function groupsOf(claims: UserClaims, name: string): string[] {
  const value = claims[name];
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}

export function userFromClaims(claims: UserClaims, names: ClaimNames = getRuntimeConfig().claimNames): User {
  const email = text(claims, names.email);
  return {
    username: names.username.map((name) => text(claims, name)).find((value) => value !== undefined) ?? email ?? '',
    email: email ?? '',
    groups: groupsOf(claims, names.groups),
    region: text(claims, names.region),
    local: text(claims, names.local),
  };
}

/**
 * Spec section 6: members of Global, or of a group beginning with Region- or Local- (case as the spec writes it). A bare
 * 'Region-' or 'Local-' names nothing, and the server grants it nothing: the button follows the server.
 */
export function canCreateSurvey(groups: readonly string[]): boolean {
  return groups.some((group) => group === 'Global' || /^(Region|Local)-./.test(group));
}

export function hasGlobalScope(user: Pick<User, 'region'>): boolean {
  return user.region === GLOBAL_SCOPE;
}

/**
 * Spec section 1. A local without a region would read 'within undefined region', so it falls through to the
 * general text; a local of ALL means the whole region.
 */
export function dashboardSubtitle(user: Pick<User, 'region' | 'local'>): string {
  const { region, local } = user;
  if (region === GLOBAL_SCOPE) return 'Global overview of all survey activity and insights';
  if (!region) return 'Overview of your survey activity and insights';
  if (local && local !== GLOBAL_SCOPE) return `Overview for ${local} within ${region} region`;
  return `Overview for the ${region} region`;
}

/** The first character of the username, upper-cased ('kim.minji' -> 'K'), or '?' when there is none. */
export function userInitial(user: Pick<User, 'username'>): string {
  // Array.from keeps a character outside the BMP whole.
  const first = Array.from(user.username.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
