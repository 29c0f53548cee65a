/*
 * How an id token's claims describe a staff member, and who may create surveys: read the same way by the SPA (to show
 * the user and the Create Survey item) and by the server (to decide what the user may do).
 */

/** Where an id token carries the user's attributes; the server's settings, sent to the SPA in /config.js. */
export interface ClaimNames {
  groups: string;
  region: string;
  local: string;
  /** Tried in order: issuers disagree on the username claim's name. */
  username: readonly string[];
  email: string;
}

/** The signed-in staff member, as the identity token describes them. */
export interface ClaimedUser {
  /** The first username claim present, else the e-mail, else the subject ('' when the token has none of them). */
  username: string;
  /** Empty when the token has no e-mail. */
  email: string;
  groups: string[];
  /** `custom:region`: 'ALL' for global scope, a region name, or undefined when the token has none. */
  region: string | undefined;
  /** `custom:local`: 'ALL', a local unit (e.g. 'Mexico'), or undefined. */
  local: string | undefined;
}

export interface ClaimReading {
  user: ClaimedUser;
  /** Names of claims of the wrong type: the server refuses such a token, the SPA reads them as absent. */
  malformed: string[];
}

/**
 * Reads the user from id-token claims. A missing, null or empty string claim is absent; groups may come as an array or,
 * from some issuers, as a lone string.
 */
export function readUserClaims(claims: Readonly<Record<string, unknown>>, names: ClaimNames): ClaimReading {
  const malformed: string[] = [];
  const text = (name: string): string | undefined => {
    const value = claims[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string') return value;
    malformed.push(name);
    return undefined;
  };
  const groups = (): string[] => {
    const value = claims[names.groups];
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return value === '' ? [] : [value];
    if (Array.isArray(value) && value.every((group): group is string => typeof group === 'string')) return [...value];
    malformed.push(names.groups);
    return [];
  };
  const email = text(names.email);
  const username = names.username.map(text).find((value) => value !== undefined) ?? email ?? text('sub') ?? '';
  const user = { username, email: email ?? '', groups: groups(), region: text(names.region), local: text(names.local) };
  return { user, malformed };
}

export const GLOBAL_GROUP = 'Global';

/**
 * Spec section 6: members of Global, or of a group beginning with Region- or Local- (case as the spec writes it). A bare
 * 'Region-' or 'Local-' names nothing and grants nothing.
 */
export function canCreateSurveys(groups: readonly string[]): boolean {
  return groups.some((group) => group === GLOBAL_GROUP || /^(Region|Local)-./.test(group));
}
