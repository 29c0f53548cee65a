/** The tokens the sign-in callback URL carries (spec section 2). */
export interface CallbackTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/** The set from one part of the URL; an empty value counts as missing. */
function tokensFrom(params: URLSearchParams): CallbackTokens | null {
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  if (!idToken || !accessToken) return null;
  return { idToken, accessToken, refreshToken: params.get('refresh_token') || undefined };
}

/**
 * The callback's tokens: from the URL hash, else from the query string (spec section 2). One part supplies the whole
 * set, so an id token and an access token from two different sign-ins are never paired. Values arrive URL-encoded.
 */
export function readCallbackTokens({ hash, search }: Pick<Location, 'hash' | 'search'>): CallbackTokens | null {
  return tokensFrom(new URLSearchParams(hash.replace(/^#/, ''))) ?? tokensFrom(new URLSearchParams(search));
}
