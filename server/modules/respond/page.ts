import { readFile } from 'node:fs/promises';

import { Hono } from 'hono';
import { html } from 'hono/html';

import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { findLink, linkExists } from './queries.ts';
import { isLinkToken } from './service.ts';

/** Where participation links point: `{PUBLIC_URL}/r/{token}`. */
export const PARTICIPATION_PAGE_PREFIX = '/r';

export interface ParticipationPageDeps {
  db: Db;
  /** The built participation page (dist/participate/index.html); while it is absent, a placeholder is served. */
  pageFile?: string;
}

/** The built page, read at each request (a small file), so a build made while the server runs is served at once. */
async function readBuiltPage(pageFile: string | undefined): Promise<string | undefined> {
  if (pageFile === undefined) return undefined;
  try {
    return await readFile(pageFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function placeholder(lang: string, heading: string, message: string) {
  return html`<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${heading}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.5rem; }
    </style>
  </head>
  <body>
    <main><h1>${heading}</h1><p>${message}</p></main>
  </body>
</html>`;
}

/**
 * The participation link's page. Built, it is one static document for every link (it reads the link through
 * /api/respond): 200 for a link that exists, 404 for any other token, so the status tells a crawler or a monitor the
 * truth while the page shows its own not-found text. Not built, a server-rendered page names the survey in the
 * respondent's language, so a printed link still leads somewhere true.
 */
export function createParticipationPageRoutes({ db, pageFile }: ParticipationPageDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:token', async (c) => {
    const token = c.req.param('token');
    c.header('Cache-Control', 'no-store');
    const built = await readBuiltPage(pageFile);
    if (built !== undefined) {
      const found = isLinkToken(token) && (await linkExists(db, token));
      return c.html(built, found ? 200 : 404);
    }
    const link = isLinkToken(token) ? await findLink(db, token) : undefined;
    if (!link) return c.html(placeholder('en', 'Survey link not found', 'Please check the link or the QR code you used.'), 404);
    return c.html(placeholder(link.language, link.translatedTitle ?? link.sourceTitle, 'Thank you for your interest. The survey opens here soon.'));
  });
  return routes;
}
