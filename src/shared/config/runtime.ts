import { type ClaimNames, DEFAULT_CLAIM_NAMES, runtimeConfig, type RuntimeConfigInput } from '../api/contract';

export type { ClaimNames };

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
    __APP_CONFIG__?: RuntimeConfigInput;
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function getRuntimeConfig(): RuntimeConfig {
  const parsed = runtimeConfig.safeParse(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);
  const injected = parsed.success ? parsed.data : undefined;
  return {
    apiBaseUrl: withoutTrailingSlash(injected?.apiBaseUrl ?? ''),
    portalUrl: withoutTrailingSlash(injected?.portalUrl ?? ''),
    claimNames: { ...DEFAULT_CLAIM_NAMES, ...injected?.claimNames },
  };
}
