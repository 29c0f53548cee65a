/**
 * Just enough of a browser for the SPA's request functions on Node 20, which has neither `window` nor `localStorage`:
 * the client reads its base URL from `window.__APP_CONFIG__` (src/shared/config) and the session from `localStorage`
 * (src/shared/api/tokenStorage); `fetch`, `Blob` and `Headers` are Node's own. Node rather than jsdom: the server, its
 * database drivers and the SPA code then share one realm (one Blob, one fetch), as they would not under jsdom.
 */

/** The Web Storage interface over a Map, as a tab's localStorage behaves. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

/**
 * The globals to stub: a `window` carrying the runtime configuration the server would inject, a storage, and a
 * `navigator` without Web Locks (Node 20 has no navigator; later lines' may have locks): one tab, so the session's
 * refresh takes the storage lease, on every Node line alike.
 */
export function spaBrowserGlobals(apiBaseUrl: string): {
  window: Pick<Window, '__APP_CONFIG__'>;
  localStorage: Storage;
  navigator: Partial<Pick<Navigator, 'locks'>>;
} {
  return { window: { __APP_CONFIG__: { apiBaseUrl, portalUrl: apiBaseUrl } }, localStorage: new MemoryStorage(), navigator: {} };
}
