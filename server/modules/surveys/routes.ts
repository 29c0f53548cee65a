import { Hono } from 'hono';
import { limitRequestBody } from '../../http/bodyLimit.ts';

import { SURVEY_ID_PATTERN, surveyCreatePayload, translationEdit } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { errorBodyResponse, errorResponse, schemaIssueError } from '../../http/errors.ts';
import type { GeographySource } from '../geography/index.ts';
import { readTranslationProgress } from '../translation/index.ts';
import { createSurvey } from './create.ts';
import { readSurveyFunnel } from './funnel.ts';
import { deleteVisibleSurvey, findVisibleSurvey, isSurveyVisible, listVisibleSurveys } from './service.ts';
import { editSurveyTranslation, readSurveyTranslations } from './translations.ts';

export interface SurveyRoutesDeps {
  db: Db;
  geography: GeographySource;
  /**
   * The origin respondents' links point at (e.g. 'https://surveys.example.com'). Defaults to the request's own origin,
   * which is wrong behind a proxy that rewrites the host: set it there.
   */
  publicOrigin?: string;
  /** Queues a created survey's translation (the job queue); without it the locales stay in progress. */
  enqueueTranslation?: (surveyId: string) => Promise<void>;
  /** Queues a survey's report job for its end (the job queue); without it no reports are written at the end. */
  enqueueReports?: (surveyId: string, options: { atSurveyEnd: Date }) => Promise<void>;
}

/** Far above any real survey (3 questions of 1,000 characters, 300 countries), far below a memory problem. */
const CREATE_BODY_LIMIT = 64 * 1024;

/** A translation of at most 2,000 characters, as JSON, with room to spare for escapes. */
const TRANSLATION_BODY_LIMIT = 16 * 1024;

const BAD_ID = { problem: 'Invalid survey id: expected 1 to 64 letters, digits, "-" or "_".' };

/**
 * `GET /`, `POST /`, `GET /:id`, `DELETE /:id`, `GET /:id/funnel`, `GET /:id/translation-progress`, `GET /:id/translations` and
 * `PUT /:id/translations/:locale/:item`, to be mounted at `/api/surveys` behind
 * `requireUser` (they read `c.get('user')`). A survey the user may not see answers 404 exactly as a missing one does, so
 * ids outside the user's scope leak nothing.
 */
export function createSurveyRoutes({ db, geography, publicOrigin, enqueueTranslation, enqueueReports }: SurveyRoutesDeps): Hono<AppEnv> {
  const deps = { db, geography };
  const routes = new Hono<AppEnv>();
  const originOf = (url: string) => publicOrigin?.replace(/\/+$/, '') ?? new URL(url).origin;

  routes.get('/', async (c) => c.json(await listVisibleSurveys(deps, c.get('user'))));

  routes.post(
    '/',
    limitRequestBody(CREATE_BODY_LIMIT),
    async (c) => {
      const parsed = surveyCreatePayload.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        return errorBodyResponse(c, 400, schemaIssueError(parsed.error.issues[0], { fallback: 'Invalid survey', fieldFirst: true }));
      }
      const user = c.get('user');
      const outcome = await createSurvey({ ...deps, origin: originOf(c.req.url) }, user, parsed.data);
      if (outcome.kind === 'rejected') return errorBodyResponse(c, outcome.status, outcome.error);
      if (outcome.translationPending && enqueueTranslation) await enqueueTranslation(outcome.survey.id);
      if (outcome.kind === 'created') {
        // Only the first create queues the end-of-survey run, so a replayed request never schedules a second one.
        await enqueueReports?.(outcome.survey.id, { atSurveyEnd: outcome.endsAt });
        c.get('logger').info({ surveyId: outcome.survey.id, username: user.username, links: outcome.survey.links.length }, 'Survey created');
      }
      return c.json(outcome.survey, outcome.kind === 'created' ? 201 : 200);
    },
  );

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const survey = await findVisibleSurvey(deps, c.get('user'), id, originOf(c.req.url));
    return survey ? c.json(survey) : errorResponse(c, 404, 'survey.not_found');
  });

  routes.get('/:id/translation-progress', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    if (!(await isSurveyVisible(db, await geography(), c.get('user'), id))) return errorResponse(c, 404, 'survey.not_found');
    const progress = await readTranslationProgress(db, id);
    return progress ? c.json(progress) : errorResponse(c, 404, 'survey.not_found');
  });

  routes.get('/:id/funnel', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const funnel = await readSurveyFunnel(deps, c.get('user'), id);
    return funnel ? c.json(funnel) : errorResponse(c, 404, 'survey.not_found');
  });

  routes.get('/:id/translations', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const translations = await readSurveyTranslations(deps, c.get('user'), id);
    return translations ? c.json(translations) : errorResponse(c, 404, 'survey.not_found');
  });

  routes.put('/:id/translations/:locale/:item', limitRequestBody(TRANSLATION_BODY_LIMIT), async (c) => {
    const { id, locale, item } = c.req.param();
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const parsed = translationEdit.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return errorBodyResponse(c, 422, schemaIssueError(parsed.error.issues[0], { fallback: 'Invalid translation', fieldFirst: false }));
    const user = c.get('user');
    const outcome = await editSurveyTranslation(deps, user, { id, locale, item, text: parsed.data.text });
    switch (outcome.kind) {
      case 'not-found':
        return errorResponse(c, 404, outcome.code);
      case 'forbidden':
        return errorResponse(c, 403, 'survey.translations_edit_forbidden');
      case 'source-language':
        return errorResponse(c, 422, 'survey.source_language_not_translated');
      case 'saved':
        c.get('logger').info({ surveyId: id, locale, item, username: user.username, completedLocale: outcome.completedLocale }, 'Translation edited');
        return c.json(outcome.locale);
    }
  });

  routes.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!SURVEY_ID_PATTERN.test(id)) return errorResponse(c, 400, 'validation.invalid', BAD_ID);
    const outcome = await deleteVisibleSurvey(deps, c.get('user'), id);
    if (outcome === 'not-found') return errorResponse(c, 404, 'survey.not_found');
    if (outcome === 'forbidden') return errorResponse(c, 403, 'survey.delete_forbidden');
    c.get('logger').info({ surveyId: id, username: c.get('user').username }, 'Survey deleted');
    return c.body(null, 204);
  });

  return routes;
}
