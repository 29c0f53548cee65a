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

  it('takes the query set whole when the hash lacks the access token', () => {
    expect(readCallbackTokens({ hash: '#id_token=from-hash', search: '?id_token=from-query&access_token=query-acc' })).toEqual({
      idToken: 'from-query',
      accessToken: 'query-acc',
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
    ['only an access token', '#access_token=acc', ''],
    ['empty values', '#id_token=&access_token=', '?id_token=&access_token='],
    ['unrelated parameters', '', '?id=pages-auth-callback&viewMode=story'],
  ])('finds none with %s', (_case, hash, search) => {
    expect(readCallbackTokens({ hash, search })).toBeNull();
  });
});
