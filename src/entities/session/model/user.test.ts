// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { demoUsers } from '../api/__mocks__/sessionFixtures';
import { canCreateSurvey, hasGlobalScope, type User, userFromClaims, type UserClaims, userInitial } from './user';

describe('userFromClaims', () => {
  it.each<[string, UserClaims, string]>([
    // The API's order (Cognito's id tokens name it cognito:username), so both sides name the same user.
    ['cognito:username first', { 'cognito:username': 'kim.minji', username: 'u', preferred_username: 'p', email: 'e@x' }, 'kim.minji'],
    ['then username', { username: 'lee.seoyeon', preferred_username: 'p', email: 'e@x' }, 'lee.seoyeon'],
    ['then preferred_username', { preferred_username: 'park.jiho', email: 'e@x' }, 'park.jiho'],
    ['then the e-mail', { email: 'ana.garcia@example.com' }, 'ana.garcia@example.com'],
    ['else empty', {}, ''],
  ])('takes the username: %s', (_case, claims, username) => {
    expect(userFromClaims(claims).username).toBe(username);
  });

  it('reads groups, region and local', () => {
    expect(userFromClaims(demoUsers.mexicoLocal)).toEqual<User>({
      username: 'mexico.local',
      email: 'mexico.local@example.com',
      groups: ['Local-Mexico'],
      region: 'Latin America & Caribbean',
      local: 'Mexico',
    });
  });

  it('defaults to no groups, no e-mail and no region or local', () => {
    expect(userFromClaims({ username: 'carlos.mendoza' })).toEqual<User>({
      username: 'carlos.mendoza',
      email: '',
      groups: [],
      region: undefined,
      local: undefined,
    });
  });

  it('reads the claims under the names the server configures (an issuer other than Cognito)', () => {
    const keycloakNames = { groups: 'groups', region: 'region', local: 'site', username: ['preferred_username'], email: 'mail' };
    const claims = { preferred_username: 'ana.garcia', mail: 'ana@example.com', groups: ['Region-LatinAmerica'], region: 'Latin America & Caribbean', site: 'ALL', 'cognito:groups': ['Global'] };
    expect(userFromClaims(claims, keycloakNames)).toEqual<User>({
      username: 'ana.garcia',
      email: 'ana@example.com',
      groups: ['Region-LatinAmerica'],
      region: 'Latin America & Caribbean',
      local: 'ALL',
    });
  });

  it('takes a lone group given as a string, and ignores claims of the wrong type or empty', () => {
    expect(userFromClaims({ username: 'u', 'cognito:groups': 'Global', 'custom:region': '', 'custom:local': 7 })).toEqual<User>({
      username: 'u',
      email: '',
      groups: ['Global'],
      region: undefined,
      local: undefined,
    });
    // A group list with a non-string in it is malformed as a whole, as the server (which refuses the token) reads it.
    expect(userFromClaims({ username: 5, email: 'e@x', 'cognito:groups': ['Local-Mexico', 3] }).groups).toEqual([]);
    expect(userFromClaims({ username: 5, email: 'e@x' }).username).toBe('e@x');
  });

  it('follows the claim names of the runtime configuration', () => {
    window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, claimNames: { groups: 'roles' } };
    try {
      expect(userFromClaims({ username: 'u', roles: ['Global'], 'cognito:groups': ['Local-Mexico'] }).groups).toEqual(['Global']);
    } finally {
      window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, claimNames: undefined };
    }
  });
});

describe('canCreateSurvey', () => {
  it.each<[string[], boolean]>([
    [['Global'], true],
    [['global'], false],
    [['GLOBAL'], false],
    [['Global-Admins'], false],
    [['Region-LatinAmerica'], true],
    [['Region-'], false],
    [['Local-'], false],
    [['Regional'], false],
    [['region-LatinAmerica'], false],
    [['Local-Mexico'], true],
    [['Local'], false],
    [['Locals-Mexico'], false],
    [['Viewers', 'Local-Mexico'], true],
    [['Viewers'], false],
    [[], false],
  ])('%j -> %s', (groups, expected) => {
    expect(canCreateSurvey(groups)).toBe(expected);
  });
});

describe('hasGlobalScope', () => {
  it.each<[string | undefined, boolean]>([
    ['ALL', true],
    ['all', false],
    ['Latin America & Caribbean', false],
    ['', false],
    [undefined, false],
  ])('region %j -> %s', (region, expected) => {
    expect(hasGlobalScope({ region })).toBe(expected);
  });
});

describe('userInitial', () => {
  it.each([
    ['kim.minji', 'K'],
    ['ana.garcia', 'A'],
    ['Álvaro', 'Á'],
    ['éric', 'É'],
    ['김민지', '김'],
    ['𝒜lex', '𝒜'],
    ['  lucas.silva', 'L'],
    ['7eleven', '7'],
    ['', '?'],
    ['   ', '?'],
  ])('%j -> %j', (username, initial) => {
    expect(userInitial({ username })).toBe(initial);
  });
});
