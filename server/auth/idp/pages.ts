/** The embedded provider's pages: plain HTML with one same-origin stylesheet, no script, so a strict CSP holds. */

export const LOGIN_ERROR = 'Invalid username or password.';

/** Where the sign-in pages' one stylesheet is served, under the provider's mount path. */
export const stylesheetHrefOf = (mountPath: string): string => `${mountPath}/interaction/assets/login.css`;

/**
 * Sent with every answer under /idp (server/app.ts), whoever writes it (our pages, oidc-provider's): one same-origin
 * stylesheet, no framing (clickjacking a sign-in form), no type sniffing, no referrer (URLs carry interaction ids).
 * Our pages have no script; script-src is there for oidc-provider to add the hash of the one inline script it writes
 * (the sign-out confirmation it submits by itself for a browser signed out already).
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export const STYLESHEET = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { width: min(22rem, calc(100vw - 2rem)); padding: 2rem; border: 1px solid GrayText; border-radius: 0.5rem; }
h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
form, .actions { display: grid; gap: 1rem; }
label { display: grid; gap: 0.25rem; font-weight: 600; }
input { font: inherit; padding: 0.5rem; border: 1px solid GrayText; border-radius: 0.25rem; }
input[aria-invalid="true"] { border-color: #c5221f; }
button { font: inherit; font-weight: 600; padding: 0.6rem; border: 0; border-radius: 0.25rem; background: #1a56db; color: #fff; cursor: pointer; }
button.secondary { background: transparent; color: inherit; border: 1px solid GrayText; }
:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.25rem; background: #fce8e6; color: #a50e0e; }
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, stylesheetHref: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Where the form posts: the interaction's own URL, so an answer cannot be replayed on another sign-in. */
  action: string;
  stylesheetHref: string;
  username?: string;
  error?: boolean;
  /** Why the password was not checked this time (wait, busy): shown as the error is, without marking the fields wrong. */
  notice?: string;
}

export function loginPage({ action, stylesheetHref, username = '', error = false, notice }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    'Sign in',
    stylesheetHref,
    `<h1>Sign in</h1>
${error ? `<p class="error" id="login-error" role="alert">${LOGIN_ERROR}</p>` : ''}
${notice ? `<p class="error" role="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">Username
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${invalid}${error ? '' : ' autofocus'}>
</label>
<label for="password">Password
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
</label>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A title, a message (one paragraph each), and an optional way on (e.g. back to the sign-in); every value is escaped. */
export function messagePage(
  title: string,
  message: string | readonly string[],
  stylesheetHref: string,
  next?: { href: string; text: string },
): string {
  const paragraphs = [message].flat().map((text) => `<p>${escapeHtml(text)}</p>`);
  if (next) paragraphs.push(`<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.text)}</a></p>`);
  return page(title, stylesheetHref, [`<h1>${escapeHtml(title)}</h1>`, ...paragraphs].join('\n'));
}

/** `form` is oidc-provider's hidden form (id op.logoutForm, with its xsrf token); the buttons submit it. */
export function logoutPage(form: string, stylesheetHref: string): string {
  return page(
    'Sign out',
    stylesheetHref,
    `<h1>Sign out?</h1>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>
</div>`,
  );
}
