import { canCreateSurveys, type ClaimedUser, readUserClaims } from '@/shared/api';
import { type ClaimNames, getRuntimeConfig } from '@/shared/config';

/** The signed-in staff member, as the identity token describes them (read by the rule the server uses too). */
export type User = ClaimedUser;

/** The claims a user is built from, by name; the expiry does not matter here. */
export type UserClaims = Readonly<Record<string, unknown>>;

export const GLOBAL_SCOPE = 'ALL';

/** A claim of the wrong type reads as absent here; the server refuses such a token, so the session then ends. */
export function userFromClaims(claims: UserClaims, names: ClaimNames = getRuntimeConfig().claimNames): User {
  return readUserClaims(claims, names).user;
}

/** Spec section 6, the server's own rule: the Create Survey item follows what the server grants. */
export function canCreateSurvey(groups: readonly string[]): boolean {
  return canCreateSurveys(groups);
}

export function hasGlobalScope(user: Pick<User, 'region'>): boolean {
  return user.region === GLOBAL_SCOPE;
}

/** The first character of the username, upper-cased ('kim.minji' -> 'K'), or '?' when there is none. */
export function userInitial(user: Pick<User, 'username'>): string {
  // Array.from keeps a character outside the BMP whole.
  const first = Array.from(user.username.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
