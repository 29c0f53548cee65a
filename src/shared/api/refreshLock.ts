import { TOKEN_STORAGE_KEY } from './tokenStorage';

/*
 * One refresh at a time across the tabs of this origin, so two tabs do not both spend the same refresh token. Web Locks
 * where the browser has them; else a lease in localStorage that other tabs wait on (they hear of its end through the
 * storage event). The lease is not atomic (two tabs may take it at the same instant): the server's grace for a just-rotated
 * refresh token covers that rare case, the lock spares it the usual one.
 */

export const REFRESH_LOCK_NAME = 'survey-platform:token-refresh';
export const REFRESH_LEASE_KEY = 'authTokens.refreshing';
/** Longer than one refresh with its one retry may take (client.ts REFRESH_TIMEOUT_MS twice); a lease older is abandoned. */
export const REFRESH_LEASE_MS = 25_000;

interface Lease {
  holder: string;
  until: number;
}

// getRandomValues, not randomUUID: the lease is for pages without a secure context, where randomUUID is missing.
const thisTab = Array.from(crypto.getRandomValues(new Uint32Array(4)), (word) => word.toString(36)).join('-');

function readLease(): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    return typeof lease?.holder === 'string' && typeof lease.until === 'number' ? { holder: lease.holder, until: lease.until } : null;
  } catch {
    return null;
  }
}

/** Resolves on the first storage event of this origin's localStorage that `matches`, or after `timeoutMs`. */
function storageEvent(matches: (event: StorageEvent) => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timeout);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && matches(event)) end();
    };
    window.addEventListener('storage', onStorage);
    const timeout = setTimeout(end, Math.max(0, timeoutMs));
  });
}

const changesTokens = (event: StorageEvent) => event.key === null || event.key === TOKEN_STORAGE_KEY;

/** Resolves when another tab ends its lease or changes the tokens, or at the latest when the lease runs out. */
function leaseEnded(until: number): Promise<void> {
  return storageEvent((event) => changesTokens(event) || (event.key === REFRESH_LEASE_KEY && event.newValue === null), until - Date.now());
}

async function withStorageLease<T>(work: () => Promise<T>): Promise<T> {
  const held = readLease();
  if (held && held.holder !== thisTab && held.until > Date.now()) await leaseEnded(held.until);
  localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ holder: thisTab, until: Date.now() + REFRESH_LEASE_MS } satisfies Lease));
  try {
    return await work();
  } finally {
    if (readLease()?.holder === thisTab) localStorage.removeItem(REFRESH_LEASE_KEY);
  }
}

/**
 * How long a tab that waited for another tab's refresh waits for that tab's tokens to reach it. Chromium hands a
 * localStorage write to other tabs asynchronously, apart from the lock's release, so a tab granted the lock may still read
 * the tokens of before for a moment.
 */
export const STORED_TOKENS_ARRIVAL_MS = 1_000;

/**
 * Resolves when another tab writes or removes the stored tokens (the storage event brings them), or after `timeoutMs`.
 * Listens from the call on: call it in the same task as the read it follows, so no write falls between the two.
 */
export function storedTokensChange(timeoutMs: number = STORED_TOKENS_ARRIVAL_MS): Promise<void> {
  return storageEvent(changesTokens, timeoutMs);
}

/**
 * Runs `work` while no other tab of this origin runs its own (each re-reads the stored tokens inside). `work` learns
 * whether it waited for another tab's web lock: that tab has likely just stored new tokens that may not have arrived yet.
 */
export async function withRefreshLock<T>(work: (waitedForAnotherTab: boolean) => Promise<T>): Promise<T> {
  // Typed as always there, but absent outside secure contexts (plain http on a non-loopback host), and in jsdom.
  const locks = navigator.locks as LockManager | undefined;
  if (!locks) return withStorageLease(() => work(false));
  // request() answers what the callback returns, here a promise: the await takes both.
  const atOnce = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? { value: await work(false) } : null));
  if (atOnce) return atOnce.value;
  return await locks.request(REFRESH_LOCK_NAME, () => work(true));
}
