import { tokenStorage, type SessionTokens } from '@/shared/api';

import { decodeIdToken } from './idToken';
import { type User, userFromClaims } from './user';

export interface Session {
  tokens: SessionTokens;
  user: User;
}

/** The tokens the sign-in callback hands over; the token type is always Bearer. */
export type NewSessionTokens = Pick<SessionTokens, 'AccessToken' | 'IdToken' | 'RefreshToken'>;

function sessionFrom(tokens: SessionTokens): { session: Session; expiresAtMs: number } {
  const claims = decodeIdToken(tokens.IdToken);
  return { session: { tokens, user: userFromClaims(claims) }, expiresAtMs: claims.exp * 1000 };
}

/**
 * The stored session, only while the id token's exp lies in the future (spec section 4). An expired or unreadable
 * token is removed (section 8: token parse failure at startup), so the app sends the user to sign in.
 */
export function restoreSession(now: Date): Session | null {
  const tokens = tokenStorage.read();
  if (!tokens) return null;
  try {
    const { session, expiresAtMs } = sessionFrom(tokens);
    if (expiresAtMs > now.getTime()) {
      // Spec section 6: a missing region only logs a warning; the server grants no data without one.
      if (session.user.region === undefined) console.warn('The id token has no custom:region claim; no region scope applies.');
      return session;
    }
  } catch {
    // Falls through: a token that cannot be read is treated as expired.
  }
  tokenStorage.clear();
  return null;
}

/** Stores the tokens from the sign-in callback. Throws, storing nothing, when the id token cannot be read. */
export function startSession(tokens: NewSessionTokens): Session {
  const stored: SessionTokens = {
    AccessToken: tokens.AccessToken,
    IdToken: tokens.IdToken,
    // An empty refresh_token in the callback URL means none.
    RefreshToken: tokens.RefreshToken || undefined,
    TokenType: 'Bearer',
  };
  const { session } = sessionFrom(stored);
  tokenStorage.write(stored);
  return session;
}

export function endSession(): void {
  tokenStorage.clear();
}
