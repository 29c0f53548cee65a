import { http, HttpResponse } from 'msw';
import { z } from 'zod';

import { anyOrigin, errorResponse, mockEndpoint } from '@/shared/lib/mock-api';
import {
  surveyCreatePayload,
  translationEdit,
  type CreatedSurveyLink,
  type CreateSurveyResponse,
  type LocaleTranslations,
  type TranslationProgress,
} from '@/shared/api';
import { toCsv } from '@/shared/lib/csv';
import { formatIsoDay } from '@/shared/lib/date';

import {
  findSurveyDetailFixture,
  linkToken,
  makeSurveyDetail,
  MOCK_COUNTRIES,
  participationUrl,
  surveyFixtures,
  translationProgressFixtures,
} from './surveyFixtures';
import { findSurveyFunnelFixture } from './funnelFixtures';
import { findSurveyTranslationsFixture, makeSurveyTranslations } from './translationFixtures';

type IdParams = { id: string };
type TranslationParams = { id: string; locale: string; item: string };

const surveyNotFound = () => errorResponse(404, 'Survey not found');

/** Locales the mock translator cannot do: the link serves the fallback instead (as a provider-less server would). */
const MOCK_FALLBACKS: Record<string, string> = { fr: 'en' };

/** The create answer, spelled with country / language / link (the detail answer uses the _code / url spelling). */
function createdLinks(payload: z.infer<typeof surveyCreatePayload>): CreatedSurveyLink[] {
  const wanted = new Set(payload.target_languages);
  return payload.target_country_names.flatMap((name) => {
    const known = MOCK_COUNTRIES.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    const countryLanguages = known?.languages ?? ['en'];
    const languages = wanted.size ? countryLanguages.filter((language) => wanted.has(language)) : countryLanguages;
    return (languages.length ? languages : countryLanguages).flatMap((language) =>
      Array.from({ length: payload.target_channels }, (_, index) => {
        const channel = String(index + 1);
        return {
          country: name,
          country_code: known?.code ?? name,
          language,
          effective_language: MOCK_FALLBACKS[language] ?? language,
          channel,
          link: participationUrl(linkToken(`${payload.id}|${name}|${language}|${channel}`)),
        };
      }),
    );
  });
}

const RAW_DATA_ANSWERS: Record<string, string> = {
  es: 'Muy buena atención, la fila avanzó rápido.',
  pt: 'Atendimento excelente, voltarei com certeza.',
  en: 'Friendly staff and a quick checkout.',
  fr: 'Personnel aimable, passage en caisse rapide.',
};

const MESSAGE_GAP_MS = 20_000;

/**
 * A small raw-data CSV in the server's shape (one row per conversation message, instants as toISOString): one sample
 * respondent per link, an hour apart from the survey's start, who answers every question.
 */
function rawDataCsv(surveyId: string): string {
  const detail = findSurveyDetailFixture(surveyId);
  const questions = detail?.questions ?? [];
  const opensAt = Date.parse(detail?.start_datetime_utc ?? '');
  const header = ['submission_id', 'submitted_at', 'country', 'language', 'channel', 'role', 'timestamp', 'message'];
  const rows = (detail?.links ?? []).flatMap((link, linkIndex) => {
    const answer = RAW_DATA_ANSWERS[(link.effective_language ?? link.language_code).slice(0, 2)] ?? '';
    const messages = questions.flatMap((question) => [
      ['assistant', question.text],
      ['respondent', answer],
    ]);
    const firstMessageAt = opensAt + (linkIndex + 1) * 3_600_000;
    const submittedAt = new Date(firstMessageAt + (messages.length - 1) * MESSAGE_GAP_MS).toISOString();
    const countryName = MOCK_COUNTRIES.find((candidate) => candidate.code === link.country_code)?.name ?? link.country_code;
    return messages.map(([role, message], index) => [
      `${surveyId}-r${linkIndex + 1}`,
      submittedAt,
      countryName,
      link.language_code,
      link.channel ?? '',
      role ?? '',
      new Date(firstMessageAt + index * MESSAGE_GAP_MS).toISOString(),
      message ?? '',
    ]);
  });
  return toCsv([header, ...rows]);
}

/** As the server answers an edit: the locale with the item's trimmed text by staff, completed once every item has one. */
async function editedLocale({ params, request }: { params: TranslationParams; request: Request }) {
  const translations = findSurveyTranslationsFixture(params.id);
  if (!translations) return surveyNotFound();
  const checked = translationEdit.safeParse(await request.json().catch(() => null));
  if (!checked.success) return errorResponse(422, checked.error.issues[0]?.message ?? 'Invalid translation');
  if (params.locale === translations.source_language) {
    return errorResponse(422, 'The source language is not translated: edit the survey itself.');
  }
  const locale = translations.locales.find((candidate) => candidate.locale === params.locale);
  if (!locale) return errorResponse(404, 'Locale not found');
  if (!locale.items.some((item) => item.item === params.item)) return errorResponse(404, 'Item not found');
  const items = locale.items.map((item) => (item.item === params.item ? { ...item, text: checked.data.text, origin: 'staff' as const } : item));
  const isWhole = items.every((item) => item.text !== null);
  const answer: LocaleTranslations = isWhole ? { ...locale, items, status: 'completed', error: null } : { ...locale, items };
  return HttpResponse.json(answer);
}

const progressAnswer = (progress: TranslationProgress) => () => HttpResponse.json(progress);

/** MSW handlers of the survey endpoints; each has the variants ok / empty / loading / error / unauthorizedThenOk. */
export const surveyHandlers = {
  list: mockEndpoint('get', '/api/surveys', () => HttpResponse.json(surveyFixtures)),
  /** The catalogue as a reader who may delete none of it sees it (a viewer). */
  listReadOnly: http.get(anyOrigin('/api/surveys'), () => HttpResponse.json(surveyFixtures.map((survey) => ({ ...survey, can_delete: false })))),

  /** 404 `{ detail: 'Survey not found' }` for an id outside the catalogue; `empty` is a survey with no links, countries or questions. */
  detail: mockEndpoint<IdParams>(
    'get',
    '/api/surveys/:id',
    ({ params }) => {
      const detail = findSurveyDetailFixture(params.id);
      return detail ? HttpResponse.json(detail) : surveyNotFound();
    },
    makeSurveyDetail({ links: [], target_countries: [], questions: [] }),
  ),

  /** Echoes the client's id with links for the payload's countries; 422 with a detail object for a bad payload. */
  create: mockEndpoint(
    'post',
    '/api/surveys',
    async ({ request }) => {
      const checked = surveyCreatePayload.safeParse(await request.json().catch(() => null));
      if (!checked.success) {
        return HttpResponse.json({ detail: z.flattenError(checked.error).fieldErrors }, { status: 422 });
      }
      // As the server does: two questions with one id are refused, and nothing is created.
      const ids = checked.data.questions.map((question) => question.questionId);
      if (new Set(ids).size !== ids.length) return errorResponse(422, 'Question IDs must be distinct.');
      const answer: CreateSurveyResponse = { id: checked.data.id, links: createdLinks(checked.data) };
      return HttpResponse.json(answer, { status: 201 });
    },
    { id: 'svy-new', links: [] },
  ),

  /** 204 for a catalogue survey, 404 otherwise. */
  delete: mockEndpoint<IdParams>(
    'delete',
    '/api/surveys/:id',
    ({ params }) => (findSurveyDetailFixture(params.id) ? new HttpResponse(null, { status: 204 }) : surveyNotFound()),
    {},
  ),

  /** Answers for any id (a survey just created is not in the catalogue); `empty` has no fields, so polling goes on. */
  translationProgress: mockEndpoint(
    'get',
    '/api/surveys/:id/translation-progress',
    progressAnswer(translationProgressFixtures.inProgress),
    {},
  ),
  translationProgressCompleted: http.get(
    anyOrigin('/api/surveys/:id/translation-progress'),
    progressAnswer(translationProgressFixtures.completed),
  ),
  translationProgressStarting: http.get(
    anyOrigin('/api/surveys/:id/translation-progress'),
    progressAnswer(translationProgressFixtures.starting),
  ),

  /** The catalogue survey's visits, started and complete responses; `empty` is a survey nobody has opened; 404 unknown. */
  funnel: mockEndpoint<IdParams>(
    'get',
    '/api/surveys/:id/funnel',
    ({ params }) => {
      const funnel = findSurveyFunnelFixture(params.id);
      return funnel ? HttpResponse.json(funnel) : surveyNotFound();
    },
    { visits: 0, started: 0, complete: 0, by_country: [], by_channel: [] },
  ),

  /** svy-004's Spanish and French; no locales for the other catalogue surveys; 404 for an unknown survey. */
  translations: mockEndpoint<IdParams>(
    'get',
    '/api/surveys/:id/translations',
    ({ params }) => {
      const translations = findSurveyTranslationsFixture(params.id);
      return translations ? HttpResponse.json(translations) : surveyNotFound();
    },
    makeSurveyTranslations({ locales: [] }),
  ),
  /** svy-004's translations for a user who may only read them. */
  translationsReadOnly: http.get(anyOrigin('/api/surveys/:id/translations'), () =>
    HttpResponse.json(makeSurveyTranslations({ can_edit_translations: false })),
  ),

  /** The server's checks and answer; `refused` is its 403 for a user who may not edit. */
  editTranslation: {
    ...mockEndpoint<TranslationParams>('put', '/api/surveys/:id/translations/:locale/:item', editedLocale, {}),
    refused: http.put(anyOrigin('/api/surveys/:id/translations/:locale/:item'), () =>
      errorResponse(403, "You may not edit this survey's translations."),
    ),
  },

  /** The CSV with a content-disposition file name; 404 for an unknown survey. */
  rawDataExport: mockEndpoint<IdParams>('get', '/api/surveys/:id/export/raw-data', ({ params }) => {
    if (!findSurveyDetailFixture(params.id)) return surveyNotFound();
    const fileName = `survey_${params.id}_raw_data_${formatIsoDay(new Date())}.csv`;
    return new HttpResponse(rawDataCsv(params.id), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` },
    });
  }),
};

/**
 * Translation progress that moves on at each poll: starting, in progress, completed (then stays completed).
 * Call it per story or test: each handler keeps its own position.
 */
export function translationProgressSequence(
  steps: readonly TranslationProgress[] = [
    translationProgressFixtures.starting,
    translationProgressFixtures.inProgress,
    translationProgressFixtures.completed,
  ],
) {
  let calls = 0;
  return http.get(anyOrigin('/api/surveys/:id/translation-progress'), () => {
    const step = steps[Math.min(calls, steps.length - 1)];
    calls += 1;
    return step ? HttpResponse.json(step) : HttpResponse.json({});
  });
}

/** The `ok` handler of every survey endpoint: the default mock API of this slice. */
export const surveyDefaultHandlers = [
  surveyHandlers.list.ok,
  surveyHandlers.detail.ok,
  surveyHandlers.create.ok,
  surveyHandlers.delete.ok,
  surveyHandlers.translationProgress.ok,
  surveyHandlers.funnel.ok,
  surveyHandlers.translations.ok,
  surveyHandlers.editTranslation.ok,
  surveyHandlers.rawDataExport.ok,
];
