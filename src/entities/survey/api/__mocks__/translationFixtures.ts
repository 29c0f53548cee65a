import { TITLE_TRANSLATION_ITEM, type LocaleTranslations, type SurveyTranslations, type TranslatedItem } from '@/shared/api';

import { findSurveyDetailFixture } from './surveyFixtures';

/*
 * The translations of svy-004 (English, for the United States and Canada) as our server answers them: Spanish translated
 * by the machine with one staff edit, French fallen back (its links serve English, as the detail fixture says) after
 * its title. Every other catalogue survey is in one language only, so it has no locale to list.
 */

const SPANISH: Record<string, { text: string; origin: TranslatedItem['origin'] }> = {
  [TITLE_TRANSLATION_ITEM]: { text: 'Lealtad del cliente (NPS) — Norteamérica', origin: 'machine' },
  q1: { text: 'En una escala del 0 al 10, ¿qué tan probable es que nos recomiende a un amigo o colega?', origin: 'staff' },
  q2: { text: '¿Cuál es el motivo principal de su calificación?', origin: 'machine' },
};

const FRENCH: Record<string, { text: string; origin: TranslatedItem['origin'] }> = {
  [TITLE_TRANSLATION_ITEM]: { text: 'Fidélité des clients (NPS) — Amérique du Nord', origin: 'machine' },
};

/** The detail fixture's title and questions, in order: the items every locale lists. */
function sourceItemsOf(surveyId: string): { item: string; source_text: string }[] {
  const detail = findSurveyDetailFixture(surveyId);
  if (!detail) return [];
  const questions = [...(detail.questions ?? [])].sort((a, b) => a.order - b.order);
  return [
    { item: TITLE_TRANSLATION_ITEM, source_text: detail.title },
    ...questions.map((question) => ({ item: question.questionId, source_text: question.text })),
  ];
}

function localeOf(
  surveyId: string,
  locale: string,
  texts: Record<string, { text: string; origin: TranslatedItem['origin'] }>,
  state: Pick<LocaleTranslations, 'status' | 'error'>,
): LocaleTranslations {
  return {
    locale,
    ...state,
    items: sourceItemsOf(surveyId).map((source) => ({ ...source, text: texts[source.item]?.text ?? null, origin: texts[source.item]?.origin ?? null })),
  };
}

/** A survey's translations: svy-004's by default. */
export function makeSurveyTranslations(overrides: Partial<SurveyTranslations> = {}): SurveyTranslations {
  return {
    source_language: 'en',
    can_edit_translations: true,
    locales: [
      localeOf('svy-004', 'es', SPANISH, { status: 'completed', error: null }),
      localeOf('svy-004', 'fr', FRENCH, { status: 'error', error: 'The provider does not translate French.' }),
    ],
    ...overrides,
  };
}

/** What GET /api/surveys/{id}/translations answers for a catalogue survey; undefined for an unknown id. */
export function findSurveyTranslationsFixture(surveyId: string): SurveyTranslations | undefined {
  const detail = findSurveyDetailFixture(surveyId);
  if (!detail) return undefined;
  if (surveyId === 'svy-004') return makeSurveyTranslations();
  const [firstLink] = detail.links ?? [];
  return { source_language: firstLink?.effective_language ?? firstLink?.language_code ?? 'es', can_edit_translations: true, locales: [] };
}
