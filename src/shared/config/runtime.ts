/** Addresses the SPA needs at run time. The server injects `window.__APP_CONFIG__`; without it both are this origin. */
export interface RuntimeConfig {
  /** Where /api/* lives, without a trailing slash ('' = same origin). */
  apiBaseUrl: string;
  /** The single-sign-on portal (its home and /api/auth/signout). */
  portalUrl: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function getRuntimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return {
    apiBaseUrl: withoutTrailingSlash(injected?.apiBaseUrl ?? ''),
    portalUrl: withoutTrailingSlash(injected?.portalUrl ?? ''),
  };
}
