/** Builds the SPA into dist/ (npx vite build, in the current directory) when dist/ is missing or older than its sources. */
export function buildIfStale(): void;
