import * as client from 'openid-client';

import { createTokenVerifier, TokenRejected, type TokenVerifier, type TokenVerifierOptions } from './tokenVerifier.ts';

export interface OidcClientOptions {
  /** The issuer identifier; its discovery document is at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE alone, as the embedded provider's client is). */
  clientSecret?: string;
  /** Seconds before a request to the issuer is given up (discovery, token exchange, refresh). */
  timeoutSeconds?: number;
  /**
   * For the embedded provider, which lives in this very process: the origin this server listens on (loopback), where
   * requests for the issuer's own origin go instead of out through the public address, which the server itself may not
   * reach (a TLS proxy, a load balancer, DNS only outside). Undefined until the server listens.
   */
  internalOrigin?: () => string | undefined;
}

/** fetch that sends requests for `publicOrigin` to `internalOrigin()` (path and query kept) when there is one. */
function fetchThroughInternalOrigin(publicOrigin: string, internalOrigin: () => string | undefined): client.CustomFetch {
  return (url, options) => {
    const target = new URL(url);
    const internal = internalOrigin();
    // openid-client's bodies are fetch's (strings, URLSearchParams, buffers), typed as a wider union of its own.
    const init = options as RequestInit;
    if (!internal || target.origin !== publicOrigin) return fetch(url, init);
    return fetch(new URL(`${target.pathname}${target.search}`, internal), init);
  };
}

/**
 * The API's client of the identity provider. Discovery is lazy (the embedded provider only listens once the server does,
 * and an issuer that is briefly down must not stop the start-up) and cached once it succeeds; a failed discovery is tried
 * again on the next call.
 */
export interface OidcClient {
  readonly clientId: string;
  configuration(): Promise<client.Configuration>;
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  const issuerUrl = new URL(options.issuer);
  const timeout = options.timeoutSeconds ?? 10;
  let discovered: Promise<client.Configuration> | undefined;

  const internalFetch = options.internalOrigin && fetchThroughInternalOrigin(issuerUrl.origin, options.internalOrigin);

  const discover = async (): Promise<client.Configuration> => {
    const authentication = options.clientSecret ? client.ClientSecretPost(options.clientSecret) : client.None();
    // Plain http is only ever the embedded provider on this machine or a test; openid-client refuses it unless told.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to flag it; exactly this use is meant
    const execute = issuerUrl.protocol === 'http:' ? [client.allowInsecureRequests] : [];
    const configuration = await client.discovery(issuerUrl, options.clientId, undefined, authentication, {
      execute,
      timeout,
      ...(internalFetch && { [client.customFetch]: internalFetch }),
    });
    configuration.timeout = timeout;
    if (internalFetch) configuration[client.customFetch] = internalFetch;
    return configuration;
  };

  return {
    clientId: options.clientId,
    configuration() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

/**
 * A token verifier whose key set is the issuer's published `jwks_uri`, found through discovery on first use. Until the
 * issuer answers, tokens are refused as `jwks_unavailable` (503), not as invalid (401): the caller's token may be fine.
 */
export function createDiscoveredTokenVerifier(
  oidc: OidcClient,
  options: Omit<TokenVerifierOptions, 'issuer' | 'audience' | 'jwks' | 'jwksUrl'>,
): TokenVerifier {
  let verifier: TokenVerifier | undefined;
  return {
    async verify(token) {
      if (!verifier) {
        let metadata: client.ServerMetadata;
        try {
          metadata = (await oidc.configuration()).serverMetadata();
        } catch {
          throw new TokenRejected('jwks_unavailable', 'issuer discovery failed');
        }
        if (!metadata.jwks_uri) throw new TokenRejected('jwks_unavailable', 'issuer publishes no jwks_uri');
        verifier = createTokenVerifier({ ...options, issuer: metadata.issuer, audience: oidc.clientId, jwksUrl: metadata.jwks_uri });
      }
      return verifier.verify(token);
    },
  };
}
