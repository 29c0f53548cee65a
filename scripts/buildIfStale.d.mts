/** Builds the SPA and the participation page (dist/) and the server (dist-server/), each when missing or stale. */
export function buildIfStale(): void;
/** Builds the server (dist-server/) when missing or stale. */
export function buildServerIfStale(): void;
