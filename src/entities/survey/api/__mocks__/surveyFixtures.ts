import type {
  LocaleProgress,
  SurveyDetail,
  SurveyDetailLink,
  SurveyListItem,
  SurveyQuestion,
  TargetCountry,
  TranslationProgress,
} from '@/shared/api';
import { zonedDateTimeToUtc } from '@/shared/lib/date';
import { NO_PROVIDER_MESSAGE } from '@/shared/lib/translation';

/*
 * The shared fixture catalogue (today is 2026-11-21): the same ids, titles, creators and response counts as the
 * submission and report mocks. Every answer is what our server sends (the strict contract: instants from
 * toISOString(), every field present); links follow the server's rule, one per country x language x channel, with
 * channels numbered '1'..'N' (the create form asks for a number of channels per country).
 */

const LATAM = 'Latin America & Caribbean';
const NORTH_AMERICA = 'North America';

interface MockCountry {
  id: number;
  name: string;
  code: string;
  region: string;
  languages: string[];
}

/** The countries the catalogue targets, with the languages the geography mocks give them. */
export const MOCK_COUNTRIES: readonly MockCountry[] = [
  { id: 484, name: 'Mexico', code: 'MX', region: LATAM, languages: ['es-MX'] },
  { id: 320, name: 'Guatemala', code: 'GT', region: LATAM, languages: ['es'] },
  { id: 340, name: 'Honduras', code: 'HN', region: LATAM, languages: ['es'] },
  { id: 222, name: 'El Salvador', code: 'SV', region: LATAM, languages: ['es'] },
  { id: 188, name: 'Costa Rica', code: 'CR', region: LATAM, languages: ['es'] },
  { id: 591, name: 'Panama', code: 'PA', region: LATAM, languages: ['es'] },
  { id: 170, name: 'Colombia', code: 'CO', region: LATAM, languages: ['es'] },
  { id: 604, name: 'Peru', code: 'PE', region: LATAM, languages: ['es'] },
  { id: 218, name: 'Ecuador', code: 'EC', region: LATAM, languages: ['es'] },
  { id: 76, name: 'Brazil', code: 'BR', region: LATAM, languages: ['pt-BR'] },
  { id: 32, name: 'Argentina', code: 'AR', region: LATAM, languages: ['es'] },
  { id: 152, name: 'Chile', code: 'CL', region: LATAM, languages: ['es'] },
  { id: 840, name: 'United States', code: 'US', region: NORTH_AMERICA, languages: ['en', 'es'] },
  { id: 124, name: 'Canada', code: 'CA', region: NORTH_AMERICA, languages: ['en', 'fr'] },
];

function country(name: string): MockCountry {
  const found = MOCK_COUNTRIES.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`No mock country named ${name}`);
  return found;
}

/** A stable, URL-safe token for a link, so fixtures are the same on every run. */
export function linkToken(seed: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (const char of seed) {
    const code = char.codePointAt(0) ?? 0;
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
  }
  return (first.toString(36) + second.toString(36)).slice(0, 12).padEnd(12, '0');
}

export const participationUrl = (token: string) => `https://surveys.example.test/r/${token}`;

interface CatalogueEntry {
  id: string;
  title: string;
  creator: string;
  createdAt: string;
  start: [day: string, time: string];
  end: [day: string, time: string];
  timeZone: string;
  countries: string[];
  channels: number;
  responses: number;
  questions: string[];
  /** Locales whose translation fell back: `CA:fr` -> 'en'. */
  fallbacks?: Record<string, string>;
}

const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 'svy-001',
    title: 'Experiencia en tienda — México Q4 2026',
    creator: 'ana.garcia',
    createdAt: '2026-10-28T16:20:00.000Z',
    start: ['2026-11-01', '09:00'],
    end: ['2026-12-15', '17:00'],
    timeZone: 'America/Mexico_City',
    countries: ['Mexico'],
    channels: 2,
    responses: 342,
    questions: [
      '¿Qué tan satisfecho quedó con la atención que recibió hoy en la tienda?',
      '¿Encontró todos los productos que buscaba?',
      '¿Qué podríamos mejorar para su próxima visita?',
    ],
  },
  {
    id: 'svy-002',
    title: 'Satisfacción del cliente — Centroamérica',
    creator: 'carlos.mendoza',
    createdAt: '2026-11-03T14:05:00.000Z',
    start: ['2026-11-05', '09:00'],
    end: ['2026-11-30', '17:00'],
    timeZone: 'America/Guatemala',
    countries: ['Guatemala', 'Honduras', 'El Salvador', 'Costa Rica'],
    channels: 1,
    responses: 128,
    questions: [
      'Del 0 al 10, ¿qué tan probable es que recomiende nuestra tienda a un familiar o amigo?',
      '¿Cómo calificaría la rapidez del servicio en caja?',
    ],
  },
  {
    id: 'svy-003',
    title: 'Pesquisa de satisfação — Brasil',
    creator: 'lucas.silva',
    createdAt: '2026-08-20T12:00:00.000Z',
    start: ['2026-09-01', '09:00'],
    end: ['2026-09-30', '17:00'],
    timeZone: 'America/Sao_Paulo',
    countries: ['Brazil'],
    channels: 2,
    responses: 611,
    questions: [
      'Como você avalia sua experiência de compra hoje?',
      'O atendimento da nossa equipe atendeu às suas expectativas?',
      'O que podemos fazer para melhorar?',
    ],
  },
  {
    id: 'svy-004',
    title: 'Customer loyalty (NPS) — North America',
    creator: 'kim.minji',
    createdAt: '2026-09-15T18:30:00.000Z',
    start: ['2026-10-01', '09:00'],
    end: ['2026-10-31', '17:00'],
    timeZone: 'America/New_York',
    countries: ['United States', 'Canada'],
    channels: 1,
    responses: 233,
    questions: [
      'On a scale from 0 to 10, how likely are you to recommend us to a friend or colleague?',
      'What is the main reason for your score?',
    ],
    fallbacks: { 'CA:fr': 'en' },
  },
  {
    id: 'svy-005',
    title: 'Andean checkout experience',
    creator: 'lee.seoyeon',
    createdAt: '2026-11-18T10:45:00.000Z',
    start: ['2026-12-01', '09:00'],
    end: ['2027-01-15', '17:00'],
    timeZone: 'America/Bogota',
    countries: ['Colombia', 'Peru', 'Ecuador'],
    channels: 1,
    responses: 0,
    questions: ['How easy was it to pay at the checkout today?', 'How long did you wait in line before paying?'],
  },
  {
    id: 'svy-006',
    title: 'Experiencia digital — Argentina',
    creator: 'park.jiho',
    createdAt: '2026-07-02T13:10:00.000Z',
    start: ['2026-07-15', '09:00'],
    end: ['2026-08-15', '17:00'],
    timeZone: 'America/Argentina/Buenos_Aires',
    countries: ['Argentina'],
    channels: 1,
    responses: 87,
    questions: ['¿Qué tan fácil le resultó encontrar lo que buscaba en nuestra app?', '¿Tuvo algún problema al finalizar su compra en línea?'],
  },
  {
    id: 'svy-007',
    title: 'Global store experience 2026',
    creator: 'admin',
    createdAt: '2026-05-10T09:00:00.000Z',
    start: ['2026-05-20', '09:00'],
    end: ['2026-06-30', '17:00'],
    timeZone: 'America/Mexico_City',
    countries: ['Mexico', 'Guatemala', 'Colombia', 'Brazil', 'Argentina', 'United States', 'Canada'],
    channels: 1,
    responses: 1540,
    questions: [
      'Overall, how satisfied are you with your visit today?',
      'How would you rate the cleanliness and organisation of the store?',
      'What is one thing we could do to make your next visit better?',
    ],
  },
  {
    id: 'svy-008',
    title: 'Calidad del servicio — Colombia',
    creator: 'ana.garcia',
    createdAt: '2026-11-20T08:15:00.000Z',
    start: ['2026-11-20', '09:00'],
    end: ['2026-12-20', '17:00'],
    timeZone: 'America/Bogota',
    countries: ['Colombia'],
    channels: 2,
    responses: 3,
    questions: ['¿Cómo calificaría la amabilidad de nuestro personal?', '¿Resolvimos su consulta en su primera visita?'],
  },
];

function listItemOf(entry: CatalogueEntry): SurveyListItem {
  return {
    id: entry.id,
    title: entry.title,
    created_by_username: entry.creator,
    created_at: entry.createdAt,
    start_date: entry.start[0],
    start_time: entry.start[1],
    end_date: entry.end[0],
    end_time: entry.end[1],
    start_datetime_utc: zonedDateTimeToUtc(entry.start[0], entry.start[1], entry.timeZone).toISOString(),
    end_datetime_utc: zonedDateTimeToUtc(entry.end[0], entry.end[1], entry.timeZone).toISOString(),
    timezone: entry.timeZone,
    responses_count: entry.responses,
    // The catalogue is read as its administrator: every survey may be deleted (surveyHandlers.list.readOnly: none).
    can_delete: true,
  };
}

/** One link per country x language x channel; `fallbacks` marks the locales served in another language. */
export function linksFor(
  surveyId: string,
  countryNames: readonly string[],
  channels: number,
  fallbacks: Record<string, string> = {},
): SurveyDetailLink[] {
  return countryNames.flatMap((name) => {
    const { code, languages } = country(name);
    return languages.flatMap((language) =>
      Array.from({ length: channels }, (_, index) => {
        const channel = String(index + 1);
        return {
          country_code: code,
          language_code: language,
          channel,
          url: participationUrl(linkToken(`${surveyId}|${code}|${language}|${channel}`)),
          effective_language: fallbacks[`${code}:${language}`] ?? language,
        };
      }),
    );
  });
}

function detailOf(entry: CatalogueEntry): SurveyDetail {
  return {
    ...listItemOf(entry),
    links: linksFor(entry.id, entry.countries, entry.channels, entry.fallbacks),
    target_countries: entry.countries.map((name) => {
      const { id, region } = country(name);
      return { id, name, region };
    }),
    questions: entry.questions.map((text, index) => ({ questionId: `q${index + 1}`, text, order: index + 1, type: 'text', options: [] })),
  };
}

/** The eight catalogue surveys as GET /api/surveys lists them. */
export const surveyFixtures: readonly SurveyListItem[] = CATALOGUE.map(listItemOf);

/** The eight catalogue surveys as GET /api/surveys/{id} answers. */
export const surveyDetailFixtures: readonly SurveyDetail[] = CATALOGUE.map(detailOf);

export function findSurveyDetailFixture(id: string): SurveyDetail | undefined {
  return surveyDetailFixtures.find((detail) => detail.id === id);
}

function catalogueDetail(id: string): SurveyDetail {
  const detail = findSurveyDetailFixture(id);
  if (!detail) throw new Error(`No catalogue survey ${id}`);
  return detail;
}

const defaultDetail = catalogueDetail('svy-001');
const { links: _links, target_countries: _countries, questions: _questions, ...defaultSurvey } = defaultDetail;

/**
 * Legacy, not what our server sends: svy-003 as an older server answered it (timestamps without a timezone, the count
 * as `participants`, the links under `generated_links` with an empty `links`, channels labelled 'Channel N', no
 * effective_language). Only for the tests of the SPA's tolerant reading.
 */
export const legacySurveyDetailFixture: SurveyDetail = {
  id: 'svy-003',
  title: 'Pesquisa de satisfação — Brasil',
  created_by_username: 'lucas.silva',
  created_at: '2026-08-20 12:00:00',
  start_date: '2026-09-01',
  start_time: '09:00',
  end_date: '2026-09-30',
  end_time: '17:00',
  start_datetime_utc: '2026-09-01 12:00:00',
  end_datetime_utc: '2026-09-30 20:00:00',
  participants: 611,
  links: [],
  generated_links: ['Channel 2', 'Channel 1'].map((channel) => ({
    country_code: 'BR',
    language_code: 'pt-BR',
    channel,
    url: participationUrl(linkToken(`svy-003|BR|pt-BR|${channel}`)),
  })),
  target_countries: [{ id: '76', name: 'Brazil' }],
  questions: catalogueDetail('svy-003').questions,
};

/** A survey list item (svy-001 unless overridden). */
export function makeSurvey(overrides: Partial<SurveyListItem> = {}): SurveyListItem {
  return { ...defaultSurvey, ...overrides };
}

/** A survey detail (svy-001 unless overridden). */
export function makeSurveyDetail(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  return { ...defaultDetail, ...overrides };
}

export function makeSurveyLink(overrides: Partial<SurveyDetailLink> = {}): SurveyDetailLink {
  return {
    country_code: 'MX',
    language_code: 'es-MX',
    channel: '1',
    url: participationUrl(linkToken('svy-001|MX|es-MX|1')),
    effective_language: 'es-MX',
    ...overrides,
  };
}

export function makeTargetCountry(overrides: Partial<TargetCountry> = {}): TargetCountry {
  return { id: 484, name: 'Mexico', region: LATAM, ...overrides };
}

export function makeSurveyQuestion(overrides: Partial<SurveyQuestion> = {}): SurveyQuestion {
  return { questionId: 'q1', text: '¿Qué tan satisfecho quedó con la atención que recibió hoy en la tienda?', order: 1, type: 'text', options: [], ...overrides };
}

/**
 * A translation-progress answer filled for both readers: the links dialog (status, progress.languages) and the overlay
 * (the counters and per-locale details). Each locale has 1 title + its questions to translate.
 */
export function makeTranslationProgress(details: readonly LocaleProgress[], overrides: Partial<TranslationProgress> = {}): TranslationProgress {
  const total = details.reduce((sum, locale) => sum + 1 + locale.questions_total_count, 0);
  const translated = details.reduce((sum, locale) => sum + Number(locale.title_translated) + locale.questions_translated_count, 0);
  const isComplete = details.length > 0 && translated === total;
  return {
    status: isComplete ? 'completed' : 'in_progress',
    progress: { languages: details.map((locale) => locale.locale) },
    is_complete: isComplete,
    overall_total_items_to_translate: total,
    overall_translated_items_count: translated,
    target_locales_count: details.length,
    progress_details: [...details],
    source_language: 'es',
    ...overrides,
  };
}

const locale = (code: string, titleTranslated: boolean, questionsTranslated: number, error: string | null = null): LocaleProgress => ({
  locale: code,
  title_translated: titleTranslated,
  questions_translated_count: questionsTranslated,
  questions_total_count: 3,
  error,
});

/**
 * A four-language survey written in Spanish with three questions at three moments: `starting` (nothing translated
 * yet), `inProgress` (es-MX done, pt-BR translating, en title only, fr queued) and `completed`.
 */
export const translationProgressFixtures = {
  starting: makeTranslationProgress([locale('es-MX', false, 0), locale('pt-BR', false, 0), locale('en', false, 0), locale('fr', false, 0)]),
  inProgress: makeTranslationProgress([locale('es-MX', true, 3), locale('pt-BR', true, 1), locale('en', true, 0), locale('fr', false, 0)]),
  completed: makeTranslationProgress([locale('es-MX', true, 3), locale('pt-BR', true, 3), locale('en', true, 3), locale('fr', true, 3)]),
  /** Every text is in; the server has yet to declare the job complete. */
  finalizing: makeTranslationProgress([locale('es-MX', true, 3), locale('pt-BR', true, 3), locale('en', true, 3), locale('fr', true, 3)], {
    is_complete: false,
    status: 'in_progress',
  }),
  /** French could not be translated and falls back to the source language; the job is complete all the same. */
  oneFailed: makeTranslationProgress(
    [locale('es-MX', true, 3), locale('pt-BR', true, 3), locale('en', true, 3), locale('fr', false, 0, 'Service Unavailable')],
    { is_complete: true, status: 'completed', overall_translated_items_count: 12 },
  ),
  /**
   * The default provider `none`: an English survey for Mexico, Brazil and the US. English is the source, complete from
   * the start; Spanish (Mexico) and Portuguese (Brazil) fall back to it.
   */
  noProvider: makeTranslationProgress(
    [locale('en', true, 3), locale('es-MX', false, 0, NO_PROVIDER_MESSAGE), locale('pt-BR', false, 0, NO_PROVIDER_MESSAGE)],
    { is_complete: true, status: 'completed', source_language: 'en' },
  ),
} satisfies Record<string, TranslationProgress>;
