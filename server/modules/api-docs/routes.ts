import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import { type Context, Hono } from 'hono';

import type { AppEnv } from '../../http/context.ts';
import { errorResponse } from '../../http/errors.ts';
import { buildOpenApiDocument } from './service.ts';

/** Where app.ts mounts these routes; the page and the rate limit need the full paths. */
export const API_DOCS_PREFIX = '/api';
const DOCUMENT = '/openapi.json';
const REFERENCE = '/docs';
const ASSETS = `${REFERENCE}/assets`;
export const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PREFIX}${DOCUMENT}`;
export const API_REFERENCE_PATH = `${API_DOCS_PREFIX}${REFERENCE}`;
const ASSETS_PATH = `${API_DOCS_PREFIX}${ASSETS}`;

/** The paths these routes answer, for the rate limit in front of them. */
export const apiReferencePaths = [OPENAPI_DOCUMENT_PATH, API_REFERENCE_PATH, `${ASSETS_PATH}/*`] as const;

/** One view of the reference is about seven requests (page, four files, favicon, document). */
export const API_REFERENCE_REQUESTS_PER_MINUTE = 120;

/** Swagger UI's files as the swagger-ui-dist package ships them; its main module would load the 1.7 MB bundle. */
const swaggerUiDirectory = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

interface AssetSource {
  file: string;
  contentType: string;
}

/** The only files served under /api/docs/assets: a fixed list, so no request names a path on disk. */
const assetSources: Record<string, AssetSource> = {
  'swagger-ui.css': { file: path.join(swaggerUiDirectory, 'swagger-ui.css'), contentType: 'text/css; charset=utf-8' },
  'index.css': { file: path.join(swaggerUiDirectory, 'index.css'), contentType: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: path.join(swaggerUiDirectory, 'swagger-ui-bundle.js'),
    contentType: 'text/javascript; charset=utf-8',
  },
  'favicon-32x32.png': { file: path.join(swaggerUiDirectory, 'favicon-32x32.png'), contentType: 'image/png' },
  'initializer.js': {
    file: fileURLToPath(new URL('./assets/initializer.js', import.meta.url)),
    contentType: 'text/javascript; charset=utf-8',
  },
};

/** A body prepared once: its bytes, gzip of them where that pays, and an ETag. */
interface PreparedBody {
  bytes: Uint8Array<ArrayBuffer>;
  gzipped?: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
}

const gzipAsync = promisify(gzip);

async function prepare(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<PreparedBody> {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  // PNG is compressed already; text shrinks to about a third (the bundle: 1.7 MB to 0.5 MB).
  const gzipped = contentType.startsWith('image/') ? undefined : new Uint8Array(await gzipAsync(bytes, { level: 9 }));
  return { bytes, etag, contentType, ...(gzipped && { gzipped }) };
}

/** Each prepared on first request and kept: the files only change with a new install, which restarts the server. */
const preparedAssets = new Map<string, Promise<PreparedBody>>();

function preparedAsset(name: string, source: AssetSource): Promise<PreparedBody> {
  let prepared = preparedAssets.get(name);
  if (!prepared) {
    prepared = readFile(source.file).then((bytes) => prepare(new Uint8Array(bytes), source.contentType));
    // A failed read (a broken install) is tried again on the next request rather than remembered.
    prepared.catch(() => preparedAssets.delete(name));
    preparedAssets.set(name, prepared);
  }
  return prepared;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Answers a prepared body: 304 on a matching If-None-Match, gzip when the client accepts it. */
function sendPrepared(c: Context<AppEnv>, body: PreparedBody, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': body.contentType,
    'Cache-Control': cacheControl,
    ETag: body.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, headers);
  const acceptsGzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
  if (acceptsGzip && body.gzipped) return c.body(body.gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(body.bytes, 200, headers);
}

/** Same-origin files only, no inline script; Swagger UI sets inline styles and draws icons from data: URLs. */
const REFERENCE_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Survey Platform API reference</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css">
    <link rel="stylesheet" href="${ASSETS_PATH}/index.css">
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/initializer.js"></script>
  </body>
</html>
`;

/** A new install brings new files under the same names: browsers keep them an hour, then revalidate by ETag. */
const ASSET_CACHE = 'public, max-age=3600';
/** The document changes only with a new version of the server. */
const DOCUMENT_CACHE = 'public, max-age=3600';

/**
 * `GET /openapi.json` (the OpenAPI 3.1 document of the route table), `GET /docs` (Swagger UI on it) and its files
 * under `/docs/assets/`, mounted at API_DOCS_PREFIX. Public: mount before requireUser, behind a rate limit.
 */
export function createApiReferenceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const document = prepare(new TextEncoder().encode(JSON.stringify(buildOpenApiDocument())), 'application/json; charset=utf-8');

  routes.get(DOCUMENT, async (c) => sendPrepared(c, await document, DOCUMENT_CACHE));

  routes.get(REFERENCE, (c) => c.body(REFERENCE_PAGE, 200, REFERENCE_PAGE_HEADERS));

  routes.get(`${ASSETS}/:file`, async (c) => {
    const name = c.req.param('file');
    const source = Object.hasOwn(assetSources, name) ? assetSources[name] : undefined;
    if (!source) return errorResponse(c, 404, 'http.not_found');
    return sendPrepared(c, await preparedAsset(name, source), ASSET_CACHE);
  });

  return routes;
}
