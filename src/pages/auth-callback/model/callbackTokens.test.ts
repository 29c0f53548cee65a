import { describe, expect, it } from 'vitest';

import { readCallbackTokens } from './callbackTokens';

describe('reading the callback tokens', () => {
  it('reads id, access and refresh tokens from the hash', () => {
    expect(readCallbackTokens({ hash: '#id_token=id.jwt.sig&access_token=acc&refresh_token=ref', search: '' })).toEqual({
      idToken: 'id.jwt.sig',
      accessToken: 'acc',
      refreshToken: 'ref',
    });
  });

  it('falls back to the query string when the hash has none', () => {
    expect(readCallbackTokens({ hash: '', search: '?id_token=id.jwt.sig&access_token=acc&refresh_token=ref' })).toEqual({
      idToken: 'id.jwt.sig',
      accessToken: 'acc',
      refreshToken: 'ref',
    });
  });

  it('prefers the hash when both carry tokens', () => {
    expect(
      readCallbackTokens({ hash: '#id_token=from-hash&access_token=hash-acc', search: '?id_token=from-query&access_token=query-acc' }),
    ).toEqual({ idToken: 'from-hash', accessToken: 'hash-acc', refreshToken: undefined });
  });

  it('reads each token on its own: the id token from the hash, the access token the hash lacks from the query', () => {
    expect(readCallbackTokens({ hash: '#id_token=from-hash', search: '?id_token=from-query&access_token=query-acc' })).toEqual({
      idToken: 'from-hash',
      accessToken: 'query-acc',
      refreshToken: undefined,
    });
  });

  it('takes the access token from the hash and the id token from the query when only the query has it', () => {
    expect(readCallbackTokens({ hash: '#access_token=hash-acc', search: '?id_token=from-query&access_token=query-acc' })).toEqual({
      idToken: 'from-query',
      accessToken: 'hash-acc',
      refreshToken: undefined,
    });
  });

  it.each([
    ['the query when the hash has none', '#id_token=id&access_token=acc', '?refresh_token=query-ref', 'query-ref'],
    ['the hash first when both have one', '#id_token=id&access_token=acc&refresh_token=hash-ref', '?refresh_token=query-ref', 'hash-ref'],
    ['the query when the hash one is empty', '#id_token=id&access_token=acc&refresh_token=', '?refresh_token=query-ref', 'query-ref'],
  ])('reads the refresh token from %s', (_case, hash, search, refreshToken) => {
    expect(readCallbackTokens({ hash, search })).toEqual({ idToken: 'id', accessToken: 'acc', refreshToken });
  });

  it('reads an empty id token in the hash as missing and takes the query one', () => {
    expect(readCallbackTokens({ hash: '#id_token=&access_token=acc', search: '?id_token=from-query' })).toEqual({
      idToken: 'from-query',
      accessToken: 'acc',
      refreshToken: undefined,
    });
  });

  it.each([
    ['absent', '#id_token=id&access_token=acc'],
    ['empty', '#id_token=id&access_token=acc&refresh_token='],
  ])('leaves the refresh token out when it is %s', (_case, hash) => {
    expect(readCallbackTokens({ hash, search: '' })).toEqual({ idToken: 'id', accessToken: 'acc', refreshToken: undefined });
  });

  it('decodes URL-encoded values', () => {
    const accessToken = 'a+b/c=d&e';
    const hash = `#id_token=${encodeURIComponent('head.päyload.sig')}&access_token=${encodeURIComponent(accessToken)}`;
    expect(readCallbackTokens({ hash, search: '' })).toMatchObject({ idToken: 'head.päyload.sig', accessToken });
  });

  it.each([
    ['nothing', '', ''],
    ['only an id token', '#id_token=id', '?id_token=id'],
    ['only an id token in the hash and only a refresh token in the query', '#id_token=id', '?refresh_token=ref'],
    ['only an access token', '#access_token=acc', ''],
    ['empty values', '#id_token=&access_token=', '?id_token=&access_token='],
    ['unrelated parameters', '', '?id=pages-auth-callback&viewMode=story'],
  ])('finds none with %s', (_case, hash, search) => {
    expect(readCallbackTokens({ hash, search })).toBeNull();
  });
});
