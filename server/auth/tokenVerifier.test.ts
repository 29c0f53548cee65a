import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { SignJWT, base64url, exportJWK, exportSPKI, generateKeyPair } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWK, JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { TokenRejected, bearerToken, createTokenVerifier } from './tokenVerifier.ts';
import type { TokenRejectedCode, TokenVerifierOptions } from './tokenVerifier.ts';

const ISSUER = 'https://idp.test/issuer';
const AUDIENCE = 'survey-spa';

interface SigningKey {
  kid: string;
  alg: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function makeKey(kid: string, alg = 'RS256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { kid, alg, privateKey, publicKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const baseClaims: JWTPayload = {
  sub: 'user-123',
  'cognito:username': 'latam.manager',
  email: 'latam.manager@example.test',
  'cognito:groups': ['Region-LatinAmerica'],
  'custom:region': 'Latin America & Caribbean',
  'custom:local': 'ALL',
};

interface SignOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string | string[];
  issuedAt?: number | null;
  expiresAt?: number | null;
  notBefore?: number;
  kid?: string;
}

async function sign(key: SigningKey, options: SignOptions = {}): Promise<string> {
  const jwt = new SignJWT(options.claims ?? baseClaims)
    .setProtectedHeader({ alg: key.alg, kid: options.kid ?? key.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE);
  if (options.issuedAt !== null) jwt.setIssuedAt(options.issuedAt);
  if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? nowSeconds() + 3600);
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(key.privateKey);
}

const encodeJson = (value: unknown): string => base64url.encode(JSON.stringify(value));

async function expectRejected(promise: Promise<unknown>, code: TokenRejectedCode): Promise<TokenRejected> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TokenRejected);
  const rejected = error as TokenRejected;
  expect(rejected.code).toBe(code);
  return rejected;
}

describe('createTokenVerifier with a local key set', () => {
  let rsa: SigningKey;
  let ec: SigningKey;
  let verifier: ReturnType<typeof createTokenVerifier>;

  beforeAll(async () => {
    rsa = await makeKey('rsa-1');
    ec = await makeKey('ec-1', 'ES256');
    verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [rsa.publicJwk, ec.publicJwk] } });
  });

  it('maps a valid token to the user', async () => {
    const exp = nowSeconds() + 600;
    const user = await verifier.verify(await sign(rsa, { expiresAt: exp }));
    expect(user).toEqual({
      subject: 'user-123',
      username: 'latam.manager',
      email: 'latam.manager@example.test',
      groups: ['Region-LatinAmerica'],
      region: 'Latin America & Caribbean',
      local: 'ALL',
      expiresAt: new Date(exp * 1000),
    });
  });

  it('accepts every allowed algorithm (ES256 here)', async () => {
    await expect(verifier.verify(await sign(ec))).resolves.toMatchObject({ subject: 'user-123' });
  });

  it('falls back through the username claims, then to the subject; missing optional claims are absent', async () => {
    const preferred = await verifier.verify(await sign(rsa, { claims: { sub: 's1', preferred_username: 'pref' } }));
    expect(preferred).toMatchObject({ subject: 's1', username: 'pref', email: '', groups: [] });
    expect(preferred).not.toHaveProperty('region');
    expect(preferred).not.toHaveProperty('local');

    const bare = await verifier.verify(await sign(rsa, { claims: { sub: 's2', 'custom:region': '' } }));
    expect(bare.username).toBe('s2');
    expect(bare).not.toHaveProperty('region');
  });

  it('reads custom claim names (Keycloak-like issuer)', async () => {
    const custom = createTokenVerifier({
      issuer: ISSUER,
      audience: [AUDIENCE, 'other-client'],
      jwks: { keys: [rsa.publicJwk] },
      claimNames: { groups: 'groups', region: 'region', local: 'site', username: 'upn', email: 'mail' },
    });
    const token = await sign(rsa, {
      claims: { sub: 'kc-1', upn: 'mx.user', mail: 'mx@example.test', groups: 'Local-Mexico', region: 'LATAM', site: 'Mexico' },
    });
    await expect(custom.verify(token)).resolves.toMatchObject({
      subject: 'kc-1',
      username: 'mx.user',
      email: 'mx@example.test',
      groups: ['Local-Mexico'],
      region: 'LATAM',
      local: 'Mexico',
    });
    // The default names are no longer read once overridden.
    const defaults = await custom.verify(await sign(rsa));
    expect(defaults).toMatchObject({ username: 'user-123', groups: [] });
    expect(defaults).not.toHaveProperty('region');
  });

  it('accepts a day-long lifetime, an iat a few seconds ahead, and several audiences when azp names this client', async () => {
    const issuedAt = nowSeconds();
    await expect(verifier.verify(await sign(rsa, { issuedAt, expiresAt: issuedAt + 24 * 3600 }))).resolves.toBeDefined();
    await expect(verifier.verify(await sign(rsa, { issuedAt: issuedAt + 3 }))).resolves.toBeDefined();
    const several = await sign(rsa, { audience: [AUDIENCE, 'another-client'], claims: { ...baseClaims, azp: AUDIENCE } });
    await expect(verifier.verify(several)).resolves.toMatchObject({ subject: 'user-123' });
  });

  it('tolerates a little clock skew on exp', async () => {
    await expect(verifier.verify(await sign(rsa, { expiresAt: nowSeconds() - 2 }))).resolves.toBeDefined();
  });

  describe('rejects', () => {
    it('a wrong audience', async () => {
      const error = await expectRejected(verifier.verify(await sign(rsa, { audience: 'another-client' })), 'claims');
      expect(error.message).toBe('claim aud check_failed');
    });

    it('a wrong issuer', async () => {
      const error = await expectRejected(verifier.verify(await sign(rsa, { issuer: 'https://evil.test' })), 'claims');
      expect(error.message).toBe('claim iss check_failed');
    });

    it('an expired token beyond the tolerance', async () => {
      await expectRejected(verifier.verify(await sign(rsa, { expiresAt: nowSeconds() - 10 })), 'expired');
    });

    it('a token issued in the future (iat beyond the tolerance)', async () => {
      const error = await expectRejected(verifier.verify(await sign(rsa, { issuedAt: nowSeconds() + 60 })), 'claims');
      expect(error.message).toBe('claim iat in the future');
    });

    it('a token without iat', async () => {
      await expectRejected(verifier.verify(await sign(rsa, { issuedAt: null })), 'claims');
    });

    it('an absurd lifetime (exp more than a day after iat)', async () => {
      const issuedAt = nowSeconds();
      const error = await expectRejected(verifier.verify(await sign(rsa, { issuedAt, expiresAt: issuedAt + 25 * 3600 })), 'claims');
      expect(error.message).toBe('claim exp too far after iat');
    });

    it('several audiences without azp, or an azp that is not this client', async () => {
      const several = await expectRejected(verifier.verify(await sign(rsa, { audience: [AUDIENCE, 'another-client'] })), 'claims');
      expect(several.message).toBe('claim azp missing for several audiences');
      const other = await sign(rsa, { audience: [AUDIENCE, 'another-client'], claims: { ...baseClaims, azp: 'another-client' } });
      expect((await expectRejected(verifier.verify(other), 'claims')).message).toBe('claim azp not this client');
      const single = await sign(rsa, { claims: { ...baseClaims, azp: 'another-client' } });
      expect((await expectRejected(verifier.verify(single), 'claims')).message).toBe('claim azp not this client');
    });

    it('a token not yet valid (nbf in the future)', async () => {
      const error = await expectRejected(verifier.verify(await sign(rsa, { notBefore: nowSeconds() + 60 })), 'claims');
      expect(error.message).toBe('claim nbf check_failed');
    });

    it('a token without exp', async () => {
      const error = await expectRejected(verifier.verify(await sign(rsa, { expiresAt: null })), 'claims');
      expect(error.message).toBe('claim exp missing');
    });

    it('a token without sub', async () => {
      await expectRejected(verifier.verify(await sign(rsa, { claims: { email: 'x@example.test' } })), 'claims');
    });

    it("alg 'none' (unsigned, built by hand)", async () => {
      const payload = { ...baseClaims, iss: ISSUER, aud: AUDIENCE, exp: nowSeconds() + 3600 };
      const token = `${encodeJson({ alg: 'none', typ: 'JWT' })}.${encodeJson(payload)}.`;
      await expectRejected(verifier.verify(token), 'algorithm');
      const withKid = `${encodeJson({ alg: 'none', kid: rsa.kid })}.${encodeJson(payload)}.`;
      await expectRejected(verifier.verify(withKid), 'algorithm');
    });

    it('HS256 signed with the RSA public key as the HMAC secret (key confusion)', async () => {
      // The verifier's own public key, in the forms an attacker could take it: PEM text, the JWK JSON, the modulus.
      const secrets = [
        new TextEncoder().encode(await exportSPKI(rsa.publicKey)),
        new TextEncoder().encode(JSON.stringify(rsa.publicJwk)),
        base64url.decode(rsa.publicJwk.n ?? ''),
      ];
      for (const secret of secrets) {
        const token = await new SignJWT(baseClaims)
          .setProtectedHeader({ alg: 'HS256', kid: rsa.kid })
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setExpirationTime('1h')
          .sign(secret);
        await expectRejected(verifier.verify(token), 'algorithm');
      }
    });

    it('an unknown kid', async () => {
      await expectRejected(verifier.verify(await sign(rsa, { kid: 'not-in-the-set' })), 'unknown_key');
    });

    it('a token signed by another key under a known kid', async () => {
      const impostor = await makeKey(rsa.kid);
      await expectRejected(verifier.verify(await sign(impostor)), 'signature');
    });

    it('a tampered payload (signature mismatch)', async () => {
      const [header, , signature] = (await sign(rsa)).split('.');
      const forged = encodeJson({
        ...baseClaims,
        'cognito:groups': ['Global'],
        'custom:region': 'ALL',
        iss: ISSUER,
        aud: AUDIENCE,
        exp: nowSeconds() + 3600,
      });
      await expectRejected(verifier.verify(`${header ?? ''}.${forged}.${signature ?? ''}`), 'signature');
    });

    it('a malformed groups or region claim', async () => {
      await expectRejected(verifier.verify(await sign(rsa, { claims: { sub: 's', 'cognito:groups': [1] } })), 'claims');
      await expectRejected(verifier.verify(await sign(rsa, { claims: { sub: 's', 'custom:region': 7 } })), 'claims');
    });

    it.each([
      ['garbage', 'not-a-token'],
      ['empty', ''],
      ['two parts', 'abc.def'],
      ['bad base64 header', '%%%.e30.c2ln'],
      ['non-JSON header', `${base64url.encode('nope')}.e30.c2ln`],
      ['oversized', 'a'.repeat(20_000)],
    ])('garbage input (%s)', async (_label, token) => {
      await expectRejected(verifier.verify(token), 'malformed');
    });

    it('never puts the token in the error', async () => {
      const token = await sign(rsa, { audience: 'another-client' });
      const error = await expectRejected(verifier.verify(token), 'claims');
      expect(JSON.stringify({ message: error.message, stack: error.stack, cause: error.cause })).not.toContain(
        token.split('.')[1],
      );
      expect(error.cause).toBeUndefined();
    });
  });

  it('refuses unsafe set-ups at construction', () => {
    const base: TokenVerifierOptions = { issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [] } };
    expect(() => createTokenVerifier({ ...base, algorithms: ['RS256', 'HS256'] })).toThrow(TypeError);
    expect(() => createTokenVerifier({ ...base, algorithms: ['none'] })).toThrow(TypeError);
    expect(() => createTokenVerifier({ ...base, algorithms: [] })).toThrow(TypeError);
    expect(() => createTokenVerifier({ ...base, jwksUrl: 'http://127.0.0.1/jwks' })).toThrow(TypeError);
    expect(() => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE })).toThrow(TypeError);
    expect(() => createTokenVerifier({ ...base, audience: '' })).toThrow(TypeError);
  });
});

describe('createTokenVerifier with a remote key set (jwksUrl)', () => {
  let server: Server;
  let jwksUrl: string;
  let served: JSONWebKeySet = { keys: [] };
  let status = 200;
  let fetches = 0;
  let first: SigningKey;
  let second: SigningKey;

  beforeAll(async () => {
    first = await makeKey('key-2024');
    second = await makeKey('key-2025');
    server = createServer((request, response) => {
      fetches += 1;
      if (request.url !== '/jwks' || status !== 200) {
        response.writeHead(request.url === '/jwks' ? status : 404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/jwk-set+json' }).end(JSON.stringify(served));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => {
      server.close((error) => {
        if (error) reject(error);
        else resolve();
      });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    served = { keys: [] };
    status = 200;
    fetches = 0;
  });

  it('fetches the key set once, caches it, and picks up a rotated key only after the cooldown', async () => {
    // Only Date is faked: jose measures cooldown and cache age with Date.now(); sockets keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    served = { keys: [first.publicJwk] };
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl });

    await expect(verifier.verify(await sign(first))).resolves.toMatchObject({ username: 'latam.manager' });
    await expect(verifier.verify(await sign(first))).resolves.toBeDefined();
    expect(fetches).toBe(1);

    // The issuer rotates: the new key is published (the old one kept for tokens still in flight).
    served = { keys: [first.publicJwk, second.publicJwk] };
    const rotated = await sign(second);

    // Within jose's cooldown (30 s since the last fetch) an unknown kid does not trigger a fetch: rejected.
    vi.setSystemTime(Date.now() + 10_000);
    await expectRejected(verifier.verify(rotated), 'unknown_key');
    expect(fetches).toBe(1);

    // After the cooldown the unknown kid makes jose re-fetch once, and the new key verifies.
    vi.setSystemTime(Date.now() + 21_000);
    await expect(verifier.verify(rotated)).resolves.toMatchObject({ subject: 'user-123' });
    expect(fetches).toBe(2);
    await expect(verifier.verify(await sign(first))).resolves.toBeDefined();
    expect(fetches).toBe(2);

    // A kid nobody published costs at most one fetch per cooldown, so forged kids cannot hammer the issuer.
    vi.setSystemTime(Date.now() + 31_000);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectRejected(verifier.verify(await sign(first, { kid: `forged-${String(attempt)}` })), 'unknown_key');
    }
    expect(fetches).toBe(3);
  });

  it('re-fetches after the cache max age even for a known kid, and drops a retired key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    served = { keys: [first.publicJwk] };
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl, jwksCacheMaxAgeMs: 60_000 });
    const oldToken = await sign(first, { expiresAt: nowSeconds() + 7200 });
    await expect(verifier.verify(oldToken)).resolves.toBeDefined();

    served = { keys: [second.publicJwk] };
    vi.setSystemTime(Date.now() + 61_000);
    await expectRejected(verifier.verify(oldToken), 'unknown_key');
    expect(fetches).toBe(2);
  });

  it('honours a shorter cooldown setting', async () => {
    served = { keys: [first.publicJwk] };
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl, jwksCooldownMs: 0 });
    await expect(verifier.verify(await sign(first))).resolves.toBeDefined();
    served = { keys: [second.publicJwk] };
    await expect(verifier.verify(await sign(second))).resolves.toBeDefined();
    expect(fetches).toBe(2);
  });

  it('reports an unreachable or failing key set as jwks_unavailable', async () => {
    status = 500;
    const failing = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl });
    await expectRejected(failing.verify(await sign(first)), 'jwks_unavailable');

    const unreachable = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: 'http://127.0.0.1:9/jwks' });
    await expectRejected(unreachable.verify(await sign(first)), 'jwks_unavailable');
  });
});

describe('bearerToken', () => {
  it.each<[string | undefined, string | null]>([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['BEARER abc.def.ghi', 'abc.def.ghi'],
    ['  Bearer abc.def.ghi  ', 'abc.def.ghi'],
    ['Bearer a-b_c.d+e/f~g==', 'a-b_c.d+e/f~g=='],
    [undefined, null],
    ['', null],
    ['Bearer', null],
    ['Bearer ', null],
    ['Bearer    ', null],
    ['Bearer  abc', null],
    ['Bearer\tabc', null],
    ['Bearer abc def', null],
    ['Bearer abc, Bearer def', null],
    ['Basic dXNlcjpwYXNz', null],
    ['Token abc', null],
    ['Bearerabc', null],
    ['abc.def.ghi', null],
    ['Bearer abc=def', null],
  ])('%j -> %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
