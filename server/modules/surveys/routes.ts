import { Hono } from 'hono';

import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorResponse } from '../../http/errors.ts';
import type { GeographySource } from '../geography/index.ts';
import { deleteVisibleSurvey, findVisibleSurvey, listVisibleSurveys } from './service.ts';

export interface SurveyRoutesDeps {
  db: Db;
  geography: GeographySource;
  /**
   * The origin respondents' links point at (e.g. 'https://surveys.example.com'). Defaults to the request's own origin,
   * which is wrong behind a proxy that rewrites the host: set it there.
   */
  publicOrigin?: string;
}

/** Client-generated ids: what the create payload accepts, bounded so a path can never carry an arbitrary string. */
const SURVEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

const NOT_FOUND = 'Survey not found';
const BAD_ID = 'Invalid survey id: expected 1 to 64 letters, digits, "-" or "_".';
const MAY_NOT_DELETE = 'You may not delete this survey.';

/**
 * `GET /`, `GET /:id`, `DELETE /:id`, to be mounted at `/api/surveys` behind `requireUser` (they read `c.get('user')`).
 * A survey the user may not see answers 404 exactly as a missing one does, so ids outside the user's scope leak nothing.
 */
export function createSurveyRoutes({ db, geography, publicOrigin }: SurveyRoutesDeps): Hono<AppEnv> {
  const deps = { db, geography };
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => c.json(await listVisibleSurveys(deps, c.get('user'))));

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID.test(id)) return errorResponse(c, 400, BAD_ID);
    const origin = publicOrigin?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
    const survey = await findVisibleSurvey(deps, c.get('user'), id, origin);
    return survey ? c.json(survey) : errorResponse(c, 404, NOT_FOUND);
  });

  routes.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID.test(id)) return errorResponse(c, 400, BAD_ID);
    const outcome = await deleteVisibleSurvey(deps, c.get('user'), id);
    if (outcome === 'not-found') return errorResponse(c, 404, NOT_FOUND);
    if (outcome === 'forbidden') return errorResponse(c, 403, MAY_NOT_DELETE);
    c.get('logger').info({ surveyId: id, username: c.get('user').username }, 'Survey deleted');
    return c.body(null, 204);
  });

  return routes;
}
