/**
 * Who may do what (docs: architecture.md "Who may do what (server-enforced)", spec section 6), as pure functions.
 * Routes call these; nothing here reads a request, a token or the database.
 *
 * Decisions (each is least privilege where the rules leave room):
 * - Group names are matched exactly and case-sensitively, as the spec writes them (the SPA does the same): 'global' is
 *   not 'Global'. A bare 'Region-' or 'Local-' names no region or local and gives no create right.
 * - Claims are matched exactly: region 'all' is an unknown region name, not 'ALL'. An empty region or local claim counts
 *   as missing.
 * - No region claim: no countries at all, whatever the groups (even Global).
 * - Group Global (with a region claim): every country, whatever region/local say.
 * - Region 'ALL': every country, unless a specific local narrows it.
 * - A specific local wins over the region: its countries, intersected with the region's when the region is specific (a
 *   local outside its region gets only the overlap, usually nothing). An unknown local gives nothing; it never falls back
 *   to the region.
 * - An unknown region gives nothing.
 * - Countries are identified by name, as config/geography.json's locals and the survey target countries are.
 */

import { canCreateSurveys as canCreateSurveysFromGroups, GLOBAL_GROUP } from '../contract.ts';

/** The signed-in user as the verified id token describes them. */
export type Principal = {
  username: string;
  groups: readonly string[];
  /** `custom:region`: 'ALL', a region name, or undefined when the token has none. */
  region?: string | undefined;
  /** `custom:local`: 'ALL', a local unit name, or undefined. */
  local?: string | undefined;
};

/**
 * Regions and locals. Accepts config/geography.json as it is (region countries as `{ name, ... }` objects) as well as
 * plain country names.
 */
export type Geography = {
  readonly regions: readonly {
    readonly name: string;
    readonly countries: readonly (string | { readonly name: string })[];
  }[];
  readonly locals: readonly { readonly name: string; readonly region: string; readonly countries: readonly string[] }[];
};

/** The countries a user may act on: every country, or exactly these names. */
export type Scope = ReadonlySet<string> | 'all';

/** The answer to "may this user create a survey for these countries?". */
export type CreateDecision =
  | { allowed: true }
  /** Not a member of Global, Region-* or Local-*. */
  | { allowed: false; reason: 'no-create-right' }
  /** An empty country list: a survey nobody in scope could see is never created. */
  | { allowed: false; reason: 'no-countries' }
  /** `countries` lists the requested countries outside the user's scope (no duplicates, in request order). */
  | { allowed: false; reason: 'outside-scope'; countries: string[] };

export const ALL = 'ALL';
export { GLOBAL_GROUP };

type GeographyIndex = {
  regions: ReadonlyMap<string, ReadonlySet<string>>;
  locals: ReadonlyMap<string, ReadonlySet<string>>;
};

const indexCache = new WeakMap<Geography, GeographyIndex>();

/** Region and local names to their country-name sets; built once per geography object. */
export function geographyIndex(geography: Geography): GeographyIndex {
  const cached = indexCache.get(geography);
  if (cached) return cached;
  const regions = new Map<string, ReadonlySet<string>>();
  for (const region of geography.regions) {
    const names = region.countries.map((country) => (typeof country === 'string' ? country : country.name));
    regions.set(region.name, new Set(names));
  }
  const locals = new Map<string, ReadonlySet<string>>();
  for (const local of geography.locals) locals.set(local.name, new Set(local.countries));
  const index = { regions, locals };
  indexCache.set(geography, index);
  return index;
}

function claim(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Spec section 6: members of Global, or of a group beginning with Region- or Local-. Scope is checked separately. */
export function canCreateSurveys(principal: Principal): boolean {
  return canCreateSurveysFromGroups(principal.groups);
}

const NOTHING: ReadonlySet<string> = new Set();

/** The countries the user may see and act on (what `/api/user-allowed-countries` answers). */
export function countriesInScope(principal: Principal, geography: Geography): Scope {
  const region = claim(principal.region);
  const local = claim(principal.local);
  if (region === undefined) return NOTHING;
  if (principal.groups.includes(GLOBAL_GROUP)) return 'all';

  const index = geographyIndex(geography);
  const regionCountries = region === ALL ? 'all' : (index.regions.get(region) ?? NOTHING);
  if (local === undefined || local === ALL) return regionCountries;

  const localCountries = index.locals.get(local) ?? NOTHING;
  if (regionCountries === 'all') return localCountries;
  // The local must lie in the region; whatever of it does not is out of scope.
  return new Set([...localCountries].filter((country) => regionCountries.has(country)));
}

function inScope(scope: Scope, country: string): boolean {
  return scope === 'all' || scope.has(country);
}

/** May the user create a survey targeting these countries? Country names are validated against the data elsewhere. */
export function canCreateForCountries(
  principal: Principal,
  countries: readonly string[],
  geography: Geography,
): CreateDecision {
  if (!canCreateSurveys(principal)) return { allowed: false, reason: 'no-create-right' };
  if (countries.length === 0) return { allowed: false, reason: 'no-countries' };
  const scope = countriesInScope(principal, geography);
  const outside = [...new Set(countries)].filter((country) => !inScope(scope, country));
  return outside.length === 0 ? { allowed: true } : { allowed: false, reason: 'outside-scope', countries: outside };
}

/**
 * A survey is visible when its target countries meet the user's scope (any overlap). A global-scope user sees every
 * survey, including one whose countries are empty or no longer in the geography, so it can still be cleaned up.
 */
export function canSeeSurvey(principal: Principal, surveyCountries: readonly string[], geography: Geography): boolean {
  const scope = countriesInScope(principal, geography);
  return scope === 'all' || surveyCountries.some((country) => scope.has(country));
}

/** Global users: a create right and every country in scope (Global with a region claim, or region ALL + a create group). */
export function isGlobalUser(principal: Principal, geography: Geography): boolean {
  return canCreateSurveys(principal) && countriesInScope(principal, geography) === 'all';
}

/**
 * Delete: a global user, or the creator within scope. The creator must still hold a create right (a revoked creator
 * loses it) and every target country must be in scope: deleting removes the data of all of the survey's countries, so
 * seeing one of them is not enough. Usernames compare exactly; an empty username is nobody.
 */
export function canDeleteSurvey(
  principal: Principal,
  survey: { createdBy: string; countries: readonly string[] },
  geography: Geography,
): boolean {
  if (isGlobalUser(principal, geography)) return true;
  if (principal.username === '' || survey.createdBy !== principal.username) return false;
  if (!canCreateSurveys(principal) || survey.countries.length === 0) return false;
  const scope = countriesInScope(principal, geography);
  return survey.countries.every((country) => inScope(scope, country));
}

/** The given countries that are in scope, in their order: for submissions, logs, exports and reports. */
export function filterToScope(principal: Principal, countries: readonly string[], geography: Geography): string[] {
  const scope = countriesInScope(principal, geography);
  return countries.filter((country) => inScope(scope, country));
}

/** The part of the organisation a report covers: its scope type and the name that scope goes by. */
export type ReportScope = {
  type: 'GLOBAL' | 'REGIONAL' | 'LOCAL' | 'COUNTRY';
  /** 'Global', a region name, a local name or a country name. */
  identifier: string;
};

/**
 * Who reads which report (docs/decisions.md): a report aggregates the answers of every country of its scope, so it is
 * shown only to people who may see all of them.
 * - Users whose scope is every country read every report.
 * - REGIONAL: the users of that region whose local is ALL (a local user would read its neighbours' figures).
 * - LOCAL: the users of that local, and the users of the local's region whose local is ALL.
 * - COUNTRY: anyone with that country in scope.
 * - GLOBAL: only the first group.
 */
export function canSeeReport(principal: Principal, report: ReportScope, geography: Geography): boolean {
  const scope = countriesInScope(principal, geography);
  if (scope === 'all') return true;
  if (scope.size === 0) return false;
  const region = claim(principal.region);
  const local = claim(principal.local);
  const wholeRegion = local === undefined || local === ALL;
  switch (report.type) {
    case 'GLOBAL':
      return false;
    case 'REGIONAL':
      return wholeRegion && region === report.identifier;
    case 'LOCAL': {
      if (local === report.identifier) return true;
      const reportLocal = geography.locals.find((candidate) => candidate.name === report.identifier);
      return wholeRegion && reportLocal !== undefined && reportLocal.region === region;
    }
    case 'COUNTRY':
      return scope.has(report.identifier);
  }
}
