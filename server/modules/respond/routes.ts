import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';

import type { Db } from '../../db/client.ts';
import { surveyLinks, surveys, surveyTranslations } from '../../db/schema.ts';
import type { AppEnv } from '../../http/context.ts';

/** Where participation links point: `{PUBLIC_URL}/r/{token}`. */
export const RESPOND_PREFIX = '/r';

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

async function findLinkTitle(db: Db, token: string): Promise<{ title: string; language: string } | undefined> {
  const [link] = await db
    .select({ title: surveys.title, surveyId: surveys.id, language: surveyLinks.effectiveLanguage, source: surveys.sourceLanguage })
    .from(surveyLinks)
    .innerJoin(surveys, eq(surveys.id, surveyLinks.surveyId))
    .where(eq(surveyLinks.token, token));
  if (!link) return undefined;
  const language = link.language ?? link.source;
  const [translated] = await db
    .select({ text: surveyTranslations.text })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, link.surveyId), eq(surveyTranslations.locale, language), eq(surveyTranslations.item, 'title')));
  return { title: translated?.text ?? link.title, language };
}

function page(lang: string, heading: string, message: string) {
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
 * The participation link's page. The chat that conducts the survey arrives with its own issue; until then a valid link
 * answers a page naming the survey (in the language the respondent will get), and an unknown one a plain 404, so a link
 * printed today already leads somewhere true.
 */
export function createRespondRoutes({ db }: { db: Db }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:token', async (c) => {
    const token = c.req.param('token');
    const link = TOKEN.test(token) ? await findLinkTitle(db, token) : undefined;
    c.header('Cache-Control', 'no-store');
    if (!link) return c.html(page('en', 'Survey link not found', 'Please check the link or the QR code you used.'), 404);
    return c.html(page(link.language, link.title, 'Thank you for your interest. The survey opens here soon.'));
  });
  return routes;
}
