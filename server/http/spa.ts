import { resolve } from 'node:path';

import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';

import { runtimeConfig as runtimeConfigShape, RUNTIME_CONFIG_GLOBAL } from '../contract.ts';
import type { AppEnv } from './context.ts';

/** What the SPA reads from `window.__APP_CONFIG__` (the contract's `runtimeConfig`, parsed by src/shared/config). */
export interface SpaRuntimeConfig {
  /** Where /api/* lives ('' = this origin). */
  apiBaseUrl: string;
  /** The single-sign-on portal. */
  portalUrl: string;
  /** The id token claim names the API reads, so the SPA shows the same user (absent: Cognito's). */
  claimNames?: { groups: string; region: string; local: string; username: string | readonly string[]; email: string };
}

export interface SpaDeps {
  /** The output of `vite build`. */
  distDir: string;
  runtimeConfig: SpaRuntimeConfig;
}

/** Vite puts every content-hashed file here: a name never changes content, so browsers may keep it for good. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Names that stay the same across builds (index.html, favicon, config.js): the browser revalidates each time. */
const REVALIDATE = 'no-cache';

/** Paths the server answers itself: the SPA never answers them, not even with index.html. */
const SERVER_PREFIXES = ['/api', '/idp'];
const SERVER_PATHS = new Set(['/healthz', '/readyz']);

function isServerPath(path: string): boolean {
  return SERVER_PATHS.has(path) || SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * serveStatic refuses dot segments itself; this second check also decodes what decodeURI leaves encoded (%2f, %5c),
 * so no spelling of '..' reaches the file system, and such a request is a plain 404 instead of index.html.
 */
function isSafePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !decoded.includes('\0') && !decoded.includes('\\') && !decoded.split('/').includes('..');
}

/** Runs `middleware` only for the SPA's own paths, so /api and /idp answers keep their own headers. */
function onlyForSpaPaths(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (isServerPath(c.req.path) ? next() : middleware(c, next));
}

/** An absolute apiBaseUrl is another origin the SPA must be allowed to call; '' means this origin. */
function apiOrigins(apiBaseUrl: string): string[] {
  return apiBaseUrl === '' ? [] : [new URL(apiBaseUrl).origin];
}

const nothingFound = () => Promise.resolve();

/**
 * The security headers of the app's pages: the SPA's, and the participation page served at /r/{token} from the same
 * build (its scripts and styles are files of dist/ too).
 */
export function pageSecurityHeaders(runtimeConfig: SpaRuntimeConfig): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // vanilla-extract ships static CSS files, but react-aria sets inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...apiOrigins(runtimeConfig.apiBaseUrl)],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    // HSTS belongs to whoever terminates TLS: sent over plain HTTP it is ignored, and includeSubDomains from
    // an application could pin an organisation's other hosts to HTTPS.
    strictTransportSecurity: false,
  });
}

/**
 * Serves the built SPA: its files, index.html for every other GET (client-side routes), and `/config.js` with the
 * addresses the SPA needs at run time. Mount it after the API so /api, /idp, /healthz and /readyz stay the server's.
 */
export function createSpaRoutes({ distDir, runtimeConfig }: SpaDeps): Hono<AppEnv> {
  const root = resolve(distDir);
  const spa = new Hono<AppEnv>();

  spa.use(onlyForSpaPaths(pageSecurityHeaders(runtimeConfig)));
  spa.use(onlyForSpaPaths(compress()));

  // Checked against the shape the SPA parses: a setting it would reject fails the start-up, not every page load.
  const config = JSON.stringify(
    runtimeConfigShape.parse({
      apiBaseUrl: runtimeConfig.apiBaseUrl,
      portalUrl: runtimeConfig.portalUrl,
      claimNames: runtimeConfig.claimNames && {
        ...runtimeConfig.claimNames,
        username: [runtimeConfig.claimNames.username].flat(),
      },
    }),
  );
  spa.get('/config.js', (c) =>
    c.body(`window.${RUNTIME_CONFIG_GLOBAL} = ${config};\n`, 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': REVALIDATE,
    }),
  );

  const serveFile = serveStatic<AppEnv>({ root });
  const serveIndex = serveStatic<AppEnv>({ root, path: 'index.html' });
  spa.get('*', async (c, next) => {
    const path = c.req.path;
    if (isServerPath(path) || !isSafePath(path)) return next();

    const file = await serveFile(c, nothingFound);
    if (file) {
      file.headers.set('Cache-Control', path.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE);
      return file;
    }
    // A missing hashed asset is a stale or wrong reference: index.html in its place would only break as a script.
    if (path.startsWith(HASHED_ASSETS_PREFIX)) return next();

    const index = await serveIndex(c, nothingFound);
    if (!index) return next();
    index.headers.set('Cache-Control', REVALIDATE);
    return index;
  });

  return spa;
}
