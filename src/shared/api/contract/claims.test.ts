import { describe, expect, it } from 'vitest';

import { DEFAULT_CLAIM_NAMES } from './auth';
import { canCreateSurveys, readUserClaims } from './claims';

describe('readUserClaims (the SPA and the server read a token alike)', () => {
  it.each([
    ['the first username claim present', { username: 'second', 'cognito:username': 'first', email: 'e@x', sub: 's' }, 'first'],
    ['the e-mail when no username claim is present', { email: 'e@x', sub: 's' }, 'e@x'],
    ['the subject when there is neither', { sub: 's-1' }, 's-1'],
    ['nothing when there is none of them', {}, ''],
  ])('takes as username %s', (_case, claims, username) => {
    expect(readUserClaims(claims, DEFAULT_CLAIM_NAMES).user.username).toBe(username);
  });

  it('reads groups as a list or a lone string, and empty values as absent', () => {
    const { user, malformed } = readUserClaims(
      { 'cognito:groups': 'Global', 'custom:region': '', 'custom:local': null, email: '' },
      DEFAULT_CLAIM_NAMES,
    );
    expect(user).toEqual({ username: '', email: '', groups: ['Global'], region: undefined, local: undefined });
    expect(malformed).toEqual([]);
  });

  it('names the claims of the wrong type, which then read as absent', () => {
    const { user, malformed } = readUserClaims(
      { 'cognito:username': 5, 'cognito:groups': ['Local-Mexico', 3], 'custom:region': ['ALL'], email: 'e@x' },
      DEFAULT_CLAIM_NAMES,
    );
    expect(malformed).toEqual(['cognito:username', 'cognito:groups', 'custom:region']);
    expect(user).toMatchObject({ username: 'e@x', groups: [], region: undefined });
  });
});

describe('canCreateSurveys', () => {
  it.each([
    [['Global'], true],
    [['Region-LatinAmerica'], true],
    [['Local-Mexico'], true],
    [['Region-'], false],
    [['Local-'], false],
    [['global'], false],
    [['region-LatinAmerica'], false],
    [[], false],
    [['Viewers', 'Local-Mexico'], true],
  ])('%j -> %s', (groups, allowed) => {
    expect(canCreateSurveys(groups)).toBe(allowed);
  });
});
