/** A fetch that behaves like a browser tab for sign-in tests (see `browser`). */
export type BrowserFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Just enough of a browser: keeps cookies by name across requests and follows nothing by itself. */
export function browser(): BrowserFetch {
  const cookies = new Map<string, string>();
  return async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
}

/** Where a redirect points, resolved against the URL that answered it; throws when the response is no redirect. */
export function location(response: Response, base: string): URL {
  const value = response.headers.get('location');
  if (!value) throw new Error(`Expected a redirect, got ${response.status}: no Location`);
  return new URL(value, base);
}

/**
 * The browser's whole sign-in round trip on the started server: sso-login, the embedded provider's form, the callback;
 * returns the id token the callback hands to the SPA in the URL's hash.
 */
export async function signInThroughProvider(origin: string, username: string, password: string): Promise<string> {
  const tab = browser();
  let url = location(await tab(`${origin}/api/auth/sso-login`), origin);
  url = location(await tab(url.href), url.href);
  let response = await tab(url.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  for (let hops = 0; hops < 10 && !url.hash; hops += 1) {
    url = location(response, url.href);
    if (!url.hash) response = await tab(url.href);
  }
  const idToken = new URLSearchParams(url.hash.slice(1)).get('id_token');
  if (!idToken) throw new Error(`Sign-in ended at ${url.href} without an id token`);
  return idToken;
}
