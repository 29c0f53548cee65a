import { type SessionTokens, sessionTokens } from './contract';

/** Where the session is kept (spec section 3); other tabs hear of changes through the storage event on this key. */
export const TOKEN_STORAGE_KEY = 'authTokens';

type Listener = (tokens: SessionTokens | null) => void;
const listeners = new Set<Listener>();

function notify(tokens: SessionTokens | null) {
  for (const listener of listeners) listener(tokens);
}

/** The stored session tokens (`authTokens`). Unreadable or malformed tokens are removed, never trusted. */
export const tokenStorage = {
  read(): SessionTokens | null {
    const raw = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (raw === null) return null;
    try {
      return sessionTokens.parse(JSON.parse(raw));
    } catch {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      return null;
    }
  },
  write(tokens: SessionTokens) {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(sessionTokens.parse(tokens)));
    notify(tokens);
  },
  clear() {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    notify(null);
  },
  /** Called on every write and clear in this tab, e.g. when a failed refresh ends the session. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
