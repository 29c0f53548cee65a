/** The tokens the sign-in callback URL carries (spec section 2). */
export interface CallbackTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/**
 * The callback's tokens (spec section 2): each of id_token, access_token and refresh_token from the URL hash when it is
 * there, else from the query string. Both the id and the access token are needed; the refresh token is optional. An
 * empty value counts as missing. Values arrive URL-encoded.
 */
export function readCallbackTokens({ hash, search }: Pick<Location, 'hash' | 'search'>): CallbackTokens | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(search);
  const token = (name: string) => fromHash.get(name) || fromQuery.get(name) || undefined;
  const idToken = token('id_token');
  const accessToken = token('access_token');
  if (!idToken || !accessToken) return null;
  return { idToken, accessToken, refreshToken: token('refresh_token') };
}
