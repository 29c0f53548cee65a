function base64UrlEncode(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An UNSIGNED token shaped like a JWT (header.payload.signature, base64url) for stories and tests. The SPA reads its
 * claims without verifying; a real server rejects it.
 */
export function makeUnsignedJwt(claims: Record<string, unknown>): string {
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64UrlEncode(JSON.stringify(claims))}.${base64UrlEncode('unsigned')}`;
}
