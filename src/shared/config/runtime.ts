import { DEFAULT_CLAIM_NAMES } from '../api/contract';

/** Names of the id token claims the app reads; the server sends its own (they are settings there). */
export interface ClaimNames {
  groups: string;
  region: string;
  local: string;
  /** Tried in order; the e-mail is the last resort. */
  username: readonly string[];
  email: string;
}

/** What the SPA needs at run time. The server injects `window.__APP_CONFIG__`; without it, this origin and Cognito's names. */
export interface RuntimeConfig {
  /** Where /api/* lives, without a trailing slash ('' = same origin). */
  apiBaseUrl: string;
  /** The single-sign-on portal (its home and /api/auth/signout). */
  portalUrl: string;
  claimNames: ClaimNames;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<Omit<RuntimeConfig, 'claimNames'>> & { claimNames?: Partial<ClaimNames> };
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function getRuntimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return {
    apiBaseUrl: withoutTrailingSlash(injected?.apiBaseUrl ?? ''),
    portalUrl: withoutTrailingSlash(injected?.portalUrl ?? ''),
    claimNames: { ...DEFAULT_CLAIM_NAMES, ...injected?.claimNames },
  };
}
