import type { IdTokenClaims } from '@/shared/api';

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

/** The claims a user is built from; the expiry does not matter here. */
export type UserClaims = Omit<IdTokenClaims, 'exp'>;

export const GLOBAL_SCOPE = 'ALL';

export function userFromClaims(claims: UserClaims): User {
  return {
    username: claims.username ?? claims['cognito:username'] ?? claims.preferred_username ?? claims.email ?? '',
    email: claims.email ?? '',
    groups: claims['cognito:groups'] ?? [],
    region: claims['custom:region'],
    local: claims['custom:local'],
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
