import { type IdTokenClaims, idTokenClaims } from '@/shared/api';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Decodes one base64url segment as UTF-8 text; throws on anything that is not base64url or not UTF-8. */
function decodeBase64UrlText(segment: string): string {
  if (!BASE64URL.test(segment)) throw new Error('The segment is not base64url.');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  // atob yields one character per byte; TextDecoder turns the bytes into text (accents, Hangul).
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The claims of an identity token, read WITHOUT verifying its signature: the server verifies every token it receives,
 * the app only needs the user's attributes and the expiry. Throws when the token is not a JWT or lacks the claims.
 */
export function decodeIdToken(idToken: string): IdTokenClaims {
  const parts = idToken.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || payload === undefined) throw new Error('The id token is not a JWT.');
  let json: unknown;
  try {
    json = JSON.parse(decodeBase64UrlText(payload));
  } catch {
    throw new Error('The id token payload is not base64url-encoded JSON.');
  }
  const claims = idTokenClaims.safeParse(json);
  if (!claims.success) throw new Error('The id token lacks the expected claims.');
  return claims.data;
}
