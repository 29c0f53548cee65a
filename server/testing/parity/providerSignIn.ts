import { DEMO_PASSWORD } from '../../auth/idp/accounts.ts';
import { browser, location } from '../providerBrowser.ts';

export interface SignInTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

/**
 * A person signing in as the browser does: the API's sso-login, the embedded provider's sign-in form with a demo
 * account, the API's callback; answers the tokens the callback hands to the SPA in the URL fragment.
 */
export async function signInThroughProvider(origin: string, username: string): Promise<SignInTokens> {
  const get = browser();
  const start = await get(`${origin}/api/auth/sso-login`);
  const authorizationUrl = location(start, origin);
  const loginUrl = location(await get(authorizationUrl.href), authorizationUrl.href);
  const form = await get(loginUrl.href);
  if (form.status !== 200) throw new Error(`The provider's sign-in page answered ${form.status}`);
  let response = await get(loginUrl.href, { method: 'POST', headers: FORM, body: new URLSearchParams({ username, password: DEMO_PASSWORD }) });
  let url = loginUrl;
  const callbackPrefix = `${origin}/api/auth/callback?`;
  // The provider resumes the authorization (a redirect or two), then sends the browser to the API's callback.
  for (let hops = 0; hops < 5 && isRedirect(response) && !url.href.startsWith(callbackPrefix); hops += 1) {
    url = location(response, url.href);
    if (!url.href.startsWith(callbackPrefix)) response = await get(url.href);
  }
  if (!url.href.startsWith(callbackPrefix)) throw new Error(`The provider did not send the browser back to the callback (at ${url.href})`);
  const done = await get(url.href);
  const fragment = new URLSearchParams(location(done, origin).hash.slice(1));
  const tokens = { idToken: fragment.get('id_token'), accessToken: fragment.get('access_token'), refreshToken: fragment.get('refresh_token') };
  if (!tokens.idToken || !tokens.accessToken || !tokens.refreshToken) throw new Error(`The callback handed over no complete session (${done.status})`);
  return { idToken: tokens.idToken, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}
