import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';

import { type ClaimNames as ContractClaimNames, DEFAULT_CLAIM_NAMES, readUserClaims } from '../contract.ts';

/** The signed-in user as the API sees it, read from a verified id token. */
export interface VerifiedUser {
  subject: string;
  /** The first present username claim, else the e-mail, else the subject (the SPA reads it the same way). */
  username: string;
  /** Empty when the issuer sends no email claim. */
  email: string;
  groups: string[];
  /** Absent when the claim is missing or empty: callers then grant no data (least privilege). */
  region?: string;
  local?: string;
  expiresAt: Date;
}

/** The contract's claim names; a setting may name one username claim or several (tried in order). */
export type ClaimNames = Omit<ContractClaimNames, 'username'> & { username: string | readonly string[] };

export const DEFAULT_ALGORITHMS = ['RS256', 'ES256', 'PS256'] as const;

export interface TokenVerifierOptions {
  issuer: string;
  /** The OIDC client id (an id token's `aud`). */
  audience: string | readonly string[];
  /** The issuer's `jwks_uri`; fetched lazily, cached and re-fetched on an unknown `kid` (see jwksCooldownMs). */
  jwksUrl?: string | URL;
  /** A key set at hand (tests, the embedded provider); exclusive with jwksUrl. */
  jwks?: JSONWebKeySet;
  algorithms?: readonly string[];
  clockToleranceSeconds?: number;
  claimNames?: Partial<ClaimNames>;
  /** Minimum time between two fetches triggered by an unknown `kid` (jose's cooldownDuration, default 30 s). */
  jwksCooldownMs?: number;
  /** After this age the key set is re-fetched before use even for a known `kid` (jose's cacheMaxAge, default 10 min). */
  jwksCacheMaxAgeMs?: number;
  /** A slow JWKS endpoint fails the request instead of hanging it (jose's timeoutDuration, default 5 s). */
  jwksTimeoutMs?: number;
}

export type TokenRejectedCode =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'unknown_key'
  | 'expired'
  | 'claims'
  | 'jwks_unavailable';

/**
 * Why a token was refused. The message is a short fixed phrase, safe to log: it never holds the token or its claims
 * (no `cause` either, since jose's claim errors carry the whole payload). `jwks_unavailable` is the issuer's fault, not the
 * caller's; the HTTP layer may answer it with 503 instead of 401.
 */
export class TokenRejected extends Error {
  override readonly name = 'TokenRejected';
  readonly code: TokenRejectedCode;

  constructor(code: TokenRejectedCode, reason: string) {
    super(reason);
    this.code = code;
  }
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedUser>;
}

// Real id tokens are a few KB; refusing huge input first keeps base64/JSON work bounded.
const MAX_TOKEN_LENGTH = 16 * 1024;

/**
 * The longest id token lifetime (exp - iat) taken: issuers give an hour or so (Cognito up to a day); a longer one is
 * a misconfigured or forged issuer's, and a leaked one would stay good for too long.
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

// Only asymmetric algorithms: an HMAC or 'none' entry would let anyone who knows the public key forge tokens.
const ASYMMETRIC_ALGORITHM = /^(RS|PS|ES)(256|384|512)$|^EdDSA$|^Ed25519$|^ES256K$/;

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { issuer, audience, jwksUrl, jwks, clockToleranceSeconds = 5 } = options;
  const algorithms = [...(options.algorithms ?? DEFAULT_ALGORITHMS)];
  const claimNames: ClaimNames = { ...DEFAULT_CLAIM_NAMES, ...options.claimNames };
  const usernameClaims = typeof claimNames.username === 'string' ? [claimNames.username] : [...claimNames.username];
  const clientIds: readonly string[] = typeof audience === 'string' ? [audience] : audience;

  if (!issuer) throw new TypeError('createTokenVerifier: issuer is required');
  if (audience.length === 0) throw new TypeError('createTokenVerifier: audience is required');
  if ((jwksUrl === undefined) === (jwks === undefined)) {
    throw new TypeError('createTokenVerifier: give exactly one of jwksUrl and jwks');
  }
  if (algorithms.length === 0) throw new TypeError('createTokenVerifier: algorithms must not be empty');
  const unsafe = algorithms.filter((alg) => !ASYMMETRIC_ALGORITHM.test(alg));
  if (unsafe.length > 0) {
    throw new TypeError(`createTokenVerifier: only asymmetric algorithms are allowed, not ${unsafe.join(', ')}`);
  }

  const keySet: JWTVerifyGetKey =
    jwks !== undefined
      ? createLocalJWKSet(jwks)
      : createRemoteJWKSet(new URL(jwksUrl ?? ''), {
          cooldownDuration: options.jwksCooldownMs ?? 30_000,
          cacheMaxAge: options.jwksCacheMaxAgeMs ?? 600_000,
          timeoutDuration: options.jwksTimeoutMs ?? 5_000,
        });

  // Failures of the key source itself (network, bad JSON) are told apart from a token naming a key we do not have.
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey) throw new TokenRejected('unknown_key', 'no key matches the token kid');
      if (error instanceof errors.JWKSMultipleMatchingKeys) {
        throw new TokenRejected('unknown_key', 'several keys match the token; a kid is required');
      }
      if (error instanceof errors.JOSENotSupported) throw new TokenRejected('algorithm', 'algorithm not supported');
      throw new TokenRejected('jwks_unavailable', 'issuer key set unavailable');
    }
  };

  return {
    async verify(token) {
      if (typeof token !== 'string' || token.length === 0) throw new TokenRejected('malformed', 'token missing');
      if (token.length > MAX_TOKEN_LENGTH) throw new TokenRejected('malformed', 'token too long');

      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, getKey, {
          issuer,
          audience: typeof audience === 'string' ? audience : [...audience],
          algorithms,
          clockTolerance: clockToleranceSeconds,
          requiredClaims: ['exp', 'iat', 'sub'],
        }));
      } catch (error) {
        throw toRejection(error);
      }
      checkIssuedAt(payload, clockToleranceSeconds);
      checkAuthorizedParty(payload, clientIds);
      return toUser(payload, claimNames, usernameClaims);
    },
  };
}

/** An id token issued in the future, or meant to live absurdly long, is refused (jose checks neither by itself). */
function checkIssuedAt(payload: JWTPayload, clockToleranceSeconds: number): void {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') throw new TokenRejected('claims', 'claim iat invalid');
  if (iat > Date.now() / 1000 + clockToleranceSeconds) throw new TokenRejected('claims', 'claim iat in the future');
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) throw new TokenRejected('claims', 'claim exp too far after iat');
}

/**
 * OpenID Connect Core 3.1.3.7: a token for several audiences must name the client it was issued to (`azp`), and an
 * `azp`, when present, must be one of ours: else a token issued to another client that also lists us would pass.
 */
function checkAuthorizedParty(payload: JWTPayload, clientIds: readonly string[]): void {
  const { aud, azp } = payload;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (azp === undefined) {
    if (audiences.length > 1) throw new TokenRejected('claims', 'claim azp missing for several audiences');
    return;
  }
  if (typeof azp !== 'string' || !clientIds.includes(azp)) throw new TokenRejected('claims', 'claim azp not this client');
}

function toRejection(error: unknown): TokenRejected {
  if (error instanceof TokenRejected) return error;
  if (error instanceof errors.JWTExpired) return new TokenRejected('expired', 'token expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    // `claim` is a claim name chosen by jose ('iss', 'aud', 'nbf'...), never a value from the token.
    return new TokenRejected('claims', `claim ${error.claim} ${error.reason}`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new TokenRejected('algorithm', 'algorithm not allowed');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return new TokenRejected('signature', 'signature invalid');
  // JWSInvalid, JWTInvalid, key-type mismatches and anything else: the token is not a well-formed JWS we can check.
  return new TokenRejected('malformed', 'token malformed');
}

function toUser(payload: JWTPayload, names: ClaimNames, usernameClaims: readonly string[]): VerifiedUser {
  const subject = payload.sub;
  const exp = payload.exp;
  // requiredClaims already checked presence; these narrow the types.
  if (typeof subject !== 'string' || subject === '') throw new TokenRejected('claims', 'claim sub invalid');
  if (typeof exp !== 'number') throw new TokenRejected('claims', 'claim exp invalid');

  const { user, malformed } = readUserClaims(payload, { ...names, username: usernameClaims });
  // A claim of the wrong type is a malformed token, not silently ignored.
  if (malformed.length > 0) throw new TokenRejected('claims', `claim ${malformed[0]} invalid`);
  return {
    subject,
    username: user.username,
    email: user.email,
    groups: user.groups,
    ...(user.region !== undefined && { region: user.region }),
    ...(user.local !== undefined && { local: user.local }),
    expiresAt: new Date(exp * 1000),
  };
}

// RFC 6750 b64token: the only characters a bearer token may hold, so spaces, commas and a second credential are refused.
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when the header is absent or not exactly that. */
export function bearerToken(authorizationHeader: string | undefined): string | null {
  if (authorizationHeader === undefined) return null;
  const match = BEARER.exec(authorizationHeader.trim());
  return match?.[1] ?? null;
}
