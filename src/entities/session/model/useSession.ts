import { useSyncExternalStore } from 'react';

import { tokenStorage, type SessionTokens } from '@/shared/api';

import { restoreSession } from './session';
import type { User } from './user';

export type SessionState = { status: 'authenticated'; user: User; tokens: SessionTokens } | { status: 'anonymous' };

const ANONYMOUS: SessionState = { status: 'anonymous' };

/** Identifies what is stored, so the snapshot is recomputed only when the tokens change. */
function storageKey(tokens: SessionTokens | null): string {
  return tokens ? JSON.stringify([tokens.IdToken, tokens.AccessToken, tokens.RefreshToken ?? null]) : '';
}

let cached: { key: string; state: SessionState } | undefined;

function getSnapshot(): SessionState {
  const key = storageKey(tokenStorage.read());
  if (cached?.key === key) return cached.state;
  // restoreSession may remove an expired token; the key is taken afterwards so the next call finds the cache.
  const session = restoreSession(new Date());
  const state: SessionState = session ? { status: 'authenticated', user: session.user, tokens: session.tokens } : ANONYMOUS;
  cached = { key: storageKey(session?.tokens ?? null), state };
  return state;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = tokenStorage.subscribe(onChange);
  // Another tab signing in or out changes localStorage; getSnapshot ignores changes to other keys.
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The current session, restored from storage (an expired id token counts as none) and updated on sign-in, sign-out,
 * token refresh and a failed refresh. The expiry is checked when the stored tokens change, not on a timer: a request
 * made with an expired token gets a 401 and goes through the refresh.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot);
}
